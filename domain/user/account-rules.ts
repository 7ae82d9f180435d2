/**
 * Account validation rules of spec section 5, with their exact messages. Pure functions returning the
 * list of messages (empty when valid), so the browser shows the same list the server would answer.
 */
import { AIRPORT_MESSAGE } from '../airport/airport-reference.js';
import { fieldErrors, messagesOf, type FieldErrors } from '../field-errors.js';
import { CREDENTIALS, TOTAL_HOURS } from '../options.js';
import { usNumber } from '../text/us-format.js';

export const MESSAGES = {
  hoursFromRecord: (total: number, range: string) =>
    `Your pilot record says ${usNumber(total)} hours, so the range is ${range}: change the total in your pilot record.`,
  accountDisabled: 'This account has been disabled. Write to us through the contact page if you think this is a mistake.',
  emailRequired: 'An email address is required',
  emailInvalid: 'Please enter a valid email address',
  usernameRequired: 'A username is required',
  usernameInvalid: 'Usernames may only contain letters, numbers, underscores, and dashes',
  usernameTooLong: 'Usernames may be at most 40 characters long',
  passwordRequired: 'A password is required',
  passwordTooShort: 'Passwords must be at least 8 characters long',
  passwordTooLong: 'Passwords may be at most 200 characters long',
  passwordMismatch: 'The passwords do not match',
  captchaRequired: 'Must verify with reCAPTCHA',
  forgotEmailRequired: 'Please enter your email address',
  airportRequired: AIRPORT_MESSAGE,
  // Server answers of the error catalogue (section 8) and the texts the UI shows for them.
  userExists: 'user already exists',
  usernameTaken: 'This username is already taken',
  usernameInUse: 'Username already in use',
  emailTaken: 'An account with this email address already exists',
  captchaFailed: 'recaptcha fail',
  captchaFailedShown: 'ReCAPTCHA failed',
  badLogin: 'This username or password is not valid',
  noUserFound: 'No user found',
  resetTokenInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  socialAccountNoPassword: 'This account signs in with Google or Facebook and has no password to change',
  passwordUpdated: 'Password successfully updated.',
  // Changing the email or the password asks for the current password (issue 34); a social account, which
  // has none, confirms a new email by a link mailed to its current address.
  currentPasswordRequired: 'Enter your current password to change your email or password',
  currentPasswordWrong: 'This is not your current password',
  emailChangeMailed: (current: string, next: string) =>
    `We mailed a link to ${current}: follow it within a day to change your email address to ${next}.`,
  emailChangeInvalid: 'This email change link is invalid, used or expired. Change your email again from your account.',
  emailChanged: (email: string) => `Your email address is now ${email}.`,
  // Deleting the account asks for the current password too; a social account, which has none, types its
  // username (issue 34), so a session alone cannot delete the account.
  currentPasswordRequiredToDelete: 'Enter your current password to delete your account',
  confirmUsernameRequired: 'Type your username to delete your account',
  confirmUsernameWrong: 'This is not your username',
} as const;

export const LIMITS = {
  username: 40,
  password: 200,
  name: 100,
  email: 254,
  bio: 2000,
  plane: 200,
} as const;

// A pragmatic address check: something@something.tld, no spaces. Delivery is what really validates it.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function emailErrors(email: unknown): string[] {
  if (blank(email)) return [MESSAGES.emailRequired];
  if (typeof email !== 'string' || email.length > LIMITS.email || !EMAIL_PATTERN.test(email.trim())) {
    return [MESSAGES.emailInvalid];
  }
  return [];
}

export function usernameErrors(username: unknown): string[] {
  if (blank(username)) return [MESSAGES.usernameRequired];
  if (typeof username !== 'string' || !USERNAME_PATTERN.test(username)) return [MESSAGES.usernameInvalid];
  if (username.length > LIMITS.username) return [MESSAGES.usernameTooLong];
  return [];
}

/** The password's own rules on `password`, the match on `confirmPassword` (when a confirmation is given). */
export function passwordFieldErrors(password: unknown, confirmation?: unknown): FieldErrors {
  if (blank(password) || typeof password !== 'string') return { password: [MESSAGES.passwordRequired] };
  const errors: string[] = [];
  if (password.length < 8) errors.push(MESSAGES.passwordTooShort);
  if (password.length > LIMITS.password) errors.push(MESSAGES.passwordTooLong);
  return fieldErrors([
    ['password', errors],
    ['confirmPassword', confirmation !== undefined && confirmation !== password ? [MESSAGES.passwordMismatch] : []],
  ]);
}

export const passwordErrors = (password: unknown, confirmation?: unknown): string[] => messagesOf(passwordFieldErrors(password, confirmation));

function textErrors(value: unknown, label: string, max: number): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'string') return [`${label} must be text`];
  return value.length > max ? [`${label} may be at most ${max} characters long`] : [];
}

export interface ProfileFields {
  firstname?: unknown;
  lastname?: unknown;
  bio?: unknown;
  credentials?: unknown;
  totalHours?: unknown;
  wantedPlane?: unknown;
  mostExpPlane?: unknown;
  isDiscoverable?: unknown;
  emailPublic?: unknown;
}

function credentialErrors(credentials: unknown): string[] {
  if (credentials === undefined || credentials === null) return [];
  if (!Array.isArray(credentials) || credentials.some((c) => typeof c !== 'string')) return ['Credentials must be a list of choices'];
  const unknown = credentials.filter((c) => !(CREDENTIALS as readonly string[]).includes(c));
  return unknown.length ? [`Unknown credential: ${unknown.join(', ')}`] : [];
}

/** Rules for the free profile fields by field; the spec leaves them unchecked but the server still bounds them. */
export function profileFieldsFieldErrors(p: ProfileFields): FieldErrors {
  return fieldErrors([
    ['firstname', textErrors(p.firstname, 'First name', LIMITS.name)],
    ['lastname', textErrors(p.lastname, 'Last name', LIMITS.name)],
    ['bio', textErrors(p.bio, 'Bio', LIMITS.bio)],
    ['wantedPlane', textErrors(p.wantedPlane, 'The plane you want to fly', LIMITS.plane)],
    ['mostExpPlane', textErrors(p.mostExpPlane, 'The plane you have the most experience in', LIMITS.plane)],
    ['credentials', credentialErrors(p.credentials)],
    ['totalHours', !blank(p.totalHours) && !(TOTAL_HOURS as readonly unknown[]).includes(p.totalHours)
      ? [`Total flight hours must be one of ${TOTAL_HOURS.join(', ')}`] : []],
    ['isDiscoverable', p.isDiscoverable !== undefined && typeof p.isDiscoverable !== 'boolean' ? ['Discoverable on the map must be yes or no'] : []],
    ['emailPublic', p.emailPublic !== undefined && typeof p.emailPublic !== 'boolean' ? ['Showing your email address must be yes or no'] : []],
  ]);
}

export const profileFieldErrors = (p: ProfileFields): string[] => messagesOf(profileFieldsFieldErrors(p));

export interface SignupInput extends ProfileFields {
  email?: unknown;
  username?: unknown;
  password?: unknown;
  /** Only the browser has the confirmation field; the API payload has no confirmation. */
  confirmPassword?: unknown;
}

/** Sign-up by field: email, username, password, match (captcha is checked by the human-check port). */
export function signupFieldErrors(input: SignupInput): FieldErrors {
  return fieldErrors([
    ['email', emailErrors(input.email)],
    ['username', usernameErrors(input.username)],
    ...Object.entries(passwordFieldErrors(input.password, input.confirmPassword)),
    ...Object.entries(profileFieldsFieldErrors(input)),
  ]);
}

export const signupErrors = (input: SignupInput): string[] => messagesOf(signupFieldErrors(input));

export interface ProfileUpdateInput extends ProfileFields {
  email?: unknown;
  password?: unknown;
  confirmPassword?: unknown;
  /** Needed by a password account to change its email or its password. */
  currentPassword?: unknown;
}

/** Whether the input changes the address the account has (compared as the account stores it). */
export const changesEmail = (input: { email?: unknown }, currentEmail: string): boolean =>
  typeof input.email === 'string' && !blank(input.email) && normaliseEmail(input.email) !== currentEmail;

/**
 * Basic account tab by field: the email rule; password strength and match only when a password is typed;
 * the current password when a password account changes its email or password (`account`: as it stands;
 * whether the current password is the right one only the server can say).
 */
export function profileUpdateFieldErrors(input: ProfileUpdateInput, provider: string, account?: { email: string }): FieldErrors {
  const password: FieldErrors = blank(input.password)
    ? {}
    : provider !== 'local'
      ? { password: [MESSAGES.socialAccountNoPassword] }
      : passwordFieldErrors(input.password, input.confirmPassword);
  const sensitive = !blank(input.password) || (account !== undefined && changesEmail(input, account.email));
  const current = provider === 'local' && sensitive && (blank(input.currentPassword) || typeof input.currentPassword !== 'string')
    ? [MESSAGES.currentPasswordRequired] : [];
  return fieldErrors([
    ['email', input.email !== undefined ? emailErrors(input.email) : []],
    ['currentPassword', current],
    ...Object.entries(password),
    ...Object.entries(profileFieldsFieldErrors(input)),
  ]);
}

export const profileUpdateErrors = (input: ProfileUpdateInput, provider: string, account?: { email: string }): string[] =>
  messagesOf(profileUpdateFieldErrors(input, provider, account));

/**
 * What deleting one's own account needs: the current password of a password account (whether it is the
 * right one only the server can say), or a social account's username typed again.
 */
export function accountDeletionFieldErrors(
  input: { currentPassword?: unknown; confirmUsername?: unknown },
  account: { provider: string; username: string },
): FieldErrors {
  if (account.provider === 'local') {
    return fieldErrors([['currentPassword', blank(input.currentPassword) || typeof input.currentPassword !== 'string' ? [MESSAGES.currentPasswordRequiredToDelete] : []]]);
  }
  const typed = typeof input.confirmUsername === 'string' ? input.confirmUsername.trim() : '';
  return fieldErrors([['confirmUsername', !typed ? [MESSAGES.confirmUsernameRequired]
    : typed.toLowerCase() !== account.username.toLowerCase() ? [MESSAGES.confirmUsernameWrong] : []]]);
}

export function passwordResetErrors(password: unknown, confirmation?: unknown): string[] {
  return passwordErrors(password, confirmation);
}

export function forgotPasswordErrors(email: unknown): string[] {
  if (blank(email)) return [MESSAGES.forgotEmailRequired];
  return emailErrors(email);
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

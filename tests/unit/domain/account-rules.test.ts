import { describe, expect, it } from 'vitest';
import { maskEmail } from '../../../domain/user/mask-email.js';
import {
  accountDeletionFieldErrors, emailErrors, forgotPasswordErrors, MESSAGES, passwordErrors, profileFieldErrors, profileUpdateErrors, profileUpdateFieldErrors, signupErrors,
  usernameErrors,
} from '../../../domain/user/account-rules.js';

describe('email rule', () => {
  it.each([
    ['', MESSAGES.emailRequired],
    ['   ', MESSAGES.emailRequired],
    [undefined, MESSAGES.emailRequired],
    ['pilot', 'Please enter a valid email address'],
    ['pilot@', 'Please enter a valid email address'],
    ['pilot@host', 'Please enter a valid email address'],
    ['a b@c.com', 'Please enter a valid email address'],
    [42, 'Please enter a valid email address'],
  ])('%j -> %s', (value, message) => {
    expect(emailErrors(value)).toEqual([message]);
  });
  it('accepts a normal address', () => {
    expect(emailErrors('ada.pilot+planes@example.co.uk')).toEqual([]);
  });
});

describe('username rule', () => {
  it('requires a username', () => expect(usernameErrors('')).toEqual(['A username is required']));
  it.each(['with space', 'dot.name', 'émile', 'semi;colon'])('refuses %s', (name) => {
    expect(usernameErrors(name)).toEqual(['Usernames may only contain letters, numbers, underscores, and dashes']);
  });
  it.each(['ada', 'Ada_Pilot-2', '_-_'])('accepts %s', (name) => expect(usernameErrors(name)).toEqual([]));
  it('bounds the length', () => expect(usernameErrors('a'.repeat(41))).toEqual([MESSAGES.usernameTooLong]));
});

describe('password rule', () => {
  it('requires a password', () => expect(passwordErrors('')).toEqual(['A password is required']));
  it('needs 8 characters', () => {
    expect(passwordErrors('1234567')).toEqual(['Passwords must be at least 8 characters long']);
    expect(passwordErrors('12345678')).toEqual([]);
  });
  it('checks the confirmation when given', () => {
    expect(passwordErrors('12345678', '12345679')).toEqual(['The passwords do not match']);
    expect(passwordErrors('12345678', '12345678')).toEqual([]);
  });
  it('bounds the length', () => expect(passwordErrors('x'.repeat(201))).toEqual([MESSAGES.passwordTooLong]));
});

describe('sign-up', () => {
  it('collects every message in field order', () => {
    expect(signupErrors({ email: '', username: 'a b', password: 'short', confirmPassword: 'other' })).toEqual([
      'An email address is required',
      'Usernames may only contain letters, numbers, underscores, and dashes',
      'Passwords must be at least 8 characters long',
      'The passwords do not match',
    ]);
  });
  it('leaves first name, last name and bio unchecked but bounded', () => {
    expect(signupErrors({ email: 'a@b.co', username: 'ab', password: '12345678' })).toEqual([]);
    expect(signupErrors({ email: 'a@b.co', username: 'ab', password: '12345678', firstname: 'x'.repeat(101) })).toEqual([
      'First name may be at most 100 characters long',
    ]);
  });
});

describe('profile update', () => {
  it('checks the password only when one is typed', () => {
    expect(profileUpdateErrors({ password: '' }, 'local')).toEqual([]);
    expect(profileUpdateErrors({ password: 'short', currentPassword: 'the-old-one' }, 'local')).toEqual([MESSAGES.passwordTooShort]);
  });
  it('asks a password account for its current password to change the password or the email (issue 34)', () => {
    const account = { email: 'ada@example.com' };
    expect(profileUpdateFieldErrors({ password: 'long-enough' }, 'local', account)).toEqual({ currentPassword: [MESSAGES.currentPasswordRequired] });
    expect(profileUpdateFieldErrors({ email: 'new@example.com', currentPassword: ' ' }, 'local', account)).toEqual({
      currentPassword: [MESSAGES.currentPasswordRequired],
    });
    expect(profileUpdateFieldErrors({ email: 'new@example.com', currentPassword: 'the-old-one' }, 'local', account)).toEqual({});
    // The same address (in another case) is no change; other fields need no password.
    expect(profileUpdateFieldErrors({ email: ' ADA@example.com ', bio: 'Hi' }, 'local', account)).toEqual({});
    // A social account has no password: its new email is confirmed by mail instead.
    expect(profileUpdateFieldErrors({ email: 'new@example.com' }, 'google', account)).toEqual({});
  });
  it('refuses a password for a social account', () => {
    expect(profileUpdateErrors({ password: 'long-enough' }, 'google')).toEqual([MESSAGES.socialAccountNoPassword]);
  });
  it('checks the email only when sent', () => {
    expect(profileUpdateErrors({}, 'local')).toEqual([]);
    expect(profileUpdateErrors({ email: 'x' }, 'local')).toEqual([MESSAGES.emailInvalid]);
  });
});

describe('profile fields', () => {
  it('accepts the option lists', () => {
    expect(profileFieldErrors({ credentials: ['Private', 'CFI/CFII'], totalHours: '3000+', isDiscoverable: false })).toEqual([]);
  });
  it('refuses unknown options', () => {
    expect(profileFieldErrors({ credentials: ['Wizard'], totalHours: '5', isDiscoverable: 'yes' })).toEqual([
      'Unknown credential: Wizard',
      'Total flight hours must be one of 0-500, 500-1000, 1000-3000, 3000+',
      'Discoverable on the map must be yes or no',
    ]);
  });
  it('refuses credentials that are not a list of text', () => {
    expect(profileFieldErrors({ credentials: 'Private' })).toEqual(['Credentials must be a list of choices']);
  });
});

describe('forgot password', () => {
  it('asks for the email first', () => {
    expect(forgotPasswordErrors('')).toEqual(['Please enter your email address']);
    expect(forgotPasswordErrors('nope')).toEqual([MESSAGES.emailInvalid]);
    expect(forgotPasswordErrors('a@b.co')).toEqual([]);
  });
});

describe('confirming the deletion of one\'s account (issue 34)', () => {
  const local = { provider: 'local', username: 'ada_pilot' };
  const social = { provider: 'google', username: 'sol_lee' };

  it('asks a password account for its current password', () => {
    expect(accountDeletionFieldErrors({}, local)).toEqual({ currentPassword: [MESSAGES.currentPasswordRequiredToDelete] });
    expect(accountDeletionFieldErrors({ currentPassword: 7 }, local)).toEqual({ currentPassword: [MESSAGES.currentPasswordRequiredToDelete] });
    expect(accountDeletionFieldErrors({ currentPassword: 'anything' }, local)).toEqual({});
  });

  it('asks a social account to type its username, in any case', () => {
    expect(accountDeletionFieldErrors({ confirmUsername: ' ' }, social)).toEqual({ confirmUsername: [MESSAGES.confirmUsernameRequired] });
    expect(accountDeletionFieldErrors({ confirmUsername: 'sol' }, social)).toEqual({ confirmUsername: [MESSAGES.confirmUsernameWrong] });
    expect(accountDeletionFieldErrors({ confirmUsername: ' SOL_lee ' }, social)).toEqual({});
  });
});

describe('maskEmail', () => {
  it.each([
    ['pat.new@example.com', 'p***@e***.com'],
    ['a@b.co.uk', 'a***@b***.uk'],
    ['x@localhost', 'x***@l***'],
    ['broken', '***'],
  ])('shows %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

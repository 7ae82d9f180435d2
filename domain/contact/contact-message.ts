import { emailErrors } from '../user/account-rules.js';
import { usNumber } from '../text/us-format.js';

/** A message sent with the site's contact (feedback) form, read by staff in the back office. */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string;
  reason: string;
  createdAt: Date;
}

/** What the form sends, unchecked; `website` is the hidden honeypot field people never fill. */
export interface ContactInput {
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  reason?: unknown;
  website?: unknown;
}

export type ContactFields = Pick<ContactMessage, 'name' | 'email' | 'phone' | 'reason'>;

export const CONTACT_LIMITS = { name: 200, phone: 40, reason: 5000 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Your name may be at most ${CONTACT_LIMITS.name} characters long`,
  phoneInvalid: `The phone number may be at most ${CONTACT_LIMITS.phone} characters long`,
  reasonRequired: 'Please tell us why you are writing',
  reasonTooLong: `The message may be at most ${usNumber(CONTACT_LIMITS.reason)} characters long`,
  thanks: 'Thank you for your feedback. We will be in contact with you shortly.',
} as const;

const blank = (v: unknown) => typeof v !== 'string' || !v.trim();

export function contactErrors(input: ContactInput): string[] {
  const errors: string[] = [];
  if (blank(input.name)) errors.push(CONTACT_MESSAGES.nameRequired);
  else if ((input.name as string).trim().length > CONTACT_LIMITS.name) errors.push(CONTACT_MESSAGES.nameTooLong);
  errors.push(...emailErrors(input.email));
  if (input.phone !== undefined && input.phone !== null && (typeof input.phone !== 'string' || input.phone.trim().length > CONTACT_LIMITS.phone)) {
    errors.push(CONTACT_MESSAGES.phoneInvalid);
  }
  if (blank(input.reason)) errors.push(CONTACT_MESSAGES.reasonRequired);
  else if ((input.reason as string).trim().length > CONTACT_LIMITS.reason) errors.push(CONTACT_MESSAGES.reasonTooLong);
  return errors;
}

export const isHoneypotFilled = (input: ContactInput) => typeof input.website === 'string' && input.website.trim() !== '';

export function toContactFields(input: ContactInput): ContactFields {
  return {
    name: String(input.name).trim(),
    email: String(input.email).trim().toLowerCase(),
    phone: typeof input.phone === 'string' ? input.phone.trim() : '',
    reason: String(input.reason).trim(),
  };
}

import { conflict, forbidden } from '../errors.js';
import { fieldErrors, mergeFieldErrors, type FieldErrors } from '../field-errors.js';
import type { Availability } from './availability.js';
import { MESSAGE_MAX, type BookingKind, type Period } from './booking.js';
import { periodErrors, readPeriod } from './period-rules.js';

export const REQUEST_MESSAGES = {
  ownListing: 'This is your own listing: you cannot send it a request.',
  grounded: (reason: string) => `This aircraft is grounded (${reason}): it takes no requests or approvals until the owner clears it.`,
  joinHasNoPeriod: 'A request to join has no period: send only a message.',
  joinNeedsMessage: 'Tell the owner about yourself and why you want to join.',
  messageTooLong: `The message is at most ${MESSAGE_MAX} characters.`,
  alreadyAsked: 'You already have a request to join this listing.',
  tooManyBookings: (max: number) => `You already hold ${max} future booking${max === 1 ? '' : 's'} on this listing, the most it allows.`,
  alreadyBooked: 'This period is already booked.',
  duplicate: (when: string) => `You already asked for this time: your request for ${when} is waiting for the owner's answer. See it in My bookings.`,
} as const;

export interface RequestInput {
  start?: unknown;
  end?: unknown;
  message?: unknown;
}

export type RequestRead = { ok: true; period: Period | null; message: string } | { ok: false; errors: FieldErrors };

/**
 * Reads and checks a request against the listing's availability: a rental needs a period that keeps the
 * period rules; a request to join has none and needs a message.
 */
export function readRequest(kind: BookingKind, input: RequestInput, availability: Availability, now: Date): RequestRead {
  const message = typeof input.message === 'string' ? input.message.trim() : '';
  const messageErrors = message.length > MESSAGE_MAX ? [REQUEST_MESSAGES.messageTooLong] : kind === 'join' && !message ? [REQUEST_MESSAGES.joinNeedsMessage] : [];
  if (kind === 'join') {
    const hasPeriod = [input.start, input.end].some((v) => v !== undefined && v !== null && v !== '');
    const errors = fieldErrors([['period', hasPeriod ? [REQUEST_MESSAGES.joinHasNoPeriod] : []], ['message', messageErrors]]);
    return Object.keys(errors).length ? { ok: false, errors } : { ok: true, period: null, message };
  }
  const read = readPeriod(input, availability.timeZone);
  const errors = mergeFieldErrors(read.ok ? periodErrors(read.period, availability, now) : read.errors, fieldErrors([['message', messageErrors]]));
  if (Object.keys(errors).length || !read.ok) return { ok: false, errors };
  return { ok: true, period: read.period, message };
}

/** Refuses a request or an approval on a grounded aircraft (409, with the owner's reason). */
export function assertNotGrounded(availability: Availability): void {
  if (availability.grounded) throw conflict(REQUEST_MESSAGES.grounded(availability.grounded.reason));
}

/** Refuses a request from the listing's own owner. */
export function assertNotOwnListing(pilotId: number, ownerId: number): void {
  if (pilotId === ownerId) throw forbidden(REQUEST_MESSAGES.ownListing);
}

/** Refuses one more future booking than the rules let one pilot hold. */
export function assertBelowFutureLimit(held: number, availability: Availability): void {
  const max = availability.rules.maxFutureBookings;
  if (held >= max) throw conflict(REQUEST_MESSAGES.tooManyBookings(max));
}

import { conflict, forbidden } from '../errors.js';
import type { Booking, BookingActor } from './booking.js';

/**
 * How long after an approval or a decline its owner may take it back (issue 34, point 16). The answer's
 * mail to the pilot waits as long (booking-notices.ts), so an undone answer tells nobody anything.
 */
export const UNDO_WINDOW_MS = 10_000;

export const UNDO_MESSAGES = {
  onlyOwner: 'Only the owner of this listing can undo an answer.',
  notAnswered: 'Only an approval or a decline can be undone.',
  tooLate: 'The moment to undo this answer has passed.',
  changed: 'This request changed after your answer: it can no longer be undone.',
  told: 'The pilot has already been told of your answer: it can no longer be undone.',
  expired: 'This request expired: it was not answered within 48 hours.',
  started: 'This period has already started: the approval can no longer be undone.',
} as const;

/**
 * The owner takes back his approval or decline: the request is pending again, as it was before the answer
 * (no reason, no decision time; an approved period's hold is released by the store). Allowed only to the
 * owner, only within UNDO_WINDOW_MS of the answer, and only when nothing happened to the request since
 * (its last change is the answer: a cancellation, a check-in or any later step refuses it), while the
 * request could still be answered (its 48 hours and, for a rental, its start not reached).
 */
export function undoDecision(booking: Booking, input: { by: BookingActor; now: Date }): Booking {
  if (input.by !== 'owner') throw forbidden(UNDO_MESSAGES.onlyOwner);
  if ((booking.state !== 'approved' && booking.state !== 'declined') || !booking.decidedAt) throw conflict(UNDO_MESSAGES.notAnswered);
  const now = input.now.getTime();
  if (booking.updatedAt.getTime() !== booking.decidedAt.getTime()) throw conflict(UNDO_MESSAGES.changed);
  if (now - booking.decidedAt.getTime() > UNDO_WINDOW_MS) throw conflict(UNDO_MESSAGES.tooLate);
  if (now >= booking.expiresAt.getTime()) throw conflict(UNDO_MESSAGES.expired);
  if (booking.state === 'approved' && booking.period && booking.period.start.getTime() <= now) throw conflict(UNDO_MESSAGES.started);
  return { ...booking, state: 'pending', reason: '', decidedAt: null, updatedAt: input.now };
}


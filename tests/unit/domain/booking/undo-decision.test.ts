import { describe, expect, it } from 'vitest';
import { REQUEST_LIFETIME_MS, type Booking } from '../../../../domain/booking/booking.js';
import { transition } from '../../../../domain/booking/booking-transitions.js';
import { UNDO_MESSAGES as M, UNDO_WINDOW_MS, undoDecision } from '../../../../domain/booking/undo-decision.js';

const CREATED = new Date('2027-03-01T12:00:00Z');
const ANSWERED = new Date('2027-03-02T12:00:00Z');
const later = (ms: number) => new Date(ANSWERED.getTime() + ms);

/** A pending rental request (object mother). */
const pending = (changes: Partial<Booking> = {}): Booking => ({
  id: 1, shareId: 7, pilotId: 20, ownerId: 10, kind: 'rental', state: 'pending',
  period: { start: new Date('2027-03-10T14:00:00Z'), end: new Date('2027-03-10T18:00:00Z') },
  message: 'Cross-country to KSDF', reason: '', cancelledBy: null, createdAt: CREATED,
  expiresAt: new Date(CREATED.getTime() + REQUEST_LIFETIME_MS), decidedAt: null, updatedAt: CREATED, ...changes,
});
const approved = (changes: Partial<Booking> = {}) => transition(pending(changes), 'approve', { by: 'owner', now: ANSWERED });
const declined = () => transition(pending(), 'decline', { by: 'owner', now: ANSWERED, reason: 'In maintenance' });

describe('undoing an answer', () => {
  it('puts an approval or a decline back to pending, as the request was before the answer', () => {
    const now = later(UNDO_WINDOW_MS);
    expect(undoDecision(approved(), { by: 'owner', now })).toEqual({ ...pending(), updatedAt: now });
    expect(undoDecision(declined(), { by: 'owner', now: later(3_000) })).toEqual({ ...pending(), updatedAt: later(3_000) });
  });

  it('is the owner\'s alone', () => {
    for (const by of ['pilot', 'admin', 'system'] as const) {
      expect(() => undoDecision(approved(), { by, now: later(1_000) })).toThrow(expect.objectContaining({ code: 'forbidden', message: M.onlyOwner }));
    }
  });

  it('is refused once the window has passed', () => {
    expect(() => undoDecision(approved(), { by: 'owner', now: later(UNDO_WINDOW_MS + 1) })).toThrow(expect.objectContaining({ code: 'conflict', message: M.tooLate }));
  });

  it('is refused when something happened to the request since the answer', () => {
    const cancelled = transition(approved(), 'cancel', { by: 'pilot', now: later(2_000), reason: 'Sick' });
    expect(() => undoDecision(cancelled, { by: 'owner', now: later(3_000) })).toThrow(expect.objectContaining({ code: 'conflict', message: M.notAnswered }));
    const touched = { ...approved(), updatedAt: later(1_000) }; // a later step (a check-in, say) of the approved booking
    expect(() => undoDecision(touched, { by: 'owner', now: later(2_000) })).toThrow(expect.objectContaining({ code: 'conflict', message: M.changed }));
  });

  it('undoes only answers, never a withdrawal, an expiry or a pending request', () => {
    const withdrawn = transition(pending(), 'withdraw', { by: 'pilot', now: ANSWERED });
    for (const b of [pending(), withdrawn]) {
      expect(() => undoDecision(b, { by: 'owner', now: later(1_000) })).toThrow(expect.objectContaining({ code: 'conflict', message: M.notAnswered }));
    }
  });

  it('is refused when the request could no longer be answered: its 48 hours or its period begun', () => {
    const lastMinute = pending({ expiresAt: later(2_000) });
    const late = transition(lastMinute, 'approve', { by: 'owner', now: ANSWERED });
    expect(() => undoDecision(late, { by: 'owner', now: later(2_000) })).toThrow(expect.objectContaining({ message: M.expired }));
    const starting = approved({ period: { start: later(1_000), end: later(3_600_000) } });
    expect(() => undoDecision(starting, { by: 'owner', now: later(1_000) })).toThrow(expect.objectContaining({ message: M.started }));
  });
});

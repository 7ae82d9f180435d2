import { describe, expect, it } from 'vitest';
import type { Booking, BookingActor } from '../../../domain/booking/booking.js';
import { BOOKING_MESSAGES as M, canTransition, transition, TRANSITIONS, wrongStateMessage } from '../../../domain/booking/booking-transitions.js';
import { BOOKING_STATE_LABELS } from '../../../domain/booking/booking-view.js';
import { checkOutBooking, CHECK_OUT_MESSAGES } from '../../../domain/flight/check-out-rules.js';
import { REVIEW_MESSAGES, reviewRefusal } from '../../../domain/review/review-rules.js';

const START = new Date('2027-03-10T14:00:00Z');
const END = new Date('2027-03-10T18:00:00Z');
const H = 3_600_000;
const at = (offsetMs: number, from = START) => new Date(from.getTime() + offsetMs);

const booking = (changes: Partial<Booking> = {}): Booking => ({
  id: 1, shareId: 7, pilotId: 20, ownerId: 10, kind: 'rental', state: 'approved', period: { start: START, end: END },
  message: '', reason: '', cancelledBy: null, createdAt: new Date('2027-03-01T12:00:00Z'), expiresAt: new Date('2027-03-03T12:00:00Z'),
  decidedAt: new Date('2027-03-01T13:00:00Z'), updatedAt: new Date('2027-03-01T13:00:00Z'), ...changes,
});

const refusal = (code: string, message: string) => expect.objectContaining({ code, message });

describe('the flight states of the booking state machine', () => {
  it('labels each new state', () => {
    expect(BOOKING_STATE_LABELS).toMatchObject({
      checked_out: 'Checked out', flown: 'Flown: waiting for the owner', closed: 'Closed', disputed: 'Disputed', no_show: 'No-show',
    });
  });

  it('says who may take each flight action', () => {
    expect(TRANSITIONS.check_out).toEqual({ from: 'approved', to: 'checked_out', by: ['pilot'] });
    expect(TRANSITIONS.check_in).toEqual({ from: 'checked_out', to: 'flown', by: ['pilot'] });
    expect(TRANSITIONS.confirm).toEqual({ from: 'flown', to: 'closed', by: ['owner'] });
    expect(TRANSITIONS.dispute).toEqual({ from: 'flown', to: 'disputed', by: ['pilot', 'owner'] });
    expect(TRANSITIONS.close).toEqual({ from: 'flown', to: 'closed', by: ['system'] });
    expect(TRANSITIONS.resolve).toEqual({ from: 'disputed', to: 'closed', by: ['admin'] });
    expect(TRANSITIONS.no_show).toEqual({ from: 'approved', to: 'no_show', by: ['owner'] });
  });

  it('lets the pilot check out from two hours before the start until the end, not before, not after', () => {
    const now = at(-2 * H);
    expect(transition(booking(), 'check_out', { by: 'pilot', now })).toMatchObject({ state: 'checked_out', updatedAt: now });
    expect(() => transition(booking(), 'check_out', { by: 'pilot', now: at(-2 * H - 1) })).toThrow(refusal('conflict', M.tooEarlyToCheckOut));
    expect(() => transition(booking(), 'check_out', { by: 'pilot', now: END })).toThrow(refusal('conflict', M.endedBeforeCheckOut));
    expect(transition(booking(), 'check_out', { by: 'pilot', now: at(-1, END) }).state).toBe('checked_out');
  });

  it('refuses the check-out to anyone but the pilot, of a request to join, and twice', () => {
    for (const by of ['owner', 'admin', 'system'] as BookingActor[]) {
      expect(() => transition(booking(), 'check_out', { by, now: START })).toThrow(refusal('forbidden', M.onlyPilotFlies));
    }
    expect(() => transition(booking({ kind: 'join', period: null }), 'check_out', { by: 'pilot', now: START })).toThrow(refusal('conflict', M.notARental));
    expect(() => transition(booking({ state: 'checked_out' }), 'check_out', { by: 'pilot', now: START }))
      .toThrow(refusal('conflict', 'This booking is checked out: it cannot be checked out.'));
  });

  it('refuses a check-out on a grounded aircraft with the reason', () => {
    const grounded = { reason: 'Oil leak', since: START };
    expect(() => checkOutBooking(booking(), { by: 'pilot', now: START }, grounded)).toThrow(refusal('conflict', CHECK_OUT_MESSAGES.grounded('Oil leak')));
    expect(checkOutBooking(booking(), { by: 'pilot', now: START }, null).state).toBe('checked_out');
  });

  it('lets the pilot alone check in a checked-out booking, once', () => {
    const out = booking({ state: 'checked_out' });
    expect(transition(out, 'check_in', { by: 'pilot', now: END }).state).toBe('flown');
    expect(() => transition(out, 'check_in', { by: 'owner', now: END })).toThrow(refusal('forbidden', M.onlyPilotFlies));
    expect(() => transition(booking({ state: 'flown' }), 'check_in', { by: 'pilot', now: END })).toThrow(refusal('conflict', wrongStateMessage('flown', 'check_in')));
    expect(() => transition(booking(), 'check_in', { by: 'pilot', now: END })).toThrow(refusal('conflict', 'This booking is already approved: it cannot be checked in.'));
  });

  it('lets the owner confirm a flown booking, and no one else', () => {
    const flown = booking({ state: 'flown', updatedAt: END });
    expect(transition(flown, 'confirm', { by: 'owner', now: at(H, END) }).state).toBe('closed');
    expect(() => transition(flown, 'confirm', { by: 'pilot', now: at(H, END) })).toThrow(refusal('forbidden', M.onlyOwnerConfirms));
  });

  it('lets either side dispute within 72 hours of the check-in, with a reason', () => {
    const checkedInAt = at(30 * 60_000, END);
    const flown = booking({ state: 'flown', updatedAt: checkedInAt });
    for (const by of ['pilot', 'owner'] as BookingActor[]) {
      expect(transition(flown, 'dispute', { by, now: at(72 * H, checkedInAt), reason: 'Hobbs misread', checkedInAt }).state).toBe('disputed');
    }
    expect(() => transition(flown, 'dispute', { by: 'pilot', now: at(72 * H + 1, checkedInAt), reason: 'x', checkedInAt })).toThrow(refusal('conflict', M.disputeWindowOver));
    // Without the flight's check-in time, the booking's last change (its check-in) counts.
    expect(() => transition(flown, 'dispute', { by: 'pilot', now: at(72 * H + 1, checkedInAt), reason: 'x' })).toThrow(refusal('conflict', M.disputeWindowOver));
    expect(() => transition(flown, 'dispute', { by: 'owner', now: checkedInAt, reason: ' ' })).toThrow(expect.objectContaining({ code: 'validation_failed', fields: { reason: [M.reasonRequired] } }));
    expect(() => transition(flown, 'dispute', { by: 'admin', now: checkedInAt, reason: 'x' })).toThrow(refusal('forbidden', M.onlyPartiesDispute));
    expect(() => transition(booking({ state: 'closed' }), 'dispute', { by: 'pilot', now: checkedInAt, reason: 'x' })).toThrow(refusal('conflict', 'This booking is closed: it cannot be disputed.'));
    // The booking's own reason (of a decline or a cancellation) is not the dispute's.
    expect(transition(flown, 'dispute', { by: 'pilot', now: checkedInAt, reason: 'Hobbs misread' }).reason).toBe('');
  });

  it('closes an undisputed flight by itself 72 hours after the check-in, not before', () => {
    const checkedInAt = END;
    const flown = booking({ state: 'flown', updatedAt: checkedInAt });
    expect(() => transition(flown, 'close', { by: 'system', now: at(72 * H - 1, checkedInAt), checkedInAt })).toThrow(refusal('conflict', M.notYetClosable));
    expect(transition(flown, 'close', { by: 'system', now: at(72 * H, checkedInAt), checkedInAt }).state).toBe('closed');
    expect(() => transition(flown, 'close', { by: 'owner', now: at(72 * H, checkedInAt) })).toThrow(refusal('forbidden', M.onlySystemCloses));
    expect(() => transition(booking({ state: 'disputed' }), 'close', { by: 'system', now: at(100 * H, END) })).toThrow(refusal('conflict', wrongStateMessage('disputed', 'close')));
  });

  it('lets staff alone resolve a dispute', () => {
    const disputed = booking({ state: 'disputed' });
    expect(transition(disputed, 'resolve', { by: 'admin', now: at(80 * H, END) }).state).toBe('closed');
    expect(() => transition(disputed, 'resolve', { by: 'owner', now: at(80 * H, END) })).toThrow(refusal('forbidden', M.onlyStaffResolve));
  });

  it('lets the owner mark a no-show once the start is 60 minutes past without a check-out', () => {
    expect(() => transition(booking(), 'no_show', { by: 'owner', now: at(60 * 60_000 - 1) })).toThrow(refusal('conflict', M.tooEarlyForNoShow));
    expect(transition(booking(), 'no_show', { by: 'owner', now: at(60 * 60_000) }).state).toBe('no_show');
    expect(() => transition(booking(), 'no_show', { by: 'pilot', now: at(2 * H) })).toThrow(refusal('forbidden', M.onlyOwnerNoShow));
    expect(() => transition(booking({ state: 'checked_out' }), 'no_show', { by: 'owner', now: at(2 * H) })).toThrow(refusal('conflict', wrongStateMessage('checked_out', 'no_show')));
  });

  it('no longer lets a checked-out booking be cancelled', () => {
    expect(() => transition(booking({ state: 'checked_out' }), 'cancel', { by: 'pilot', now: START, reason: 'x' })).toThrow(expect.objectContaining({ code: 'conflict' }));
  });

  it('offers the buttons the rules allow', () => {
    expect(canTransition(booking(), 'check_out', 'pilot', START)).toBe(true);
    expect(canTransition(booking(), 'check_out', 'owner', START)).toBe(false);
    expect(canTransition(booking(), 'no_show', 'owner', START)).toBe(false);
    expect(canTransition(booking({ state: 'flown', updatedAt: END }), 'dispute', 'owner', at(H, END))).toBe(true);
  });

  it('lets both sides review a rental that was flown, but not a no-show', () => {
    const after = at(H, END);
    for (const state of ['approved', 'checked_out', 'flown', 'closed', 'disputed'] as const) expect(reviewRefusal(booking({ state }), after, false)).toBeNull();
    expect(reviewRefusal(booking({ state: 'no_show' }), after, false)).toBe(REVIEW_MESSAGES.notApproved);
  });
});

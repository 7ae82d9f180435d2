import { describe, expect, it } from 'vitest';
import { bookingKindOf, REQUEST_LIFETIME_MS, type Booking, type BookingActor, type BookingState } from '../../../../domain/booking/booking.js';
import { BOOKING_MESSAGES as M, canTransition, transition, TRANSITIONS, type BookingAction } from '../../../../domain/booking/booking-transitions.js';
import { SHARE_TYPES } from '../../../../domain/share/share-types.js';

const CREATED = new Date('2027-03-01T12:00:00Z');
const SOON = new Date('2027-03-02T12:00:00Z'); // 24 h later: still pending
const LATE = new Date(CREATED.getTime() + REQUEST_LIFETIME_MS); // exactly 48 h later

/** A pending rental request (object mother). */
const booking = (changes: Partial<Booking> = {}): Booking => ({
  id: 1, shareId: 7, pilotId: 20, ownerId: 10, kind: 'rental', state: 'pending',
  period: { start: new Date('2027-03-10T14:00:00Z'), end: new Date('2027-03-10T18:00:00Z') },
  message: 'Cross-country to KSDF', reason: '', cancelledBy: null, createdAt: CREATED,
  expiresAt: new Date(CREATED.getTime() + REQUEST_LIFETIME_MS), decidedAt: null, updatedAt: CREATED, ...changes,
});

describe('the request state machine', () => {
  it('lets the owner approve a pending request', () => {
    expect(transition(booking(), 'approve', { by: 'owner', now: SOON })).toMatchObject({ state: 'approved', decidedAt: SOON, updatedAt: SOON });
  });

  it('lets the owner decline a pending request with a reason, kept trimmed', () => {
    expect(transition(booking(), 'decline', { by: 'owner', now: SOON, reason: '  In maintenance ' })).toMatchObject({ state: 'declined', reason: 'In maintenance' });
  });

  it('needs a reason to decline or cancel', () => {
    expect(() => transition(booking(), 'decline', { by: 'owner', now: SOON, reason: '  ' })).toThrow(expect.objectContaining({ code: 'validation_failed', message: M.reasonRequired, fields: { reason: [M.reasonRequired] } }));
    expect(() => transition(booking({ state: 'approved' }), 'cancel', { by: 'pilot', now: SOON })).toThrow(expect.objectContaining({ code: 'validation_failed', message: M.reasonRequired }));
    expect(() => transition(booking(), 'decline', { by: 'owner', now: SOON, reason: 'x'.repeat(501) })).toThrow(expect.objectContaining({ message: M.reasonTooLong }));
  });

  it('lets the pilot withdraw a pending request', () => {
    expect(transition(booking(), 'withdraw', { by: 'pilot', now: SOON })).toMatchObject({ state: 'withdrawn', decidedAt: SOON });
  });

  it('expires a request unanswered for 48 hours, not before', () => {
    expect(() => transition(booking(), 'expire', { by: 'system', now: new Date(LATE.getTime() - 1) })).toThrow(expect.objectContaining({ code: 'conflict', message: M.notYetDue }));
    expect(transition(booking(), 'expire', { by: 'system', now: LATE })).toMatchObject({ state: 'expired', decidedAt: LATE });
  });

  it('refuses to approve, decline or withdraw a request past its 48 hours, even before the job marks it', () => {
    for (const [action, by] of [['approve', 'owner'], ['decline', 'owner'], ['withdraw', 'pilot']] as const) {
      expect(() => transition(booking(), action, { by, now: LATE, reason: 'r' })).toThrow(expect.objectContaining({ code: 'conflict', message: M.expired }));
    }
  });

  it('lets either side, or an admin, cancel an approved booking and keeps who and why', () => {
    for (const by of ['pilot', 'owner', 'admin'] as const) {
      expect(transition(booking({ state: 'approved', decidedAt: SOON }), 'cancel', { by, now: LATE, reason: 'Weather' })).toMatchObject({
        state: 'cancelled', reason: 'Weather', cancelledBy: by, decidedAt: SOON, updatedAt: LATE,
      });
    }
  });

  it('refuses to approve a period that has already started', () => {
    const started = booking({ expiresAt: new Date('2027-03-20T00:00:00Z') });
    expect(() => transition(started, 'approve', { by: 'owner', now: new Date('2027-03-10T14:00:00Z') })).toThrow(expect.objectContaining({ code: 'conflict', message: M.started }));
    expect(transition(started, 'approve', { by: 'owner', now: new Date('2027-03-10T13:59:59Z') }).state).toBe('approved');
  });

  it('refuses to cancel a booking that is over', () => {
    const after = new Date('2027-03-10T18:00:00Z');
    expect(() => transition(booking({ state: 'approved' }), 'cancel', { by: 'owner', now: after, reason: 'r' })).toThrow(expect.objectContaining({ code: 'conflict', message: M.over }));
  });

  it('lets an approved request to join (no period) be cancelled at any time', () => {
    const join = booking({ kind: 'join', period: null, state: 'approved' });
    expect(transition(join, 'cancel', { by: 'pilot', now: new Date('2030-01-01T00:00:00Z'), reason: 'Moved away' }).state).toBe('cancelled');
  });

  it('refuses each action to everyone but its actors, with a 403 and a message', () => {
    const actors: BookingActor[] = ['pilot', 'owner', 'admin', 'system'];
    for (const [action, rule] of Object.entries(TRANSITIONS) as [BookingAction, (typeof TRANSITIONS)[BookingAction]][]) {
      for (const by of actors.filter((a) => !rule.by.includes(a))) {
        const b = booking({ state: rule.from });
        expect(() => transition(b, action, { by, now: SOON, reason: 'r' }), `${by} ${action}`).toThrow(expect.objectContaining({ code: 'forbidden' }));
      }
    }
    expect(() => transition(booking(), 'approve', { by: 'pilot', now: SOON })).toThrow(M.onlyOwnerAnswers);
    expect(() => transition(booking(), 'withdraw', { by: 'owner', now: SOON })).toThrow(M.onlyPilotWithdraws);
  });

  it('refuses every action from a state it does not start from, with a 409 naming the state', () => {
    const states: BookingState[] = ['pending', 'approved', 'declined', 'expired', 'withdrawn', 'cancelled'];
    for (const [action, rule] of Object.entries(TRANSITIONS) as [BookingAction, (typeof TRANSITIONS)[BookingAction]][]) {
      for (const state of states.filter((s) => s !== rule.from)) {
        expect(() => transition(booking({ state }), action, { by: rule.by[0]!, now: LATE, reason: 'r' }), `${action} from ${state}`).toThrow(expect.objectContaining({ code: 'conflict' }));
      }
    }
    expect(() => transition(booking({ state: 'declined' }), 'approve', { by: 'owner', now: SOON })).toThrow('This request is already declined: it cannot be approved.');
    expect(() => transition(booking({ state: 'cancelled' }), 'cancel', { by: 'owner', now: SOON, reason: 'r' })).toThrow('This booking is cancelled: it cannot be cancelled.');
  });

  it('answers canTransition for buttons without throwing', () => {
    expect(canTransition(booking(), 'approve', 'owner', SOON)).toBe(true);
    expect(canTransition(booking(), 'approve', 'pilot', SOON)).toBe(false);
    expect(canTransition(booking({ state: 'approved' }), 'withdraw', 'pilot', SOON)).toBe(false);
  });
});

describe('kinds of request by listing type', () => {
  it('makes rentals of private owner and flight school listings, requests to join of the others', () => {
    expect(Object.fromEntries(SHARE_TYPES.map((t) => [t, bookingKindOf(t)]))).toEqual({
      PRIVATE_OWNER_RENTAL: 'rental', FBO_RENTAL: 'rental',
      PRIVATE_OWNER_SHARE_PURCHASE: 'join', PARTNERSHIP_REQUEST_TO_PURCHASE: 'join', FLIGHT_CLUB: 'join',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { defaultAvailability } from '../../../../domain/booking/availability.js';
import { assertBelowFutureLimit, assertNotGrounded, assertNotOwnListing, readRequest, REQUEST_MESSAGES as M } from '../../../../domain/booking/request-rules.js';

const NOW = new Date('2027-03-01T12:00:00Z');
const denver = defaultAvailability(7, 'America/Denver');

describe('readRequest', () => {
  it('reads a rental request in the airport\'s time', () => {
    expect(readRequest('rental', { start: '2027-03-05T09:00', end: '2027-03-05T13:00', message: ' Hi ' }, denver, NOW)).toEqual({
      ok: true, period: { start: new Date('2027-03-05T16:00:00Z'), end: new Date('2027-03-05T20:00:00Z') }, message: 'Hi',
    });
  });

  it('gathers the period rules and the message rule of a rental', () => {
    const read = readRequest('rental', { start: '2027-02-05T09:00Z', end: '2027-02-05T09:30Z', message: 'x'.repeat(2001) }, denver, NOW);
    expect(read).toEqual({
      ok: false,
      errors: { start: ['The start is in the past.'], period: ['The shortest booking on this listing is 1 hour.'], message: [M.messageTooLong] },
    });
  });

  it('reads a request to join without a period, and needs its message', () => {
    expect(readRequest('join', { message: 'I fly every weekend' }, denver, NOW)).toEqual({ ok: true, period: null, message: 'I fly every weekend' });
    expect(readRequest('join', { message: '' }, denver, NOW)).toEqual({ ok: false, errors: { message: [M.joinNeedsMessage] } });
    expect(readRequest('join', { start: '2027-03-05T09:00', message: 'hi' }, denver, NOW)).toEqual({ ok: false, errors: { period: [M.joinHasNoPeriod] } });
  });
});

describe('request refusals', () => {
  it('refuses requests and approvals on a grounded aircraft, with the owner\'s reason', () => {
    expect(() => assertNotGrounded(denver)).not.toThrow();
    expect(() => assertNotGrounded({ ...denver, grounded: { reason: 'Mag drop on run-up', since: NOW } })).toThrow(
      expect.objectContaining({ code: 'conflict', message: 'This aircraft is grounded (Mag drop on run-up): it takes no requests or approvals until the owner clears it.' }),
    );
  });

  it('refuses a request to one\'s own listing', () => {
    expect(() => assertNotOwnListing(10, 10)).toThrow(expect.objectContaining({ code: 'forbidden', message: M.ownListing }));
    expect(() => assertNotOwnListing(11, 10)).not.toThrow();
  });

  it('refuses one more future booking than a pilot may hold', () => {
    expect(() => assertBelowFutureLimit(2, denver)).not.toThrow();
    expect(() => assertBelowFutureLimit(3, denver)).toThrow(expect.objectContaining({ code: 'conflict', message: M.tooManyBookings(3) }));
  });
});

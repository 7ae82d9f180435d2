import { describe, expect, it } from 'vitest';
import type { BillingRules } from '../../../domain/flight/billing-rules.js';
import { expectedHold, expectedHoldCents, holdDueAt, ownerShareCents, platformFeeCents, splitRefund } from '../../../domain/payment/amounts.js';

const ZONE = 'America/New_York';
const H = 3_600_000;
const rules = (changes: Partial<BillingRules> = {}): BillingRules => ({
  basis: 'hobbs', wet: false, rateCents: 15_000, dailyMinimum: { hours: 0, weekendHours: null, whenOutHours: 0 },
  fuel: { rule: 'none' }, fees: [], ...changes,
});
/** Wednesday 10 March 2027, 09:00 in New York. */
const START = new Date('2027-03-10T14:00:00Z');
const period = (hours: number) => ({ start: START, end: new Date(START.getTime() + hours * H) });

describe('the expected hold', () => {
  it('is the booked hours at the rate', () => {
    expect(expectedHoldCents(rules(), period(3), ZONE, 0)).toBe(45_000);
  });
  it('rounds a part of an hour to the cent, half up', () => {
    // 10 minutes at $100.01: 1000.1 * 10 / 60 = 166.683... cents
    expect(expectedHold(rules({ rateCents: 10_001 }), { start: START, end: new Date(START.getTime() + 10 * 60_000) }, ZONE, 0).timeCents).toBe(1_667);
  });
  it('takes the daily minimum when the days out add up to more', () => {
    const r = rules({ dailyMinimum: { hours: 2, weekendHours: null, whenOutHours: 1 } });
    // Wednesday 09:00 to Friday 09:00: three days out, 6 hours minimum, 48 hours booked: the hours win.
    expect(expectedHold(r, period(48), ZONE, 0).timeCents).toBe(48 * 15_000);
    // A long weekend with a minimum of 4 hours a day: Wednesday 09:00 for 1.5 hours is 1 day, 4 h minimum.
    const minimum = rules({ dailyMinimum: { hours: 4, weekendHours: null, whenOutHours: 1 } });
    expect(expectedHold(minimum, period(1.5), ZONE, 0).timeCents).toBe(4 * 15_000);
    // Out less than whenOutHours: no minimum that day.
    const short = rules({ dailyMinimum: { hours: 4, weekendHours: null, whenOutHours: 2 } });
    expect(expectedHold(short, period(1.5), ZONE, 0).timeCents).toBe(22_500);
  });
  it('adds the fixed fees and the deposit', () => {
    const r = rules({ fees: [{ label: 'Landing', amountCents: 1_250 }, { label: 'Cleaning', amountCents: 2_000 }] });
    expect(expectedHold(r, period(2), ZONE, 50_000)).toEqual({ timeCents: 30_000, feesCents: 3_250, depositCents: 50_000, bookedCents: 33_250, totalCents: 83_250 });
  });
  it('is nothing for an empty period', () => {
    expect(expectedHoldCents(rules(), { start: START, end: START }, ZONE, 0)).toBe(0);
  });
});

describe('the platform fee and the owner share', () => {
  it('takes the percent half up', () => {
    expect(platformFeeCents(45_000, 10)).toBe(4_500);
    expect(platformFeeCents(45_005, 10)).toBe(4_501); // 4500.5 -> 4501
    expect(platformFeeCents(45_004, 10)).toBe(4_500);
    expect(platformFeeCents(1_001, 7.5)).toBe(75); // 75.075
    expect(platformFeeCents(0, 10)).toBe(0);
    expect(platformFeeCents(-5, 10)).toBe(0);
  });
  it('gives the owner the rest, fee + share = paid', () => {
    for (const paid of [0, 1, 5, 99, 12_345, 45_005]) expect(ownerShareCents(paid, 10) + platformFeeCents(paid, 10)).toBe(paid);
    expect(ownerShareCents(45_005, 10)).toBe(40_504);
  });
  it('refuses a percent outside 0 to 100', () => {
    expect(() => platformFeeCents(100, 101)).toThrow(RangeError);
    expect(() => platformFeeCents(100, -1)).toThrow(RangeError);
  });
});

describe('splitting a refund after the transfer', () => {
  it('gives back the fee in proportion, the owner the rest', () => {
    expect(splitRefund(10_000, { charged: 45_000, fee: 4_500, transferred: 40_500 })).toEqual({ fromOwner: 9_000, fromFee: 1_000 });
    expect(splitRefund(45_000, { charged: 45_000, fee: 4_500, transferred: 40_500 })).toEqual({ fromOwner: 40_500, fromFee: 4_500 });
    // 333 * 4501 / 45005 = 33.3 -> 33
    expect(splitRefund(333, { charged: 45_005, fee: 4_501, transferred: 40_504 })).toEqual({ fromOwner: 300, fromFee: 33 });
  });
  it('never takes back more than was paid, transferred or kept', () => {
    expect(splitRefund(99_999, { charged: 45_000, fee: 4_500, transferred: 40_500 })).toEqual({ fromOwner: 40_500, fromFee: 4_500 });
    expect(splitRefund(10_000, { charged: 45_000, fee: 4_500, transferred: 0 })).toEqual({ fromOwner: 0, fromFee: 1_000 });
    expect(splitRefund(0, { charged: 45_000, fee: 4_500, transferred: 40_500 })).toEqual({ fromOwner: 0, fromFee: 0 });
  });
  it('adds up to the refund whenever fee + transferred = charged', () => {
    for (const refund of [1, 7, 501, 4_499, 22_222]) {
      const s = splitRefund(refund, { charged: 45_005, fee: 4_501, transferred: 40_504 });
      expect(s.fromOwner + s.fromFee).toBe(refund);
    }
  });
});

describe('when the hold is placed', () => {
  const approval = new Date('2027-03-01T12:00:00Z');
  it('at the approval when the start is within 6 days', () => {
    expect(holdDueAt(approval, new Date(approval.getTime() + 2 * H))).toEqual(approval);
    expect(holdDueAt(approval, new Date(approval.getTime() + 6 * 24 * H))).toEqual(approval);
  });
  it('the day before a later start', () => {
    const start = new Date(approval.getTime() + 6 * 24 * H + 1);
    expect(holdDueAt(approval, start)).toEqual(new Date(start.getTime() - 24 * H));
    const far = new Date(approval.getTime() + 10 * 24 * H);
    expect(holdDueAt(approval, far)).toEqual(new Date(far.getTime() - 24 * H));
  });
});

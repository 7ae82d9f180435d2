import { describe, expect, it } from 'vitest';
import { memberBillingRules, memberBookingProblem, MEMBER_BOOKING_MESSAGES, weekendDaysOf } from '../../../domain/group/member-booking.js';
import type { CostRules } from '../../../domain/group/group.js';

const ZONE = 'America/Kentucky/Louisville';
// Saturday 6 March 2027 09:00 local is 14:00 UTC (EST, UTC-5).
const at = (iso: string) => new Date(iso);
const period = (start: string, end: string) => ({ start: at(start), end: at(end) });
const NO_LIMITS = { maxActiveBookings: null, maxWeekendDaysPerMonth: null };

describe('weekendDaysOf', () => {
  it('names the Saturdays and Sundays a period touches, in the airport\'s days', () => {
    expect(weekendDaysOf(period('2027-03-05T14:00:00Z', '2027-03-08T02:00:00Z'), ZONE)).toEqual(['2027-03-06', '2027-03-07']);
    // Friday 19:00 to 23:00 local: a Saturday in UTC, a Friday at the airport.
    expect(weekendDaysOf(period('2027-03-06T00:00:00Z', '2027-03-06T04:00:00Z'), ZONE)).toEqual([]);
  });
  it('ends before the end instant: a period ending at local midnight does not touch the next day', () => {
    // Saturday 09:00 to Sunday 00:00 local.
    expect(weekendDaysOf(period('2027-03-06T14:00:00Z', '2027-03-07T05:00:00Z'), ZONE)).toEqual(['2027-03-06']);
  });
});

describe('memberBookingProblem', () => {
  const weekday = period('2027-03-09T14:00:00Z', '2027-03-09T17:00:00Z');
  it('lets anything through without limits', () => {
    expect(memberBookingProblem(NO_LIMITS, [weekday, weekday, weekday], weekday, ZONE)).toBeNull();
  });
  it('refuses one more booking than the most active ones', () => {
    const limits = { ...NO_LIMITS, maxActiveBookings: 2 };
    expect(memberBookingProblem(limits, [weekday], weekday, ZONE)).toBeNull();
    expect(memberBookingProblem(limits, [weekday, weekday], weekday, ZONE)).toBe(MEMBER_BOOKING_MESSAGES.tooManyActive(2));
  });
  it('counts weekend days per calendar month, a day booked twice once', () => {
    const limits = { ...NO_LIMITS, maxWeekendDaysPerMonth: 2 };
    const sat6 = period('2027-03-06T14:00:00Z', '2027-03-06T17:00:00Z');
    const sun7 = period('2027-03-07T14:00:00Z', '2027-03-07T17:00:00Z');
    const sat6Later = period('2027-03-06T19:00:00Z', '2027-03-06T21:00:00Z');
    const sat13 = period('2027-03-13T14:00:00Z', '2027-03-13T17:00:00Z');
    const sat3April = period('2027-04-03T13:00:00Z', '2027-04-03T16:00:00Z');
    expect(memberBookingProblem(limits, [sat6], sun7, ZONE)).toBeNull();
    expect(memberBookingProblem(limits, [sat6, sun7], sat6Later, ZONE)).toBeNull();
    expect(memberBookingProblem(limits, [sat6, sun7], sat13, ZONE)).toBe(MEMBER_BOOKING_MESSAGES.tooManyWeekendDays(2, 'March 2027'));
    expect(memberBookingProblem(limits, [sat6, sun7], sat3April, ZONE)).toBeNull();
    expect(memberBookingProblem(limits, [sat6, sun7], weekday, ZONE)).toBeNull();
  });
});

describe('memberBillingRules', () => {
  const rules: CostRules = {
    from: '2027-01-01', duesCents: 10_000, duesSplit: 'per_member', hourlyRateCents: 9_500, basis: 'tach', wet: false,
    reservesPerHourCents: { engine: 2_800, propeller: 300 }, aircraft: [{ shareId: 7, hourlyRateCents: 12_000, reservesPerHourCents: { engine: 0, propeller: 0 } }],
    limits: NO_LIMITS,
  };
  it('bills a member\'s flight at the group\'s rate on its basis, with the aircraft\'s own rate where it has one', () => {
    expect(memberBillingRules(rules, 3)).toMatchObject({ basis: 'tach', wet: false, rateCents: 9_500, fees: [], fuel: { rule: 'none' } });
    expect(memberBillingRules(rules, 7).rateCents).toBe(12_000);
  });
});

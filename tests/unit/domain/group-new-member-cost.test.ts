import { describe, expect, it } from 'vitest';
import { reservePerHourCents } from '../../../domain/calculators/reserve-per-hour.js';
import type { CostRules } from '../../../domain/group/group.js';
import { newMemberMonthlyCost } from '../../../domain/group/new-member-cost.js';

const rules: CostRules = {
  from: '2027-01-01', duesCents: 60_000, duesSplit: 'by_share', hourlyRateCents: 21_000, basis: 'hobbs', wet: false,
  reservesPerHourCents: { engine: 1500, propeller: 150 }, aircraft: [{ shareId: 8, hourlyRateCents: 30_000, reservesPerHourCents: { engine: 0, propeller: 0 } }],
  limits: { maxActiveBookings: null, maxWeekendDaysPerMonth: null },
};

describe('what a new member would pay a month', () => {
  it('adds his share of the dues and expenses to his flying and reserves', () => {
    expect(newMemberMonthlyCost({ rules, shareBasisPoints: 2500, memberCount: 4, hoursPerYear: 100, monthlyExpensesCents: 80_000 })).toEqual({
      lines: [
        { label: 'Dues (25 % of $600)', cents: 15_000 },
        { label: 'Flying (8.3 h a month at $210/h)', cents: 175_000 },
        { label: 'Reserves ($16.50/h)', cents: 13_750 },
        { label: 'Shared expenses (25 % of $800)', cents: 20_000 },
      ],
      totalCents: 223_750,
    });
  });

  it('charges the dues per member as they are, a club member an equal part, an aircraft its own rate', () => {
    const cost = newMemberMonthlyCost({ rules: { ...rules, duesSplit: 'per_member' }, shareBasisPoints: null, memberCount: 3, hoursPerYear: 50, shareId: 8, monthlyExpensesCents: 10_000 });
    expect(cost.lines).toEqual([
      { label: 'Dues', cents: 60_000 },
      { label: 'Flying (4.2 h a month at $300/h)', cents: 125_000 },
      { label: 'Shared expenses (1/3 of $100)', cents: 3333 },
    ]);
    expect(cost.totalCents).toBe(188_333);
    expect(() => newMemberMonthlyCost({ rules, shareBasisPoints: null, memberCount: 0, hoursPerYear: 50, monthlyExpensesCents: 0 })).toThrow(RangeError);
  });

  it('works a reserve out as overhaul cost / TBO', () => {
    expect(reservePerHourCents(3_000_000, 2000)).toBe(1500);
    expect(reservePerHourCents(1_000_000, 1700)).toBe(588);
    expect(reservePerHourCents(500_000, 0)).toBe(0);
  });
});

/**
 * A member's booking of a group aircraft (issue 39): no owner's approval, the group's calendar holds it at
 * once, within the listing's availability rules and the group's fairness limits (group.ts BookingLimits). A
 * member's flight is billed on his monthly statement at the group's rate, not a renter's (statement.ts).
 */
import type { BillingRules } from '../flight/billing-rules.js';
import type { Period } from '../booking/booking.js';
import { dayOfLocal, toLocal, weekdayOf } from '../booking/local-time.js';
import { monthText } from './month.js';
import type { BookingLimits, CostRules } from './group.js';

export const MEMBER_BOOKING_MESSAGES = {
  tooManyActive: (max: number) =>
    `You already hold ${max} booking${max === 1 ? '' : 's'} of the group's aircraft that have not ended, the most the group's rules allow. Cancel one or wait until it ends.`,
  tooManyWeekendDays: (max: number, month: string) =>
    `This booking would give you more than ${max} weekend day${max === 1 ? '' : 's'} in ${month}, the most the group's rules allow a member.`,
  noRules: 'The group has no cost rules yet: its owner or treasurer sets them on the group page before members book.',
} as const;


/** The Saturdays and Sundays ('YYYY-MM-DD', the airport's days) a period touches. */
export function weekendDaysOf(period: Period, timeZone: string): string[] {
  const days = new Set<string>();
  // Step by hours: a period is at most a few days, and an hour step cannot skip a local day.
  const last = period.end.getTime() - 1;
  for (let t = period.start.getTime(); ; t = Math.min(t + 3_600_000, last)) {
    const local = toLocal(new Date(t), timeZone);
    const weekday = weekdayOf(local);
    if (weekday === 0 || weekday === 6) days.add(dayOfLocal(local));
    if (t >= last) break;
  }
  return [...days].sort();
}

/**
 * What the group's limits say of one more booking: the message of the first limit it breaks, or null.
 * `held` are the member's other bookings of the group's aircraft that have not ended (their periods).
 */
export function memberBookingProblem(limits: BookingLimits, held: readonly Period[], period: Period, timeZone: string): string | null {
  if (limits.maxActiveBookings !== null && held.length >= limits.maxActiveBookings) return MEMBER_BOOKING_MESSAGES.tooManyActive(limits.maxActiveBookings);
  if (limits.maxWeekendDaysPerMonth !== null) {
    const max = limits.maxWeekendDaysPerMonth;
    const taken = new Set(held.flatMap((p) => weekendDaysOf(p, timeZone)));
    const added = weekendDaysOf(period, timeZone).filter((d) => !taken.has(d));
    for (const day of added) {
      const month = day.slice(0, 7);
      const count = [...taken, ...added].filter((d) => d.startsWith(month)).length;
      if (count > max) return MEMBER_BOOKING_MESSAGES.tooManyWeekendDays(max, monthText(month));
    }
  }
  return null;
}

/** The billing rules a member's booking carries for its flight: the group's rate on its basis, no minimum, no fee. */
export function memberBillingRules(rules: CostRules, shareId: number): BillingRules {
  const own = rules.aircraft.find((a) => a.shareId === shareId);
  return {
    basis: rules.basis,
    wet: rules.wet,
    rateCents: own?.hourlyRateCents ?? rules.hourlyRateCents,
    dailyMinimum: { hours: 0, weekendHours: null, whenOutHours: 0 },
    // Fuel bought on a wet rate is credited on the statement, not on the flight's bill.
    fuel: { rule: 'none' },
    fees: [],
  };
}

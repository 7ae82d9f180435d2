/** Which of a group's cost rules applies on a day, and what an aircraft costs an hour under them. */
import type { CostRules, Day, ReservesPerHour } from './group.js';

/** The rule set in force on the day: the latest `from` on or before it; null before the first one. */
export function rulesOn(rules: CostRules[], day: Day): CostRules | null {
  let found: CostRules | null = null;
  for (const rule of rules) if (rule.from <= day && (!found || rule.from >= found.from)) found = rule;
  return found;
}

/** The hourly rate and reserves of an aircraft: its own where the rules give one, the group's otherwise. */
export function rateFor(rules: CostRules, shareId: number | undefined): { hourlyRateCents: number; reservesPerHourCents: ReservesPerHour } {
  const own = shareId === undefined ? undefined : rules.aircraft.find((a) => a.shareId === shareId);
  return own ?? { hourlyRateCents: rules.hourlyRateCents, reservesPerHourCents: rules.reservesPerHourCents };
}

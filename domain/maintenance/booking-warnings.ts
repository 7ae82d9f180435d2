/**
 * Warnings for a booking whose period passes a due date or would use the hours left (issue 38, point 2),
 * shown at request and at approval, never refusing: "The annual inspection is due on March 14, 2027: this
 * booking ends after it." / "The 100-hour inspection is due in 6.0 hours: a booking of 8 hours may reach it."
 * CONTRACT: the domain helper implements it and its tests.
 *
 * A date due on or before the booking's last day warns; an hours due warns when the hours left (from the meter
 * known) are fewer than the booking's length, since the flight could use all of it. An item already overdue
 * says so (by date only when `today` is given: the status turns such an aircraft red and it takes no requests).
 */
import type { Tenths } from '../flight/flight.js';
import { usNumber } from '../text/us-format.js';
import { addDays, dateText, hoursText } from './calendar-date.js';
import type { MaintenanceItem } from './maintenance.js';
import { itemName } from './status.js';

/** "8 hours", "1 hour", "1.5 hours": a booking's length. */
function lengthText(minutes: number): string {
  const hours = usNumber(minutes / 60, { maxFractionDigits: 1 });
  return `${hours} ${hours === '1' ? 'hour' : 'hours'}`;
}

export function bookingWarnings(input: {
  items: Pick<MaintenanceItem, 'kind' | 'title' | 'dueOn' | 'dueHours'>[];
  /** The booking's period's last day in the airport's zone ('YYYY-MM-DD') and its length in minutes. */
  endsOn: string;
  minutes: number;
  meter: Tenths | null;
  /** The airport's today (optional, additive): a dueOn before it says "is overdue since". */
  today?: string;
}): string[] {
  const { endsOn, minutes, meter, today } = input;
  return input.items.flatMap((item) => {
    const name = itemName(item, 'start');
    const warnings: string[] = [];
    if (item.dueOn !== null && item.dueOn <= endsOn) {
      warnings.push(today !== undefined && item.dueOn < today
        ? `${name} is overdue since ${dateText(addDays(item.dueOn, 1))}.`
        : `${name} is due on ${dateText(item.dueOn)}: this booking ends after it.`);
    }
    if (item.dueHours !== null && meter !== null) {
      const left = item.dueHours - meter;
      if (left <= 0) warnings.push(`${name} is overdue: it was due at ${hoursText(item.dueHours)} hours and the meter reads ${hoursText(meter)}.`);
      else if (left < minutes / 6) warnings.push(`${name} is due in ${hoursText(left)} hours: a booking of ${lengthText(minutes)} may reach it.`);
    }
    return warnings;
  });
}

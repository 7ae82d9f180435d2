/**
 * The due rules (issue 38, point 1), pure. CONTRACT: the domain helper implements these bodies and their tests
 * (tests/unit/domain/maintenance-due-rules.test.ts); the signatures are fixed.
 *
 * - Month intervals count by the kind's MonthRule (maintenance.ts): the annual done on March 10, 2026 is due by
 *   March 31, 2027, whether it was done early or late (the next due always counts from the month it was done).
 * - Hour intervals count from the meter at the sign-off: an oil change at 1,230.0 h every 50 h is due at 1,280.0.
 *   The 100-hour inspection done late (within the 10-hour overrun) counts from where it was due, not from when it
 *   was done: due at 1,300.0, done at 1,306.0, next due at 1,400.0; done early (at 1,295.0) the next is at 1,395.0.
 * - An item with both intervals is due at whichever comes first; the item's state is the worse of the two.
 * - An item never done has no due of its own kind's interval until a first sign-off or a lastDone the owner gave
 *   (dueOn/dueHours null, state 'ok' but the status says it was never recorded: see status.ts).
 */
import type { Tenths } from '../flight/flight.js';
import { addCalendarMonths, endOfCalendarMonthsAfter } from '../pilot/calendar-day.js';
import { dayNumber } from './calendar-date.js';
import { DUE_SOON_DAYS, DUE_SOON_TENTHS, HUNDRED_HOUR_OVERRUN_TENTHS, ITEM_DEFAULTS, type ItemRule, type ItemState } from './maintenance.js';

/** 'YYYY-MM-DD' + n months, by the rule: the end of the nth calendar month after, or the same day (clamped). */
export function addMonths(date: string, months: number, rule: 'calendar' | 'date'): string {
  return rule === 'calendar' ? endOfCalendarMonthsAfter(date, months) : addCalendarMonths(date, months);
}

type Due = { dueOn: string | null; dueHours: Tenths | null };

const monthsDue = (item: Pick<ItemRule, 'kind' | 'intervalMonths'>, doneOn: string | null): string | null =>
  item.intervalMonths !== null && doneOn !== null ? addMonths(doneOn, item.intervalMonths, ITEM_DEFAULTS[item.kind].monthRule) : null;

/** The due of an item as the owner adds it (from the lastDone he gave, if any). */
export function initialDue(item: Omit<ItemRule, 'dueOn' | 'dueHours'>): Due {
  return {
    dueOn: monthsDue(item, item.lastDoneOn),
    dueHours: item.intervalHours !== null && item.lastDoneHours !== null ? item.lastDoneHours + item.intervalHours : null,
  };
}

/**
 * The next due after a sign-off on `doneOn` at `hours` (null: no reading given; an hours item then needs one).
 * Only the 100-hour inspection carries its overrun over (14 CFR 91.409(b)): done up to 10 hours past its due,
 * the next counts from where it was due; done early, or later than that, from the meter at the sign-off.
 */
export function dueAfterSignOff(item: ItemRule, doneOn: string, hours: Tenths | null): Due {
  return { dueOn: monthsDue(item, doneOn), dueHours: hoursDue(item, hours) };
}

function hoursDue(item: ItemRule, hours: Tenths | null): Tenths | null {
  if (item.intervalHours === null || hours === null) return null;
  const over = item.dueHours === null ? 0 : hours - item.dueHours;
  const carried = item.kind === 'hundred_hour' && item.dueHours !== null && over > 0 && over <= HUNDRED_HOUR_OVERRUN_TENTHS;
  return (carried ? item.dueHours! : hours) + item.intervalHours;
}

const worse = (a: ItemState, b: ItemState): ItemState => (a === 'overdue' || b === 'overdue' ? 'overdue' : a === 'due_soon' || b === 'due_soon' ? 'due_soon' : 'ok');

/** The state by the item's date alone: overdue the day after its dueOn, due soon from 30 days before. */
export function dateState(dueOn: string | null, today: string): ItemState {
  if (dueOn === null) return 'ok';
  const days = daysBetween(today, dueOn);
  return days < 0 ? 'overdue' : days <= DUE_SOON_DAYS ? 'due_soon' : 'ok';
}

/** The state by the item's hours alone: overdue once the meter reaches dueHours; unknown (ok) without a meter. */
export function hoursState(dueHours: Tenths | null, meter: Tenths | null): ItemState {
  if (dueHours === null || meter === null) return 'ok';
  const left = dueHours - meter;
  return left <= 0 ? 'overdue' : left <= DUE_SOON_TENTHS ? 'due_soon' : 'ok';
}

/** ok, due_soon (within DUE_SOON_DAYS days or DUE_SOON_TENTHS hours) or overdue (past dueOn, or meter at/over dueHours). */
export function itemState(item: ItemRule, today: string, meter: Tenths | null): ItemState {
  return worse(dateState(item.dueOn, today), hoursState(item.dueHours, meter));
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'), negative when `to` is before. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

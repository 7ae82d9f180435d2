/**
 * The due rules (issue 38, point 1), pure. CONTRACT: the domain helper implements these bodies and their tests
 * (tests/unit/domain/maintenance-due-rules.test.ts); the signatures are fixed.
 *
 * - Month intervals count by the kind's MonthRule (maintenance.ts): the annual done on 10 March 2026 is due by
 *   31 March 2027, whether it was done early or late (the next due always counts from the month it was done).
 * - Hour intervals count from the meter at the sign-off: an oil change at 1,230.0 h every 50 h is due at 1,280.0.
 *   The 100-hour inspection done late (within the 10-hour overrun) counts from where it was due, not from when it
 *   was done: due at 1,300.0, done at 1,306.0, next due at 1,400.0; done early (at 1,295.0) the next is at 1,395.0.
 * - An item with both intervals is due at whichever comes first; the item's state is the worse of the two.
 * - An item never done has no due of its own kind's interval until a first sign-off or a lastDone the owner gave
 *   (dueOn/dueHours null, state 'ok' but the status says it was never recorded: see status.ts).
 */
import type { Tenths } from '../flight/flight.js';
import type { ItemRule, ItemState } from './maintenance.js';

/** 'YYYY-MM-DD' + n months, by the rule: the end of the nth calendar month after, or the same day (clamped). */
export function addMonths(date: string, months: number, rule: 'calendar' | 'date'): string {
  void date; void months; void rule;
  throw new Error('not implemented yet (domain helper)');
}

/** The due of an item as the owner adds it (from the lastDone he gave, if any). */
export function initialDue(item: Omit<ItemRule, 'dueOn' | 'dueHours'>): { dueOn: string | null; dueHours: Tenths | null } {
  void item;
  throw new Error('not implemented yet (domain helper)');
}

/** The next due after a sign-off on `doneOn` at `hours` (null: no reading given; an hours item then needs one). */
export function dueAfterSignOff(item: ItemRule, doneOn: string, hours: Tenths | null): { dueOn: string | null; dueHours: Tenths | null } {
  void item; void doneOn; void hours;
  throw new Error('not implemented yet (domain helper)');
}

/** ok, due_soon (within DUE_SOON_DAYS days or DUE_SOON_TENTHS hours) or overdue (past dueOn, or meter at/over dueHours). */
export function itemState(item: ItemRule, today: string, meter: Tenths | null): ItemState {
  void item; void today; void meter;
  throw new Error('not implemented yet (domain helper)');
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'), negative when `to` is before. */
export function daysBetween(from: string, to: string): number {
  void from; void to;
  throw new Error('not implemented yet (domain helper)');
}

/**
 * Which reminders an item is owed today (issue 38, point 5): 30 days before its date, 10 hours before its
 * hours, and when it becomes overdue, once each per due (the key names the due, so a sign-off starts over).
 * CONTRACT: the domain helper implements it and its tests.
 */
import type { Tenths } from '../flight/flight.js';
import type { ItemRule, ReminderKind } from './maintenance.js';

export interface ReminderDue {
  kind: ReminderKind;
  /** Unique per item, kind and due: `due_soon_days:2027-03-31`, `due_soon_hours:12345`, `overdue:2027-03-31/12345`. */
  key: string;
}

export function remindersDue(item: ItemRule, today: string, meter: Tenths | null): ReminderDue[] {
  void item; void today; void meter;
  throw new Error('not implemented yet (domain helper)');
}

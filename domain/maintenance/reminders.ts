/**
 * Which reminders an item is owed today (issue 38, point 5): 30 days before its date, 10 hours before its
 * hours, and when it becomes overdue, once each per due (the key names the due, so a sign-off starts over).
 * CONTRACT: the domain helper implements it and its tests.
 */
import type { Tenths } from '../flight/flight.js';
import { daysBetween, itemState } from './due-rules.js';
import { DUE_SOON_DAYS, DUE_SOON_TENTHS, type ItemRule, type ReminderKind } from './maintenance.js';

export interface ReminderDue {
  kind: ReminderKind;
  /**
   * Unique per item, kind and due: `due_soon_days:2027-03-31`, `due_soon_hours:12345`, `overdue:2027-03-31/12345`
   * (a limit the item does not have is written `-`: `overdue:2027-03-31/-`).
   */
  key: string;
}

/**
 * The reminders the item is owed today, whether or not they were sent: the caller sends those whose key it has
 * not sent for this item yet. 30 days or fewer before its dueOn (the due day included), 10 hours or fewer before
 * its dueHours (a meter known), and once overdue; an item never done owes none.
 */
export function remindersDue(item: ItemRule, today: string, meter: Tenths | null): ReminderDue[] {
  const reminders: ReminderDue[] = [];
  if (item.dueOn !== null) {
    const days = daysBetween(today, item.dueOn);
    if (days >= 0 && days <= DUE_SOON_DAYS) reminders.push({ kind: 'due_soon_days', key: `due_soon_days:${item.dueOn}` });
  }
  if (item.dueHours !== null && meter !== null) {
    const left = item.dueHours - meter;
    if (left > 0 && left <= DUE_SOON_TENTHS) reminders.push({ kind: 'due_soon_hours', key: `due_soon_hours:${item.dueHours}` });
  }
  if (itemState(item, today, meter) === 'overdue') {
    reminders.push({ kind: 'overdue', key: `overdue:${item.dueOn ?? '-'}/${item.dueHours ?? '-'}` });
  }
  return reminders;
}

import { describe, expect, it } from 'vitest';
import type { ItemRule } from '../../../domain/maintenance/maintenance.js';
import { remindersDue } from '../../../domain/maintenance/reminders.js';

const rule = (changes: Partial<ItemRule>): ItemRule => ({
  kind: 'oil', intervalMonths: 4, intervalHours: 500, lastDoneOn: '2026-11-30', lastDoneHours: 12_300, dueOn: null, dueHours: null, ...changes,
});

describe('the reminders an item is owed', () => {
  it('owes the 30-day reminder from 30 days before its date to the day itself', () => {
    const annual = rule({ kind: 'annual', intervalHours: null, dueOn: '2027-03-31' });
    expect(remindersDue(annual, '2027-02-28', null)).toEqual([]);
    expect(remindersDue(annual, '2027-03-01', null)).toEqual([{ kind: 'due_soon_days', key: 'due_soon_days:2027-03-31' }]);
    expect(remindersDue(annual, '2027-03-31', null)).toEqual([{ kind: 'due_soon_days', key: 'due_soon_days:2027-03-31' }]);
    expect(remindersDue(annual, '2027-04-01', null)).toEqual([{ kind: 'overdue', key: 'overdue:2027-03-31/-' }]);
  });

  it('owes the 10-hour reminder within 10 hours of its hours, with a meter', () => {
    const byHours = rule({ intervalMonths: null, dueHours: 12_800 });
    expect(remindersDue(byHours, '2027-03-01', 12_699)).toEqual([]);
    expect(remindersDue(byHours, '2027-03-01', 12_700)).toEqual([{ kind: 'due_soon_hours', key: 'due_soon_hours:12800' }]);
    expect(remindersDue(byHours, '2027-03-01', 12_799)).toEqual([{ kind: 'due_soon_hours', key: 'due_soon_hours:12800' }]);
    expect(remindersDue(byHours, '2027-03-01', 12_800)).toEqual([{ kind: 'overdue', key: 'overdue:-/12800' }]);
    expect(remindersDue(byHours, '2027-03-01', null)).toEqual([]);
  });

  it('names the due in each key, so a new due after a sign-off starts over', () => {
    const before = remindersDue(rule({ dueOn: '2027-03-31', dueHours: 12_800 }), '2027-04-02', 12_750);
    expect(before).toEqual([
      { kind: 'due_soon_hours', key: 'due_soon_hours:12800' },
      { kind: 'overdue', key: 'overdue:2027-03-31/12800' },
    ]);
    const after = remindersDue(rule({ dueOn: '2027-08-02', dueHours: 13_300 }), '2027-07-10', 13_250);
    expect(after).toEqual([
      { kind: 'due_soon_days', key: 'due_soon_days:2027-08-02' },
      { kind: 'due_soon_hours', key: 'due_soon_hours:13300' },
    ]);
  });

  it('owes nothing to an item never done', () => {
    expect(remindersDue(rule({ lastDoneOn: null, lastDoneHours: null }), '2027-03-01', 12_000)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, dateText, hoursText, isCalendarDate, parseCalendarDate } from '../../../domain/maintenance/calendar-date.js';
import { addMonths, daysBetween, dueAfterSignOff, initialDue, itemState } from '../../../domain/maintenance/due-rules.js';
import type { ItemKind, ItemRule } from '../../../domain/maintenance/maintenance.js';

/** An item as the rules read it, with the kind's usual intervals unless given. */
const rule = (kind: ItemKind, changes: Partial<ItemRule> = {}): ItemRule => ({
  kind, intervalMonths: null, intervalHours: null, lastDoneOn: null, lastDoneHours: null, dueOn: null, dueHours: null, ...changes,
});
const annual = (changes: Partial<ItemRule> = {}) => rule('annual', { intervalMonths: 12, ...changes });
const hundredHour = (changes: Partial<ItemRule> = {}) => rule('hundred_hour', { intervalHours: 1000, ...changes });
const oil = (changes: Partial<ItemRule> = {}) => rule('oil', { intervalMonths: 4, intervalHours: 500, ...changes });

describe('adding months', () => {
  it('counts calendar months to the end of the Nth month after the month it was done in', () => {
    expect(addMonths('2026-03-10', 12, 'calendar')).toBe('2027-03-31');
    expect(addMonths('2026-03-01', 12, 'calendar')).toBe('2027-03-31');
    expect(addMonths('2026-03-31', 12, 'calendar')).toBe('2027-03-31');
    expect(addMonths('2026-02-03', 24, 'calendar')).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3, 'calendar')).toBe('2027-02-28');
  });

  it('counts dated months to the same day, the last of a shorter month', () => {
    expect(addMonths('2026-01-31', 1, 'date')).toBe('2026-02-28');
    expect(addMonths('2027-12-31', 2, 'date')).toBe('2028-02-29');
    expect(addMonths('2026-03-10', 4, 'date')).toBe('2026-07-10');
    expect(addMonths('2026-10-31', 4, 'date')).toBe('2027-02-28');
    expect(addMonths('2026-05-31', 60, 'date')).toBe('2031-05-31');
  });

  it('counts whole days between two dates, across months and leap days', () => {
    expect(daysBetween('2027-03-01', '2027-03-31')).toBe(30);
    expect(daysBetween('2027-03-31', '2027-03-01')).toBe(-30);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2027-03-14', '2027-03-14')).toBe(0);
  });
});

describe('the first due of an item as the owner adds it', () => {
  it('has no due when the owner does not say when it was last done', () => {
    expect(initialDue(annual())).toEqual({ dueOn: null, dueHours: null });
    expect(initialDue(oil())).toEqual({ dueOn: null, dueHours: null });
  });

  it("counts from the lastDone he gave, by the kind's month rule", () => {
    expect(initialDue(annual({ lastDoneOn: '2026-03-10' }))).toEqual({ dueOn: '2027-03-31', dueHours: null });
    expect(initialDue(rule('transponder', { intervalMonths: 24, lastDoneOn: '2026-05-02' }))).toEqual({ dueOn: '2028-05-31', dueHours: null });
    expect(initialDue(rule('pitot_static', { intervalMonths: 24, lastDoneOn: '2026-05-02' }))).toEqual({ dueOn: '2028-05-31', dueHours: null });
    expect(initialDue(rule('elt_battery', { intervalMonths: 60, lastDoneOn: '2026-05-02' }))).toEqual({ dueOn: '2031-05-02', dueHours: null });
    expect(initialDue(hundredHour({ lastDoneHours: 12_000 }))).toEqual({ dueOn: null, dueHours: 13_000 });
  });

  it('keeps both dues of an item with both intervals, and only the one whose last time is known', () => {
    expect(initialDue(oil({ lastDoneOn: '2026-10-31', lastDoneHours: 12_300 }))).toEqual({ dueOn: '2027-02-28', dueHours: 12_800 });
    expect(initialDue(oil({ lastDoneOn: '2026-10-31' }))).toEqual({ dueOn: '2027-02-28', dueHours: null });
    expect(initialDue(oil({ lastDoneHours: 12_300 }))).toEqual({ dueOn: null, dueHours: 12_800 });
    expect(initialDue(rule('ad', { intervalMonths: 12, lastDoneOn: '2026-03-10' }))).toEqual({ dueOn: '2027-03-10', dueHours: null });
  });
});

describe('the next due after a sign-off', () => {
  it('gives the annual the end of the 12th calendar month after the one it was done in, early or late', () => {
    const due = annual({ lastDoneOn: '2026-03-10', dueOn: '2027-03-31' });
    expect(dueAfterSignOff(due, '2027-03-02', null)).toEqual({ dueOn: '2028-03-31', dueHours: null });
    expect(dueAfterSignOff(due, '2027-02-27', null)).toEqual({ dueOn: '2028-02-29', dueHours: null });
    expect(dueAfterSignOff(due, '2027-04-20', null)).toEqual({ dueOn: '2028-04-30', dueHours: null });
  });

  it('counts an oil change from the meter at the sign-off', () => {
    expect(dueAfterSignOff(oil({ dueHours: 12_800, dueOn: '2027-02-28' }), '2027-01-05', 12_300)).toEqual({ dueOn: '2027-05-05', dueHours: 12_800 });
    expect(dueAfterSignOff(oil({ dueHours: 12_800 }), '2027-01-05', 12_850)).toEqual({ dueOn: '2027-05-05', dueHours: 13_350 });
  });

  it('carries a 100-hour overrun of up to 10 hours to the next 100, and counts from the meter otherwise', () => {
    const due = hundredHour({ lastDoneHours: 12_000, dueHours: 13_000 });
    expect(dueAfterSignOff(due, '2027-03-01', 13_060)).toEqual({ dueOn: null, dueHours: 14_000 });
    expect(dueAfterSignOff(due, '2027-03-01', 13_100)).toEqual({ dueOn: null, dueHours: 14_000 });
    expect(dueAfterSignOff(due, '2027-03-01', 13_101)).toEqual({ dueOn: null, dueHours: 14_101 });
    expect(dueAfterSignOff(due, '2027-03-01', 13_000)).toEqual({ dueOn: null, dueHours: 14_000 });
    expect(dueAfterSignOff(due, '2027-03-01', 12_950)).toEqual({ dueOn: null, dueHours: 13_950 });
    expect(dueAfterSignOff(hundredHour(), '2027-03-01', 12_950)).toEqual({ dueOn: null, dueHours: 13_950 });
  });

  it('carries no overrun for other hours items', () => {
    expect(dueAfterSignOff(oil({ intervalMonths: null, dueHours: 12_800 }), '2027-03-01', 12_860)).toEqual({ dueOn: null, dueHours: 13_360 });
  });

  it('gives an hours item no hours due without a reading', () => {
    expect(dueAfterSignOff(oil({ dueHours: 12_800 }), '2027-01-05', null)).toEqual({ dueOn: '2027-05-05', dueHours: null });
  });
});

describe("an item's state", () => {
  const due = annual({ dueOn: '2027-03-31' });

  it('is overdue the day after its date, due soon from 30 days before, ok before that', () => {
    expect(itemState(due, '2027-04-01', null)).toBe('overdue');
    expect(itemState(due, '2027-03-31', null)).toBe('due_soon');
    expect(itemState(due, '2027-03-01', null)).toBe('due_soon');
    expect(itemState(due, '2027-02-28', null)).toBe('ok');
  });

  it('is overdue once the meter reaches its hours, due soon within 10 hours', () => {
    const byHours = hundredHour({ dueHours: 13_000 });
    expect(itemState(byHours, '2027-03-01', 13_000)).toBe('overdue');
    expect(itemState(byHours, '2027-03-01', 13_050)).toBe('overdue');
    expect(itemState(byHours, '2027-03-01', 12_999)).toBe('due_soon');
    expect(itemState(byHours, '2027-03-01', 12_900)).toBe('due_soon');
    expect(itemState(byHours, '2027-03-01', 12_899)).toBe('ok');
  });

  it('leaves the hours unknown (ok) without a meter', () => {
    expect(itemState(hundredHour({ dueHours: 13_000 }), '2027-03-01', null)).toBe('ok');
  });

  it('is the worse of its two limits (whichever comes first)', () => {
    const both = oil({ dueOn: '2027-05-05', dueHours: 12_800 });
    expect(itemState(both, '2027-01-10', 12_000)).toBe('ok');
    expect(itemState(both, '2027-01-10', 12_750)).toBe('due_soon');
    expect(itemState(both, '2027-04-20', 12_000)).toBe('due_soon');
    expect(itemState(both, '2027-04-20', 12_800)).toBe('overdue');
    expect(itemState(both, '2027-05-06', 12_000)).toBe('overdue');
  });

  it('is ok for an item never done', () => {
    expect(itemState(annual(), '2027-03-01', 12_000)).toBe('ok');
  });
});

describe('calendar dates', () => {
  it('reads only days that exist, as YYYY-MM-DD', () => {
    expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    for (const bad of ['2027-02-29', '2027-02-30', '2027-04-31', '2027-13-01', '2027-00-10', '2027-01-00', '2027-1-5', ' 2027-01-05', '2027-01-05T00:00', '1899-12-31', 20270105, null]) {
      expect(isCalendarDate(bad)).toBe(false);
    }
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1900-02-29')).toBe(false);
  });

  it('adds days across months and years, and writes dates and hours as the texts do', () => {
    expect(addDays('2027-03-31', 1)).toBe('2027-04-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(dateText('2027-03-02')).toBe('March 2, 2027');
    expect(hoursText(12_345)).toBe('1,234.5');
    expect(hoursText(80)).toBe('8.0');
    expect(hoursText(0)).toBe('0.0');
  });

  it("does not depend on the runtime's time zone", () => {
    // The same arithmetic runs in browsers anywhere: days are counted with Date.UTC only.
    expect(daysBetween('2027-03-13', '2027-03-15')).toBe(2); // across the US switch to daylight time
    expect(daysBetween('2027-10-30', '2027-11-01')).toBe(2); // across Europe's switch back
    expect(addDays('2027-03-14', 1)).toBe('2027-03-15');
  });
});

import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths, ageOn, birthdayAt, compareDays, endOfCalendarMonth, endOfCalendarMonthsAfter, isAfter, isBefore,
  isCalendarDay, isWithin, previousDay, utcToday,
} from '../../../domain/pilot/calendar-day.js';

describe('isCalendarDay', () => {
  it.each(['2026-01-31', '2024-02-29', '2000-02-29', '1999-12-31'])('accepts %s', (day) => expect(isCalendarDay(day)).toBe(true));
  it.each([
    '2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-5', '26-01-05', '2026-01-05T00:00',
    ' 2026-01-05', '', 20260105, null, undefined, new Date(0), '0999-12-31',
  ])('refuses %j', (value) => expect(isCalendarDay(value)).toBe(false));
});

describe('addCalendarMonths', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-01-31', 6, '2026-07-31'],
    ['2026-08-31', 1, '2026-09-30'],
    ['2026-11-15', 2, '2027-01-15'],
    ['2026-12-31', 1, '2027-01-31'],
    ['2026-01-15', -1, '2025-12-15'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2026-03-10', 0, '2026-03-10'],
  ])('%s + %i months = %s', (day, months, expected) => expect(addCalendarMonths(day, months)).toBe(expected));
  it('refuses a text that is no day', () => expect(() => addCalendarMonths('31/01/2026', 1)).toThrow(RangeError));
});

describe('endOfCalendarMonth', () => {
  it.each([
    ['2026-01-01', '2026-01-31'],
    ['2026-02-10', '2026-02-28'],
    ['2024-02-10', '2024-02-29'],
    ['2100-02-01', '2100-02-28'],
    ['2000-02-01', '2000-02-29'],
    ['2026-04-30', '2026-04-30'],
    ['2026-12-01', '2026-12-31'],
  ])('%s -> %s', (day, expected) => expect(endOfCalendarMonth(day)).toBe(expected));
  it.each([
    ['2026-01-31', 6, '2026-07-31'],
    ['2026-01-01', 6, '2026-07-31'],
    ['2025-08-31', 6, '2026-02-28'],
    ['2023-08-15', 6, '2024-02-29'],
    ['2026-07-04', 6, '2027-01-31'],
    ['2026-12-31', 12, '2027-12-31'],
    ['2024-02-29', 24, '2026-02-28'],
  ])('the end of the calendar month %i months after %s\'s is %s', (day, months, expected) =>
    expect(endOfCalendarMonthsAfter(day, months)).toBe(expected));
});

describe('ageOn', () => {
  it.each([
    ['1986-06-15', '2026-06-14', 39],
    ['1986-06-15', '2026-06-15', 40],
    ['1986-06-15', '2026-06-16', 40],
    ['1986-12-31', '2027-01-01', 40],
    ['2012-03-01', '2026-02-28', 13],
  ])('born %s, on %s: %i', (born, day, age) => expect(ageOn(born, day)).toBe(age));

  it('takes 1 March as the birthday of 29 February births in common years', () => {
    expect(ageOn('2000-02-29', '2018-02-28')).toBe(17);
    expect(ageOn('2000-02-29', '2018-03-01')).toBe(18);
    expect(ageOn('2000-02-29', '2040-02-28')).toBe(39);
    expect(ageOn('2000-02-29', '2040-02-29')).toBe(40);
    expect(birthdayAt('2000-02-29', 18)).toBe('2018-03-01');
    expect(birthdayAt('2000-02-29', 40)).toBe('2040-02-29');
    expect(birthdayAt('1986-06-15', 40)).toBe('2026-06-15');
  });
});

describe('comparisons and neighbours', () => {
  it('orders days', () => {
    expect(compareDays('2026-01-31', '2026-02-01')).toBeLessThan(0);
    expect(compareDays('2026-02-01', '2026-02-01')).toBe(0);
    expect(compareDays('2027-01-01', '2026-12-31')).toBeGreaterThan(0);
    expect(isBefore('2026-01-31', '2026-02-01')).toBe(true);
    expect(isAfter('2026-01-31', '2026-02-01')).toBe(false);
    expect(isWithin('2026-02-01', '2026-02-01', '2026-02-28')).toBe(true);
    expect(isWithin('2026-03-01', '2026-02-01', '2026-02-28')).toBe(false);
  });
  it.each([
    ['2026-03-01', '2026-02-28'],
    ['2024-03-01', '2024-02-29'],
    ['2026-01-01', '2025-12-31'],
    ['2026-05-20', '2026-05-19'],
  ])('the day before %s is %s', (day, expected) => expect(previousDay(day)).toBe(expected));
  it('reads today in UTC whatever the local zone', () => {
    expect(utcToday(new Date('2026-01-31T23:30:00-05:00'))).toBe('2026-02-01');
  });
});

import type { CalendarDay } from './pilot-record.js';

/**
 * Calendar days (YYYY-MM-DD) worked on as year, month and day numbers: never through a Date in a time zone,
 * so a medical examined on 2026-01-31 stays that day wherever the code runs (browser or server).
 */
export type { CalendarDay };

interface Ymd {
  y: number;
  m: number;
  d: number;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

export const daysInMonth = (y: number, m: number): number =>
  m === 2 ? (isLeapYear(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const format = ({ y, m, d }: Ymd): CalendarDay => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;

function parse(day: CalendarDay): Ymd {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

/** A real day written YYYY-MM-DD (2026-02-30 is not one), from year 1000 on. */
export function isCalendarDay(value: unknown): value is CalendarDay {
  if (typeof value !== 'string') return false;
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return y >= 1000 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** The same day of the month `months` later (or earlier), kept within the month: 2026-01-31 + 1 is 2026-02-28. */
export function addCalendarMonths(day: CalendarDay, months: number): CalendarDay {
  const { y, m, d } = parse(day);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return format({ y: year, m: month, d: Math.min(d, daysInMonth(year, month)) });
}

/** The last day of the day's month. */
export function endOfCalendarMonth(day: CalendarDay): CalendarDay {
  const { y, m } = parse(day);
  return format({ y, m, d: daysInMonth(y, m) });
}

/**
 * The last day of the `months`-th calendar month after the day's month: how the FAA counts "calendar months"
 * (a medical examined on 2026-01-15 with 6 calendar months is good through 2026-07-31).
 */
export const endOfCalendarMonthsAfter = (day: CalendarDay, months: number): CalendarDay =>
  endOfCalendarMonth(addCalendarMonths(day, months));

/**
 * Age in whole years on the day. Someone born on 29 February has a birthday on 1 March in common years
 * (the convention of most statutes: the year is complete only once 28 February has ended), so born
 * 2000-02-29 is 17 on 2018-02-28 and 18 on 2018-03-01; in leap years the birthday is 29 February.
 */
export function ageOn(dateOfBirth: CalendarDay, day: CalendarDay): number {
  const born = parse(dateOfBirth);
  const on = parse(day);
  const hadBirthday = on.m > born.m || (on.m === born.m && on.d >= born.d);
  return on.y - born.y - (hadBirthday ? 0 : 1);
}

/** The day before. */
export function previousDay(day: CalendarDay): CalendarDay {
  const { y, m, d } = parse(day);
  if (d > 1) return format({ y, m, d: d - 1 });
  const [year, month] = m === 1 ? [y - 1, 12] : [y, m - 1];
  return format({ y: year, m: month, d: daysInMonth(year, month) });
}

/** The day someone born on `dateOfBirth` turns `age` (29 February births: 1 March in common years, as ageOn). */
export function birthdayAt(dateOfBirth: CalendarDay, age: number): CalendarDay {
  const born = parse(dateOfBirth);
  const y = born.y + age;
  return born.m === 2 && born.d === 29 && !isLeapYear(y) ? format({ y, m: 3, d: 1 }) : format({ y, m: born.m, d: born.d });
}

/** Negative, zero or positive as a is before, the same day as or after b. */
export const compareDays = (a: CalendarDay, b: CalendarDay): number => (a < b ? -1 : a > b ? 1 : 0);
export const isBefore = (a: CalendarDay, b: CalendarDay): boolean => a < b;
export const isAfter = (a: CalendarDay, b: CalendarDay): boolean => a > b;
/** True when `day` is `from`, `through` or between them. */
export const isWithin = (day: CalendarDay, from: CalendarDay, through: CalendarDay): boolean => day >= from && day <= through;

/** Today in UTC (the server's day when no place gives a time zone). */
export const utcToday = (now: Date): CalendarDay =>
  format({ y: now.getUTCFullYear(), m: now.getUTCMonth() + 1, d: now.getUTCDate() });

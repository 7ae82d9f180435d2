/**
 * Months 'YYYY-MM' and their days as a group's statements count them: calendar days, no time zone (the
 * days are already the group's), worked on as numbers like domain/pilot/calendar-day.ts does.
 */
import { daysInMonth } from '../pilot/calendar-day.js';
import { MONTH_NAMES } from '../text/us-format.js';
import type { Day, Month } from './group.js';

const MONTH = /^(\d{4})-(\d{2})$/;

/** A real month written 'YYYY-MM', from year 1000 on. */
export function isMonth(value: unknown): value is Month {
  const match = typeof value === 'string' ? MONTH.exec(value) : null;
  return !!match && Number(match[1]) >= 1000 && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

function parts(month: Month): [year: number, month: number] {
  if (!isMonth(month)) throw new RangeError(`Not a month: ${JSON.stringify(month)}`);
  return [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Every day of the month, first to last. */
export function daysOf(month: Month): Day[] {
  const [y, m] = parts(month);
  return Array.from({ length: daysInMonth(y, m) }, (_, i) => `${month}-${pad(i + 1)}`);
}

export function lastDayOf(month: Month): Day {
  const [y, m] = parts(month);
  return `${month}-${pad(daysInMonth(y, m))}`;
}

export const monthOf = (day: Day): Month => day.slice(0, 7);

/** The month `count` months later (earlier when negative). */
export function addMonths(month: Month, count: number): Month {
  const [y, m] = parts(month);
  const index = y * 12 + m - 1 + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${pad((index % 12) + 1)}`;
}

/** "March 2027" */
export function monthText(month: Month): string {
  const [y, m] = parts(month);
  return `${MONTH_NAMES[m - 1]} ${y}`;
}

/** "March 3": a day of a statement's month, the year understood. */
export const dayOfMonthText = (day: Day): string => `${MONTH_NAMES[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}`;

import type { Day, Month } from '../../domain/group/group.js';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'YYYY-MM' and n months on (n may be negative). */
export function addMonths(month: Month, n: number): Month {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months from `first` to `last`, both included, in order (none when last is before first). */
export function monthsFrom(first: Month, last: Month): Month[] {
  const out: Month[] = [];
  for (let m = first; m <= last; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** 'YYYY-MM' of a day. */
export const monthOfDay = (day: Day): Month => day.slice(0, 7);

/** "March 2027". */
export function monthLabel(month: Month): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1] ?? month} ${y}`;
}

/** A well-formed 'YYYY-MM' (the query of GET .../statements). */
export const isMonth = (value: unknown): value is Month => typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** "April 1, 2027": the first day of a month. */
export function firstDayLabel(month: Month): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1] ?? month} 1, ${y}`;
}

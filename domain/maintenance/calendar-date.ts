/**
 * Calendar dates 'YYYY-MM-DD' as airworthiness counts them: whole days, no time of day and no time zone
 * (today's date is already the airport's). Only Date.UTC is used, so the runtime's zone never moves a day. Month
 * arithmetic is the pilot record's (domain/pilot/calendar-day.ts: addCalendarMonths, endOfCalendarMonthsAfter).
 */
import { daysInMonth } from '../pilot/calendar-day.js';
import { longDateOf, usNumber } from '../text/us-format.js';
import type { Tenths } from '../flight/flight.js';

export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Date.UTC reads years 0 to 99 as 1900 to 1999: the rules only take dates from 1900 on. */
const FIRST_YEAR = 1900;


/** The date a 'YYYY-MM-DD' string names, or null when it is no such day (2027-02-30, 2027-13-01, "soon", 1899-12-31). */
export function parseCalendarDate(value: unknown): CalendarDate | null {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_YEAR || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export const isCalendarDate = (value: unknown): value is string => parseCalendarDate(value) !== null;

/** Parses a date the rules were given (stored or already read): a malformed one is a programming error. */
export function calendarDate(value: string): CalendarDate {
  const date = parseCalendarDate(value);
  if (!date) throw new Error(`Not a calendar date: ${JSON.stringify(value)}`);
  return date;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

export const isoDateOf = ({ year, month, day }: CalendarDate): string => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** Days since 1970-01-01 (negative before). */
export function dayNumber(value: string): number {
  const { year, month, day } = calendarDate(value);
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

export function addDays(value: string, days: number): string {
  const at = new Date((dayNumber(value) + days) * DAY_MS);
  return isoDateOf({ year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() });
}

/** "March 31, 2027": a calendar date as the site writes long dates (domain/text/us-format.ts), no zone to shift it. */
export function dateText(value: string): string {
  const { year, month, day } = calendarDate(value);
  return longDateOf(year, month, day);
}

/** "1,234.5": tach hours with their one decimal and thousands commas. */
export const hoursText = (tenths: Tenths): string => usNumber(tenths / 10, { minFractionDigits: 1, maxFractionDigits: 1 });

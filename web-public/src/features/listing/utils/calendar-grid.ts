import type { OpenHours } from '../../../../../domain/booking/availability';
import { instantsOf, toLocal } from '../../../../../domain/booking/local-time';

/**
 * The arithmetic of the listing calendar, in the airport's wall-clock time (never the browser's): which
 * days a month or week shows, the instants to ask the calendar for, and what each day holds.
 */
export interface LocalDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

export interface TimedEntry {
  /** `requested`: the caller's own pending request, shown but holding nothing. */
  kind: 'booked' | 'blocked' | 'requested';
  start: string;
  end: string;
}

/** A booked, blocked or requested stretch of one day, in minutes since its local midnight ([from, to), to up to 1440). */
export interface DaySegment<E extends TimedEntry> {
  entry: E;
  from: number;
  to: number;
}

/** `grounded`: the aircraft is grounded, so no day from today on can be booked, whatever its hours. */
export type DayStatus = 'closed' | 'free' | 'partly' | 'full' | 'grounded';

export interface DaySummary<E extends TimedEntry> {
  date: LocalDate;
  segments: DaySegment<E>[];
  /** The day's open stretches (the whole day when the listing is open around the clock). */
  open: { from: number; to: number }[];
  status: DayStatus;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const wallOf = (d: LocalDate): number => Date.UTC(d.year, d.month - 1, d.day);
const dateOfWall = (ms: number): LocalDate => {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

export const addDays = (d: LocalDate, days: number): LocalDate => dateOfWall(wallOf(d) + days * DAY_MS);
export const weekdayOfDate = (d: LocalDate): number => new Date(wallOf(d)).getUTCDay();
export const sameDate = (a: LocalDate, b: LocalDate): boolean => a.year === b.year && a.month === b.month && a.day === b.day;
export const compareDates = (a: LocalDate, b: LocalDate): number => wallOf(a) - wallOf(b);
export const dateKey = (d: LocalDate): string => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** Today at the airport. */
export function todayAt(zone: string, now: Date = new Date()): LocalDate {
  const l = toLocal(now, zone);
  return { year: l.year, month: l.month, day: l.day };
}

/** The instant the airport's day begins (the first minute its clock shows, should midnight be skipped). */
export function startOfDay(d: LocalDate, zone: string): Date {
  for (let minute = 0; minute < 180; minute += 30) {
    const found = instantsOf({ ...d, hour: Math.floor(minute / 60), minute: minute % 60, second: 0 }, zone)[0];
    if (found) return found;
  }
  return new Date(wallOf(d));
}

/** The instants to ask the calendar for: from the first day's start to the start of the day after the last. */
export const rangeOf = (first: LocalDate, days: number, zone: string): { from: Date; to: Date } => ({
  from: startOfDay(first, zone),
  to: startOfDay(addDays(first, days), zone),
});

/** A month as weeks from Sunday to Saturday; days of the months either side are null. */
export function monthWeeks(year: number, month: number): (LocalDate | null)[][] {
  const first: LocalDate = { year, month, day: 1 };
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (LocalDate | null)[] = [...Array<null>(weekdayOfDate(first)).fill(null)];
  for (let day = 1; day <= length; day++) cells.push({ year, month, day });
  while (cells.length % 7) cells.push(null);
  const weeks: (LocalDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The day's open stretches: every day whole when the listing has no open hours. */
export function openStretches(date: LocalDate, openHours: readonly OpenHours[]): { from: number; to: number }[] {
  if (openHours.length === 0) return [{ from: 0, to: 1440 }];
  const day = weekdayOfDate(date);
  return openHours.filter((h) => h.day === day).map(({ from, to }) => ({ from, to })).sort((a, b) => a.from - b.from);
}

/**
 * What one day of the airport holds: the booked and blocked stretches clipped to the day (in wall-clock
 * minutes, so a booking from 22:00 to 02:00 shows on both days) and whether the open time is free, partly
 * taken or full.
 */
export function summariseDay<E extends TimedEntry>(date: LocalDate, entries: readonly E[], openHours: readonly OpenHours[], zone: string): DaySummary<E> {
  const dayStart = wallOf(date);
  const wall = (iso: string) => {
    const l = toLocal(new Date(iso), zone);
    return Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);
  };
  const segments: DaySegment<E>[] = [];
  for (const entry of entries) {
    const from = Math.max(0, Math.floor((wall(entry.start) - dayStart) / MINUTE_MS));
    const to = Math.min(1440, Math.ceil((wall(entry.end) - dayStart) / MINUTE_MS));
    if (from < to && from < 1440 && to > 0) segments.push({ entry, from, to });
  }
  segments.sort((a, b) => a.from - b.from);
  const open = openStretches(date, openHours);
  const openMinutes = open.reduce((sum, s) => sum + s.to - s.from, 0);
  const taken = new Uint8Array(1440);
  for (const s of segments) if (s.entry.kind !== 'requested') taken.fill(1, s.from, s.to);
  const takenOpen = open.reduce((sum, s) => sum + taken.subarray(s.from, s.to).reduce((n, v) => n + v, 0), 0);
  const status: DayStatus = openMinutes === 0 ? 'closed' : takenOpen === 0 ? 'free' : takenOpen >= openMinutes ? 'full' : 'partly';
  return { date, segments, open, status };
}

/** A day's summary while the aircraft is grounded: today and later days are unavailable (issue 34); past days stay as they were. */
export function whileGrounded<E extends TimedEntry>(summary: DaySummary<E>, today: LocalDate, grounded: boolean): DaySummary<E> {
  return grounded && compareDates(summary.date, today) >= 0 ? { ...summary, status: 'grounded' } : summary;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2027-03-08T09:00": a `datetime-local` value, the airport's wall-clock time `minute` minutes into the day. */
export function localInputValue(date: LocalDate, minute: number): string {
  const d = dateOfWall(wallOf(date) + Math.floor(minute / 1440) * DAY_MS);
  const m = ((minute % 1440) + 1440) % 1440;
  return `${dateKey(d)}T${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

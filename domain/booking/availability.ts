import { fieldErrors, type FieldErrors } from '../field-errors.js';
import { formatMinuteOfDay, isTimeZone, WEEKDAY_NAMES } from './local-time.js';
import type { Period } from './booking.js';

/** One stretch of a weekday, in minutes since local midnight: [from, to), `to` up to 1440 (24:00). */
export interface OpenHours {
  /** 0 = Sunday to 6 = Saturday. */
  day: number;
  from: number;
  to: number;
}

export interface BookingRules {
  /** Shortest booking, minutes. */
  minMinutes: number;
  /** Longest booking, minutes. */
  maxMinutes: number;
  /** Least notice: a booking starts at least this many minutes after it is asked for. */
  noticeMinutes: number;
  /** How far ahead a booking may start, days. */
  maxDaysAhead: number;
  /** Most future bookings (pending or approved, not yet ended) one pilot may hold on the listing. */
  maxFutureBookings: number;
}

export interface BlockedPeriod extends Period {
  id: number;
  reason: string;
}

export interface Grounding {
  reason: string;
  since: Date;
  /**
   * Who set it (issue 38): the owner (or staff) through the switch, or the aircraft's maintenance status
   * (red), which lifts it by itself once nothing red is left. Absent: the owner's.
   */
  by?: 'owner' | 'maintenance';
}

/** A listing's availability: the airport's zone, when it can be booked, and whether it is grounded. */
export interface Availability {
  shareId: number;
  /** IANA zone of the listing's airport, found from its coordinates and stored. */
  timeZone: string;
  /** Empty means open around the clock. */
  openHours: OpenHours[];
  rules: BookingRules;
  blocks: BlockedPeriod[];
  grounded: Grounding | null;
}

/**
 * Defaults that let a listing take requests without setup: open around the clock (the owner approves each
 * request anyway), one hour to two weeks, two hours' notice, up to six months ahead, three future
 * bookings per pilot so one pilot cannot hold the calendar.
 */
export const DEFAULT_BOOKING_RULES: BookingRules = {
  minMinutes: 60,
  maxMinutes: 14 * 24 * 60,
  noticeMinutes: 120,
  maxDaysAhead: 180,
  maxFutureBookings: 3,
};

export const defaultAvailability = (shareId: number, timeZone: string): Availability => ({
  shareId, timeZone, openHours: [], rules: { ...DEFAULT_BOOKING_RULES }, blocks: [], grounded: null,
});

export const AVAILABILITY_LIMITS = {
  maxMinutes: 90 * 24 * 60,
  maxDaysAhead: 730,
  maxFutureBookings: 100,
  blockReasonMax: 200,
} as const;

export const AVAILABILITY_MESSAGES = {
  timeZone: 'Choose a valid time zone (for example America/Denver).',
  openHours: 'Open hours are a weekday and a time from 00:00 to 24:00, the closing time after the opening time.',
  openHoursOverlap: 'Open hours of one day must not overlap.',
  minMinutes: 'The shortest booking is a whole number of minutes, at least 15.',
  maxMinutes: `The longest booking is a whole number of minutes, at least the shortest and at most ${AVAILABILITY_LIMITS.maxMinutes / 1440} days.`,
  noticeMinutes: 'The least notice is a whole number of minutes, 0 or more, at most 30 days.',
  maxDaysAhead: `How far ahead is a whole number of days from 1 to ${AVAILABILITY_LIMITS.maxDaysAhead}.`,
  maxFutureBookings: `The most future bookings per pilot is a whole number from 1 to ${AVAILABILITY_LIMITS.maxFutureBookings}.`,
  blockPeriod: 'A blocked period ends after it starts.',
  blockReason: 'Say why the period is blocked (maintenance, own use...).',
  blockReasonTooLong: `The reason is at most ${AVAILABILITY_LIMITS.blockReasonMax} characters.`,
  blockOverlap: 'This blocked period overlaps an approved booking or another blocked period.',
  groundReason: 'Say why the aircraft is grounded (for example a squawk).',
} as const;

const wholeIn = (n: unknown, min: number, max: number): boolean => Number.isInteger(n) && (n as number) >= min && (n as number) <= max;

/** The messages of an owner's availability settings, by field. */
export function availabilityErrors(a: Pick<Availability, 'timeZone' | 'openHours' | 'rules'>): FieldErrors {
  const r = a.rules;
  const hoursValid = a.openHours.every((h) => wholeIn(h.day, 0, 6) && wholeIn(h.from, 0, 1439) && wholeIn(h.to, 1, 1440) && h.from < h.to);
  const overlap = hoursValid && a.openHours.some((h, i) => a.openHours.some((o, j) => j !== i && o.day === h.day && o.from < h.to && h.from < o.to));
  return fieldErrors([
    ['timeZone', isTimeZone(a.timeZone) ? [] : [AVAILABILITY_MESSAGES.timeZone]],
    ['openHours', !hoursValid ? [AVAILABILITY_MESSAGES.openHours] : overlap ? [AVAILABILITY_MESSAGES.openHoursOverlap] : []],
    ['minMinutes', wholeIn(r.minMinutes, 15, AVAILABILITY_LIMITS.maxMinutes) ? [] : [AVAILABILITY_MESSAGES.minMinutes]],
    ['maxMinutes', wholeIn(r.maxMinutes, Math.max(15, r.minMinutes), AVAILABILITY_LIMITS.maxMinutes) ? [] : [AVAILABILITY_MESSAGES.maxMinutes]],
    ['noticeMinutes', wholeIn(r.noticeMinutes, 0, 30 * 1440) ? [] : [AVAILABILITY_MESSAGES.noticeMinutes]],
    ['maxDaysAhead', wholeIn(r.maxDaysAhead, 1, AVAILABILITY_LIMITS.maxDaysAhead) ? [] : [AVAILABILITY_MESSAGES.maxDaysAhead]],
    ['maxFutureBookings', wholeIn(r.maxFutureBookings, 1, AVAILABILITY_LIMITS.maxFutureBookings) ? [] : [AVAILABILITY_MESSAGES.maxFutureBookings]],
  ]);
}

/** The messages of a blocked period the owner adds. */
export function blockErrors(b: { start: Date; end: Date; reason: string }): FieldErrors {
  const reason = b.reason.trim();
  const valid = !Number.isNaN(b.start.getTime()) && !Number.isNaN(b.end.getTime()) && b.start < b.end;
  return fieldErrors([
    ['end', valid ? [] : [AVAILABILITY_MESSAGES.blockPeriod]],
    ['reason', !reason ? [AVAILABILITY_MESSAGES.blockReason] : reason.length > AVAILABILITY_LIMITS.blockReasonMax ? [AVAILABILITY_MESSAGES.blockReasonTooLong] : []],
  ]);
}

/** "Monday 08:00–18:00": open hours in texts. */
export const describeOpenHours = (h: OpenHours): string => `${WEEKDAY_NAMES[h.day]} ${formatMinuteOfDay(h.from)}–${formatMinuteOfDay(h.to)}`;

/** "2 hours", "90 minutes", "14 days": a length of the rules in texts. */
export function formatMinutes(minutes: number): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  if (minutes % 60 === 0) return plural(minutes / 60, 'hour');
  return plural(minutes, 'minute');
}

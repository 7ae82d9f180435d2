import { fieldErrors, type FieldErrors } from '../field-errors.js';
import { formatMinutes, type Availability, type OpenHours } from './availability.js';
import { overlaps, type Period } from './booking.js';
import { formatLocal, formatLocalReading, minuteOfDay, parseAirportTime, toLocal, weekdayOf, type LocalDateTime } from './local-time.js';

const MINUTE_MS = 60_000;

export const PERIOD_MESSAGES = {
  startMissing: 'Choose when the booking starts.',
  endMissing: 'Choose when the booking ends.',
  invalid: (which: 'start' | 'end') => `The ${which} is not a date and time: choose its day and time.`,
  offset: (which: string) => `The ${which}'s time zone offset does not exist: offsets run from -12:00 to +14:00, with minutes 00 to 59.`,
  gap: (which: 'start' | 'end', local: LocalDateTime, zone: string) =>
    `The ${which}, ${formatLocal(local)}, does not exist in ${zone}: the clocks skip that hour for daylight saving time.`,
  endBeforeStart: 'The end must be after the start.',
  past: 'The start is in the past.',
  tooShort: (min: number) => `The shortest booking on this listing is ${formatMinutes(min)}.`,
  tooLong: (max: number) => `The longest booking on this listing is ${formatMinutes(max)}.`,
  notice: (notice: number) => `This listing needs ${formatMinutes(notice)} of notice before a booking starts.`,
  tooFarAhead: (days: number) => `This listing takes bookings at most ${days} days ahead.`,
  closed: (which: 'start' | 'end', local: LocalDateTime, zone: string) =>
    `The ${which}, ${formatLocalReading(local, zone)}, is outside the open hours.`,
  blocked: (reason: string) => `The period overlaps a blocked period (${reason}).`,
} as const;

export type PeriodRead = { ok: true; period: Period } | { ok: false; errors: FieldErrors };

/**
 * Reads a requested period from what the pilot sent (ISO 8601 texts; without an offset, the airport's
 * wall-clock time). Refuses texts that are not date-times and readings in a daylight-saving gap.
 */
export function readPeriod(input: { start?: unknown; end?: unknown }, zone: string): PeriodRead {
  const read = (which: 'start' | 'end', value: unknown): { instant?: Date; errors: string[] } => {
    if (value === undefined || value === null || value === '') return { errors: [which === 'start' ? PERIOD_MESSAGES.startMissing : PERIOD_MESSAGES.endMissing] };
    if (typeof value !== 'string') return { errors: [PERIOD_MESSAGES.invalid(which)] };
    const parsed = parseAirportTime(value, zone);
    if (parsed.ok) return { instant: parsed.instant, errors: [] };
    const reasons = { gap: () => PERIOD_MESSAGES.gap(which, parsed.local!, zone), offset: () => PERIOD_MESSAGES.offset(which), invalid: () => PERIOD_MESSAGES.invalid(which) };
    return { errors: [reasons[parsed.reason]()] };
  };
  const start = read('start', input.start);
  const end = read('end', input.end);
  if (start.instant && end.instant) return { ok: true, period: { start: start.instant, end: end.instant } };
  return { ok: false, errors: fieldErrors([['start', start.errors], ['end', end.errors]]) };
}

/** Whether the reading falls in open hours; `closing` lets it be the closing minute (a booking's end). */
export function isOpenAt(local: LocalDateTime, openHours: readonly OpenHours[], closing: boolean): boolean {
  if (openHours.length === 0) return true;
  const day = weekdayOf(local);
  // An end a few seconds past the minute is past it; a start is at its minute.
  const minute = minuteOfDay(local) + (closing && local.second > 0 ? 1 : 0);
  const inside = (h: OpenHours, d: number, m: number) => h.day === d && (closing ? h.from < m && m <= h.to : h.from <= m && m < h.to);
  if (openHours.some((h) => inside(h, day, minute))) return true;
  // An end at midnight closes the day before ("until 24:00").
  return closing && minute === 0 && openHours.some((h) => inside(h, (day + 6) % 7, 1440));
}

/**
 * The rules a requested period breaks, in the airport's local time, by field: `end` for an end before
 * the start, `start` for the past, notice and how far ahead, `period` for the length and blocked periods.
 * Open hours apply to the start and the end (when the pilot takes and brings back the aircraft).
 */
export function periodErrors(period: Period, availability: Availability, now: Date): FieldErrors {
  const { rules, timeZone: zone } = availability;
  const start = period.start.getTime();
  const end = period.end.getTime();
  if (end <= start) return fieldErrors([['end', [PERIOD_MESSAGES.endBeforeStart]]]);
  const startErrors: string[] = [];
  if (start < now.getTime()) startErrors.push(PERIOD_MESSAGES.past);
  else if (start < now.getTime() + rules.noticeMinutes * MINUTE_MS) startErrors.push(PERIOD_MESSAGES.notice(rules.noticeMinutes));
  if (start > now.getTime() + rules.maxDaysAhead * 1440 * MINUTE_MS) startErrors.push(PERIOD_MESSAGES.tooFarAhead(rules.maxDaysAhead));
  const localStart = toLocal(period.start, zone);
  const localEnd = toLocal(period.end, zone);
  if (!isOpenAt(localStart, availability.openHours, false)) startErrors.push(PERIOD_MESSAGES.closed('start', localStart, zone));
  const endErrors = isOpenAt(localEnd, availability.openHours, true) ? [] : [PERIOD_MESSAGES.closed('end', localEnd, zone)];
  // Lengths are elapsed time: a night the clocks fall back is an hour longer on the wall than it is here.
  const minutes = (end - start) / MINUTE_MS;
  const periodMessages: string[] = [];
  if (minutes < rules.minMinutes) periodMessages.push(PERIOD_MESSAGES.tooShort(rules.minMinutes));
  if (minutes > rules.maxMinutes) periodMessages.push(PERIOD_MESSAGES.tooLong(rules.maxMinutes));
  for (const block of availability.blocks) if (overlaps(period, block)) periodMessages.push(PERIOD_MESSAGES.blocked(block.reason));
  return fieldErrors([['start', startErrors], ['end', endErrors], ['period', periodMessages]]);
}

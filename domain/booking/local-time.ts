/**
 * Wall-clock time in an airport's IANA time zone, computed with the platform's Intl API (no date
 * library: the browser and Node both carry the time-zone database). A `LocalDateTime` is what a clock
 * on the airport's wall shows; an instant is a `Date`.
 */
export interface LocalDateTime {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const MINUTE_MS = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric',
      hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** True when the platform knows the zone (an IANA name such as America/Denver). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone.trim()) return false;
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false; // RangeError: not a zone the platform knows
  }
}

/** What the airport's clock shows at this instant. */
export function toLocal(instant: Date, zone: string): LocalDateTime {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(zone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The wall-clock reading as if it were UTC, in ms: the arithmetic base of the functions below. */
const asUtc = (l: LocalDateTime): number => Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second);

/** Minutes the zone is ahead of UTC at this instant (New York in winter: -300). */
export function offsetMinutes(instant: Date, zone: string): number {
  const whole = new Date(Math.floor(instant.getTime() / 1000) * 1000);
  return Math.round((asUtc(toLocal(whole, zone)) - whole.getTime()) / MINUTE_MS);
}

/**
 * The instants at which the airport's clock shows this reading: none in a daylight-saving gap (New York,
 * 2:30 on the spring-forward night), two in the repeated hour when clocks fall back, one otherwise.
 */
export function instantsOf(local: LocalDateTime, zone: string): Date[] {
  const wall = asUtc(local);
  // The zone's offset a day either side brackets every offset the reading could have.
  const candidates = new Set(zoneOffsetsAround(local, zone));
  const found = [...candidates]
    .map((offset) => new Date(wall - offset * MINUTE_MS))
    .filter((instant) => asUtc(toLocal(instant, zone)) === wall);
  return found.sort((a, b) => a.getTime() - b.getTime());
}

/** Whether the reading is one the airport's clock skips (a daylight-saving gap). */
export const isInGap = (local: LocalDateTime, zone: string): boolean => instantsOf(local, zone).length === 0;

/** Day of the week of the reading, 0 = Sunday to 6 = Saturday. */
/** The calendar day ('YYYY-MM-DD') of a local date and time. */
export const dayOfLocal = (l: Pick<LocalDateTime, 'year' | 'month' | 'day'>): string => `${l.year}-${pad(l.month)}-${pad(l.day)}`;

/** The calendar day ('YYYY-MM-DD') a clock in this zone shows at this instant: "today" at an airport. */
export const localDay = (instant: Date, zone: string): string => dayOfLocal(toLocal(instant, zone));

export const weekdayOf = (l: LocalDateTime): number => new Date(Date.UTC(l.year, l.month - 1, l.day)).getUTCDay();

/** Minutes since local midnight. */
export const minuteOfDay = (l: LocalDateTime): number => l.hour * 60 + l.minute;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** "Sunday 14 Mar 2027 02:30": a reading in messages, with the zone named next to it by the caller. */
export function formatLocal(l: LocalDateTime): string {
  return `${WEEKDAY_NAMES[weekdayOf(l)]} ${l.day} ${MONTH_NAMES[l.month - 1]} ${l.year} ${pad(l.hour)}:${pad(l.minute)}`;
}

/** "14:30" from minutes since midnight (1440 is "24:00"). */
export const formatMinuteOfDay = (m: number): string => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;

const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

export type ParsedTime =
  | { ok: true; instant: Date; local: LocalDateTime }
  | { ok: false; reason: 'invalid' | 'gap' | 'offset'; local?: LocalDateTime };

/** The offsets clocks keep (UTC-12:00 to UTC+14:00), in minutes. */
export const OFFSET_RANGE = { min: -12 * 60, max: 14 * 60 } as const;

/**
 * Reads an ISO 8601 date-time for an airport. With an offset ("…Z", "…-05:00") it is an instant; without
 * one it is the airport's wall-clock time. Either way, a written wall-clock reading the airport's clock
 * skips (02:30 on a spring-forward night, written with the winter offset or none) is refused as a gap
 * rather than silently moved an hour. A repeated reading without offset (fall back) is the first one.
 * An offset no clock keeps ("+99:00", "+24:00", "+05:99": beyond -12:00..+14:00, or 60 minutes or more)
 * is refused as `offset`.
 */
export function parseAirportTime(text: string, zone: string): ParsedTime {
  const m = ISO.exec(text.trim());
  if (!m) return { ok: false, reason: 'invalid' };
  const local: LocalDateTime = {
    year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: Number(m[4]), minute: Number(m[5]), second: Number(m[6] ?? 0),
  };
  const check = new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second));
  if (
    check.getUTCFullYear() !== local.year || check.getUTCMonth() !== local.month - 1 || check.getUTCDate() !== local.day ||
    local.hour > 23 || local.minute > 59 || local.second > 59
  ) return { ok: false, reason: 'invalid' };
  const written = m[7] ? writtenOffset(m[7]) : 0;
  if (Number.isNaN(written) || written < OFFSET_RANGE.min || written > OFFSET_RANGE.max) return { ok: false, reason: 'offset' };
  const instants = instantsOf(local, zone);
  if (!m[7]) {
    return instants[0] ? { ok: true, instant: instants[0], local } : { ok: false, reason: 'gap', local };
  }
  const instant = new Date(asUtc(local) - written * MINUTE_MS);
  // Written with one of the zone's own offsets for a reading its clock skips: the writer meant a wall time
  // that does not exist there. ("02:30Z" for New York is a plain instant: UTC is not one of its offsets.)
  if (instants.length === 0 && zoneOffsetsAround(local, zone).includes(written)) return { ok: false, reason: 'gap', local };
  return { ok: true, instant, local: toLocal(instant, zone) };
}

/** Minutes of a written offset ("Z", "-05:00", "+0530"); NaN when its minutes are 60 or more. */
function writtenOffset(text: string): number {
  if (text.toUpperCase() === 'Z') return 0;
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = text.slice(1).replace(':', '');
  const minutes = Number(digits.slice(2, 4));
  return minutes > 59 ? Number.NaN : sign * (Number(digits.slice(0, 2)) * 60 + minutes);
}

function zoneOffsetsAround(local: LocalDateTime, zone: string): number[] {
  const wall = asUtc(local);
  return [offsetMinutes(new Date(wall - 86_400_000), zone), offsetMinutes(new Date(wall + 86_400_000), zone)];
}

/** "EST", "EDT", "MST" (or "GMT-7" where the platform has no abbreviation): the zone's short name at an instant. */
export function zoneAbbreviation(instant: Date, zone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }).formatToParts(instant).find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/**
 * "Saturday 6 Mar 2027 10:00 EST (America/Kentucky/Louisville)": one reading as the listing's pages and mails
 * write it (formatLocalPeriod's start), for messages about a time the pilot chose.
 */
export function formatLocalReading(local: LocalDateTime, zone: string): string {
  const instant = instantsOf(local, zone)[0];
  return `${formatLocal(local)}${instant ? ` ${zoneAbbreviation(instant, zone)}` : ''} (${zone})`;
}

/**
 * A period in the airport's local time with its zone, for texts and mails: "Monday 8 Mar 2027 09:00 to 12:00
 * EST (America/Kentucky/Louisville)", or both dates when it ends on another day (and both abbreviations
 * when the clocks change in between).
 */
export function formatLocalPeriod(period: { start: Date; end: Date }, zone: string): string {
  const start = toLocal(period.start, zone);
  const end = toLocal(period.end, zone);
  const a = zoneAbbreviation(period.start, zone);
  const b = zoneAbbreviation(period.end, zone);
  const sameDay = start.year === end.year && start.month === end.month && start.day === end.day;
  const endText = sameDay ? `${pad(end.hour)}:${pad(end.minute)}` : formatLocal(end);
  return a === b
    ? `${formatLocal(start)} to ${endText} ${a} (${zone})`
    : `${formatLocal(start)} ${a} to ${endText} ${b} (${zone})`;
}

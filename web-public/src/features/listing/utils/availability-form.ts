import { availabilityErrors, DEFAULT_BOOKING_RULES, type BookingRules, type OpenHours } from '../../../../../domain/booking/availability';
import type { FieldErrors } from '../../../../../domain/field-errors';
import { formatMinuteOfDay, WEEKDAY_NAMES } from '../../../../../domain/booking/local-time';

/**
 * The wizard's availability step (issue 34): when the plane can fly, as the form holds it. Sent after the
 * listing is created, to the same PUT /api/share/:id/availability the listing's own editor uses.
 */
export interface AvailabilityDraft {
  allDay: boolean;
  days: { open: boolean; from: string; to: string }[];
  noticeHours: string;
  minHours: string;
  maxHours: string;
}

const hours = (minutes: number) => String(Math.round((minutes / 60) * 100) / 100);
const minutesOf = (text: string) => (text.trim() === '' ? NaN : Math.round(Number(text) * 60));
const minuteOf = (time: string, closing: boolean) => {
  const [h, m] = time.split(':').map(Number);
  const minutes = (h ?? NaN) * 60 + (m ?? NaN);
  return closing && minutes === 0 ? 1440 : minutes;
};

/** The defaults a listing gets anyway: open around the clock, two hours' notice, one hour to two weeks. */
export const defaultAvailabilityDraft = (): AvailabilityDraft => ({
  allDay: true,
  days: WEEKDAY_NAMES.map(() => ({ open: true, from: formatMinuteOfDay(8 * 60), to: formatMinuteOfDay(18 * 60) })),
  noticeHours: hours(DEFAULT_BOOKING_RULES.noticeMinutes),
  minHours: hours(DEFAULT_BOOKING_RULES.minMinutes),
  maxHours: hours(DEFAULT_BOOKING_RULES.maxMinutes),
});

/** The body of PUT /api/share/:id/availability. */
export function availabilityPayload(d: AvailabilityDraft): { openHours: OpenHours[]; rules: BookingRules } {
  return {
    openHours: d.allDay ? [] : d.days.flatMap((day, i) => (day.open ? [{ day: i, from: minuteOf(day.from, false), to: minuteOf(day.to, true) }] : [])),
    // The rules the wizard does not ask about keep a new listing's defaults.
    rules: { ...DEFAULT_BOOKING_RULES, minMinutes: minutesOf(d.minHours), maxMinutes: minutesOf(d.maxHours), noticeMinutes: minutesOf(d.noticeHours) },
  };
}

/** The domain's messages for these settings (the server's own rules), by the step's fields. */
export function availabilityDraftErrors(d: AvailabilityDraft): FieldErrors {
  const { openHours, rules } = availabilityPayload(d);
  const { timeZone: _zone, ...errors } = availabilityErrors({ timeZone: 'UTC', openHours, rules });
  const closedAllWeek = !d.allDay && openHours.length === 0;
  return closedAllWeek ? { ...errors, openHours: ['Choose at least one day, or open around the clock.'] } : errors;
}

export const AVAILABILITY_FIELDS = ['openHours', 'noticeMinutes', 'minMinutes', 'maxMinutes'] as const;

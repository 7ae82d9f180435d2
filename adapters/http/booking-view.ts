import type { BookingDetails } from '../../application/bookings/booking-details.service.js';
import type { ShareCalendarView } from '../../application/bookings/share-calendar.service.js';
import type { Availability } from '../../domain/booking/availability.js';
import type { AvailabilityView, BookingView, CalendarView } from '../../domain/booking/booking-view.js';
import { offsetMinutes, parseAirportTime, toLocal } from '../../domain/booking/local-time.js';
import { PERIOD_MESSAGES } from '../../domain/booking/period-rules.js';
import { validationFailed } from '../../domain/errors.js';
import { fieldErrors } from '../../domain/field-errors.js';
import { toFlightView } from './flight-view.js';

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** "2027-03-14T09:00:00-04:00": the airport's wall-clock reading of an instant, with its offset. */
export function localIso(instant: Date, zone: string): string {
  const l = toLocal(instant, zone);
  const offset = offsetMinutes(instant, zone);
  const sign = offset < 0 ? '-' : '+';
  return `${l.year}-${pad(l.month)}-${pad(l.day)}T${pad(l.hour)}:${pad(l.minute)}:${pad(l.second)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** An instant sent by a client: ISO 8601 with its offset ("Z" or "-05:00"), or a 400 on that field. */
export function parseInstant(text: string, field: string): Date {
  const parsed = HAS_OFFSET.test(text.trim()) ? parseAirportTime(text, 'UTC') : null;
  if (parsed?.ok) return parsed.instant;
  const message = parsed?.reason === 'offset'
    ? PERIOD_MESSAGES.offset(field)
    : `The ${field} is not a date and time with its offset (for example 2027-03-14T09:00:00-04:00).`;
  throw validationFailed([message], message, fieldErrors([[field, [message]]]));
}

/** A request or booking as the API answers it (the domain's BookingView, which both web apps read). */
export function toBookingView(d: BookingDetails): BookingView {
  const b = d.booking;
  const zone = d.timeZone;
  return {
    id: b.id,
    shareId: b.shareId,
    share: d.share,
    kind: b.kind,
    state: b.state,
    start: b.period?.start.toISOString() ?? null,
    end: b.period?.end.toISOString() ?? null,
    timeZone: zone,
    startLocal: b.period ? localIso(b.period.start, zone) : null,
    endLocal: b.period ? localIso(b.period.end, zone) : null,
    message: b.message,
    reason: b.reason,
    cancelledBy: b.cancelledBy,
    pilot: d.pilot,
    owner: d.owner,
    createdAt: b.createdAt.toISOString(),
    expiresAt: b.expiresAt.toISOString(),
    decidedAt: b.decidedAt?.toISOString() ?? null,
    updatedAt: b.updatedAt.toISOString(),
    actions: d.actions,
    estimate: d.estimate,
    review: d.review,
    flight: d.flight ? toFlightView(d.flight, b) : null,
    payment: d.payment,
    group: d.group,
  };
}

export function toAvailabilityView(a: Availability, viewer: { canEdit: boolean; icsUrl?: string | null }): AvailabilityView {
  return {
    shareId: a.shareId,
    timeZone: a.timeZone,
    openHours: a.openHours,
    rules: a.rules,
    blocks: a.blocks.map((b) => ({
      id: b.id, start: b.start.toISOString(), end: b.end.toISOString(),
      startLocal: localIso(b.start, a.timeZone), endLocal: localIso(b.end, a.timeZone),
      ...(viewer.canEdit ? { reason: b.reason } : {}),
    })),
    grounded: a.grounded ? { reason: a.grounded.reason, since: a.grounded.since.toISOString() } : null,
    canEdit: viewer.canEdit,
    ...(viewer.canEdit && viewer.icsUrl ? { icsUrl: viewer.icsUrl } : {}),
  };
}

export function toCalendarView(c: ShareCalendarView, range: { from: Date; to: Date }): CalendarView {
  return {
    shareId: c.shareId,
    timeZone: c.timeZone,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    openHours: c.openHours,
    grounded: c.grounded,
    entries: c.entries.map((e) => ({
      ...e,
      start: e.start.toISOString(),
      end: e.end.toISOString(),
      startLocal: localIso(e.start, c.timeZone),
      endLocal: localIso(e.end, c.timeZone),
    })),
  };
}

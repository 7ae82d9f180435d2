import type { Identifier } from 'react-admin';
import { BOOKING_STATES } from '../../../domain/booking/booking';
import { BOOKING_STATE_LABELS, type BookingView } from '../../../domain/booking/booking-view';

/** A request or booking, as GET /api/admin/bookings answers it (the API's BookingView; react-admin's id). */
export type AdminBooking = Omit<BookingView, 'id'> & { id: Identifier };

export const bookingStateLabel = (b: Pick<AdminBooking, 'state'>): string => BOOKING_STATE_LABELS[b.state] ?? b.state;
export const BOOKING_STATE_CHOICES = BOOKING_STATES.map((id) => ({ id, name: BOOKING_STATE_LABELS[id] }));

/** "2027-03-08 09:00 to 12:00 (America/Kentucky/Louisville)": the airport's wall clock, as the API gives it. */
export function bookingPeriodLabel(b: Pick<AdminBooking, 'startLocal' | 'endLocal' | 'timeZone' | 'kind'>): string {
  if (!b.startLocal || !b.endLocal) return b.kind === 'join' ? 'Request to join (no period)' : '—';
  const day = (s: string) => s.slice(0, 10);
  const time = (s: string) => s.slice(11, 16);
  const end = day(b.startLocal) === day(b.endLocal) ? time(b.endLocal) : `${day(b.endLocal)} ${time(b.endLocal)}`;
  return `${day(b.startLocal)} ${time(b.startLocal)} to ${end} (${b.timeZone})`;
}

/** Staff may cancel an approved booking that has not ended (the server says so too). */
export const isCancellable = (b: Pick<AdminBooking, 'state' | 'end'>, now = Date.now()): boolean =>
  b.state === 'approved' && (!b.end || new Date(b.end).getTime() > now);

import type { Identifier } from 'react-admin';
import { BOOKING_STATES, type BookingState } from '../../../domain/booking/booking';

/** A request or booking, as GET /api/admin/bookings answers it (docs/api.md "Requests and bookings"). */
export interface AdminBooking {
  id: Identifier;
  shareId: number;
  share: { id: number; title: string; type: string; airportLabel: string } | null;
  kind: 'rental' | 'join';
  state: BookingState;
  start: string | null;
  end: string | null;
  timeZone: string;
  startLocal: string | null;
  endLocal: string | null;
  message: string;
  reason: string;
  cancelledBy: 'pilot' | 'owner' | 'admin' | 'system' | null;
  pilot: { id: number; name: string };
  owner: { id: number; name: string };
  createdAt: string;
  expiresAt: string;
  decidedAt: string | null;
}

const STATE_LABELS: Record<BookingState, string> = {
  pending: 'Waiting for an answer',
  approved: 'Approved',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
  cancelled: 'Cancelled',
};

export const bookingStateLabel = (b: Pick<AdminBooking, 'state'>): string => STATE_LABELS[b.state] ?? b.state;
export const BOOKING_STATE_CHOICES = BOOKING_STATES.map((id) => ({ id, name: STATE_LABELS[id] }));

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

import type { Identifier } from 'react-admin';
import { BOOKING_STATES, type BookingState } from '../../../domain/booking/booking';
import { BOOKING_STATE_LABELS } from '../../../domain/booking/booking-view';
import type { SquawkSeverity } from '../../../domain/flight/flight';
import type { FlightPhotoView, FlightView } from '../../../domain/flight/flight-view';
import { withCommas } from '../../../domain/text/us-format';

/**
 * A flight as GET /api/admin/flights answers it: the API's FlightView with its listing and its two sides
 * (docs/api.md, "Back office"); react-admin's id is the booking's.
 */
export type AdminFlight = FlightView & {
  id: Identifier;
  share: { id: number; title: string };
  pilot: { id: number; name: string };
  owner: { id: number; name: string };
};

/** The states a booking with a flight can be in (a no-show never checked out: it has no flight). */
const FLIGHT_STATES: readonly string[] = ['checked_out', 'flown', 'disputed', 'closed'];

export const FLIGHT_STATE_CHOICES = BOOKING_STATES.filter((s) => FLIGHT_STATES.includes(s)).map((id) => ({ id, name: BOOKING_STATE_LABELS[id] }));

export const flightStateLabel = (f: { state: BookingState }): string => BOOKING_STATE_LABELS[f.state] ?? f.state;

/** "$1,234.50", "-$12.00": integer cents written out without floating-point arithmetic. */
export function centsLabel(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}$${withCommas(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
}

/** Hours or gallons as the API gives them, with their one decimal: "1234.5". */
export const tenthsLabel = (n: number): string => n.toFixed(1);

/** The time between two readings (hours, one decimal), worked out in tenths so 0.1 + 0.2 reads 0.3. */
export const readingDifference = (from: number, to: number): string => tenthsLabel((Math.round(to * 10) - Math.round(from * 10)) / 10);

export const billTotalLabel = (f: Pick<FlightView, 'bill'>): string => (f.bill ? centsLabel(f.bill.totalCents) : '—');

export const isFlagged = (f: Pick<FlightView, 'flags'>): boolean => f.flags.length > 0;

/** Staff resolve a dispute that is open (the server says so too). */
export const isResolvable = (f: Pick<FlightView, 'state' | 'dispute'>): boolean => (f.state as string) === 'disputed' && !!f.dispute && !f.dispute.resolvedAt;

export const PHOTO_KIND_LABELS: Record<FlightPhotoView['kind'], string> = {
  hobbs: 'Hobbs meter',
  tach: 'Tach meter',
  fuel_gauge: 'Fuel gauges',
  receipt: 'Fuel receipt',
};

export const METER_LABELS = { hobbs: 'Hobbs', tach: 'Tach' } as const;

export const SQUAWK_SEVERITY_LABELS: Record<SquawkSeverity, string> = {
  info: 'Info',
  deferred: 'Deferred',
  grounding: 'Grounding',
};

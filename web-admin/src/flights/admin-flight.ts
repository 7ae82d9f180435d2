import type { Identifier } from 'react-admin';
import type { BookingState } from '../../../domain/booking/booking';
import { BOOKING_STATE_LABELS } from '../../../domain/booking/booking-view';
import type { SquawkSeverity } from '../../../domain/flight/flight';
import type { FlightPhotoView, FlightView } from '../../../domain/flight/flight-view';
import { formatCentsExact } from '../../../domain/money/cents';

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
const FLIGHT_STATES: readonly BookingState[] = ['checked_out', 'flown', 'disputed', 'closed'];

export const FLIGHT_STATE_CHOICES = FLIGHT_STATES.map((id) => ({ id, name: BOOKING_STATE_LABELS[id] }));

export const flightStateLabel = (f: { state: BookingState }): string => BOOKING_STATE_LABELS[f.state] ?? f.state;

/** "$1,234.50": a bill's amounts always with their cents (domain/money, the one money module). */
export const centsLabel = formatCentsExact;

/** Hours or gallons as the API gives them, with their one decimal: "1234.5". */
export const tenthsLabel = (n: number): string => n.toFixed(1);

/** The time between two readings (hours, one decimal), worked out in tenths so 0.1 + 0.2 reads 0.3. */
export const readingDifference = (from: number, to: number): string => tenthsLabel((Math.round(to * 10) - Math.round(from * 10)) / 10);

export const billTotalLabel = (f: Pick<FlightView, 'bill'>): string => (f.bill ? centsLabel(f.bill.totalCents) : '—');

export const isFlagged = (f: Pick<FlightView, 'flags'>): boolean => f.flags.length > 0;

/** Staff resolve a dispute that is open (the server says so too). */
export const isResolvable = (f: Pick<FlightView, 'state' | 'dispute'>): boolean => f.state === 'disputed' && !!f.dispute && !f.dispute.resolvedAt;

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

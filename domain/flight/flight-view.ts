import type { BookingState } from '../booking/booking.js';
import type { BillingRules } from './billing-rules.js';
import type { BillLineKind, ContinuityFlag, FlightPhoto, SquawkSeverity } from './flight.js';

/**
 * The wire shapes of a flight (docs/api.md "Flights"): built by the server (adapters/http/flight-view.ts),
 * read by the public site and the back office. Readings are hours with one decimal, gallons with one
 * decimal, money integer cents, instants ISO 8601.
 */
export interface FlightPhotoView {
  kind: FlightPhoto['kind'];
  /** Where the caller can open it (only the pilot, the owner and staff can). */
  url: string;
}

export interface CheckOutView {
  hobbs: number;
  tach: number;
  fuelOnBoard: number;
  at: string;
  photos: FlightPhotoView[];
}

export interface CheckInView {
  hobbs: number;
  tach: number;
  blockOff: string | null;
  blockOn: string | null;
  landings: number;
  route: string[];
  fuel: { gallons: number; amountCents: number }[];
  squawks: { text: string; severity: SquawkSeverity }[];
  note: string;
  at: string;
  photos: FlightPhotoView[];
}

export interface ContinuityFlagView {
  meter: ContinuityFlag['meter'];
  expected: number;
  found: number;
  source: ContinuityFlag['source'];
  /** "The Hobbs read 1234.5 at check-out; the last check-in left it at 1232.0." */
  message: string;
}

export interface BillView {
  lines: { kind: BillLineKind; description: string; quantity: number; amountCents: number }[];
  totalCents: number;
  currency: 'USD';
}

/** GET /api/requests/:id/flight, and `flight` of a Request answer (null before check-out). */
export interface FlightView {
  bookingId: number;
  state: BookingState;
  checkOut: CheckOutView | null;
  checkIn: CheckInView | null;
  flags: ContinuityFlagView[];
  bill: BillView | null;
  billing: BillingRules;
  dispute: { by: 'pilot' | 'owner'; reason: string; at: string; resolvedAt: string | null; resolution: string } | null;
  confirmedAt: string | null;
  closedAt: string | null;
  /** When an undisputed flight closes by itself (72 hours after check-in); null before check-in or once closed. */
  closesAt: string | null;
}

/** GET/PUT /api/share/:id/billing. */
export type BillingRulesView = BillingRules;

/** A flight as the back office reads it (GET /api/admin/flights, /:id): keyed by the booking's id, with the listing and both people. */
export interface AdminFlightView extends FlightView {
  id: number;
  share: { id: number; title: string };
  pilot: { id: number; name: string };
  owner: { id: number; name: string };
}

/** GET/PUT /api/share/:id/readings: the owner's last recorded meter readings (hours, one decimal). */
export interface OwnerReadingView {
  hobbs: number;
  tach: number;
  at: string;
}

/**
 * A flight (issue 36): what happens to an approved rental after approval. The pilot checks the aircraft
 * out with its meter readings, flies, checks it back in with the readings, fuel receipts and squawks; the
 * site works out the bill from the booking's billing rules (copied from the listing at approval), and the
 * owner confirms it or disputes it. The flight's state is the booking's (domain/booking/booking.ts):
 *
 *   approved --check_out (pilot)--> checked_out --check_in (pilot)--> flown --confirm (owner)--> closed
 *   flown --dispute (pilot|owner, within 72 h of check-in)--> disputed --resolve (admin)--> closed
 *   flown --close (system, 72 h after check-in)--> closed
 *   approved --no_show (owner, 60 min past the booked start, no check-out)--> no_show
 *
 * Meter readings are kept as integer tenths of an hour (1234.5 hours is 12345), gallons as integer
 * tenths of a gallon, money as integer cents: no floating-point arithmetic touches a reading or a price.
 */
import type { BillingRules } from './billing-rules.js';

/** Tenths of an hour (Hobbs and tach meters read to one decimal). */
export type Tenths = number;

export const SQUAWK_SEVERITIES = ['info', 'deferred', 'grounding'] as const;
export type SquawkSeverity = (typeof SQUAWK_SEVERITIES)[number];

export interface Squawk {
  text: string;
  severity: SquawkSeverity;
}

/** A photo kept with a flight (a meter, the fuel gauges, a fuel receipt), stored by the media store. */
export interface FlightPhoto {
  /** What it shows. */
  kind: 'hobbs' | 'tach' | 'fuel_gauge' | 'receipt';
  /** The media store's key of the stored image. */
  key: string;
}

export interface MeterReadings {
  hobbs: Tenths;
  tach: Tenths;
}

export interface CheckOut extends MeterReadings {
  /** Fuel on board at check-out, tenths of a gallon. */
  fuelOnBoard: number;
  at: Date;
  photos: FlightPhoto[];
}

/** Fuel the pilot bought on the way. */
export interface FuelPurchase {
  /** Tenths of a gallon. */
  gallons: number;
  /** What he paid, in cents. */
  amountCents: number;
}

export interface CheckIn extends MeterReadings {
  blockOff: Date | null;
  blockOn: Date | null;
  landings: number;
  /** Airport codes in the order flown ("KLOU", "KSDF", "KLOU"). */
  route: string[];
  fuel: FuelPurchase[];
  squawks: Squawk[];
  /** Required when the meter time is over 24 hours. */
  note: string;
  at: Date;
  photos: FlightPhoto[];
}

/** A check-out reading that does not continue the aircraft's last known reading: flagged, not refused. */
export interface ContinuityFlag {
  meter: 'hobbs' | 'tach';
  /** The last known reading (tenths). */
  expected: Tenths;
  /** The check-out's reading (tenths). */
  found: Tenths;
  /** Where the expected reading comes from. */
  source: 'last_check_in' | 'owner_reading';
}

export interface Dispute {
  by: 'pilot' | 'owner';
  reason: string;
  at: Date;
  /** Set when staff resolve it. */
  resolvedAt: Date | null;
  resolution: string;
}

export type BillLineKind = 'time' | 'minimum' | 'fuel_credit' | 'fee';

export interface BillLine {
  kind: BillLineKind;
  description: string;
  /** Hours for time lines (one decimal), gallons for fuel lines, 1 for fees. */
  quantity: number;
  /** Negative for a credit. */
  amountCents: number;
}

export interface Bill {
  lines: BillLine[];
  totalCents: number;
  currency: 'USD';
}

/** The record of a rental's flight, one per booking (created at check-out). */
export interface Flight {
  bookingId: number;
  shareId: number;
  pilotId: number;
  ownerId: number;
  /** The rules in force when the booking was approved. */
  billing: BillingRules;
  checkOut: CheckOut;
  checkIn: CheckIn | null;
  flags: ContinuityFlag[];
  /** Worked out at check-in (and again when staff correct a reading). */
  bill: Bill | null;
  dispute: Dispute | null;
  confirmedAt: Date | null;
  closedAt: Date | null;
}

export const DISPUTE_WINDOW_MS = 72 * 3_600_000;
export const NO_SHOW_AFTER_MS = 60 * 60_000;
export const CHECK_OUT_EARLY_MS = 2 * 3_600_000;
/** Meter time over this needs a note. */
export const LONG_FLIGHT_TENTHS = 240;

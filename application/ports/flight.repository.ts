import type { Booking, BookingState } from '../../domain/booking/booking.js';
import type { BillingRules } from '../../domain/flight/billing-rules.js';
import type { Flight, MeterReadings } from '../../domain/flight/flight.js';
import type { FlownOnWingshare } from '../../domain/pilot/flown-on-wingshare.js';

/** A reading the aircraft was last known at, and when. */
export interface DatedReading extends MeterReadings {
  at: Date;
}

export interface FlightListQuery {
  states?: BookingState[];
  shareId?: number;
  pilotId?: number;
  /** Only flights with a continuity flag (true) or only those without (false). */
  flagged?: boolean;
  sort?: { field: 'bookingId' | 'checkedOutAt' | 'checkedInAt'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/**
 * Flights (issue 36), one per rental booking from its check-out, stored with the booking's state change in
 * one transaction: `checkOut` and `save` run inside the caller's unit of work, after the booking's own
 * compare-and-set transition (BookingRepository.saveTransition), so a check-in that lost a race to another
 * writes nothing.
 */
export interface FlightRepository {
  find(bookingId: number): Promise<Flight | null>;
  findMany(bookingIds: number[]): Promise<Map<number, Flight>>;
  /** Inserts the flight of a check-out; a conflict DomainError when the booking already has one. */
  create(flight: Flight): Promise<void>;
  /** Replaces the stored flight (check-in, confirmation, dispute, closing, resolution). */
  save(flight: Flight): Promise<void>;
  /**
   * The readings of the listing's last checked-in flight (another booking than `exceptBookingId`), or null:
   * the aircraft's, since an aircraft has one listing (shares.aircraft_id is unique).
   */
  lastCheckIn(shareId: number, exceptBookingId: number): Promise<DatedReading | null>;
  /** Flown bookings whose check-in was at or before `checkedInBy`, oldest first: the closing job's batch. */
  dueToClose(checkedInBy: Date, limit: number): Promise<Booking[]>;
  /** The back office's list: flights with their bookings, newest check-out first unless said otherwise. */
  list(query: FlightListQuery): Promise<{ items: Array<{ booking: Booking; flight: Flight }>; total: number }>;
  /** What each pilot flew on Wingshare (closed flights), kept apart from what he declared. */
  flownOnWingshare(pilotIds: number[]): Promise<Map<number, FlownOnWingshare>>;
  /** A pilot's closed flights checked out at or after `from` (issue 40: what his imported logbook cannot hold yet). */
  closedFlightsFrom(pilotId: number, from: Date): Promise<Flight[]>;
  /**
   * Changes a pilot's flown record (in the caller's transaction, with the flight's closing), holding it
   * against another change until that transaction ends: two flights closing at once both count.
   */
  updateFlownOnWingshare(pilotId: number, change: (current: FlownOnWingshare | null) => FlownOnWingshare): Promise<void>;
}

/**
 * Billing rules: a listing's (set by its owner), and the copy on each booking taken when it was approved
 * (changing the listing's later changes no open flight).
 */
export interface BillingRulesRepository {
  forShare(shareId: number): Promise<BillingRules | null>;
  saveForShare(shareId: number, rules: BillingRules): Promise<void>;
  forBooking(bookingId: number): Promise<BillingRules | null>;
  /** In the caller's transaction (the approval's). */
  copyToBooking(bookingId: number, rules: BillingRules): Promise<void>;
  /** The owner's last recorded readings of the listing's aircraft, when he recorded any. */
  ownerReading(shareId: number): Promise<DatedReading | null>;
  /** Records the owner's reading; a listing without saved rules keeps `rulesIfNone` (its defaults) beside it. */
  saveOwnerReading(shareId: number, reading: DatedReading, rulesIfNone: BillingRules): Promise<void>;
}

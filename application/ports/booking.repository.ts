import type { Booking, BookingKind, BookingState, Period } from '../../domain/booking/booking.js';

export interface NewBooking {
  shareId: number;
  pilotId: number;
  ownerId: number;
  kind: BookingKind;
  period: Period | null;
  message: string;
  createdAt: Date;
  expiresAt: Date;
  /** A member's booking of a group aircraft (issue 39). */
  groupId?: number | null;
}

/** An approved booking on a calendar, with the name of its pilot (shown to the owner and the pilot only). */
export interface CalendarBooking extends Booking {
  pilotName: string;
}

export interface BookingListQuery {
  pilotId?: number;
  ownerId?: number;
  /** Either side: the pilot or the owner (the back office's user filter). */
  userId?: number;
  shareId?: number;
  ids?: number[];
  states?: BookingState[];
  /** Rentals whose period overlaps this one. */
  overlapping?: Period;
  /** Requests whose 48 hours end after this instant (still answerable when pending). */
  expiringAfter?: Date;
  /** The back office's search: the pilot's or the owner's name or username contains it. */
  person?: string;
  /** The back office's search: the listed aircraft's tail number contains it. */
  tailNumber?: string;
  offset: number;
  limit: number;
  /** Newest first unless said otherwise. */
  sort?: { field: 'id' | 'createdAt' | 'start'; order: 'ASC' | 'DESC' };
}

/**
 * Requests and bookings storage. An approved rental holds its period: the store refuses, even when two
 * approvals race, a hold that overlaps another approved booking or a blocked period of the listing.
 */
export interface BookingRepository {
  create(booking: NewBooking): Promise<Booking>;
  findById(id: number): Promise<Booking | null>;
  /**
   * Stores `after`, the transition of `before`, atomically with its hold (taken on approval, released on
   * cancellation). A conflict DomainError when the stored state is no longer `before.state` (someone
   * answered first), when the approved period overlaps a hold (BOOKING_MESSAGES.overlap), or when the
   * listing was grounded before the approval could commit; nothing is written then.
   */
  saveTransition(before: Booking, after: Booking): Promise<Booking>;
  /** Approved bookings of the listing that overlap the period, by start (through their flight: every booking holding its period). */
  approvedIn(shareId: number, period: Period): Promise<CalendarBooking[]>;
  /**
   * Holds the pilot's request lock until the current transaction ends (at once outside one): the checks of
   * a new request (the future-bookings limit, a duplicate) and its insert run for one pilot at a time.
   */
  lockRequestsOf(pilotId: number): Promise<void>;
  /** The pilot's pending rental requests on the listing whose period overlaps this one, oldest first. */
  pendingOverlapping(shareId: number, pilotId: number, period: Period): Promise<Booking[]>;
  /** Requests of the pilot on the listing that hold or may hold a future period: pending, or approved (or checked out) and not ended. */
  countFutureHeld(shareId: number, pilotId: number, now: Date): Promise<number>;
  /** The pilot's pending or approved request to join the listing, if any. */
  openJoinRequest(shareId: number, pilotId: number): Promise<Booking | null>;
  /** Pending requests whose 48 hours are over, oldest first. */
  dueForExpiry(now: Date, limit: number): Promise<Booking[]>;
  /** Approved bookings of the listing that have not ended (the pilots told when it is grounded). */
  futureApproved(shareId: number, now: Date): Promise<Booking[]>;
  /** The pilot's bookings of these listings that hold their period and have not ended (a member's, for the group's limits). */
  heldNotEnded(shareIds: number[], pilotId: number, now: Date): Promise<Booking[]>;
  list(query: BookingListQuery): Promise<{ items: Booking[]; total: number }>;
}

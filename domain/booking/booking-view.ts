import type { OwnerQualification } from '../pilot/owner-qualification.js';
import type { BookingReviewState } from '../review/review-view.js';
import type { FlightView } from '../flight/flight-view.js';
import type { BookingRules, OpenHours } from './availability.js';
import type { BookingActor, BookingKind, BookingState } from './booking.js';
import type { BookingAction } from './booking-transitions.js';
import type { PriceEstimate } from './price-estimate.js';
import type { PaymentState } from '../payment/payment.js';

/** What a pilot or an owner may do next with a request (expiry and closing are the server's, resolving staff's). */
export type BookingUserAction = Exclude<BookingAction, 'expire' | 'close' | 'resolve'>;

/**
 * A request or booking as the API answers it (docs/api.md "Requests and bookings"): built by the server
 * (adapters/http/booking-view.ts), read by the public site and the back office.
 */
export interface BookingView {
  id: number;
  shareId: number;
  share: { id: number; title: string; type: string; airportLabel: string } | null;
  kind: BookingKind;
  state: BookingState;
  start: string | null;
  end: string | null;
  timeZone: string;
  /** The airport's wall-clock reading with its offset ("2027-03-14T09:00:00-04:00"). */
  startLocal: string | null;
  endLocal: string | null;
  message: string;
  reason: string;
  cancelledBy: BookingActor | null;
  pilot: { id: number; name: string };
  owner: { id: number; name: string };
  createdAt: string;
  expiresAt: string;
  decidedAt: string | null;
  updatedAt: string;
  actions: BookingUserAction[];
  /** A rental's price at the listing's hourly rate, in cents (domain/booking/price-estimate.ts); null without a rate or for a request to join. */
  estimate: PriceEstimate | null;
  /** The owner's list only (GET /api/requests?role=owner): the owner's view of the pilot's match on the day. */
  qualification?: OwnerQualification | null;
  /** Rentals: what the caller may review or has reviewed (issue 16); null for requests to join. */
  review?: BookingReviewState | null;
  /** The flight (issue 36): null before check-out, and for requests to join. */
  flight: FlightView | null;
  /** Issue 37: the money's state when the booking takes payment through the site (GET /api/requests/:id/payment says more), null when it does not. */
  payment: PaymentState | null;
  /** An approved request to join (issue 39): the listing's group on Wingshare and whether the pilot is a member now; null otherwise. */
  group: BookingGroup | null;
}

export interface BookingGroup {
  id: number;
  name: string;
  pilotIsMember: boolean;
}

/** GET /api/requests: one page of the caller's requests (as pilot) or of those on his listings (?role=owner). */
export interface BookingList {
  requests: BookingView[];
  total: number;
  page: number;
  limit: number;
}

/** A period the owner blocked, on the availability; its reason for the owner and admins only. */
export interface BlockView {
  id: number;
  start: string;
  end: string;
  startLocal: string;
  endLocal: string;
  reason?: string;
}

/**
 * GET /api/share/:id/availability (built by adapters/http/booking-view.ts). `icsUrl` and block reasons for
 * the owner and admins only.
 */
export interface AvailabilityView {
  shareId: number;
  timeZone: string;
  openHours: OpenHours[];
  rules: BookingRules;
  blocks: BlockView[];
  grounded: { reason: string; since: string } | null;
  canEdit: boolean;
  icsUrl?: string;
}

/**
 * One booked or blocked period of GET /api/share/:id/calendar; who booked only for those who may know.
 * `requested`: the caller's own request still waiting for an answer (shown to that pilot alone).
 */
export interface CalendarEntryView {
  kind: 'booked' | 'blocked' | 'requested';
  start: string;
  end: string;
  startLocal: string;
  endLocal: string;
  bookingId?: number;
  mine?: boolean;
  pilotName?: string;
  reason?: string;
}

/** GET /api/share/:id/calendar?from=&to= (built by adapters/http/booking-view.ts). */
export interface CalendarView {
  shareId: number;
  timeZone: string;
  from: string;
  to: string;
  openHours: OpenHours[];
  /** The aircraft is grounded (its reason is the availability's). */
  grounded: boolean;
  entries: CalendarEntryView[];
}

/** Each state in words, as both sites show it. */
export const BOOKING_STATE_LABELS: Record<BookingState, string> = {
  pending: 'Waiting for an answer',
  approved: 'Approved',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
  cancelled: 'Cancelled',
  checked_out: 'Checked out',
  flown: 'Flown: waiting for the owner',
  closed: 'Closed',
  disputed: 'Disputed',
  no_show: 'No-show',
};

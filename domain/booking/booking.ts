import type { ShareType } from '../share/share-types.js';

/**
 * A request's life: pending until the owner answers, the pilot withdraws it or 48 hours pass. An approved
 * rental goes on with its flight (issue 36): checked out, flown (checked in, waiting for the owner), closed,
 * or disputed; or a no-show.
 */
export const BOOKING_STATES = [
  'pending', 'approved', 'declined', 'expired', 'withdrawn', 'cancelled', 'checked_out', 'flown', 'closed', 'disputed', 'no_show',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** Rentals ask for a period of the aircraft; share purchases, partnerships and clubs ask to join. */
export type BookingKind = 'rental' | 'join';

/** Who acts on a request. `system` is the expiry and closing jobs; `admin` the back office. */
export type BookingActor = 'pilot' | 'owner' | 'admin' | 'system';

/** A half-open period [start, end) of instants. */
export interface Period {
  start: Date;
  end: Date;
}

export interface Booking {
  id: number;
  shareId: number;
  pilotId: number;
  ownerId: number;
  kind: BookingKind;
  state: BookingState;
  /** The rental's period; null for a request to join. */
  period: Period | null;
  message: string;
  /** Why it was declined or cancelled (kept with the booking). */
  reason: string;
  /** Who cancelled it, when it was cancelled. */
  cancelledBy: BookingActor | null;
  createdAt: Date;
  /** Unanswered by then, it expires. */
  expiresAt: Date;
  /** When it left pending (answered, withdrawn, expired). */
  decidedAt: Date | null;
  updatedAt: Date;
  /** A member's booking of his group's aircraft (issue 39): held at once, billed on the group's statement. */
  groupId?: number | null;
}

export const REQUEST_LIFETIME_MS = 48 * 3_600_000;

/** The states in which an approved rental still holds its period (only a cancellation frees it). */
export const HOLDING_STATES: readonly BookingState[] = ['approved', 'checked_out', 'flown', 'closed', 'disputed'];

export const isRentalType = (type: ShareType): boolean => type === 'PRIVATE_OWNER_RENTAL' || type === 'FBO_RENTAL';
export const bookingKindOf = (type: ShareType): BookingKind => (isRentalType(type) ? 'rental' : 'join');

/** Half-open periods overlap when each starts before the other ends (back to back is fine). */
export const overlaps = (a: Period, b: Period): boolean => a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();

export const MESSAGE_MAX = 2000;
export const REASON_MAX = 500;

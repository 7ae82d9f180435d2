import type { BookingRules, OpenHours } from '../../../domain/booking/availability';
import type { BookingKind, BookingState } from '../../../domain/booking/booking';
import { formatLocalPeriod } from '../../../domain/booking/local-time';
import type { Qualification } from '../../../domain/pilot/qualification';

/** A request or booking as the API answers it (docs/api.md "Requests and bookings"). */
export interface BookingView {
  id: number;
  shareId: number;
  share: { id: number; title: string; type: string; airportLabel: string } | null;
  kind: BookingKind;
  state: BookingState;
  start: string | null;
  end: string | null;
  timeZone: string;
  startLocal: string | null;
  endLocal: string | null;
  message: string;
  reason: string;
  cancelledBy: 'pilot' | 'owner' | 'admin' | null;
  pilot: { id: number; name: string };
  owner: { id: number; name: string };
  createdAt: string;
  expiresAt: string;
  decidedAt: string | null;
  updatedAt: string;
  actions: BookingUserAction[];
  /** The owner's list only (GET /api/requests?role=owner): the pilot's match with the listing's minimums on the day. */
  qualification?: Qualification | null;
}

export type BookingUserAction = 'approve' | 'decline' | 'withdraw' | 'cancel';

export interface BlockView {
  id: number;
  start: string;
  end: string;
  startLocal: string;
  endLocal: string;
  reason?: string;
}

/** GET /api/share/:id/availability. `icsUrl` and block reasons for the owner and admins only. */
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

/** One booked or blocked period of GET /api/share/:id/calendar; who booked only for those who may know. */
export interface CalendarEntryView {
  kind: 'booked' | 'blocked';
  start: string;
  end: string;
  startLocal: string;
  endLocal: string;
  bookingId?: number;
  mine?: boolean;
  pilotName?: string;
  reason?: string;
}

export interface CalendarView {
  shareId: number;
  timeZone: string;
  from: string;
  to: string;
  openHours: OpenHours[];
  grounded: { reason: string; since: string } | null;
  entries: CalendarEntryView[];
}

export interface BookingList {
  requests: BookingView[];
  total: number;
  page: number;
  limit: number;
}

export const STATE_LABELS: Record<BookingState, string> = {
  pending: 'Waiting for an answer',
  approved: 'Approved',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
  cancelled: 'Cancelled',
};

/** "Monday 8 Mar 2027 09:00 to 12:00 EST (America/Kentucky/Louisville)", or the request to join's words. */
export function bookingPeriodText(b: Pick<BookingView, 'start' | 'end' | 'timeZone' | 'kind'>): string {
  if (!b.start || !b.end) return 'Request to join';
  return formatLocalPeriod({ start: new Date(b.start), end: new Date(b.end) }, b.timeZone);
}

import type { BookingRules, OpenHours } from '../../../domain/booking/availability';
import type { BookingView } from '../../../domain/booking/booking-view';
import { formatLocalPeriod } from '../../../domain/booking/local-time';

export type { BookingUserAction, BookingView } from '../../../domain/booking/booking-view';
export { BOOKING_STATE_LABELS as STATE_LABELS } from '../../../domain/booking/booking-view';

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

export interface BookingList {
  requests: BookingView[];
  total: number;
  page: number;
  limit: number;
}


/** "Monday 8 Mar 2027 09:00 to 12:00 EST (America/Kentucky/Louisville)", or the request to join's words. */
export function bookingPeriodText(b: Pick<BookingView, 'start' | 'end' | 'timeZone' | 'kind'>): string {
  if (!b.start || !b.end) return 'Request to join';
  return formatLocalPeriod({ start: new Date(b.start), end: new Date(b.end) }, b.timeZone);
}

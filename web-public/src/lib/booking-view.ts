import type { BookingView } from '../../../domain/booking/booking-view';
import { formatLocalPeriod } from '../../../domain/booking/local-time';

export type {
  AvailabilityView, BlockView, BookingList, BookingUserAction, BookingView, CalendarEntryView, CalendarView,
} from '../../../domain/booking/booking-view';
export { BOOKING_STATE_LABELS as STATE_LABELS } from '../../../domain/booking/booking-view';

/** "Monday 8 Mar 2027 09:00 to 12:00 EST (America/Kentucky/Louisville)", or the request to join's words. */
export function bookingPeriodText(b: Pick<BookingView, 'start' | 'end' | 'timeZone' | 'kind'>): string {
  if (!b.start || !b.end) return 'Request to join';
  return formatLocalPeriod({ start: new Date(b.start), end: new Date(b.end) }, b.timeZone);
}

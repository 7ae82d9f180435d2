/**
 * What a pilot's imported logbook adds up to (issue 40): the same shape as what he flew on Wingshare
 * (flown-on-wingshare.ts), so the record's figures can come from either, plus the day of its last flight
 * (flights closed on Wingshare after it are not in the log and are added to it).
 */
import type { FlownOnWingshare } from '../flown-on-wingshare.js';
import type { CalendarDay } from '../pilot-record.js';

export interface LogbookTotals extends FlownOnWingshare {
  /** The day of the log's last flight, null for an empty log. */
  lastFlight: CalendarDay | null;
  /** The day of the last flight review the log records (61.56), null when none. */
  lastFlightReview: CalendarDay | null;
}

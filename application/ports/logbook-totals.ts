import type { CalendarDay } from '../../domain/pilot/pilot-record.js';
import type { LogbookTotals } from '../../domain/pilot/logbook/logbook-totals.js';

/** What the imported logbooks add up to (issue 40), for the record and the minimums match. */
export interface LogbookTotalsSource {
  /** The totals of these pilots that have a log (last-90-days counted back from `today`). */
  logbookTotals(userIds: number[], today: CalendarDay): Promise<Map<number, LogbookTotals>>;
}

/** Wire types of the logbook routes (issue 40): what the server answers and web-public reads. */
import type { Currency } from './currency.js';
import type { LogbookFlight, LogbookFormat } from './logbook-flight.js';
import type { SkippedLine } from './logbook-formats.js';
import type { LogbookTotals } from './logbook-totals.js';

/** POST /api/user/logbook/import: the preview, or (with ?commit=true) what was saved. */
export interface LogbookImportView {
  format: LogbookFormat;
  /** The flights the import adds (the preview) or added (saved). */
  flights: number;
  /** Their hours, to one decimal. */
  hours: number;
  /** Flights left out because the log (or the file itself) already has them. */
  duplicates: number;
  skipped: SkippedLine[];
  /** "412 flights, 1,874.3 hours, 3 rows not read: line 57 has no date" (logbookSummary). */
  summary: string;
  saved: boolean;
}

/** GET /api/user/logbook. */
export interface LogbookView {
  /** The imported flights, the latest first. */
  flights: LogbookFlight[];
  /** How many flights. */
  total: number;
  /** Their hours, to one decimal. */
  hours: number;
  totals: LogbookTotals;
  currency: Currency;
}

import type { FigureSource } from './figure-source.js';
import type { CalendarDay, HourClass, Rating } from './pilot-record.js';

/**
 * Where the figure an outcome was decided on comes from (issue 40): declared, a logbook, flown on Wingshare,
 * the FAA file (its month in `file`); worded by figure-source.ts's sourceText.
 */
export interface OutcomeSource {
  source: FigureSource;
  file?: string;
}

/**
 * One line of the match. `key` names the requirement: 'certificate', 'rating:<rating>', 'totalHours',
 * 'classHours:<class>', 'makeModelHours', 'medical', 'flightReview', 'age', 'renterInsurance'.
 * `label` is the requirement in words ("25 hours in Piper PA-28"); `detail` what the pilot has or lacks
 * ("18 of 25 hours in Piper PA-28", "Medical expired on 2026-03-31", "No flight review recorded").
 */
export type RequirementOutcome = (
  | { key: string; label: string; status: 'met'; detail: string }
  | { key: string; label: string; status: 'short'; have: number; need: number; unit: 'hours' | 'years' | 'USD'; detail: string }
  | { key: string; label: string; status: 'missing'; detail: string }
  | { key: string; label: string; status: 'expired'; on: CalendarDay; detail: string }
) & OutcomeSource;

export interface Qualification {
  /** Every requirement of the listing (minimums and what the aircraft itself needs), in a stable order. */
  outcomes: RequirementOutcome[];
  met: number;
  total: number;
  /** All met (true when nothing is required). */
  qualifies: boolean;
  /** "You meet 6 of 7: 18 of 25 hours in PA-28" or "You meet all 7 requirements" or "No minimums". */
  summary: string;
}

export type { HourClass, Rating };

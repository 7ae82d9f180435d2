/**
 * Where a figure of a pilot's record comes from (issue 40): what he typed, his imported logbook, the flights
 * he closed on Wingshare, or the FAA's airmen file. Each figure the record and the qualification answers
 * carry says its source, so an owner can weigh it; the browser and the server word it with sourceText.
 */
import { monthText } from '../group/month.js';

export const FIGURE_SOURCES = ['declared', 'logbook', 'wingshare', 'faa'] as const;
export type FigureSource = (typeof FIGURE_SOURCES)[number];

/** A value with where it comes from; `file` is the FAA file's month ('YYYY-MM') when the source is 'faa'. */
export interface Sourced<T> {
  value: T;
  source: FigureSource;
  file?: string;
}

/** "declared", "from a logbook", "flown on Wingshare", "FAA-matched (November 2026 file)". */
export function sourceText(source: FigureSource, file?: string): string {
  switch (source) {
    case 'declared':
      return 'declared';
    case 'logbook':
      return 'from a logbook';
    case 'wingshare':
      return 'flown on Wingshare';
    case 'faa':
      return file ? `FAA-matched (${monthText(file)} file)` : 'FAA-matched';
  }
}

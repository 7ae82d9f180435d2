import { usNumber } from '../text/us-format.js';

/**
 * The line above a list of search results. None when nothing was found (the page says so in its own
 * box), "1 result" and "Showing all 3 results" when every result is shown, "Showing 24 of 130 results"
 * while more are to load ("Showing 1 of 1 results" read like a machine).
 */
export function resultCountLine(shown: number, total: number): string | null {
  if (total <= 0) return null;
  if (shown >= total) return total === 1 ? '1 result' : `Showing all ${usNumber(total)} results`;
  return `Showing ${usNumber(shown)} of ${usNumber(total)} results`;
}

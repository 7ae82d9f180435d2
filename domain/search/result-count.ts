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

/**
 * What a search that widened its circle says above its results (issue 34): the first search doubles its
 * radius while it finds fewer than 4, and the visitor is told so rather than shown far-away planes without
 * a word: "Only 1 plane within 50 km: showing 1,600 km", "No results within 50 km: showing 2,000 km".
 * `planesOnly`: the search asked for planes alone (the count names them).
 */
export function widenedLine(foundBefore: number, fromKm: number, toKm: number, planesOnly: boolean): string {
  const km = (radius: number) => `${usNumber(radius, { maxFractionDigits: 2 })} km`;
  const noun = planesOnly ? (foundBefore === 1 ? 'plane' : 'planes') : foundBefore === 1 ? 'result' : 'results';
  const found = foundBefore <= 0 ? `No ${noun}` : `Only ${usNumber(foundBefore)} ${noun}`;
  return `${found} within ${km(fromKm)}: showing ${km(toKm)}`;
}

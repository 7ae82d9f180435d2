import { longDateOf } from '../../../domain/text/us-format';
import { useHydrated } from '../hooks/use-hydrated';

// Written by hand, not with Intl.DateTimeFormat: a tab's first use of Intl costs tens of milliseconds
// (domain/text/us-format.ts says why that matters).

/** A long US date ("December 21, 2026") in the visitor's time zone, from an ISO 8601 string. */
export function formatLongDate(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : longDateOf(at.getFullYear(), at.getMonth() + 1, at.getDate());
}

/** formatLongDate in UTC: the same day in every time zone. */
function utcLongDate(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : longDateOf(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}

/**
 * formatLongDate for a rendered page: the server knows no time zone, so the page is drawn (and hydrated)
 * with the UTC date, and shows the visitor's once hydrated.
 */
export function useLongDate(iso: string): string {
  return (useHydrated() ? formatLongDate : utcLongDate)(iso);
}

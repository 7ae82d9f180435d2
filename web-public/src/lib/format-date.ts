import { longDateAt } from '../../../domain/text/us-format';
import { useHydrated } from '../hooks/use-hydrated';

// Written by hand, not with Intl.DateTimeFormat: a tab's first use of Intl costs tens of milliseconds
// (domain/text/us-format.ts says why that matters). An invalid date reads as given.

/** A long US date ("December 21, 2026") in the visitor's time zone, from an ISO 8601 string. */
export const formatLongDate = (iso: string): string => longDateAt(new Date(iso), 'local') ?? iso;

/**
 * formatLongDate for a rendered page: the server knows no time zone, so the page is drawn (and hydrated)
 * with the UTC date, and shows the visitor's once hydrated.
 */
export function useLongDate(iso: string): string {
  return longDateAt(new Date(iso), useHydrated() ? 'local' : 'utc') ?? iso;
}

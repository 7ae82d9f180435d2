import { useHydrated } from '../hooks/use-hydrated';

const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const UTC_LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A long US date ("December 21, 2026") in the visitor's time zone, from an ISO 8601 string. */
export const formatLongDate = (iso: string): string => LONG_DATE.format(new Date(iso));

/**
 * formatLongDate for a rendered page: the server knows no time zone, so the page is drawn (and hydrated)
 * with the UTC date, and shows the visitor's once hydrated.
 */
export function useLongDate(iso: string): string {
  return (useHydrated() ? LONG_DATE : UTC_LONG_DATE).format(new Date(iso));
}

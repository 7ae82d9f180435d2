const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** A long US date ("December 21, 2026") in the visitor's time zone, from an ISO 8601 string. */
export const formatLongDate = (iso: string): string => LONG_DATE.format(new Date(iso));

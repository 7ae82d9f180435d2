import { shortMonthDayOf } from '../../../../../domain/text/us-format';

// The time of day stays with Intl (its "3:05 PM" spacing follows the browser's locale data), made on first
// use only: a tab's first Intl formatter costs tens of milliseconds (domain/text/us-format.ts).
let timeFormat: Intl.DateTimeFormat | null = null;
const timeOfDay = (at: Date) => (timeFormat ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })).format(at);

/** When a message was sent, short: the time today, the day this year, else the day and year. */
export function messageTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const day = shortMonthDayOf(at.getMonth() + 1, at.getDate());
  if (at.toDateString() === now.toDateString()) return timeOfDay(at);
  if (at.getFullYear() === now.getFullYear()) return `${day}, ${timeOfDay(at)}`;
  return `${day}, ${at.getFullYear()}`;
}

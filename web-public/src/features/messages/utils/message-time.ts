const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const DAY_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** When a message was sent, short: the time today, the day this year, else the day and year. */
export function messageTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (at.toDateString() === now.toDateString()) return TIME.format(at);
  if (at.getFullYear() === now.getFullYear()) return `${DAY.format(at)}, ${TIME.format(at)}`;
  return DAY_YEAR.format(at);
}

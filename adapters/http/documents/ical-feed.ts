import ical, { ICalEventStatus } from 'ical-generator';
import type { Feed } from '../../../application/bookings/calendar-feeds.service.js';

/**
 * A feed as iCalendar text (RFC 5545) with ical-generator. Times are written as UTC instants, which every
 * calendar app shows in its own zone; the airport's zone is named in the description for the reader.
 * ical-generator escapes the texts (commas, semicolons, new lines) and folds long lines.
 */
export function renderIcs(feed: Feed, stamp: Date): string {
  const calendar = ical({ name: feed.name, prodId: { company: 'Wingshare', product: 'bookings', language: 'EN' }, ttl: 15 * 60 });
  for (const e of feed.events) {
    calendar.createEvent({
      id: e.uid,
      start: e.start,
      end: e.end,
      stamp,
      summary: e.summary,
      description: [e.description, `Times at the airport: ${e.timeZone}`].filter(Boolean).join('\n'),
      location: e.location,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}

import ical, { ICalEventStatus } from 'ical-generator';
import type { Feed } from '../../../application/bookings/calendar-feeds.service.js';

/**
 * A feed as iCalendar text (RFC 5545) with ical-generator. Times are written as UTC instants, which every
 * calendar app shows in its own zone; the airport's zone is named in the description for the reader.
 * ical-generator escapes the texts (commas, semicolons, new lines) and folds long lines. A cancelled
 * booking is sent with STATUS:CANCELLED and a higher SEQUENCE, which makes the apps remove their copy.
 */
export function renderIcs(feed: Feed, stamp: Date, siteUrl: string): string {
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
      status: e.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: e.sequence,
      url: e.path ? `${siteUrl}${e.path}` : null,
    });
  }
  return calendar.toString();
}

import { HOLDING_STATES, type Booking } from '../../domain/booking/booking.js';
import { notFound } from '../../domain/errors.js';
import type { User } from '../../domain/user/user.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../ports/availability.repository.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { CalendarFeedTokens } from '../ports/calendar-feeds.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { editableShare } from '../shares/share-access.js';
import { availabilityOf } from './booking-access.js';
import type { DescribeBookings } from './booking-details.service.js';

export const FEED_NOT_FOUND = 'This calendar address does not exist (any more): copy the new one from Wingshare.';

export interface FeedEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  timeZone: string;
  /** A cancelled booking stays a while as cancelled, so calendars that copied it remove it. */
  status: 'confirmed' | 'cancelled';
  /** The event's revision (RFC 5545 SEQUENCE): a cancellation is a later one than the booking. */
  sequence: number;
  /** The page of the site that shows it, as a path ("/account/bookings#booking-12"); the feed's address adds the site. */
  path: string | null;
}

export interface Feed {
  name: string;
  events: FeedEvent[];
}

const DAY_MS = 86_400_000;
/** What a feed holds: the recent past (a phone keeps what it had) and everything that can be booked ahead. */
const PAST_DAYS = 90;
const AHEAD_DAYS = 800;
/** How long after its cancellation a booking stays in the feeds as cancelled (a calendar polled now and then sees it). */
export const CANCELLED_KEPT_DAYS = 30;
const LISTED = 1000;

/** A booking as an event of a feed: confirmed while approved, cancelled (a later revision) once cancelled. */
const bookingEvent = (b: Booking, path: string, e: Pick<FeedEvent, 'summary' | 'description' | 'location' | 'timeZone'>): FeedEvent => ({
  uid: `booking-${b.id}@wingshare`, start: b.period!.start, end: b.period!.end, ...e, path,
  status: b.state === 'cancelled' ? 'cancelled' : 'confirmed', sequence: b.state === 'cancelled' ? 1 : 0,
});

/**
 * The private iCalendar feeds: each listing's (its approved bookings, with the pilots' names, and its blocked
 * periods; for its owner) and each user's (their approved bookings as a pilot and, as an owner, those of
 * their listings). A booking cancelled in the last CANCELLED_KEPT_DAYS stays, marked cancelled. An address is its secret
 * token; the owner of the feed reads it (made on first read) and may reset it, which ends the old address.
 */
export class CalendarFeeds {
  constructor(
    private readonly tokens: CalendarFeedTokens,
    private readonly shares: ShareRepository,
    private readonly availabilities: AvailabilityRepository,
    private readonly bookings: BookingRepository,
    private readonly describe: DescribeBookings,
    private readonly zones: TimeZoneFinder,
    private readonly clock: Clock,
  ) {}

  async shareToken(user: User, shareId: number, reset = false): Promise<string> {
    const share = await editableShare(this.shares, user, shareId);
    return reset ? this.tokens.reset({ shareId: share.id }) : this.tokens.tokenFor({ shareId: share.id });
  }

  userToken(user: User, reset = false): Promise<string> {
    return reset ? this.tokens.reset({ userId: user.id }) : this.tokens.tokenFor({ userId: user.id });
  }

  /** The feed at a token; 404 for a token that is not (or no longer) one. */
  async feed(token: string): Promise<Feed> {
    const owner = /^[A-Za-z0-9_-]{20,64}$/.test(token) ? await this.tokens.find(token) : null;
    if (!owner) throw notFound(FEED_NOT_FOUND);
    const now = this.clock.now().getTime();
    const range = { start: new Date(now - PAST_DAYS * DAY_MS), end: new Date(now + AHEAD_DAYS * DAY_MS) };
    if ('shareId' in owner) {
      const share = await this.shares.findById(owner.shareId);
      if (!share) throw notFound(FEED_NOT_FOUND);
      const availability = await availabilityOf(this.availabilities, this.zones, share);
      const zone = availability.timeZone;
      const location = `${share.airport.locationId} - ${share.airport.facility}`;
      const booked = await this.booked({ shareId: share.id, overlapping: range }, now);
      const details = await this.describe.execute(null, booked);
      return {
        name: `Wingshare: ${share.title || share.aircraft.tailNumber || 'listing'} bookings`,
        events: [
          ...details.map((d) => bookingEvent(d.booking, `/account/requests#booking-${d.booking.id}`, {
            timeZone: zone, location, summary: `Booked by ${d.pilot.name}`, description: d.booking.message,
          })),
          ...availability.blocks.filter((b) => b.end > range.start && b.start < range.end).map((b): FeedEvent => ({
            uid: `block-${b.id}@wingshare`, start: b.start, end: b.end, timeZone: zone, location,
            summary: `Blocked: ${b.reason}`, description: b.reason, status: 'confirmed', sequence: 0, path: null,
          })),
        ].sort((a, b) => a.start.getTime() - b.start.getTime()),
      };
    }
    // Both sides: the user's bookings as a pilot, and as an owner his listings' bookings.
    const userId = owner.userId;
    const details = await this.describe.execute(null, await this.booked({ userId, overlapping: range }, now));
    return {
      name: 'Wingshare: my bookings',
      events: details.map((d) => {
        const title = d.share?.title || 'Wingshare booking';
        const where = { timeZone: d.timeZone, location: d.share?.airportLabel ?? '' };
        return d.booking.pilotId === userId
          ? bookingEvent(d.booking, `/account/bookings#booking-${d.booking.id}`, { ...where, summary: title, description: `Owner: ${d.owner.name}` })
          : bookingEvent(d.booking, `/account/requests#booking-${d.booking.id}`, { ...where, summary: `${title}: booked by ${d.pilot.name}`, description: d.booking.message });
      }).sort((a, b) => a.start.getTime() - b.start.getTime()),
    };
  }

  /** Approved rentals in the range (through their flight: checked out, flown, closed, disputed), and those cancelled in the last CANCELLED_KEPT_DAYS. */
  private async booked(filter: { shareId?: number; userId?: number; overlapping: { start: Date; end: Date } }, now: number): Promise<Booking[]> {
    const { items } = await this.bookings.list({ ...filter, states: [...HOLDING_STATES, 'cancelled'], offset: 0, limit: LISTED, sort: { field: 'start', order: 'ASC' } });
    const keptSince = now - CANCELLED_KEPT_DAYS * DAY_MS;
    return items.filter((b) => b.period && (HOLDING_STATES.includes(b.state) || b.updatedAt.getTime() >= keptSince));
  }
}

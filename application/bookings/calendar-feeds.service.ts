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
}

export interface Feed {
  name: string;
  events: FeedEvent[];
}

const DAY_MS = 86_400_000;
/** What a feed holds: the recent past (a phone keeps what it had) and everything that can be booked ahead. */
const PAST_DAYS = 90;
const AHEAD_DAYS = 800;

/**
 * The private iCalendar feeds: each listing's (its approved bookings, with the pilots' names, and its blocked
 * periods; for its owner) and each user's (their approved bookings as a pilot). An address is its secret
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
      const booked = await this.bookings.approvedIn(share.id, range);
      return {
        name: `Wingshare: ${share.title || share.aircraft.tailNumber || 'listing'} bookings`,
        events: [
          ...booked.filter((b) => b.period).map((b) => ({
            uid: `booking-${b.id}@wingshare`, start: b.period!.start, end: b.period!.end, timeZone: zone, location,
            summary: `Booked by ${b.pilotName}`, description: b.message,
          })),
          ...availability.blocks.filter((b) => b.end > range.start && b.start < range.end).map((b) => ({
            uid: `block-${b.id}@wingshare`, start: b.start, end: b.end, timeZone: zone, location,
            summary: `Blocked: ${b.reason}`, description: b.reason,
          })),
        ].sort((a, b) => a.start.getTime() - b.start.getTime()),
      };
    }
    const { items } = await this.bookings.list({ pilotId: owner.userId, states: ['approved'], offset: 0, limit: 100 });
    const shown = items.filter((b) => b.period && b.period.end > range.start);
    const details = await this.describe.execute(null, shown);
    return {
      name: 'Wingshare: my bookings',
      events: details.map((d) => ({
        uid: `booking-${d.booking.id}@wingshare`, start: d.booking.period!.start, end: d.booking.period!.end, timeZone: d.timeZone,
        location: d.share?.airportLabel ?? '', summary: d.share?.title || 'Wingshare booking', description: `Owner: ${d.owner.name}`,
      })).sort((a, b) => a.start.getTime() - b.start.getTime()),
    };
  }
}

import { bookingKindOf, REQUEST_LIFETIME_MS, type Booking, overlaps } from '../../domain/booking/booking.js';
import { assertBelowFutureLimit, assertNotGrounded, assertNotOwnListing, readRequest, REQUEST_MESSAGES, type RequestInput } from '../../domain/booking/request-rules.js';
import { conflict, invalidFields } from '../../domain/errors.js';
import type { User } from '../../domain/user/user.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../ports/availability.repository.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { visibleShare } from '../shares/share-access.js';
import { availabilityOf } from './booking-access.js';
import { NO_NOTICES, type BookingNoticeQueue } from './booking-notices.js';

/**
 * POST /share/:id/requests: a pilot asks for a period of a rental, or to join a share purchase,
 * partnership or club. A pending request holds nothing; a period already booked is refused at once
 * (409) rather than left for the owner to find out.
 */
export class CreateRequest {
  constructor(
    private readonly shares: ShareRepository,
    private readonly availabilities: AvailabilityRepository,
    private readonly bookings: BookingRepository,
    private readonly zones: TimeZoneFinder,
    private readonly clock: Clock,
    private readonly notices: BookingNoticeQueue = NO_NOTICES,
  ) {}

  async execute(user: User, shareId: number, input: RequestInput): Promise<Booking> {
    const share = await visibleShare(this.shares, user, shareId);
    assertNotOwnListing(user.id, share.owner.id);
    const availability = await availabilityOf(this.availabilities, this.zones, share);
    assertNotGrounded(availability);
    const now = this.clock.now();
    const kind = bookingKindOf(share.type);
    const read = readRequest(kind, input, availability, now);
    if (!read.ok) throw invalidFields(read.errors);
    if (read.period) {
      assertBelowFutureLimit(await this.bookings.countFutureHeld(share.id, user.id, now), availability);
      const booked = await this.bookings.approvedIn(share.id, read.period);
      if (booked.some((b) => b.period && overlaps(b.period, read.period!))) throw conflict(REQUEST_MESSAGES.alreadyBooked);
    } else if (await this.bookings.openJoinRequest(share.id, user.id)) {
      throw conflict(REQUEST_MESSAGES.alreadyAsked);
    }
    const create = () => this.bookings.create({
      shareId: share.id, pilotId: user.id, ownerId: share.owner.id, kind, period: read.period, message: read.message,
      createdAt: now, expiresAt: new Date(now.getTime() + REQUEST_LIFETIME_MS),
    });
    return this.notices.within(create, (booking) => [{ kind: 'booking_received', booking }]);
  }
}

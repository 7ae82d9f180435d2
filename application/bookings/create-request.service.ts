import { bookingKindOf, REQUEST_LIFETIME_MS, type Booking, overlaps } from '../../domain/booking/booking.js';
import { assertBelowFutureLimit, assertNotGrounded, assertNotOwnListing, readRequest, REQUEST_MESSAGES, type RequestInput } from '../../domain/booking/request-rules.js';
import { formatLocalPeriod } from '../../domain/booking/local-time.js';
import { conflict, invalidFields } from '../../domain/errors.js';
import type { User } from '../../domain/user/user.js';
import type { Availability } from '../../domain/booking/availability.js';
import type { Group } from '../../domain/group/group.js';
import type { Share } from '../../domain/share/share.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../ports/availability.repository.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { visibleShare } from '../shares/share-access.js';
import { availabilityOf } from './booking-access.js';
import { NO_NOTICES, type BookingNoticeQueue } from './booking-notices.js';
import { NO_MONEY, type MoneyHooks } from '../payments/booking-money.js';
import type { MemberBookings } from './member-booking.service.js';

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
    /** The money of a listing that takes payment (issue 37): the card saved first, the payment written with the request. */
    private readonly money: MoneyHooks = NO_MONEY,
    /** A member's booking of his group's aircraft (issue 39): held at once, no owner's answer, no payment. */
    private readonly members: MemberBookings | null = null,
  ) {}

  /** `paymentMethodId`: the pilot's card (pm_...), required when the listing takes payment. */
  async execute(user: User, shareId: number, input: RequestInput & { paymentMethodId?: unknown }): Promise<Booking> {
    const share = await visibleShare(this.shares, user, shareId);
    const availability = await availabilityOf(this.availabilities, this.zones, share);
    const now = this.clock.now();
    const membership = await this.members?.membershipOf(user, share, availability, now);
    if (membership) return this.asMember(user, share, membership.group, input, availability, now);
    assertNotOwnListing(user.id, share.owner.id);
    assertNotGrounded(availability);
    const kind = bookingKindOf(share.type);
    const read = readRequest(kind, input, availability, now);
    if (!read.ok) throw invalidFields(read.errors);
    const period = read.period;
    // The card is saved before the transaction (a declined one answers 402 and nothing is written).
    const saved = await this.money.beforeRequest(user, share, input.paymentMethodId);
    // Checked and written under the pilot's lock, in one transaction: requests sent at once are taken one at
    // a time, each counting the ones before it (pending included) toward the limit and against a duplicate.
    const create = async () => {
      await this.bookings.lockRequestsOf(user.id);
      if (period) {
        const [same] = await this.bookings.pendingOverlapping(share.id, user.id, period);
        if (same?.period) throw conflict(REQUEST_MESSAGES.duplicate(formatLocalPeriod(same.period, availability.timeZone)));
        assertBelowFutureLimit(await this.bookings.countFutureHeld(share.id, user.id, now), availability);
        const booked = await this.bookings.approvedIn(share.id, period);
        if (booked.some((b) => b.period && overlaps(b.period, period))) throw conflict(REQUEST_MESSAGES.alreadyBooked);
      } else if (await this.bookings.openJoinRequest(share.id, user.id)) {
        throw conflict(REQUEST_MESSAGES.alreadyAsked);
      }
      const booking = await this.bookings.create({
        shareId: share.id, pilotId: user.id, ownerId: share.owner.id, kind, period, message: read.message,
        createdAt: now, expiresAt: new Date(now.getTime() + REQUEST_LIFETIME_MS),
      });
      await this.money.requested(booking, saved);
      return booking;
    };
    return this.notices.within(create, (booking) => [{ kind: 'booking_received', booking }]);
  }

  /** A member (the listing's owner included) books the group's aircraft on the shared calendar: the period rules, then the group's limits. */
  private async asMember(user: User, share: Share, group: Group, input: RequestInput, availability: Availability, now: Date): Promise<Booking> {
    assertNotGrounded(availability);
    const read = readRequest('rental', input, availability, now);
    if (!read.ok) throw invalidFields(read.errors);
    const period = read.period!;
    const members = this.members!;
    return this.notices.within(async () => {
      await this.bookings.lockRequestsOf(user.id);
      const booked = await this.bookings.approvedIn(share.id, period);
      if (booked.some((b) => b.period && overlaps(b.period, period))) throw conflict(REQUEST_MESSAGES.alreadyBooked);
      return members.book(user, share, group, period, read.message, availability, now);
    }, () => []);
  }
}

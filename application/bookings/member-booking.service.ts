import type { Availability } from '../../domain/booking/availability.js';
import { REQUEST_LIFETIME_MS, type Booking, type Period } from '../../domain/booking/booking.js';
import { conflict } from '../../domain/errors.js';
import { isActiveOn, type Group, type GroupMember } from '../../domain/group/group.js';
import { memberBillingRules, memberBookingProblem, MEMBER_BOOKING_MESSAGES } from '../../domain/group/member-booking.js';
import { REQUEST_MESSAGES } from '../../domain/booking/request-rules.js';
import { transition } from '../../domain/booking/booking-transitions.js';
import type { Share } from '../../domain/share/share.js';
import type { User } from '../../domain/user/user.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { BillingRulesRepository } from '../ports/flight.repository.js';
import type { GroupRepository } from '../ports/group.repository.js';
import { localDay } from '../../domain/booking/local-time.js';
import { rulesOn } from '../../domain/group/statement.js';

/**
 * A member's booking of his group's aircraft (issue 39): asked for like a rental (the listing's period
 * rules), held at once without the owner's approval, within the group's fairness limits, carrying the
 * group's rate for its flight and no payment (the month's statement bills it). CreateRequest hands a request
 * here when the caller is an active member of the group that holds the listing.
 */
export class MemberBookings {
  constructor(
    private readonly groups: GroupRepository,
    private readonly bookings: BookingRepository,
    private readonly billing: BillingRulesRepository | null,
  ) {}

  /** The group holding the listing and the caller's membership, when he is a member today. */
  async membershipOf(user: User, share: Share, availability: Availability, now: Date): Promise<{ group: Group; member: GroupMember } | null> {
    const group = await this.groups.ofShare(share.id);
    if (!group) return null;
    const today = localDay(now, availability.timeZone);
    const member = group.members.find((m) => m.userId === user.id && isActiveOn(m, today));
    return member ? { group, member } : null;
  }

  /** In the caller's transaction (under the pilot's request lock): the limits checked, the booking written and held. */
  async book(user: User, share: Share, group: Group, period: Period, message: string, availability: Availability, now: Date): Promise<Booking> {
    const rules = rulesOn(group.rules, localDay(period.start, availability.timeZone)) ?? rulesOn(group.rules, localDay(now, availability.timeZone));
    if (!rules) throw conflict(MEMBER_BOOKING_MESSAGES.noRules);
    const held = await this.bookings.heldNotEnded(group.shareIds, user.id, now);
    const problem = memberBookingProblem(rules.limits, held.flatMap((b) => (b.period ? [b.period] : [])), period, availability.timeZone);
    if (problem) throw conflict(problem);
    if (availability.blocks.some((b) => b.start < period.end && period.start < b.end)) throw conflict(REQUEST_MESSAGES.alreadyBooked);
    const pending = await this.bookings.create({
      shareId: share.id, pilotId: user.id, ownerId: share.owner.id, kind: 'rental', period, message,
      createdAt: now, expiresAt: new Date(now.getTime() + REQUEST_LIFETIME_MS), groupId: group.id,
    });
    // Held at once: the store's exclusion constraint refuses it (409) when another booking took the period first.
    const approved = await this.bookings.saveTransition(pending, transition(pending, 'approve', { by: 'owner', now }));
    await this.billing?.copyToBooking(approved.id, memberBillingRules(rules, share.id));
    return approved;
  }
}

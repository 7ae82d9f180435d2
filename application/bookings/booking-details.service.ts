import type { Booking } from '../../domain/booking/booking.js';
import { canTransition } from '../../domain/booking/booking-transitions.js';
import type { BookingGroup, BookingUserAction } from '../../domain/booking/booking-view.js';
import { estimateRental, type PriceEstimate } from '../../domain/booking/price-estimate.js';
import type { Flight } from '../../domain/flight/flight.js';
import type { Group } from '../../domain/group/group.js';
import type { FlightRepository } from '../ports/flight.repository.js';
import type { GroupRepository } from '../ports/group.repository.js';
import type { BookingPaymentRepository } from '../ports/booking-payment.repository.js';
import type { PaymentState } from '../../domain/payment/payment.js';
import type { BookingReviewState } from '../../domain/review/review-view.js';
import type { Share } from '../../domain/share/share.js';
import type { User } from '../../domain/user/user.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../ports/availability.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import type { UserRepository } from '../ports/user.repository.js';
import { actorOf, availabilityOf } from './booking-access.js';

export interface PersonRef {
  id: number;
  name: string;
}

/** A request as its parties see it: the listing, both people, the airport's zone and what the viewer may do next. */
export interface BookingDetails {
  booking: Booking;
  share: { id: number; title: string; type: string; airportId: number; airportLabel: string } | null;
  timeZone: string;
  pilot: PersonRef;
  owner: PersonRef;
  /** The transitions the viewer may take now (buttons). */
  actions: BookingUserAction[];
  /** Rentals, for their two sides: what the viewer may review or has reviewed (issue 16); null otherwise. */
  review: BookingReviewState | null;
  /** A rental's price at the listing's hourly rate (issue 34); null without a rate, or for a request to join. */
  estimate: PriceEstimate | null;
  /** The flight (issue 36): null before check-out, and for requests to join. */
  flight: Flight | null;
  /** The money's state when the booking takes payment through the site (issue 37), else null. */
  payment: PaymentState | null;
  /** An approved request to join: the listing's group on Wingshare, if it has one, and whether the pilot is in it now (issue 39). */
  group: BookingGroup | null;
}

/** The review state of each booking for its viewer (application/reviews/booking-review-states.ts). */
export interface ReviewStateSource {
  forBookings(viewer: User | null, bookings: Booking[]): Promise<Map<number, BookingReviewState | null>>;
}

const USER_ACTIONS: readonly BookingUserAction[] = ['approve', 'decline', 'withdraw', 'cancel', 'check_out', 'check_in', 'confirm', 'dispute', 'no_show'];
const nameOf = (u: Pick<User, 'firstname' | 'lastname' | 'username'> | null): string =>
  u ? [u.firstname, u.lastname].filter(Boolean).join(' ') || u.username : 'A former member';

/**
 * Completes requests with what the pages show beside them (listing title, names, zone, next actions), reading
 * each listing and person once per call.
 */
export class DescribeBookings {
  constructor(
    private readonly shares: ShareRepository,
    private readonly users: UserRepository,
    private readonly availabilities: AvailabilityRepository,
    private readonly zones: TimeZoneFinder,
    private readonly clock: Clock,
    private readonly reviewStates: ReviewStateSource | null = null,
    private readonly flights: Pick<FlightRepository, 'findMany'> | null = null,
    private readonly payments: Pick<BookingPaymentRepository, 'statesOf'> | null = null,
    private readonly groups: Pick<GroupRepository, 'ofShare'> | null = null,
  ) {}

  async execute(viewer: User | null, bookings: Booking[]): Promise<BookingDetails[]> {
    const reviews = this.reviewStates && viewer ? await this.reviewStates.forBookings(viewer, bookings) : null;
    const rentals = bookings.filter((b) => b.kind === 'rental').map((b) => b.id);
    const flights = this.flights ? await this.flights.findMany(rentals) : new Map<number, Flight>();
    const payments = this.payments && rentals.length ? await this.payments.statesOf(rentals) : new Map<number, PaymentState>();
    // One read at a time, never side by side: the booking mails are described inside the transaction of
    // their change, where every read goes to the transaction's one connection, and a connection handed a
    // query while it runs another queues it with pg's "already executing a query" warning (issue 34).
    const shares = new Map<number, { share: Share | null; timeZone: string }>();
    const people = new Map<number, User | null>();
    for (const booking of bookings) {
      if (!shares.has(booking.shareId)) {
        const share = await this.shares.findById(booking.shareId);
        shares.set(booking.shareId, { share, timeZone: share ? (await availabilityOf(this.availabilities, this.zones, share)).timeZone : 'UTC' });
      }
      for (const id of [booking.pilotId, booking.ownerId]) {
        if (!people.has(id)) people.set(id, await this.users.findById(id));
      }
    }
    const groups = new Map<number, Group | null>();
    for (const booking of bookings) {
      if (this.groups && booking.kind === 'join' && booking.state === 'approved' && !groups.has(booking.shareId)) {
        groups.set(booking.shareId, await this.groups.ofShare(booking.shareId));
      }
    }
    const now = this.clock.now();
    return bookings.map((booking) => {
      const { share, timeZone } = shares.get(booking.shareId)!;
      const pilot = people.get(booking.pilotId)!;
      const owner = people.get(booking.ownerId)!;
      const actor = viewer ? actorOf(viewer, booking) : null;
      const flight = flights.get(booking.id) ?? null;
      return {
        booking,
        share: share ? { id: share.id, title: share.title, type: share.type, airportId: share.airport.id, airportLabel: `${share.airport.locationId} - ${share.airport.facility}` } : null,
        timeZone,
        pilot: { id: booking.pilotId, name: nameOf(pilot) },
        owner: { id: booking.ownerId, name: nameOf(owner) },
        actions: actor ? USER_ACTIONS.filter((a) => canTransition(booking, a, actor, now, flight?.checkIn?.at)) : [],
        review: reviews?.get(booking.id) ?? null,
        estimate: share ? estimateRental(share, booking.period) : null,
        flight,
        payment: payments.get(booking.id) ?? null,
        group: bookingGroup(groups.get(booking.shareId) ?? null, booking),
      };
    });
  }
}

/** The group a join request leads to, as its card shows it: joined (a link to the group) or still to add. */
function bookingGroup(group: Group | null, booking: Booking): BookingGroup | null {
  if (!group || booking.kind !== 'join' || booking.state !== 'approved') return null;
  return { id: group.id, name: group.name, pilotIsMember: group.members.some((m) => m.userId === booking.pilotId && m.until === null) };
}

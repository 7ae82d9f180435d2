import type { Booking } from '../../domain/booking/booking.js';
import { invalidFields } from '../../domain/errors.js';
import { checkOutBooking } from '../../domain/flight/check-out-rules.js';
import { continuityFlags, lastKnownReading } from '../../domain/flight/continuity.js';
import type { Flight } from '../../domain/flight/flight.js';
import { readCheckOut } from '../../domain/flight/flight-input.js';
import type { User } from '../../domain/user/user.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../ports/availability.repository.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { BillingRulesRepository, FlightRepository } from '../ports/flight.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { visibleBooking } from '../bookings/booking-access.js';
import { NO_NOTICES, type BookingNoticeQueue } from '../bookings/booking-notices.js';
import { bookingRules, placeOf } from './flight-access.js';
import type { FlightPhotos, FlightUpload } from './flight-photos.js';

/**
 * POST /requests/:id/check-out: the pilot takes the aircraft, with its meter readings, the fuel on board
 * and photos. Refused (409) more than two hours before the booked start, after its end, or while the
 * aircraft is grounded; readings that do not continue the aircraft's last known ones are flagged, never
 * refused. The flight is created with the booking's state change, in one transaction.
 */
export class CheckOutFlight {
  constructor(
    private readonly shares: ShareRepository,
    private readonly availabilities: AvailabilityRepository,
    private readonly bookings: BookingRepository,
    private readonly flights: FlightRepository,
    private readonly billing: BillingRulesRepository,
    private readonly zones: TimeZoneFinder,
    private readonly photos: FlightPhotos,
    private readonly clock: Clock,
    private readonly notices: BookingNoticeQueue = NO_NOTICES,
  ) {}

  async execute(user: User, bookingId: number, input: unknown, uploads: FlightUpload[]): Promise<Booking> {
    const { booking, actor } = await visibleBooking(this.bookings, user, bookingId);
    const now = this.clock.now();
    const { share, availability } = await placeOf(this.shares, this.availabilities, this.zones, booking);
    const next = checkOutBooking(booking, { by: actor, now }, availability.grounded);
    const read = readCheckOut(input);
    if (!read.ok) throw invalidFields(read.errors);
    const checked = await this.photos.check(uploads);
    const last = lastKnownReading(await this.flights.lastCheckIn(share.id, booking.id), await this.billing.ownerReading(share.id));
    const billing = await bookingRules(this.billing, booking, share);
    const stored = await this.photos.store(checked);
    const flight: Flight = {
      bookingId: booking.id, shareId: booking.shareId, pilotId: booking.pilotId, ownerId: booking.ownerId, billing,
      checkOut: { ...read.value, at: now, photos: stored }, checkIn: null, flags: continuityFlags(read.value, last),
      bill: null, dispute: null, confirmedAt: null, closedAt: null,
    };
    try {
      return await this.notices.within(async () => {
        const saved = await this.bookings.saveTransition(booking, next);
        await this.flights.create(flight);
        return saved;
      }, () => []);
    } catch (e) {
      await this.photos.remove(stored);
      throw e;
    }
  }
}

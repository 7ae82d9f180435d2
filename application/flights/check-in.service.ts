import type { Booking } from '../../domain/booking/booking.js';
import { transition } from '../../domain/booking/booking-transitions.js';
import { invalidFields } from '../../domain/errors.js';
import { computeBill } from '../../domain/flight/bill.js';
import type { CheckIn as CheckInRecord, Flight } from '../../domain/flight/flight.js';
import { readCheckIn } from '../../domain/flight/flight-input.js';
import { formatCentsExact } from '../../domain/money/cents.js';
import type { User } from '../../domain/user/user.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../ports/availability.repository.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { FlightRepository } from '../ports/flight.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { visibleBooking } from '../bookings/booking-access.js';
import { NO_NOTICES, type BookingNoticeQueue } from '../bookings/booking-notices.js';
import type { GroundAircraft } from '../bookings/ground-aircraft.service.js';
import { flightOf, placeOf } from './flight-access.js';
import type { FlightPhotos, FlightUpload } from './flight-photos.js';
import type { CheckInSquawks } from '../maintenance/squawks.service.js';

/**
 * POST /requests/:id/check-in: the pilot brings the aircraft back with its readings, block times, landings,
 * route, fuel receipts and squawks; the bill is worked out from the booking's rules and the flight waits for
 * the owner. A second check-in is a 409: the booking's state is compared and set in the transaction that
 * stores the check-in, so of two sent at once exactly one is saved. A grounding squawk grounds the aircraft
 * in the same transaction (GroundAircraft.bySquawk, marked as the maintenance status's), which tells the
 * pilots of later bookings; the squawks become squawk records and the status follows (issue 38). The owner
 * hears of the check-in, the pilot of his bill.
 */
export class CheckInFlight {
  constructor(
    private readonly shares: ShareRepository,
    private readonly availabilities: AvailabilityRepository,
    private readonly bookings: BookingRepository,
    private readonly flights: FlightRepository,
    private readonly zones: TimeZoneFinder,
    private readonly photos: FlightPhotos,
    private readonly ground: Pick<GroundAircraft, 'bySquawk'>,
    private readonly clock: Clock,
    private readonly notices: BookingNoticeQueue = NO_NOTICES,
    /** Airworthiness (issue 38): the squawks become squawk records and the status is worked out again. */
    private readonly maintenance: Pick<CheckInSquawks, 'fromCheckIn'> | null = null,
  ) {}

  async execute(user: User, bookingId: number, input: unknown, uploads: FlightUpload[]): Promise<Booking> {
    const { booking, actor } = await visibleBooking(this.bookings, user, bookingId);
    const now = this.clock.now();
    const next = transition(booking, 'check_in', { by: actor, now });
    const flight = await flightOf(this.flights, booking);
    const { availability } = await placeOf(this.shares, this.availabilities, this.zones, booking);
    const read = readCheckIn(input, { checkOut: flight.checkOut, timeZone: availability.timeZone, basis: flight.billing.basis });
    if (!read.ok) throw invalidFields(read.errors);
    const checked = await this.photos.check(uploads);
    const stored = await this.photos.store(checked);
    const checkIn: CheckInRecord = { ...read.value, at: now, photos: stored };
    const bill = computeBill({ rules: flight.billing, checkOut: flight.checkOut, checkIn, fuel: checkIn.fuel, period: booking.period!, timeZone: availability.timeZone });
    const updated: Flight = { ...flight, checkIn, bill };
    const grounding = checkIn.squawks.find((s) => s.severity === 'grounding');
    const facts = { billTotal: formatCentsExact(bill.totalCents) };
    try {
      return await this.notices.within(async () => {
        const saved = await this.bookings.saveTransition(booking, next);
        await this.flights.save(updated);
        if (grounding && !availability.grounded) await this.ground.bySquawk(booking.shareId, grounding.text);
        await this.maintenance?.fromCheckIn(saved, user, checkIn.squawks);
        return saved;
      }, (saved) => [{ kind: 'flight_checked_in', booking: saved, facts }, { kind: 'flight_bill_ready', booking: saved, facts }]);
    } catch (e) {
      await this.photos.remove(stored);
      throw e;
    }
  }
}

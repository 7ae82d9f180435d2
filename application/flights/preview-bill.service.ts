import { conflict, forbidden, invalidFields } from '../../domain/errors.js';
import { BOOKING_MESSAGES, wrongStateMessage } from '../../domain/booking/booking-transitions.js';
import { computeBill } from '../../domain/flight/bill.js';
import type { Bill } from '../../domain/flight/flight.js';
import { readBillPreview } from '../../domain/flight/flight-input.js';
import type { User } from '../../domain/user/user.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../ports/availability.repository.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { FlightRepository } from '../ports/flight.repository.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { visibleBooking } from '../bookings/booking-access.js';
import { flightOf, placeOf } from './flight-access.js';

/**
 * POST /requests/:id/bill-preview: what the bill would be for these readings, block times and fuel, before
 * the pilot confirms his check-in. The same rules as the check-in's; nothing is saved.
 */
export class PreviewBill {
  constructor(
    private readonly shares: ShareRepository,
    private readonly availabilities: AvailabilityRepository,
    private readonly bookings: BookingRepository,
    private readonly flights: FlightRepository,
    private readonly zones: TimeZoneFinder,
  ) {}

  async execute(user: User, bookingId: number, input: unknown): Promise<Bill> {
    const { booking, actor } = await visibleBooking(this.bookings, user, bookingId);
    if (actor !== 'pilot') throw forbidden(BOOKING_MESSAGES.onlyPilotFlies);
    if (booking.state !== 'checked_out') throw conflict(wrongStateMessage(booking.state, 'check_in'));
    const flight = await flightOf(this.flights, booking);
    const { availability } = await placeOf(this.shares, this.availabilities, this.zones, booking);
    const read = readBillPreview(input, { checkOut: flight.checkOut, timeZone: availability.timeZone, basis: flight.billing.basis });
    if (!read.ok) throw invalidFields(read.errors);
    return computeBill({ rules: flight.billing, checkOut: flight.checkOut, checkIn: read.value, fuel: read.value.fuel, period: booking.period!, timeZone: availability.timeZone });
  }
}

import type { Booking } from '../../domain/booking/booking.js';
import { notFound } from '../../domain/errors.js';
import type { Flight } from '../../domain/flight/flight.js';
import type { User } from '../../domain/user/user.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { FlightRepository } from '../ports/flight.repository.js';
import { visibleBooking } from '../bookings/booking-access.js';
import { FLIGHT_MESSAGES } from './flight-access.js';
import type { FlightPhotos } from './flight-photos.js';

/**
 * GET /requests/:id/flight and its photos: the pilot, the owner and staff only; anyone else gets the 404 of a
 * missing request (visibleBooking). A booking not checked out yet has no flight (null).
 */
export class ReadFlight {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly flights: FlightRepository,
    private readonly photos: FlightPhotos,
  ) {}

  async execute(viewer: User, bookingId: number): Promise<{ booking: Booking; flight: Flight | null }> {
    const { booking } = await visibleBooking(this.bookings, viewer, bookingId);
    return { booking, flight: await this.flights.find(booking.id) };
  }

  /** Photo `n` (from 0): the check-out's photos in their order, then the check-in's. */
  async photo(viewer: User, bookingId: number, n: number): Promise<{ bytes: Buffer; contentType: string }> {
    const { flight } = await this.execute(viewer, bookingId);
    const all = flight ? [...flight.checkOut.photos, ...(flight.checkIn?.photos ?? [])] : [];
    const photo = Number.isInteger(n) && n >= 0 ? all[n] : undefined;
    const loaded = photo ? await this.photos.load(photo) : null;
    if (!loaded) throw notFound(FLIGHT_MESSAGES.photoNotFound);
    return loaded;
  }
}

import { defaultAvailability, type Availability } from '../../domain/booking/availability.js';
import type { Booking, BookingActor } from '../../domain/booking/booking.js';
import { notFound } from '../../domain/errors.js';
import type { Share } from '../../domain/share/share.js';
import type { User } from '../../domain/user/user.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../ports/availability.repository.js';
import type { BookingRepository } from '../ports/booking.repository.js';

export const REQUEST_NOT_FOUND = 'This request does not exist.';

/** The listing's stored availability, or the defaults in the zone of its airport. */
export async function availabilityOf(availabilities: AvailabilityRepository, zones: TimeZoneFinder, share: Share): Promise<Availability> {
  return (await availabilities.find(share.id)) ?? defaultAvailability(share.id, zones.zoneAt(share.airport.lat, share.airport.long));
}

/** The side this user takes on a request: its pilot, the listing's owner, an admin, or none (a stranger). */
export function actorOf(user: User, booking: Booking): BookingActor | null {
  if (user.id === booking.pilotId) return 'pilot';
  if (user.id === booking.ownerId) return 'owner';
  return user.isAdmin ? 'admin' : null;
}

/** A request its pilot, its owner or an admin may see; a stranger gets the 404 of a missing one. */
export async function visibleBooking(bookings: BookingRepository, user: User, id: number): Promise<{ booking: Booking; actor: BookingActor }> {
  const booking = await bookings.findById(id);
  const actor = booking ? actorOf(user, booking) : null;
  if (!booking || !actor) throw notFound(REQUEST_NOT_FOUND);
  return { booking, actor };
}

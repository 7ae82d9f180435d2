import type { Booking, BookingState } from '../../domain/booking/booking.js';
import type { User } from '../../domain/user/user.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import { visibleBooking } from './booking-access.js';

export interface RequestListQuery {
  role: 'pilot' | 'owner';
  states?: BookingState[];
  offset?: number;
  limit?: number;
}

/** GET /requests?role=pilot|owner&state=: My bookings (as pilot) and Requests (on my listings). */
export class ListRequests {
  constructor(private readonly bookings: BookingRepository) {}

  execute(user: User, query: RequestListQuery): Promise<{ items: Booking[]; total: number }> {
    return this.bookings.list({
      ...(query.role === 'pilot' ? { pilotId: user.id } : { ownerId: user.id }),
      states: query.states,
      offset: Math.max(0, query.offset ?? 0),
      limit: Math.min(100, Math.max(1, query.limit ?? 20)),
    });
  }

  /** GET /requests/:id: one request, for its pilot, its owner or an admin (404 for anyone else). */
  async one(user: User, id: number): Promise<Booking> {
    return (await visibleBooking(this.bookings, user, id)).booking;
  }
}

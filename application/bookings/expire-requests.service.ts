import type { Booking } from '../../domain/booking/booking.js';
import { transition } from '../../domain/booking/booking-transitions.js';
import { isDomainError } from '../../domain/errors.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { Clock } from '../ports/security.js';
import { NO_NOTICES, type BookingNoticeQueue } from './booking-notices.js';
import { NO_MONEY, type MoneyHooks } from '../payments/booking-money.js';

/**
 * Marks requests unanswered for 48 hours as expired, a batch at a time (run by the worker on a timer).
 * One answered meanwhile by its owner is skipped: the store refuses a transition from a stale state.
 */
export class ExpireDueRequests {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly clock: Clock,
    private readonly notices: BookingNoticeQueue = NO_NOTICES,
    /** An expired request charges nothing (issue 37). */
    private readonly money: MoneyHooks = NO_MONEY,
  ) {}

  async execute(limit = 100): Promise<Booking[]> {
    const now = this.clock.now();
    const expired: Booking[] = [];
    for (const booking of await this.bookings.dueForExpiry(now, limit)) {
      try {
        const save = async () => {
          const saved = await this.bookings.saveTransition(booking, transition(booking, 'expire', { by: 'system', now }));
          await this.money.ended(saved, 'expired');
          return saved;
        };
        expired.push(await this.notices.within(save, (saved) => [{ kind: 'booking_expired', booking: saved }]));
      } catch (e) {
        if (!isDomainError(e) || e.code !== 'conflict') throw e;
      }
    }
    return expired;
  }
}

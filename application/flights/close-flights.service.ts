import type { Booking } from '../../domain/booking/booking.js';
import { transition } from '../../domain/booking/booking-transitions.js';
import { isDomainError } from '../../domain/errors.js';
import { DISPUTE_WINDOW_MS, type Flight } from '../../domain/flight/flight.js';
import { formatCentsExact } from '../../domain/money/cents.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { FlightRepository } from '../ports/flight.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { NO_NOTICES, type BookingNoticeQueue } from '../bookings/booking-notices.js';
import { addToPilotRecord } from './flight-hours.js';
import { NO_MONEY, type MoneyHooks } from '../payments/booking-money.js';

/**
 * Closes the flights that waited 72 hours since their check-in without a confirmation or a dispute, a batch at
 * a time (the worker, on a timer, as ExpireDueRequests): the time goes to the pilot's record and both sides
 * hear it is closed. One confirmed or disputed meanwhile is skipped: the store refuses a stale state.
 */
export class CloseDueFlights {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly flights: FlightRepository,
    private readonly shares: ShareRepository,
    private readonly clock: Clock,
    private readonly notices: BookingNoticeQueue = NO_NOTICES,
    /** The close-out captures the bill (issue 37). */
    private readonly money: MoneyHooks = NO_MONEY,
  ) {}

  async execute(limit = 100): Promise<Booking[]> {
    const now = this.clock.now();
    const closed: Booking[] = [];
    for (const booking of await this.flights.dueToClose(new Date(now.getTime() - DISPUTE_WINDOW_MS), limit)) {
      const flight = await this.flights.find(booking.id);
      if (!flight?.checkIn) continue;
      try {
        const next = transition(booking, 'close', { by: 'system', now, checkedInAt: flight.checkIn.at });
        const done: Flight = { ...flight, closedAt: now };
        const share = await this.shares.findById(booking.shareId);
        closed.push(await this.notices.within(async () => {
          const saved = await this.bookings.saveTransition(booking, next);
          await this.flights.save(done);
          await addToPilotRecord(this.flights, done, share);
          await this.money.closed(saved, done.bill);
          return saved;
        }, (saved) => [{ kind: 'flight_closed', booking: saved, facts: { billTotal: done.bill ? formatCentsExact(done.bill.totalCents) : null } }]));
      } catch (e) {
        if (!isDomainError(e) || e.code !== 'conflict') throw e;
      }
    }
    return closed;
  }
}

import type { Booking } from '../../domain/booking/booking.js';
import { transition } from '../../domain/booking/booking-transitions.js';
import type { Flight } from '../../domain/flight/flight.js';
import { formatCentsExact } from '../../domain/money/cents.js';
import type { User } from '../../domain/user/user.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { FlightRepository } from '../ports/flight.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import type { UserRepository } from '../ports/user.repository.js';
import { visibleBooking } from '../bookings/booking-access.js';
import { NO_NOTICES, type BookingNoticeQueue } from '../bookings/booking-notices.js';
import { flightOf } from './flight-access.js';
import { NO_MONEY, type MoneyHooks } from '../payments/booking-money.js';
import { addToPilotRecord } from './flight-hours.js';

const billFacts = (flight: Flight) => ({ billTotal: flight.bill ? formatCentsExact(flight.bill.totalCents) : null });

/**
 * POST /requests/:id/confirm: the owner accepts the flight and its bill; the flight is closed and its time
 * added to the pilot's Wingshare-flown record, in one transaction. Both hear it is closed.
 */
export class ConfirmFlight {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly flights: FlightRepository,
    private readonly shares: ShareRepository,
    private readonly clock: Clock,
    private readonly notices: BookingNoticeQueue = NO_NOTICES,
    /** The close-out captures the bill (issue 37). */
    private readonly money: MoneyHooks = NO_MONEY,
  ) {}

  async execute(user: User, bookingId: number): Promise<Booking> {
    const { booking, actor } = await visibleBooking(this.bookings, user, bookingId);
    const now = this.clock.now();
    const next = transition(booking, 'confirm', { by: actor, now });
    const flight = await flightOf(this.flights, booking);
    const closed: Flight = { ...flight, confirmedAt: now, closedAt: now };
    const share = await this.shares.findById(booking.shareId);
    return this.notices.within(async () => {
      const saved = await this.bookings.saveTransition(booking, next);
      await this.flights.save(closed);
      await addToPilotRecord(this.flights, closed, share);
      await this.money.closed(saved, closed.bill);
      return saved;
    }, (saved) => [{ kind: 'flight_closed', booking: saved, facts: billFacts(closed) }]);
  }
}

/** How many staff members hear of a dispute (the first admins by id). */
const STAFF_TOLD = 20;

/**
 * POST /requests/:id/dispute { reason }: the pilot or the owner disputes a flown flight within 72 hours of its
 * check-in; it no longer closes by itself, and staff resolve it (AdminFlights.resolve). Both sides and staff hear of it.
 */
export class DisputeFlight {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly flights: FlightRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly notices: BookingNoticeQueue = NO_NOTICES,
    /** A dispute holds the money until staff resolve it (issue 37). */
    private readonly money: MoneyHooks = NO_MONEY,
  ) {}

  async execute(user: User, bookingId: number, reason: unknown): Promise<Booking> {
    const { booking, actor } = await visibleBooking(this.bookings, user, bookingId);
    const now = this.clock.now();
    const flight = await this.flights.find(booking.id);
    const text = typeof reason === 'string' ? reason : undefined;
    const next = transition(booking, 'dispute', { by: actor, now, reason: text, checkedInAt: flight?.checkIn?.at });
    const current = flight ?? (await flightOf(this.flights, booking));
    const by = actor === 'owner' ? 'owner' : 'pilot';
    const disputed: Flight = { ...current, dispute: { by, reason: text!.trim(), at: now, resolvedAt: null, resolution: '' } };
    const staff = (await this.users.list({ role: 'admin', sort: { field: 'id', order: 'ASC' }, offset: 0, limit: STAFF_TOLD })).items.map((u) => u.id);
    return this.notices.within(async () => {
      const saved = await this.bookings.saveTransition(booking, next);
      await this.flights.save(disputed);
      await this.money.disputed(saved);
      return saved;
    }, (saved) => [{ kind: 'flight_disputed', booking: saved, alsoTo: staff, facts: { ...billFacts(disputed), disputeReason: text!.trim(), disputedBy: by } }]);
  }
}

/**
 * POST /requests/:id/no-show: the owner marks an approved rental whose start is 60 minutes past without a
 * check-out; its period is free again. The pilot hears of it.
 */
export class MarkNoShow {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly clock: Clock,
    private readonly notices: BookingNoticeQueue = NO_NOTICES,
    /** The pilot's no-show pays what the cancellation policy says for a cancellation at the start (issue 37). */
    private readonly money: MoneyHooks = NO_MONEY,
  ) {}

  async execute(user: User, bookingId: number): Promise<Booking> {
    const { booking, actor } = await visibleBooking(this.bookings, user, bookingId);
    const next = transition(booking, 'no_show', { by: actor, now: this.clock.now() });
    return this.notices.within(async () => {
      const saved = await this.bookings.saveTransition(booking, next);
      await this.money.ended(saved, 'pilot_no_show');
      return saved;
    }, (saved) => [{ kind: 'flight_no_show', booking: saved }]);
  }
}

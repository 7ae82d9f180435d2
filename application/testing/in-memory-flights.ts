/**
 * Flights and billing rules in memory, for application tests, with the PostgreSQL repositories' rules: one
 * flight per booking, the closing job's batch by check-in time, the back office's filters.
 */
import type { Booking } from '../../domain/booking/booking.js';
import type { BillingRules } from '../../domain/flight/billing-rules.js';
import type { Flight } from '../../domain/flight/flight.js';
import { conflict } from '../../domain/errors.js';
import type { FlownOnWingshare } from '../../domain/pilot/flown-on-wingshare.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { BillingRulesRepository, DatedReading, FlightListQuery, FlightRepository } from '../ports/flight.repository.js';

export class InMemoryFlightRepository implements FlightRepository {
  readonly rows = new Map<number, Flight>();
  readonly flown = new Map<number, FlownOnWingshare>();

  constructor(private readonly bookings: BookingRepository) {}

  async find(bookingId: number) {
    const f = this.rows.get(bookingId);
    return f ? structuredClone(f) : null;
  }
  async findMany(bookingIds: number[]) {
    return new Map(bookingIds.flatMap((id) => (this.rows.has(id) ? [[id, structuredClone(this.rows.get(id)!)] as const] : [])));
  }
  async create(flight: Flight) {
    if (this.rows.has(flight.bookingId)) throw conflict('This booking is already checked out.');
    this.rows.set(flight.bookingId, structuredClone(flight));
  }
  async save(flight: Flight) {
    this.rows.set(flight.bookingId, structuredClone(flight));
  }
  async lastCheckIn(shareId: number, exceptBookingId: number): Promise<DatedReading | null> {
    const last = [...this.rows.values()]
      .filter((f) => f.shareId === shareId && f.bookingId !== exceptBookingId && f.checkIn)
      .sort((a, b) => b.checkIn!.at.getTime() - a.checkIn!.at.getTime())[0];
    return last?.checkIn ? { hobbs: last.checkIn.hobbs, tach: last.checkIn.tach, at: last.checkIn.at } : null;
  }
  async dueToClose(checkedInBy: Date, limit: number) {
    const due = [...this.rows.values()].filter((f) => f.checkIn && f.checkIn.at.getTime() <= checkedInBy.getTime())
      .sort((a, b) => a.checkIn!.at.getTime() - b.checkIn!.at.getTime());
    const out: Booking[] = [];
    for (const f of due) {
      const b = await this.bookings.findById(f.bookingId);
      if (b?.state === 'flown') out.push(b);
    }
    return out.slice(0, limit);
  }
  async list(q: FlightListQuery) {
    const all: Array<{ booking: Booking; flight: Flight }> = [];
    for (const flight of this.rows.values()) {
      const booking = await this.bookings.findById(flight.bookingId);
      if (!booking) continue;
      if (q.states?.length && !q.states.includes(booking.state)) continue;
      if (q.shareId !== undefined && flight.shareId !== q.shareId) continue;
      if (q.pilotId !== undefined && flight.pilotId !== q.pilotId) continue;
      if (q.flagged !== undefined && (flight.flags.length > 0) !== q.flagged) continue;
      all.push({ booking, flight: structuredClone(flight) });
    }
    const dir = q.sort?.order === 'ASC' ? 1 : -1;
    const key = (e: { flight: Flight }) =>
      q.sort?.field === 'bookingId' ? e.flight.bookingId : q.sort?.field === 'checkedInAt' ? (e.flight.checkIn?.at.getTime() ?? 0) : e.flight.checkOut.at.getTime();
    all.sort((a, b) => dir * (key(a) - key(b)) || dir * (a.flight.bookingId - b.flight.bookingId));
    return { items: all.slice(q.offset, q.offset + q.limit), total: all.length };
  }
  async flownOnWingshare(pilotIds: number[]) {
    return new Map(pilotIds.flatMap((id) => (this.flown.has(id) ? [[id, structuredClone(this.flown.get(id)!)] as const] : [])));
  }
  async closedFlightsFrom(pilotId: number, from: Date) {
    return [...this.rows.values()]
      .filter((f) => f.pilotId === pilotId && f.closedAt !== null && f.checkOut.at >= from)
      .sort((a, b) => a.checkOut.at.getTime() - b.checkOut.at.getTime())
      .map((f) => structuredClone(f));
  }
  async updateFlownOnWingshare(pilotId: number, change: (current: FlownOnWingshare | null) => FlownOnWingshare) {
    this.flown.set(pilotId, structuredClone(change(this.flown.get(pilotId) ?? null)));
  }
}

export class InMemoryBillingRulesRepository implements BillingRulesRepository {
  readonly shares = new Map<number, BillingRules>();
  readonly bookings = new Map<number, BillingRules>();
  readonly ownerReadings = new Map<number, DatedReading>();

  async forShare(shareId: number) {
    const r = this.shares.get(shareId);
    return r ? structuredClone(r) : null;
  }
  async saveForShare(shareId: number, rules: BillingRules) {
    this.shares.set(shareId, structuredClone(rules));
  }
  async forBooking(bookingId: number) {
    const r = this.bookings.get(bookingId);
    return r ? structuredClone(r) : null;
  }
  async copyToBooking(bookingId: number, rules: BillingRules) {
    this.bookings.set(bookingId, structuredClone(rules));
  }
  async ownerReading(shareId: number) {
    const r = this.ownerReadings.get(shareId);
    return r ? structuredClone(r) : null;
  }

  async saveOwnerReading(shareId: number, reading: DatedReading, rulesIfNone: BillingRules) {
    if (!this.shares.has(shareId)) this.shares.set(shareId, structuredClone(rulesIfNone));
    this.ownerReadings.set(shareId, structuredClone(reading));
  }
}

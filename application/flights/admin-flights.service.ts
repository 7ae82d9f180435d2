import type { Booking, BookingState } from '../../domain/booking/booking.js';
import { REASON_MAX } from '../../domain/booking/booking.js';
import { transition } from '../../domain/booking/booking-transitions.js';
import { invalidFields, notFound } from '../../domain/errors.js';
import { fieldErrors } from '../../domain/field-errors.js';
import { computeBill } from '../../domain/flight/bill.js';
import type { Flight } from '../../domain/flight/flight.js';
import { FLIGHT_INPUT_MESSAGES, READING_MAX_TENTHS } from '../../domain/flight/flight-input.js';
import { readTenths } from '../../domain/flight/readings.js';
import { formatCentsExact } from '../../domain/money/cents.js';
import type { User } from '../../domain/user/user.js';
import type { AuditLog } from '../ports/audit-log.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../ports/availability.repository.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { FlightListQuery, FlightRepository } from '../ports/flight.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import type { UserRepository } from '../ports/user.repository.js';
import { NO_NOTICES, type BookingNoticeQueue } from '../bookings/booking-notices.js';
import { FLIGHT_MESSAGES, placeOf } from './flight-access.js';
import { addToPilotRecord } from './flight-hours.js';
import { NO_MONEY, type MoneyHooks } from '../payments/booking-money.js';

/** A flight as the back office lists and shows it. */
export interface AdminFlight {
  booking: Booking;
  flight: Flight;
  share: { id: number; title: string };
  pilot: { id: number; name: string };
  owner: { id: number; name: string };
}

export interface AdminFlightQuery {
  state?: BookingState[];
  shareId?: number;
  pilotId?: number;
  flagged?: boolean;
  sort?: string;
  order?: 'ASC' | 'DESC';
  start: number;
  end: number;
}

export const RESOLVE_MESSAGES = {
  resolutionRequired: 'Say how the dispute was resolved.',
  resolutionTooLong: `The resolution is at most ${REASON_MAX} characters.`,
  notFound: 'This flight does not exist.',
} as const;

const SORTS: Record<string, NonNullable<FlightListQuery['sort']>['field']> = {
  id: 'bookingId', bookingId: 'bookingId', checkedOutAt: 'checkedOutAt', checkedInAt: 'checkedInAt',
};

const nameOf = (u: User | null): string => (u ? [u.firstname, u.lastname].filter(Boolean).join(' ') || u.username : 'A former member');

/**
 * The back office's flights (GET /admin/flights, /admin/flights/:id, POST /admin/flights/:id/resolve): the
 * readings, photos, bill, flags and dispute of each; staff resolve a dispute with a resolution and, when a
 * reading was wrong, the corrected check-in readings (the bill is worked out again). The flight closes, its
 * time goes to the pilot's record, both sides hear of it, and the change is in the audit log.
 */
export class AdminFlights {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly flights: FlightRepository,
    private readonly shares: ShareRepository,
    private readonly users: UserRepository,
    private readonly availabilities: AvailabilityRepository,
    private readonly zones: TimeZoneFinder,
    private readonly auditLog: AuditLog,
    private readonly clock: Clock,
    private readonly notices: BookingNoticeQueue = NO_NOTICES,
    /** The resolution closes the flight: the bill is captured (issue 37). */
    private readonly money: MoneyHooks = NO_MONEY,
  ) {}

  async list(q: AdminFlightQuery): Promise<{ items: AdminFlight[]; total: number }> {
    const start = Math.max(0, Math.floor(q.start));
    const end = Math.max(start, Math.floor(q.end));
    const { items, total } = await this.flights.list({
      states: q.state, shareId: q.shareId, pilotId: q.pilotId, flagged: q.flagged,
      sort: { field: SORTS[q.sort ?? ''] ?? 'checkedOutAt', order: q.order ?? 'DESC' },
      offset: start, limit: Math.min(100, end - start + 1),
    });
    return { items: await this.complete(items), total };
  }

  async get(bookingId: number): Promise<AdminFlight> {
    const booking = await this.bookings.findById(bookingId);
    const flight = booking ? await this.flights.find(booking.id) : null;
    if (!booking || !flight) throw notFound(RESOLVE_MESSAGES.notFound);
    return (await this.complete([{ booking, flight }]))[0]!;
  }

  async resolve(admin: User, bookingId: number, input: unknown): Promise<AdminFlight> {
    const { booking, flight } = await this.get(bookingId);
    const now = this.clock.now();
    // Staff only: anyone else is refused by the state machine (BOOKING_MESSAGES.onlyStaffResolve).
    const next = transition(booking, 'resolve', { by: admin.isAdmin ? 'admin' : 'system', now });
    if (!flight.checkIn) throw notFound(FLIGHT_MESSAGES.notCheckedIn);
    const body = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
    const resolution = typeof body.resolution === 'string' ? body.resolution.trim() : '';
    const errors: Array<[string, string[]]> = [
      ['resolution', !resolution ? [RESOLVE_MESSAGES.resolutionRequired] : resolution.length > REASON_MAX ? [RESOLVE_MESSAGES.resolutionTooLong] : []],
    ];
    const corrected = { hobbs: flight.checkIn.hobbs, tach: flight.checkIn.tach };
    for (const meter of ['hobbs', 'tach'] as const) {
      if (body[meter] === undefined || body[meter] === null || body[meter] === '') continue;
      const read = readTenths(body[meter], meter === 'hobbs' ? 'The Hobbs reading' : 'The tach reading', { example: '1234.5', max: READING_MAX_TENTHS });
      if (!read.ok) errors.push([meter, [read.message]]);
      else if (read.tenths < flight.checkOut[meter]) errors.push([meter, [FLIGHT_INPUT_MESSAGES.belowCheckOut(meter === 'hobbs' ? 'Hobbs' : 'tach', read.tenths, flight.checkOut[meter])]]);
      else corrected[meter] = read.tenths;
    }
    const fields = fieldErrors(errors);
    if (Object.keys(fields).length) throw invalidFields(fields);
    const { availability } = await placeOf(this.shares, this.availabilities, this.zones, booking);
    const checkIn = { ...flight.checkIn, ...corrected };
    const bill = computeBill({ rules: flight.billing, checkOut: flight.checkOut, checkIn, fuel: checkIn.fuel, period: booking.period!, timeZone: availability.timeZone });
    const resolved: Flight = {
      ...flight, checkIn, bill, closedAt: now,
      dispute: flight.dispute ? { ...flight.dispute, resolvedAt: now, resolution } : { by: 'owner', reason: '', at: now, resolvedAt: now, resolution },
    };
    const share = await this.shares.findById(booking.shareId);
    const saved = await this.notices.within(async () => {
      const b = await this.bookings.saveTransition(booking, next);
      await this.flights.save(resolved);
      await addToPilotRecord(this.flights, resolved, share);
      await this.money.closed(b, bill);
      await this.auditLog.record({
        actor: { id: admin.id, username: admin.username }, action: 'update', resource: 'flights', recordId: String(booking.id),
        before: { state: booking.state, hobbs: flight.checkIn!.hobbs / 10, tach: flight.checkIn!.tach / 10, totalCents: flight.bill?.totalCents ?? null },
        after: { state: b.state, hobbs: checkIn.hobbs / 10, tach: checkIn.tach / 10, totalCents: bill.totalCents, resolution },
      });
      return b;
    }, (b) => [{ kind: 'flight_closed', booking: b, facts: { billTotal: formatCentsExact(bill.totalCents) } }]);
    return (await this.complete([{ booking: saved, flight: resolved }]))[0]!;
  }

  private async complete(items: Array<{ booking: Booking; flight: Flight }>): Promise<AdminFlight[]> {
    const shares = new Map<number, { id: number; title: string }>();
    const people = new Map<number, { id: number; name: string }>();
    const out: AdminFlight[] = [];
    // One read at a time: inside a transaction every read shares one connection.
    for (const { booking, flight } of items) {
      if (!shares.has(booking.shareId)) {
        const s = await this.shares.findById(booking.shareId);
        shares.set(booking.shareId, { id: booking.shareId, title: s?.title ?? '' });
      }
      for (const id of [booking.pilotId, booking.ownerId]) if (!people.has(id)) people.set(id, { id, name: nameOf(await this.users.findById(id)) });
      out.push({ booking, flight, share: shares.get(booking.shareId)!, pilot: people.get(booking.pilotId)!, owner: people.get(booking.ownerId)! });
    }
    return out;
  }
}

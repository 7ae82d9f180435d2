import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { DatedReading, FlightListQuery, FlightRepository } from '../../application/ports/flight.repository.js';
import type { Booking } from '../../domain/booking/booking.js';
import { conflict } from '../../domain/errors.js';
import type { BillingRules } from '../../domain/flight/billing-rules.js';
import type { Bill, ContinuityFlag, Flight, FlightPhoto, FuelPurchase, Squawk } from '../../domain/flight/flight.js';
import type { FlownOnWingshare } from '../../domain/pilot/flown-on-wingshare.js';
import { PostgresBookingRepository } from './postgres-booking.repository.js';
import { hasSqlState } from './postgres-errors.js';

interface FlightRow {
  booking_id: number; share_id: number; pilot_id: number; owner_id: number; billing: BillingRules;
  out_hobbs: number; out_tach: number; out_fuel: number; checked_out_at: Date; out_photos: FlightPhoto[];
  in_hobbs: number | null; in_tach: number | null; block_off: Date | null; block_on: Date | null; landings: number | null;
  route: string[]; fuel: FuelPurchase[]; squawks: Squawk[]; note: string; checked_in_at: Date | null; in_photos: FlightPhoto[];
  flags: ContinuityFlag[]; bill: Bill | null; dispute: StoredDispute | null; confirmed_at: Date | null; closed_at: Date | null;
}

/** The dispute as JSON: its instants as ISO strings. */
interface StoredDispute {
  by: 'pilot' | 'owner';
  reason: string;
  at: string;
  resolvedAt: string | null;
  resolution: string;
}

const COLUMNS = `f.booking_id, f.share_id, f.pilot_id, f.owner_id, f.billing, f.out_hobbs, f.out_tach, f.out_fuel, f.checked_out_at,
  f.out_photos, f.in_hobbs, f.in_tach, f.block_off, f.block_on, f.landings, f.route, f.fuel, f.squawks, f.note, f.checked_in_at,
  f.in_photos, f.flags, f.bill, f.dispute, f.confirmed_at, f.closed_at`;

const date = (d: Date | null): Date | null => (d ? new Date(d) : null);

const toFlight = (r: FlightRow): Flight => ({
  bookingId: r.booking_id, shareId: r.share_id, pilotId: r.pilot_id, ownerId: r.owner_id, billing: r.billing,
  checkOut: { hobbs: r.out_hobbs, tach: r.out_tach, fuelOnBoard: r.out_fuel, at: new Date(r.checked_out_at), photos: r.out_photos },
  checkIn: r.checked_in_at === null ? null : {
    hobbs: r.in_hobbs!, tach: r.in_tach!, blockOff: date(r.block_off), blockOn: date(r.block_on), landings: r.landings!,
    route: r.route, fuel: r.fuel, squawks: r.squawks, note: r.note, at: new Date(r.checked_in_at), photos: r.in_photos,
  },
  flags: r.flags, bill: r.bill,
  dispute: r.dispute ? { ...r.dispute, at: new Date(r.dispute.at), resolvedAt: r.dispute.resolvedAt ? new Date(r.dispute.resolvedAt) : null } : null,
  confirmedAt: date(r.confirmed_at), closedAt: date(r.closed_at),
});

const json = (v: unknown) => JSON.stringify(v);
const storedDispute = (f: Flight): string | null =>
  f.dispute ? json({ ...f.dispute, at: f.dispute.at.toISOString(), resolvedAt: f.dispute.resolvedAt?.toISOString() ?? null }) : null;

/** Every column of a flight but its key, in the order of VALUES below. */
function values(f: Flight): unknown[] {
  const c = f.checkIn;
  return [
    f.shareId, f.pilotId, f.ownerId, json(f.billing), f.checkOut.hobbs, f.checkOut.tach, f.checkOut.fuelOnBoard, f.checkOut.at, json(f.checkOut.photos),
    c?.hobbs ?? null, c?.tach ?? null, c?.blockOff ?? null, c?.blockOn ?? null, c?.landings ?? null, json(c?.route ?? []), json(c?.fuel ?? []),
    json(c?.squawks ?? []), c?.note ?? '', c?.at ?? null, json(c?.photos ?? []), json(f.flags), f.bill ? json(f.bill) : null, storedDispute(f),
    f.confirmedAt, f.closedAt,
  ];
}
const FIELDS = `share_id, pilot_id, owner_id, billing, out_hobbs, out_tach, out_fuel, checked_out_at, out_photos, in_hobbs, in_tach, block_off,
  block_on, landings, route, fuel, squawks, note, checked_in_at, in_photos, flags, bill, dispute, confirmed_at, closed_at`;
const PLACEHOLDERS = `?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?`;

const SORTS = { bookingId: 'f.booking_id', checkedOutAt: 'f.checked_out_at', checkedInAt: 'f.checked_in_at' } as const;

/**
 * Flights (issue 36) in PostgreSQL (`flights`, migration 20261213000000), and each pilot's hours flown on
 * Wingshare (`pilot_flown_hours`). Written inside the unit of work of the booking's transition: a check-in
 * that lost the race on the booking's state never reaches its save.
 */
export class PostgresFlightRepository implements FlightRepository {
  private readonly bookings: PostgresBookingRepository;

  constructor(private readonly orm: MikroORM) {
    this.bookings = new PostgresBookingRepository(orm);
  }

  private get em(): EntityManager {
    return this.orm.em;
  }

  async find(bookingId: number): Promise<Flight | null> {
    const [row] = await this.em.execute<FlightRow[]>(`select ${COLUMNS} from flights f where f.booking_id = ?`, [bookingId]);
    return row ? toFlight(row) : null;
  }

  async findMany(bookingIds: number[]): Promise<Map<number, Flight>> {
    if (!bookingIds.length) return new Map();
    const rows = await this.em.execute<FlightRow[]>(`select ${COLUMNS} from flights f where f.booking_id = any(?::int[])`, [`{${bookingIds.join(',')}}`]);
    return new Map(rows.map((r) => [r.booking_id, toFlight(r)]));
  }

  async create(flight: Flight): Promise<void> {
    try {
      await this.em.execute(`insert into flights (booking_id, ${FIELDS}) values (?, ${PLACEHOLDERS})`, [flight.bookingId, ...values(flight)]);
    } catch (e) {
      if (hasSqlState(e, '23505')) throw conflict('This booking is already checked out.');
      throw e;
    }
  }

  async save(flight: Flight): Promise<void> {
    const placeholders = PLACEHOLDERS.split(', ');
    const sets = FIELDS.split(',').map((f, i) => `${f.trim()} = ${placeholders[i]}`).join(', ');
    await this.em.execute(`update flights set ${sets}, updated_at = now() where booking_id = ?`, [...values(flight), flight.bookingId]);
  }

  async lastCheckIn(shareId: number, exceptBookingId: number): Promise<DatedReading | null> {
    const [row] = await this.em.execute<{ in_hobbs: number; in_tach: number; checked_in_at: Date }[]>(
      `select in_hobbs, in_tach, checked_in_at from flights
        where share_id = ? and booking_id <> ? and checked_in_at is not null
        order by checked_in_at desc limit 1`,
      [shareId, exceptBookingId],
    );
    return row ? { hobbs: row.in_hobbs, tach: row.in_tach, at: new Date(row.checked_in_at) } : null;
  }

  async dueToClose(checkedInBy: Date, limit: number): Promise<Booking[]> {
    const rows = await this.em.execute<{ booking_id: number }[]>(
      `select f.booking_id from flights f join booking_requests b on b.id = f.booking_id
        where f.closed_at is null and f.checked_in_at is not null and f.checked_in_at <= ? and b.state = 'flown'
        order by f.checked_in_at, f.booking_id limit ?`,
      [checkedInBy, limit],
    );
    if (!rows.length) return [];
    return (await this.bookings.list({ ids: rows.map((r) => r.booking_id), offset: 0, limit: rows.length })).items;
  }

  async list(q: FlightListQuery): Promise<{ items: Array<{ booking: Booking; flight: Flight }>; total: number }> {
    const conditions: [sql: string, params: unknown[]][] = [];
    if (q.states?.length) conditions.push([`b.state = any(?::text[])`, [`{${q.states.join(',')}}`]]);
    if (q.shareId !== undefined) conditions.push(['f.share_id = ?', [q.shareId]]);
    if (q.pilotId !== undefined) conditions.push(['f.pilot_id = ?', [q.pilotId]]);
    if (q.flagged !== undefined) conditions.push([q.flagged ? `jsonb_array_length(f.flags) > 0` : `jsonb_array_length(f.flags) = 0`, []]);
    const where = conditions.length ? `where ${conditions.map(([sql]) => sql).join(' and ')}` : '';
    const params = conditions.flatMap(([, p]) => p);
    const { field, order } = q.sort ?? { field: 'checkedOutAt', order: 'DESC' };
    const dir = order === 'ASC' ? 'asc' : 'desc';
    const rows = await this.em.execute<(FlightRow & { total: string })[]>(
      `select ${COLUMNS}, count(*) over () as total from flights f join booking_requests b on b.id = f.booking_id ${where}
        order by ${SORTS[field]} ${dir} nulls last, f.booking_id ${dir} offset ? limit ?`,
      [...params, q.offset, q.limit],
    );
    const total = rows[0]
      ? Number(rows[0].total)
      : Number((await this.em.execute<{ n: string }[]>(`select count(*) as n from flights f join booking_requests b on b.id = f.booking_id ${where}`, params))[0]!.n);
    const bookings = new Map(
      rows.length ? (await this.bookings.list({ ids: rows.map((r) => r.booking_id), offset: 0, limit: rows.length })).items.map((b) => [b.id, b]) : [],
    );
    return { items: rows.flatMap((r) => (bookings.has(r.booking_id) ? [{ booking: bookings.get(r.booking_id)!, flight: toFlight(r) }] : [])), total };
  }

  async flownOnWingshare(pilotIds: number[]): Promise<Map<number, FlownOnWingshare>> {
    if (!pilotIds.length) return new Map();
    const rows = await this.em.execute<{ user_id: number; flown: FlownOnWingshare }[]>(
      'select user_id, flown from pilot_flown_hours where user_id = any(?::int[])',
      [`{${pilotIds.join(',')}}`],
    );
    return new Map(rows.flatMap((r) => (r.flown ? [[r.user_id, r.flown] as const] : [])));
  }

  async closedFlightsFrom(pilotId: number, from: Date): Promise<Flight[]> {
    const rows = await this.em.execute<FlightRow[]>(
      `select ${COLUMNS} from flights f where f.pilot_id = ? and f.closed_at is not null and f.checked_out_at >= ? order by f.checked_out_at`,
      [pilotId, from],
    );
    return rows.map(toFlight);
  }

  async updateFlownOnWingshare(pilotId: number, change: (current: FlownOnWingshare | null) => FlownOnWingshare): Promise<void> {
    // The pilot's row locked until the transaction ends: two of his flights closing at once add both their hours.
    await this.em.execute(`insert into pilot_flown_hours (user_id, flown) values (?, 'null'::jsonb) on conflict (user_id) do nothing`, [pilotId]);
    const [row] = await this.em.execute<{ flown: FlownOnWingshare | null }[]>('select flown from pilot_flown_hours where user_id = ? for update', [pilotId]);
    await this.em.execute('update pilot_flown_hours set flown = ?::jsonb, updated_at = now() where user_id = ?', [json(change(row?.flown ?? null)), pilotId]);
  }
}

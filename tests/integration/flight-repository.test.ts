import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TzLookupTimeZoneFinder } from '../../adapters/geo/tz-lookup-time-zones.js';
import { MikroOrmUnitOfWork } from '../../adapters/persistence/mikro-orm-unit-of-work.js';
import { MikroOrmUserRepository } from '../../adapters/persistence/mikro-orm-user.repository.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { PostgresAlertOutbox } from '../../adapters/persistence/postgres-alert-outbox.js';
import { PostgresAvailabilityRepository } from '../../adapters/persistence/postgres-availability.repository.js';
import { PostgresBillingRulesRepository } from '../../adapters/persistence/postgres-billing-rules.repository.js';
import { PostgresBookingRepository } from '../../adapters/persistence/postgres-booking.repository.js';
import { PostgresFlightRepository } from '../../adapters/persistence/postgres-flight.repository.js';
import { PostgresShareRepository } from '../../adapters/persistence/postgres-share.repository.js';
import { DescribeBookings } from '../../application/bookings/booking-details.service.js';
import { BookingNotices } from '../../application/bookings/booking-notices.js';
import { ChangeRequest } from '../../application/bookings/change-request.service.js';
import { GroundAircraft } from '../../application/bookings/ground-aircraft.service.js';
import { CheckInFlight } from '../../application/flights/check-in.service.js';
import { CheckOutFlight } from '../../application/flights/check-out.service.js';
import { CloseDueFlights } from '../../application/flights/close-flights.service.js';
import { MarkNoShow } from '../../application/flights/flight-answers.service.js';
import { FlightPhotos } from '../../application/flights/flight-photos.js';
import type { NewUser } from '../../application/ports/user.repository.js';
import { FakeClock, FakeImageProcessor, InMemoryMediaStore } from '../../application/testing/in-memory-ports.js';
import { REQUEST_LIFETIME_MS, type Booking, type Period } from '../../domain/booking/booking.js';
import { BOOKING_MESSAGES, transition } from '../../domain/booking/booking-transitions.js';
import type { BillingRules } from '../../domain/flight/billing-rules.js';
import type { Flight } from '../../domain/flight/flight.js';
import { addFlight, NOTHING_FLOWN } from '../../domain/pilot/flown-on-wingshare.js';
import type { User } from '../../domain/user/user.js';
import { migrationDatabase } from '../support/migration-database.js';
import { createTestDatabase } from '../support/test-database.js';

let orm: MikroORM;
let drop: () => Promise<void>;
const scoped = <T>(fn: () => Promise<T>) => RequestContext.create(orm.em, fn);
const count = async (sql: string, params: unknown[]) => Number((await orm.em.execute<{ n: string }[]>(sql, params))[0]!.n);

const clock = new FakeClock(new Date('2027-03-01T13:00:00Z'));
let owner: User;
let pilot: User;
let nextTail = 0;

const newUser = (n: string): NewUser => ({
  username: n, email: `${n}@example.com`, firstname: n, lastname: 'Pilot', provider: 'local', providerId: null,
  passwordHash: 'h', avatar: null, airportId: null, isDiscoverable: false, bio: '',
});

/** A rental listing at Bowman Field (LOU, Louisville: America/Kentucky/Louisville), straight into the tables. */
async function aRental(): Promise<number> {
  const [aircraft] = await orm.em.execute<{ id: number }[]>(`insert into aircraft (tail_number, make, model) values (?, 'Piper', 'PA-28-181') returning id`, [`N${++nextTail}FL`]);
  const [share] = await orm.em.execute<{ id: number }[]>(
    `insert into shares (aircraft_id, owner_id, type, airport_id, rate_per_hour) values (?, ?, 'PRIVATE_OWNER_RENTAL', (select id from airports where location_id = 'LOU'), 150) returning id`,
    [aircraft!.id, owner.id],
  );
  return share!.id;
}

const START = new Date('2027-03-10T14:00:00Z');
const END = new Date('2027-03-10T18:00:00Z');

function services() {
  const shares = new PostgresShareRepository(orm);
  const users = new MikroOrmUserRepository(orm);
  const bookings = new PostgresBookingRepository(orm);
  const availabilities = new PostgresAvailabilityRepository(orm);
  const flights = new PostgresFlightRepository(orm);
  const billing = new PostgresBillingRulesRepository(orm);
  const zones = new TzLookupTimeZoneFinder();
  const unitOfWork = new MikroOrmUnitOfWork(orm, () => {});
  const notices = new BookingNotices(unitOfWork, new PostgresAlertOutbox(orm), new DescribeBookings(shares, users, availabilities, zones, clock, null, flights));
  const photos = new FlightPhotos(new FakeImageProcessor(), new InMemoryMediaStore());
  const ground = new GroundAircraft(shares, availabilities, bookings, zones, clock, notices);
  return {
    bookings, flights, billing,
    change: new ChangeRequest(shares, availabilities, bookings, zones, clock, notices, billing),
    checkOut: new CheckOutFlight(shares, availabilities, bookings, flights, billing, zones, photos, clock, notices),
    checkIn: new CheckInFlight(shares, availabilities, bookings, flights, zones, photos, ground, clock, notices),
    noShow: new MarkNoShow(bookings, clock, notices),
    close: new CloseDueFlights(bookings, flights, shares, clock, notices),
  };
}

async function approvedOn(shareId: number, period: Period = { start: START, end: END }, by = pilot): Promise<Booking> {
  const s = services();
  clock.current = new Date('2027-03-01T13:00:00Z');
  const b = await s.bookings.create({ shareId, pilotId: by.id, ownerId: owner.id, kind: 'rental', period, message: '', createdAt: clock.now(), expiresAt: new Date(clock.now().getTime() + REQUEST_LIFETIME_MS) });
  return s.change.execute(owner, b.id, 'approve');
}

const RULES: BillingRules = {
  basis: 'hobbs', wet: true, rateCents: 16_000, dailyMinimum: { hours: 1, weekendHours: 2, whenOutHours: 3 },
  fuel: { rule: 'actual_capped', capCents: 650 }, fees: [{ label: 'Cleaning', amountCents: 2500 }],
};

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  orm = await openDatabase(db.url, { poolMax: 6 });
  await scoped(async () => {
    const users = new MikroOrmUserRepository(orm);
    owner = await users.create(newUser('flightowner'));
    pilot = await users.create(newUser('flightpilot'));
  });
});
afterAll(async () => {
  await orm?.close();
  await drop?.();
});

describe('flights in PostgreSQL', () => {
  it('copies the billing rules at approval, and round-trips a flight through check-out and check-in', () =>
    scoped(async () => {
      const s = services();
      const shareId = await aRental();
      await s.billing.saveForShare(shareId, RULES);
      expect(await s.billing.forShare(shareId)).toEqual(RULES);
      const b = await approvedOn(shareId);
      expect(await s.billing.forBooking(b.id)).toEqual(RULES);
      await s.billing.saveForShare(shareId, { ...RULES, rateCents: 99_000 }); // changes no approved booking
      clock.current = START;
      await s.checkOut.execute(pilot, b.id, { hobbs: 1234.5, tach: 987.6, fuelOnBoard: 38 }, [{ kind: 'hobbs', bytes: Buffer.from('IMG1'), filename: 'h.jpg' }]);
      clock.current = new Date(END.getTime() - 3_600_000);
      await s.checkIn.execute(pilot, b.id, {
        hobbs: 1236, tach: 988.8, blockOff: '2027-03-10T10:05', blockOn: '2027-03-10T11:50', landings: 3, route: ['KLOU', 'KSDF'],
        fuel: [{ gallons: 10, amountCents: 6000 }], squawks: [{ text: 'Left brake soft', severity: 'deferred' }], note: 'Touch and goes',
      }, []);
      const flight = (await s.flights.find(b.id))!;
      expect(flight).toMatchObject({
        bookingId: b.id, shareId, pilotId: pilot.id, ownerId: owner.id, billing: RULES,
        checkOut: { hobbs: 12_345, tach: 9876, fuelOnBoard: 380, at: START, photos: [{ kind: 'hobbs', key: expect.stringMatching(/^\/media\/flights\//) }] },
        checkIn: {
          hobbs: 12_360, tach: 9888, landings: 3, route: ['KLOU', 'KSDF'], fuel: [{ gallons: 100, amountCents: 6000 }], note: 'Touch and goes',
          blockOff: new Date('2027-03-10T15:05:00Z'), blockOn: new Date('2027-03-10T16:50:00Z'), at: clock.now(),
        },
        flags: [], dispute: null, confirmedAt: null, closedAt: null,
      });
      expect(flight.bill!.totalCents).toBe(24_000 - 6000 + 2500);
      expect((await s.flights.findMany([b.id, 999_999])).size).toBe(1);
      expect(await s.flights.lastCheckIn(shareId, 0)).toEqual({ hobbs: 12_360, tach: 9888, at: clock.now() });
      expect(await s.flights.lastCheckIn(shareId, b.id)).toBeNull();
      expect(await count(`select count(*) as n from alert_outbox where kind in ('flight_checked_in', 'flight_bill_ready') and (payload->>'bookingId')::int = ?`, [b.id])).toBe(2);

      // The dispute and the closing keep their instants.
      const disputed: Flight = { ...flight, dispute: { by: 'owner', reason: 'Hobbs', at: clock.now(), resolvedAt: null, resolution: '' } };
      await s.flights.save(disputed);
      expect((await s.flights.find(b.id))!.dispute).toEqual(disputed.dispute);
      await s.flights.save(flight);
    }));

  it('keeps the period held through check-out and check-in (refusing an overlapping approval), and frees it on a no-show', () =>
    scoped(async () => {
      const s = services();
      const shareId = await aRental();
      const b = await approvedOn(shareId);
      const holds = () => count('select count(*) as n from share_holds where booking_id = ?', [b.id]);
      clock.current = START;
      await s.checkOut.execute(pilot, b.id, { hobbs: 100, tach: 90, fuelOnBoard: 20 }, []);
      expect(await holds()).toBe(1);
      const rival = await s.bookings.create({ shareId, pilotId: pilot.id, ownerId: owner.id, kind: 'rental', period: { start: START, end: END }, message: '', createdAt: new Date('2027-03-01T13:00:00Z'), expiresAt: new Date('2027-03-20T00:00:00Z') });
      await expect(s.bookings.saveTransition(rival, transition(rival, 'approve', { by: 'owner', now: new Date('2027-03-02T00:00:00Z') })))
        .rejects.toMatchObject({ code: 'conflict', message: BOOKING_MESSAGES.overlap });
      clock.current = new Date(END.getTime() - 60_000);
      await s.checkIn.execute(pilot, b.id, { hobbs: 101, tach: 90.8, landings: 1 }, []);
      expect(await holds()).toBe(1);
      for (const state of ['closed', 'disputed'] as const) {
        await orm.em.execute('update booking_requests set state = ? where id = ?', [state, b.id]);
        expect(await holds()).toBe(1);
      }

      const missed = await approvedOn(shareId, { start: new Date('2027-03-11T14:00:00Z'), end: new Date('2027-03-11T18:00:00Z') });
      clock.current = new Date('2027-03-11T15:00:00Z');
      await s.noShow.execute(owner, missed.id);
      expect(await count('select count(*) as n from share_holds where booking_id = ?', [missed.id])).toBe(0);
      expect((await s.bookings.findById(missed.id))!.state).toBe('no_show');
    }));

  it('lets exactly one of two check-ins sent at once win; the other is a 409 and writes nothing', () =>
    scoped(async () => {
      const shareId = await aRental();
      const b = await approvedOn(shareId);
      clock.current = START;
      await services().checkOut.execute(pilot, b.id, { hobbs: 500, tach: 400, fuelOnBoard: 20 }, []);
      clock.current = new Date(END.getTime() - 60_000);
      const send = (hobbs: number) => RequestContext.create(orm.em, () => services().checkIn.execute(pilot, b.id, { hobbs, tach: 401, landings: 1 }, []));
      const results = await Promise.allSettled([send(501), send(502)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: expect.objectContaining({ code: 'conflict' }) });
      const won = results.findIndex((r) => r.status === 'fulfilled');
      expect((await services().flights.find(b.id))!.checkIn!.hobbs).toBe(won === 0 ? 5010 : 5020);
      expect(await count(`select count(*) as n from alert_outbox where kind = 'flight_checked_in' and (payload->>'bookingId')::int = ?`, [b.id])).toBe(1);
    }));

  it('closes flights 72 hours after check-in and adds their time to the pilot once, even when two close at once', () =>
    scoped(async () => {
      const shareId = await aRental();
      const flyer = await new MikroOrmUserRepository(orm).create(newUser('closingpilot'));
      // The flights of the tests before are due too: closed first, so this test counts its own.
      clock.current = new Date('2027-04-05T16:00:00Z');
      await services().close.execute();
      const first = await approvedOn(shareId, { start: new Date('2027-04-01T14:00:00Z'), end: new Date('2027-04-01T18:00:00Z') }, flyer);
      const second = await approvedOn(shareId, { start: new Date('2027-04-02T14:00:00Z'), end: new Date('2027-04-02T18:00:00Z') }, flyer);
      for (const [b, day] of [[first, '01'], [second, '02']] as const) {
        clock.current = new Date(`2027-04-${day}T14:00:00Z`);
        await services().checkOut.execute(flyer, b.id, { hobbs: 600, tach: 500, fuelOnBoard: 20 }, []);
        clock.current = new Date(`2027-04-${day}T16:00:00Z`);
        await services().checkIn.execute(flyer, b.id, { hobbs: 601.5, tach: 501, landings: 1 }, []);
      }
      clock.current = new Date('2027-04-05T15:59:59Z'); // 72 h after the first, not the second
      expect((await services().close.execute()).map((b) => b.id)).toEqual([first.id]);
      await orm.em.execute(`update booking_requests set state = 'flown' where id = ?`, [first.id]);
      await orm.em.execute(`update flights set closed_at = null where booking_id = ?`, [first.id]);
      await orm.em.execute(`delete from pilot_flown_hours where user_id = ?`, [flyer.id]);
      clock.current = new Date('2027-04-05T16:00:00Z'); // 72 h after both
      const [a, c] = await Promise.all([
        RequestContext.create(orm.em, () => services().close.execute(1)),
        RequestContext.create(orm.em, () => services().close.execute(5)),
      ]);
      expect([...a, ...c].map((b) => b.id).sort((x, y) => x - y)).toEqual([first.id, second.id]);
      expect((await services().flights.flownOnWingshare([flyer.id])).get(flyer.id)).toMatchObject({ flights: 2, totalHours: 3 });
      expect(await services().close.execute()).toEqual([]);
      expect(await count(`select count(*) as n from alert_outbox where kind = 'flight_closed' and (payload->>'bookingId')::int = ?`, [first.id])).toBe(2);
    }));

  it('lists flights for the back office with their filters, and stores a pilot\'s flown hours', () =>
    scoped(async () => {
      const s = services();
      const shareId = await aRental();
      const b = await approvedOn(shareId, { start: new Date('2027-05-01T14:00:00Z'), end: new Date('2027-05-01T18:00:00Z') });
      clock.current = new Date('2027-05-01T14:00:00Z');
      await s.checkOut.execute(pilot, b.id, { hobbs: 999, tach: 1, fuelOnBoard: 1 }, []);
      // The listing's last check-in left it elsewhere (the test before): not this listing, so no flag.
      expect((await s.flights.find(b.id))!.flags).toEqual([]);
      await expect(s.flights.list({ shareId, offset: 0, limit: 10 })).resolves.toMatchObject({ total: 1, items: [{ booking: { id: b.id, state: 'checked_out' }, flight: { bookingId: b.id } }] });
      await expect(s.flights.list({ shareId, states: ['flown'], offset: 0, limit: 10 })).resolves.toMatchObject({ total: 0, items: [] });
      await expect(s.flights.list({ shareId, flagged: true, offset: 0, limit: 10 })).resolves.toMatchObject({ total: 0 });
      await expect(s.flights.list({ pilotId: pilot.id, sort: { field: 'bookingId', order: 'ASC' }, offset: 0, limit: 100 })).resolves.toMatchObject({ total: expect.any(Number) });
      const other = await new MikroOrmUserRepository(orm).create(newUser('flownhours'));
      await s.flights.updateFlownOnWingshare(other.id, (cur) => addFlight(cur ?? NOTHING_FLOWN, 12, { make: 'Piper', model: 'PA-28-181', retractable: false, complex: false, highPerformance: false, tailwheel: true, multiEngine: false }));
      expect((await s.flights.flownOnWingshare([other.id])).get(other.id)).toEqual({ totalHours: 1.2, classHours: { tailwheel: 1.2 }, makeModelHours: [{ makeModel: 'Piper PA-28-181', hours: 1.2 }], flights: 1 });
    }));

  it('refuses a state the machine does not know', () =>
    scoped(async () => {
      const shareId = await aRental();
      const b = await approvedOn(shareId, { start: new Date('2027-06-01T14:00:00Z'), end: new Date('2027-06-01T18:00:00Z') });
      await expect(orm.em.execute(`update booking_requests set state = 'lost' where id = ?`, [b.id])).rejects.toThrow(/booking_requests_state/);
    }));
});

describe('the flights migration', () => {
  it('widens the states, and goes down to the states before it with the flights gone', async () => {
    const db = await migrationDatabase('flights_migration', 'Migration20261212340000_listing_ownership', 'Migration20261213000000_flights');
    try {
      await db.orm.getMigrator().up({ to: 'Migration20261213000000_flights' });
      const [column] = await db.sql<{ n: number }>(`select character_maximum_length as n from information_schema.columns where table_name = 'booking_requests' and column_name = 'state'`);
      expect(column!.n).toBe(16);
      expect(await db.sql(`select to_regclass('flights') as f, to_regclass('share_billing') as b, to_regclass('pilot_flown_hours') as p`)).toEqual([{ f: 'flights', b: 'share_billing', p: 'pilot_flown_hours' }]);
      await db.orm.getMigrator().down({ to: 'Migration20261212340000_listing_ownership' });
      expect(await db.sql(`select to_regclass('flights') as f, to_regclass('share_billing') as b`)).toEqual([{ f: null, b: null }]);
      const [back] = await db.sql<{ n: number }>(`select character_maximum_length as n from information_schema.columns where table_name = 'booking_requests' and column_name = 'state'`);
      expect(back!.n).toBe(10);
      await db.orm.getMigrator().up({ to: 'Migration20261213000000_flights' });
    } finally {
      await db.close();
    }
  });
});

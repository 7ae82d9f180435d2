import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TzLookupTimeZoneFinder } from '../../adapters/geo/tz-lookup-time-zones.js';
import { MikroOrmUserRepository } from '../../adapters/persistence/mikro-orm-user.repository.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { PostgresAvailabilityRepository } from '../../adapters/persistence/postgres-availability.repository.js';
import { PostgresBookingRepository } from '../../adapters/persistence/postgres-booking.repository.js';
import { PostgresShareRepository } from '../../adapters/persistence/postgres-share.repository.js';
import { ManageBlockedPeriods } from '../../application/bookings/availability.service.js';
import { ChangeRequest } from '../../application/bookings/change-request.service.js';
import { CreateRequest } from '../../application/bookings/create-request.service.js';
import { ShareCalendar } from '../../application/bookings/share-calendar.service.js';
import type { Clock } from '../../application/ports/security.js';
import type { NewUser } from '../../application/ports/user.repository.js';
import { AVAILABILITY_MESSAGES, DEFAULT_BOOKING_RULES } from '../../domain/booking/availability.js';
import { REQUEST_LIFETIME_MS, type Period } from '../../domain/booking/booking.js';
import { BOOKING_MESSAGES, transition } from '../../domain/booking/booking-transitions.js';
import { REQUEST_MESSAGES } from '../../domain/booking/request-rules.js';
import type { User } from '../../domain/user/user.js';
import { createTestDatabase } from '../support/test-database.js';

let orm: MikroORM;
let drop: () => Promise<void>;
let dbUrl: string;
const scoped = <T>(fn: () => Promise<T>) => RequestContext.create(orm.em, fn);

const NOW = new Date('2027-03-01T12:00:00Z');
const clock: Clock = { now: () => new Date(NOW) };
const zones = new TzLookupTimeZoneFinder();
let owner: User;
let pilots: User[];
let nextShare = 0;

const newUser = (n: string): NewUser => ({
  username: n, email: `${n}@example.com`, firstname: n, lastname: 'Pilot', provider: 'local', providerId: null,
  passwordHash: 'h', avatar: null, airportId: null, isDiscoverable: false, bio: '',
});

/** A rental listing at Bowman Field (LOU, Louisville), straight into the tables. */
async function aRental(type = 'PRIVATE_OWNER_RENTAL'): Promise<number> {
  const [aircraft] = await orm.em.execute<{ id: number }[]>(`insert into aircraft (tail_number) values (?) returning id`, [`N${++nextShare}BK`]);
  const [share] = await orm.em.execute<{ id: number }[]>(
    `insert into shares (aircraft_id, owner_id, type, airport_id) values (?, ?, ?, (select id from airports where location_id = 'LOU')) returning id`,
    [aircraft!.id, owner.id, type],
  );
  return share!.id;
}

const period = (start: string, end: string): Period => ({ start: new Date(start), end: new Date(end) });
const count = async (sql: string, params: unknown[]) => Number((await orm.em.execute<{ n: string }[]>(sql, params))[0]!.n);

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  dbUrl = db.url;
  orm = await openDatabase(db.url, { poolMax: 12 });
  await scoped(async () => {
    const users = new MikroOrmUserRepository(orm);
    owner = await users.create(newUser('owner'));
    pilots = [];
    for (let i = 0; i < 50; i++) pilots.push(await users.create(newUser(`pilot${i}`)));
  });
});
afterAll(async () => {
  await orm?.close();
  await drop?.();
});

describe('the share_holds exclusion constraint', () => {
  it('refuses an overlapping hold inserted directly, and lets back-to-back periods and other listings be', () =>
    scoped(async () => {
      const a = await aRental();
      const b = await aRental();
      const [block] = await orm.em.execute<{ id: number }[]>(
        `insert into share_blocks (share_id, period, reason) values (?, '[2027-03-10 10:00Z, 2027-03-10 12:00Z)', 'Annual') returning id`, [a],
      );
      await orm.em.execute(`insert into share_holds (share_id, period, block_id) values (?, '[2027-03-10 10:00Z, 2027-03-10 12:00Z)', ?)`, [a, block!.id]);
      const [booking] = await orm.em.execute<{ id: number }[]>(
        `insert into booking_requests (share_id, pilot_id, owner_id, kind, state, period, expires_at)
         values (?, ?, ?, 'rental', 'approved', '[2027-03-10 11:00Z, 2027-03-10 13:00Z)', now()) returning id`, [a, pilots[0]!.id, owner.id],
      );
      const overlapping = orm.em.execute(`insert into share_holds (share_id, period, booking_id) values (?, '[2027-03-10 11:00Z, 2027-03-10 13:00Z)', ?)`, [a, booking!.id]);
      await expect(overlapping).rejects.toMatchObject({ code: '23P01', message: expect.stringContaining('share_holds_no_overlap') });
      // Back to back on the same listing, and the same period on another listing, are fine.
      await orm.em.execute(`insert into share_holds (share_id, period, booking_id) values (?, '[2027-03-10 12:00Z, 2027-03-10 13:00Z)', ?)`, [a, booking!.id]);
      await orm.em.execute(`insert into share_holds (share_id, period, booking_id) values (?, '[2027-03-10 10:00Z, 2027-03-10 12:00Z)', ?)`, [b, await aBookingId(b)]);
      expect(await count('select count(*) as n from share_holds where share_id in (?, ?)', [a, b])).toBe(3);
    }));

  it('refuses a hold with no source or two', () =>
    scoped(async () => {
      const a = await aRental();
      await expect(orm.em.execute(`insert into share_holds (share_id, period) values (?, '[2027-03-10 10:00Z, 2027-03-10 12:00Z)')`, [a])).rejects.toMatchObject({ code: '23514' });
    }));
});

async function aBookingId(shareId: number): Promise<number> {
  const [row] = await orm.em.execute<{ id: number }[]>(
    `insert into booking_requests (share_id, pilot_id, owner_id, kind, state, period, expires_at)
     values (?, ?, ?, 'rental', 'approved', '[2027-03-10 10:00Z, 2027-03-10 12:00Z)', now()) returning id`, [shareId, pilots[1]!.id, owner.id],
  );
  return row!.id;
}

describe('PostgresAvailabilityRepository', () => {
  it('round-trips settings, grounding and blocks, and refuses a block over another', () =>
    scoped(async () => {
      const repo = new PostgresAvailabilityRepository(orm);
      const id = await aRental();
      expect(await repo.find(id)).toBeNull();
      const settings = {
        shareId: id, timeZone: 'America/Kentucky/Louisville', openHours: [{ day: 6, from: 480, to: 1200 }],
        rules: { ...DEFAULT_BOOKING_RULES, minMinutes: 90 }, grounded: { reason: 'Squawk', since: NOW },
      };
      await repo.save(settings);
      const block = await repo.addBlock(id, { ...period('2027-03-10T10:00:00Z', '2027-03-10T12:00:00Z'), reason: 'Oil change' });
      expect(await repo.find(id)).toEqual({ ...settings, blocks: [{ id: block.id, ...period('2027-03-10T10:00:00Z', '2027-03-10T12:00:00Z'), reason: 'Oil change' }] });
      await expect(repo.addBlock(id, { ...period('2027-03-10T11:00:00Z', '2027-03-10T13:00:00Z'), reason: 'Own use' })).rejects.toMatchObject({
        code: 'conflict', message: AVAILABILITY_MESSAGES.blockOverlap,
      });
      await repo.save({ ...settings, grounded: null });
      expect(await repo.removeBlock(id, block.id)).toBe(true);
      expect(await repo.removeBlock(id, block.id)).toBe(false);
      expect(await repo.find(id)).toMatchObject({ grounded: null, blocks: [] });
      expect(await count('select count(*) as n from share_holds where share_id = ?', [id])).toBe(0);
    }));
});

describe('requests and bookings in PostgreSQL', () => {
  const services = () => {
    const shares = new PostgresShareRepository(orm);
    const availabilities = new PostgresAvailabilityRepository(orm);
    const bookings = new PostgresBookingRepository(orm);
    return {
      bookings,
      create: new CreateRequest(shares, availabilities, bookings, zones, clock),
      change: new ChangeRequest(shares, availabilities, bookings, zones, clock),
      blocks: new ManageBlockedPeriods(shares, availabilities, zones),
      calendar: new ShareCalendar(shares, availabilities, bookings, zones),
    };
  };

  it('takes a request in the airport\'s zone found from its coordinates, and shows the approved period as booked', () =>
    scoped(async () => {
      const s = services();
      const id = await aRental();
      // Bowman Field is in Louisville: 09:00 EST is 14:00Z.
      const request = await s.create.execute(pilots[2]!, id, { start: '2027-03-05T09:00', end: '2027-03-05T12:00', message: 'Lesson' });
      expect(request).toMatchObject({ state: 'pending', period: period('2027-03-05T14:00:00Z', '2027-03-05T17:00:00Z'), expiresAt: new Date(NOW.getTime() + REQUEST_LIFETIME_MS) });
      await s.change.execute(owner, request.id, 'approve');
      const view = await s.calendar.execute(null, id, period('2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z'));
      expect(view).toEqual({
        shareId: id, timeZone: 'America/Kentucky/Louisville', openHours: [], grounded: false,
        entries: [{ kind: 'booked', ...period('2027-03-05T14:00:00Z', '2027-03-05T17:00:00Z') }],
      });
      expect((await s.calendar.execute(owner, id, period('2027-03-01T00:00:00Z', '2027-04-01T00:00:00Z'))).entries).toEqual([
        { kind: 'booked', ...period('2027-03-05T14:00:00Z', '2027-03-05T17:00:00Z'), bookingId: request.id, mine: false, pilotName: 'pilot2 Pilot' },
      ]);
      await expect(s.blocks.add(owner, id, { ...period('2027-03-05T16:00:00Z', '2027-03-05T20:00:00Z'), reason: 'Own use' })).rejects.toMatchObject({ code: 'conflict' });
      // Cancelling releases the period.
      await s.change.execute(pilots[2]!, request.id, 'cancel', 'Weather');
      expect(await count('select count(*) as n from share_holds where share_id = ?', [id])).toBe(0);
      await expect(s.blocks.add(owner, id, { ...period('2027-03-05T16:00:00Z', '2027-03-05T20:00:00Z'), reason: 'Own use' })).resolves.toMatchObject({ reason: 'Own use' });
    }));

  it('answers the lists and counts the use cases need', () =>
    scoped(async () => {
      const s = services();
      const id = await aRental();
      const pilot = pilots[5]!;
      const a = await s.create.execute(pilot, id, { start: '2027-03-05T09:00', end: '2027-03-05T12:00' });
      const b = await s.create.execute(pilot, id, { start: '2027-03-06T09:00', end: '2027-03-06T12:00' });
      await s.change.execute(owner, a.id, 'approve');
      expect(await s.bookings.countFutureHeld(id, pilot.id, NOW)).toBe(2);
      expect(await s.bookings.countFutureHeld(id, pilot.id, new Date('2027-03-05T20:00:00Z'))).toBe(1);
      expect((await s.bookings.futureApproved(id, NOW)).map((x) => x.id)).toEqual([a.id]);
      expect((await s.bookings.dueForExpiry(new Date(NOW.getTime() + REQUEST_LIFETIME_MS), 10)).filter((x) => x.shareId === id).map((x) => x.id)).toEqual([b.id]);
      expect(await s.bookings.list({ pilotId: pilot.id, offset: 0, limit: 10 })).toMatchObject({ total: 2, items: [{ id: b.id }, { id: a.id }] });
      expect(await s.bookings.list({ ownerId: owner.id, shareId: id, states: ['approved'], offset: 0, limit: 10 })).toMatchObject({ total: 1, items: [{ id: a.id }] });
      expect(await s.bookings.list({ pilotId: pilot.id, offset: 5, limit: 10 })).toEqual({ total: 2, items: [] });
    }));

  it('refuses in the approving transaction an approval of a request on a grounded aircraft', () =>
    scoped(async () => {
      const s = services();
      const id = await aRental();
      const request = await s.create.execute(pilots[6]!, id, { start: '2027-03-07T09:00', end: '2027-03-07T12:00' });
      const availabilities = new PostgresAvailabilityRepository(orm);
      await availabilities.save({ shareId: id, timeZone: 'America/Kentucky/Louisville', openHours: [], rules: DEFAULT_BOOKING_RULES, grounded: { reason: 'Flat tyre', since: NOW } });
      // Straight at the repository, as an approval that read the switch just before the grounding committed.
      await expect(s.bookings.saveTransition(request, transition(request, 'approve', { by: 'owner', now: NOW }))).rejects.toMatchObject({
        code: 'conflict', message: REQUEST_MESSAGES.grounded('Flat tyre'),
      });
      expect(await s.bookings.findById(request.id)).toMatchObject({ state: 'pending' });
      expect(await count('select count(*) as n from share_holds where share_id = ?', [id])).toBe(0);
    }));

  // A listing that never had its availability saved has no row to lock: grounding and approving lock the
  // listing's own row instead, so each waits for the other whichever comes first.
  it('never lets a grounding and an approval interleave on a listing without an availability row', () =>
    scoped(async () => {
      const s = services();
      const settings = (id: number) => ({ shareId: id, timeZone: 'America/Kentucky/Louisville', openHours: [], rules: DEFAULT_BOOKING_RULES, grounded: { reason: 'Oil leak', since: NOW } });
      const availabilities = new PostgresAvailabilityRepository(orm);
      const other = new pg.Client({ connectionString: dbUrl });
      await other.connect();
      const otherPid = (await other.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      /** Whether `work` still waits once a session is seen waiting for a lock the other connection holds. */
      const waitsForOther = async (work: Promise<unknown>) => {
        let settled = false;
        void work.then(() => (settled = true), () => (settled = true));
        await expect
          .poll(async () => settled || (await count('select count(*) as n from pg_stat_activity where ? = any(pg_blocking_pids(pid))', [otherPid])) > 0, { timeout: 10_000 })
          .toBe(true);
        return !settled;
      };
      try {
        // An approval under way (its lock taken): the grounding waits for it to commit.
        const first = await aRental();
        await other.query('begin');
        await other.query('select 1 from shares where id = $1 for share', [first]);
        const grounding = scoped(() => availabilities.save(settings(first)));
        expect(await waitsForOther(grounding)).toBe(true);
        await other.query('commit');
        await grounding;

        // A grounding under way, creating the row: the approval waits, then sees it grounded and writes nothing.
        const second = await aRental();
        const request = await s.create.execute(pilots[7]!, second, { start: '2027-03-08T09:00', end: '2027-03-08T12:00' });
        await other.query('begin');
        await other.query('select 1 from shares where id = $1 for no key update', [second]);
        await other.query(
          `insert into share_availability (share_id, time_zone, open_hours, min_minutes, max_minutes, notice_minutes, max_days_ahead,
                  max_future_bookings, grounded_reason, grounded_since)
           values ($1, 'America/Kentucky/Louisville', '[]'::jsonb, 60, 20160, 120, 180, 3, 'Oil leak', now())`,
          [second],
        );
        const approval = scoped(() => s.bookings.saveTransition(request, transition(request, 'approve', { by: 'owner', now: NOW })));
        expect(await waitsForOther(approval)).toBe(true);
        await other.query('commit');
        await expect(approval).rejects.toMatchObject({ code: 'conflict', message: REQUEST_MESSAGES.grounded('Oil leak') });
        expect(await s.bookings.findById(request.id)).toMatchObject({ state: 'pending' });
        expect(await count('select count(*) as n from share_holds where share_id = ?', [second])).toBe(0);
      } finally {
        await other.query('rollback').catch(() => undefined);
        await other.end();
      }
    }));

  it('keeps one open request to join per pilot even when two arrive at once', () =>
    scoped(async () => {
      const s = services();
      const id = await aRental('FLIGHT_CLUB');
      const results = await Promise.allSettled([0, 1].map(() => scoped(() => s.create.execute(pilots[3]!, id, { message: 'Member of AOPA' }))));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'conflict', message: REQUEST_MESSAGES.alreadyAsked } });
    }));

  it('refuses a transition from a stale state without writing', () =>
    scoped(async () => {
      const s = services();
      const id = await aRental();
      const request = await s.create.execute(pilots[4]!, id, { start: '2027-03-06T09:00', end: '2027-03-06T12:00' });
      await s.change.execute(pilots[4]!, request.id, 'withdraw');
      const approved = transition(request, 'approve', { by: 'owner', now: NOW });
      await expect(s.bookings.saveTransition(request, approved)).rejects.toMatchObject({ code: 'conflict', message: 'This request is withdrawn: it cannot be approved.' });
      expect(await s.bookings.findById(request.id)).toMatchObject({ state: 'withdrawn' });
      expect(await count('select count(*) as n from share_holds where booking_id = ?', [request.id])).toBe(0);
    }));

  /** Fifty pending requests of different pilots whose periods all overlap 14:00-15:00Z on `day` March. */
  const fiftyOverlapping = (s: ReturnType<typeof services>, id: number, day: number) =>
    scoped(() =>
      Promise.all(pilots.map((p, i) => s.bookings.create({
        shareId: id, pilotId: p.id, ownerId: owner.id, kind: 'rental', message: '',
        period: { start: new Date(Date.UTC(2027, 2, day, 13, i)), end: new Date(Date.UTC(2027, 2, day, 15, i)) },
        createdAt: NOW, expiresAt: new Date(NOW.getTime() + REQUEST_LIFETIME_MS),
      }))),
    );

  it('lets the database alone refuse all but one of fifty racing approvals (no check before the write)', async () => {
    const s = services();
    const id = await scoped(() => aRental());
    const requests = await fiftyOverlapping(s, id, 9);
    const results = await Promise.allSettled(
      requests.map((r) => scoped(() => s.bookings.saveTransition(r, transition(r, 'approve', { by: 'owner', now: NOW })))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x): x is PromiseRejectedResult => x.status === 'rejected')) {
      expect(r.reason).toMatchObject({ code: 'conflict', message: BOOKING_MESSAGES.overlap });
    }
    await scoped(async () => {
      expect(await count(`select count(*) as n from booking_requests where share_id = ? and state = 'approved'`, [id])).toBe(1);
      expect(await count('select count(*) as n from share_holds where share_id = ?', [id])).toBe(1);
    });
  });

  it('lets exactly one of fifty concurrent approvals of overlapping requests win; the others get a 409 and nothing is half-written', async () => {
    const s = services();
    const id = await scoped(() => aRental());
    const requests = await fiftyOverlapping(s, id, 8);
    const results = await Promise.allSettled(requests.map((r) => scoped(() => s.change.execute(owner, r.id, 'approve'))));
    const won = results.filter((r): r is PromiseFulfilledResult<Awaited<ReturnType<ChangeRequest['execute']>>> => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const r of lost) expect(r.reason).toMatchObject({ code: 'conflict', message: BOOKING_MESSAGES.overlap });
    await scoped(async () => {
      const winner = won[0]!.value;
      expect(await count(`select count(*) as n from booking_requests where share_id = ? and state = 'approved'`, [id])).toBe(1);
      expect(await count(`select count(*) as n from booking_requests where share_id = ? and state = 'pending'`, [id])).toBe(49);
      expect(await count(`select count(*) as n from booking_requests where share_id = ? and decided_at is not null`, [id])).toBe(1);
      const holds = await orm.em.execute<{ booking_id: number }[]>('select booking_id from share_holds where share_id = ?', [id]);
      expect(holds).toEqual([{ booking_id: winner.id }]);
    });
  });
});

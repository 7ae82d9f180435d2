import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroOrmUnitOfWork } from '../../adapters/persistence/mikro-orm-unit-of-work.js';
import { MikroOrmUserRepository } from '../../adapters/persistence/mikro-orm-user.repository.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { PostgresBookingPaymentRepository } from '../../adapters/persistence/postgres-booking-payment.repository.js';
import type { NewUser } from '../../application/ports/user.repository.js';
import { FakeClock } from '../../application/testing/in-memory-ports.js';
import { DEFAULT_POLICY, type BookingPayment } from '../../domain/payment/payment.js';
import type { User } from '../../domain/user/user.js';
import { createTestDatabase } from '../support/test-database.js';

let orm: MikroORM;
let drop: () => Promise<void>;
let owner: User;
let pilot: User;
let shareId: number;
let nextTail = 0;
const scoped = <T>(fn: () => Promise<T>) => RequestContext.create(orm.em, fn);
const clock = new FakeClock(new Date('2027-03-02T00:00:00Z'));
const repo = () => new PostgresBookingPaymentRepository(orm, clock);

const newUser = (n: string): NewUser => ({
  username: n, email: `${n}@example.com`, firstname: n, lastname: 'Pilot', provider: 'local', providerId: null,
  passwordHash: 'h', avatar: null, airportId: null, isDiscoverable: false, bio: '',
});

async function aRental(): Promise<number> {
  const [aircraft] = await orm.em.execute<{ id: number }[]>(`insert into aircraft (tail_number, make, model) values (?, 'Piper', 'PA-28-181') returning id`, [`N${++nextTail}PY`]);
  const [share] = await orm.em.execute<{ id: number }[]>(
    `insert into shares (aircraft_id, owner_id, type, airport_id, rate_per_hour) values (?, ?, 'PRIVATE_OWNER_RENTAL', (select id from airports where location_id = 'LOU'), 150) returning id`,
    [aircraft!.id, owner.id],
  );
  return share!.id;
}

let nextDay = 0;
async function aBooking(): Promise<number> {
  const start = new Date(Date.UTC(2027, 3, 1 + nextDay++, 14));
  const [row] = await orm.em.execute<{ id: number }[]>(
    `insert into booking_requests (share_id, pilot_id, owner_id, kind, period, message, created_at, expires_at, updated_at)
     values (?, ?, ?, 'rental', tstzrange(?::timestamptz, ?::timestamptz, '[)'), '', now(), now() + interval '2 days', now()) returning id`,
    [shareId, pilot.id, owner.id, start, new Date(start.getTime() + 3_600_000)],
  );
  return row!.id;
}

const T0 = new Date('2027-03-01T12:00:00Z');
const aPayment = (bookingId: number, over: Partial<BookingPayment> = {}): BookingPayment => ({
  bookingId, pilotId: pilot.id, ownerId: owner.id, state: 'card_saved', customerId: 'cus_sbx_1', paymentMethodId: 'pm_card_visa',
  accountId: 'acct_sbx_1', policy: { cancellation: 'strict', depositCents: 5000 }, feePercent: 10, expectedCents: 25_000,
  holdId: null, holdExpiresAt: null, payBy: null, dueCents: null, nextStep: null, nextStepAt: null, createdAt: T0, updatedAt: T0, ...over,
});

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  orm = await openDatabase(db.url, { poolMax: 6 });
  await scoped(async () => {
    const users = new MikroOrmUserRepository(orm);
    owner = await users.create(newUser('payowner'));
    pilot = await users.create(newUser('paypilot'));
    shareId = await aRental();
  });
});
afterAll(async () => {
  await orm?.close();
  await drop?.();
});

describe('the money of the rentals in PostgreSQL', () => {
  it('keeps payout accounts by user and by account id, updating one in place', () =>
    scoped(async () => {
      const r = repo();
      expect(await r.payoutAccountOf(owner.id)).toBeNull();
      await r.savePayoutAccount({ userId: owner.id, accountId: 'acct_sbx_owner', state: 'pending', missing: ['Bank account', 'Identity verification'], updatedAt: T0 });
      await r.savePayoutAccount({ userId: owner.id, accountId: 'acct_sbx_owner', state: 'enabled', missing: [], updatedAt: new Date(T0.getTime() + 1000) });
      const account = { userId: owner.id, accountId: 'acct_sbx_owner', state: 'enabled', missing: [], updatedAt: new Date(T0.getTime() + 1000) };
      expect(await r.payoutAccountOf(owner.id)).toEqual(account);
      expect(await r.payoutAccountById('acct_sbx_owner')).toEqual(account);
      expect(await r.payoutAccountById('acct_sbx_nobody')).toBeNull();
    }));

  it("answers the default policy until the owner saves the listing's terms", () =>
    scoped(async () => {
      const r = repo();
      expect(await r.policyOf(shareId)).toEqual(DEFAULT_POLICY);
      await r.savePolicy(shareId, { cancellation: 'flexible', depositCents: 0 });
      await r.savePolicy(shareId, { cancellation: 'strict', depositCents: 20_000 });
      expect(await r.policyOf(shareId)).toEqual({ cancellation: 'strict', depositCents: 20_000 });
    }));

  it('round-trips a payment, its next step and a fractional fee percent', () =>
    scoped(async () => {
      const r = repo();
      const id = await aBooking();
      const p = aPayment(id, { feePercent: 7.5 });
      await r.create(p);
      expect(await r.find(id)).toEqual(p);
      const held = {
        ...p, state: 'held' as const, holdId: 'pi_sbx_1', holdExpiresAt: new Date('2027-03-08T12:00:00Z'),
        dueCents: 21_000, nextStep: 'capture' as const, nextStepAt: new Date('2027-03-05T12:00:00Z'),
      };
      await r.save(held);
      expect(await r.find(id)).toEqual({ ...held, updatedAt: clock.now() }); // stamped by the clock
      expect(await r.find(999_999)).toBeNull();
      expect(await r.bookingOfProviderId('pi_sbx_1')).toBe(id);
      expect(await r.statesOf([id, 999_999])).toEqual(new Map([[id, 'held']]));
      expect(await r.statesOf([])).toEqual(new Map());
    }));

  it('answers the steps due by an instant, earliest first, and none without a next step', () =>
    scoped(async () => {
      const r = repo();
      const [a, b, c] = [await aBooking(), await aBooking(), await aBooking()];
      await r.create(aPayment(a, { nextStep: 'transfer', nextStepAt: new Date('2030-01-02T00:00:00Z') }));
      await r.create(aPayment(b, { nextStep: 'place_hold', nextStepAt: new Date('2030-01-01T00:00:00Z') }));
      await r.create(aPayment(c, { nextStep: 'expire_unpaid', nextStepAt: new Date('2030-01-05T00:00:00Z') }));
      const due = (await r.dueSteps(new Date('2030-01-03T00:00:00Z'), 10)).filter((d) => [a, b, c].includes(d.bookingId));
      expect(due).toEqual([
        { bookingId: b, step: 'place_hold', at: new Date('2030-01-01T00:00:00Z') },
        { bookingId: a, step: 'transfer', at: new Date('2030-01-02T00:00:00Z') },
      ]);
    }));

  it('records a ledger entry once per kind and provider id, and finds the booking of a provider object', () =>
    scoped(async () => {
      const r = repo();
      const id = await aBooking();
      await r.create(aPayment(id));
      const capture = { bookingId: id, kind: 'capture' as const, amountCents: 20_000, providerId: 'pi_sbx_cap', by: 'system' as const, note: 'Bill of the flight' };
      expect(await r.record(capture)).toBe(true);
      expect(await r.record(capture)).toBe(false);
      expect(await r.record({ ...capture, kind: 'fee', amountCents: 2000, note: 'Platform fee' })).toBe(true);
      expect(await r.record({ ...capture, kind: 'release', amountCents: 5000, providerId: null, note: 'Rest of the hold' })).toBe(true);
      expect(await r.record({ ...capture, kind: 'release', amountCents: 5000, providerId: null, note: 'Rest of the hold' })).toBe(true);
      const entries = await r.entries(id);
      expect(entries.map((e) => [e.kind, e.amountCents, e.providerId, e.by])).toEqual([
        ['capture', 20_000, 'pi_sbx_cap', 'system'], ['fee', 2000, 'pi_sbx_cap', 'system'], ['release', 5000, null, 'system'], ['release', 5000, null, 'system'],
      ]);
      expect(entries[0]).toMatchObject({ bookingId: id, note: 'Bill of the flight', createdAt: expect.any(Date), id: expect.any(Number) });
      expect(await r.bookingOfProviderId('pi_sbx_cap')).toBe(id);
      expect(await r.bookingOfProviderId('tr_unknown')).toBeNull();
    }));

  it('refuses a ledger amount that is not positive', () =>
    scoped(async () => {
      const r = repo();
      const id = await aBooking();
      await r.create(aPayment(id));
      await expect(r.record({ bookingId: id, kind: 'refund', amountCents: 0, providerId: 're_zero', by: 'admin', note: '' })).rejects.toThrow(/check/);
    }));

  it('joins the unit of work: a rolled-back run leaves no payment and no entry', () =>
    scoped(async () => {
      const r = repo();
      const uow = new MikroOrmUnitOfWork(orm, () => {});
      const id = await aBooking();
      await expect(uow.run(async () => {
        await r.create(aPayment(id));
        await r.record({ bookingId: id, kind: 'hold', amountCents: 25_000, providerId: 'pi_sbx_rolled', by: 'system', note: '' });
        throw new Error('boom');
      })).rejects.toThrow('boom');
      expect(await r.find(id)).toBeNull();
      expect(await r.bookingOfProviderId('pi_sbx_rolled')).toBeNull();
    }));

  it('holds the row lock until the transaction ends: a second step waits for the first', () =>
    scoped(async () => {
      const r = repo();
      const id = await aBooking();
      await r.create(aPayment(id));
      const order: string[] = [];
      let releaseFirst!: () => void;
      const firstHolds = new Promise<void>((resolve) => { releaseFirst = resolve; });
      let firstLocked!: () => void;
      const locked = new Promise<void>((resolve) => { firstLocked = resolve; });
      const first = RequestContext.create(orm.em, () => new MikroOrmUnitOfWork(orm, () => {}).run(async () => {
        await r.lock(id);
        order.push('first locked');
        firstLocked();
        await firstHolds;
        await r.save({ ...aPayment(id), state: 'held' });
        order.push('first saved');
      }));
      await locked;
      const second = RequestContext.create(orm.em, () => new MikroOrmUnitOfWork(orm, () => {}).run(async () => {
        const seen = await r.lock(id);
        order.push(`second saw ${seen!.state}`);
      }));
      // The second run is waiting on the lock: PostgreSQL says so (no sleep).
      await expect.poll(async () => Number((await orm.em.fork().execute<{ n: string }[]>(
        `select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%booking_payments%for update%'`,
      ))[0]!.n), { timeout: 10_000 }).toBe(1);
      releaseFirst();
      await Promise.all([first, second]);
      expect(order).toEqual(['first locked', 'first saved', 'second saw held']);
    }));

  it('lists by pilot (newest first), by owner, and for staff with a state filter and a total', () =>
    scoped(async () => {
      const r = repo();
      const other = await new MikroOrmUserRepository(orm).create(newUser('paylister'));
      const ids = [await aBooking(), await aBooking(), await aBooking()];
      for (const [i, id] of ids.entries()) {
        await r.create(aPayment(id, { pilotId: other.id, state: i === 1 ? 'transferred' : 'held', createdAt: new Date(T0.getTime() + i * 1000) }));
      }
      expect((await r.listForPilot(other.id, 0, 10)).map((p) => p.bookingId)).toEqual([ids[2], ids[1], ids[0]]);
      expect((await r.listForPilot(other.id, 1, 1)).map((p) => p.bookingId)).toEqual([ids[1]]);
      expect((await r.listForOwner(owner.id)).map((p) => p.bookingId)).toEqual(expect.arrayContaining(ids));
      const transferred = await r.list({ state: 'transferred', offset: 0, limit: 10 });
      expect(transferred.rows.map((p) => p.bookingId)).toContain(ids[1]);
      expect(transferred.total).toBe(transferred.rows.length);
      expect(await r.list({ bookingId: ids[2], offset: 0, limit: 10 })).toEqual({ rows: [expect.objectContaining({ bookingId: ids[2] })], total: 1 });
      const all = await r.list({ offset: 0, limit: 2 });
      expect(all.rows).toHaveLength(2);
      const beyond = await r.list({ offset: 1000, limit: 2 });
      expect(beyond).toEqual({ rows: [], total: all.total });
    }));
});

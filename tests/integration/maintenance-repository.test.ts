import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroOrmUnitOfWork } from '../../adapters/persistence/mikro-orm-unit-of-work.js';
import { MikroOrmUserRepository } from '../../adapters/persistence/mikro-orm-user.repository.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { PostgresAvailabilityRepository } from '../../adapters/persistence/postgres-availability.repository.js';
import { PostgresMaintenanceRepository } from '../../adapters/persistence/postgres-maintenance.repository.js';
import type { NewUser } from '../../application/ports/user.repository.js';
import { DomainError } from '../../domain/errors.js';
import type { Actor } from '../../domain/maintenance/maintenance.js';
import type { User } from '../../domain/user/user.js';
import { createTestDatabase } from '../support/test-database.js';

// Issue 38: PostgresMaintenanceRepository against PostgreSQL: dates kept as calendar dates, one sign-off per
// item and day even when two race, history only added to, removed items kept, a mechanic's token stored
// hashed and revoked, reminders recorded once, the sweep's listings, the back office's list and its filters,
// and the grounding's author on share_availability.

let orm: MikroORM;
let drop: () => Promise<void>;
let owner: User;
let pilot: User;
let nextTail = 0;
const scoped = <T>(fn: () => Promise<T>) => RequestContext.create(orm.em, fn);
const repo = () => new PostgresMaintenanceRepository(orm);
const OWNER_ACTOR = (): Actor => ({ userId: owner.id, name: 'Olive Owner', mechanicEmail: null });

const newUser = (n: string): NewUser => ({
  username: n, email: `${n}@example.com`, firstname: n, lastname: 'Pilot', provider: 'local', providerId: null,
  passwordHash: 'h', avatar: null, airportId: null, isDiscoverable: false, bio: '',
});

async function aRental(title = 'Archer'): Promise<number> {
  const [aircraft] = await orm.em.execute<{ id: number }[]>(`insert into aircraft (tail_number, make, model) values (?, 'Piper', 'PA-28-181') returning id`, [`N${++nextTail}MR`]);
  const [share] = await orm.em.execute<{ id: number }[]>(
    `insert into shares (aircraft_id, owner_id, type, airport_id, rate_per_hour, title) values (?, ?, 'PRIVATE_OWNER_RENTAL', (select id from airports where location_id = 'LOU'), 150, ?) returning id`,
    [aircraft!.id, owner.id, title],
  );
  return share!.id;
}

const annual = (shareId: number) => ({
  shareId, kind: 'annual' as const, title: 'Annual inspection', intervalMonths: 12, intervalHours: null,
  lastDoneOn: '2026-03-10', lastDoneHours: null, dueOn: '2027-03-31', dueHours: null, createdAt: new Date('2027-03-01T12:00:00Z'),
});

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  orm = await openDatabase(db.url, { poolMax: 6 });
  await scoped(async () => {
    const users = new MikroOrmUserRepository(orm);
    owner = await users.create(newUser('mxowner'));
    pilot = await users.create(newUser('mxpilot'));
  });
});
afterAll(async () => {
  await orm?.close();
  await drop?.();
});

describe('items and sign-offs', () => {
  it('keeps dates as calendar dates, sets the item from its sign-off, and keeps a removed item\'s history', () => scoped(async () => {
    const share = await aRental();
    const item = await repo().addItem(annual(share));
    expect(item).toMatchObject({ shareId: share, kind: 'annual', lastDoneOn: '2026-03-10', dueOn: '2027-03-31', active: true });
    const signed = await repo().signOff({
      itemId: item.id, doneOn: '2027-02-28', hours: 12345, note: 'Annual, no findings', by: OWNER_ACTOR(), at: new Date(), nextDueOn: '2028-02-29', nextDueHours: null,
    });
    expect(signed).toMatchObject({ doneOn: '2027-02-28', hours: 12345, nextDueOn: '2028-02-29', by: OWNER_ACTOR() });
    expect(await repo().item(share, item.id)).toMatchObject({ lastDoneOn: '2027-02-28', lastDoneHours: 12345, dueOn: '2028-02-29' });
    expect(await repo().item(share + 1000, item.id)).toBeNull();
    expect(await repo().removeItem(share, item.id)).toBe(true);
    expect(await repo().removeItem(share, item.id)).toBe(false);
    expect(await repo().items(share)).toEqual([]);
    expect((await repo().history([item.id])).get(item.id)).toHaveLength(1);
  }));

  it('records one sign-off per item and day: the second, even racing the first, is a conflict and writes nothing', async () => {
    const share = await scoped(() => aRental());
    const item = await scoped(() => repo().addItem(annual(share)));
    const uow = new MikroOrmUnitOfWork(orm, () => {});
    const signOff = () => scoped(() => uow.run(() => repo().signOff({
      itemId: item.id, doneOn: '2027-02-20', hours: null, note: 'Done', by: OWNER_ACTOR(), at: new Date(), nextDueOn: '2028-02-29', nextDueHours: null,
    })));
    const results = await Promise.allSettled([signOff(), signOff()]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(DomainError);
    expect((refused.reason as DomainError).code).toBe('conflict');
    expect(await scoped(() => orm.em.execute('select id from maintenance_sign_offs where item_id = ?', [item.id]))).toHaveLength(1);
  });
});

describe('squawks', () => {
  it('stores a squawk with its report, adds answers to its history, and tells open from fixed', () => scoped(async () => {
    const share = await aRental();
    const s = await repo().addSquawk({
      shareId: share, bookingId: null, source: 'owner', reportedBy: OWNER_ACTOR(), text: 'Oil leak', severity: 'grounding', photos: ['/media/flights/x.png'], createdAt: new Date(),
    });
    expect(s).toMatchObject({ state: 'open', photos: ['/media/flights/x.png'], events: [{ action: 'reported', note: 'Oil leak' }], closedAt: null });
    const at = new Date();
    const fixed = await repo().answerSquawk(s.id, 'fixed', { action: 'fix', note: 'New seal', by: OWNER_ACTOR(), at }, at);
    expect(fixed.events.map((e) => e.action)).toEqual(['reported', 'fix']);
    expect(fixed.closedAt?.getTime()).toBe(at.getTime());
    expect(await repo().squawks(share, { openOnly: true })).toEqual([]);
    expect(await repo().squawks(share)).toHaveLength(1);
  }));

  it('finds the latest booking of a pilot that was checked out on the listing, not one only approved', () => scoped(async () => {
    const share = await aRental();
    const insert = (state: string) => orm.em.execute<{ id: number }[]>(
      `insert into booking_requests (share_id, pilot_id, owner_id, kind, state, period, expires_at)
       values (?, ?, ?, 'rental', ?, tstzrange(now(), now() + interval '1 hour'), now()) returning id`, [share, pilot.id, owner.id, state],
    );
    await insert('approved');
    expect(await repo().flownBooking(share, pilot.id)).toBeNull();
    const [flown] = await insert('closed');
    expect(await repo().flownBooking(share, pilot.id)).toBe(flown!.id);
    expect(await repo().flownBooking(share, owner.id)).toBeNull();
  }));
});

describe('settings, reminders, statuses', () => {
  it('stores only a hash of the mechanic\'s token; naming another or removing him revokes it', () => scoped(async () => {
    const share = await aRental();
    const token = await repo().nameMechanic(share, 'ace@example.com', new Date());
    expect(await repo().mechanicByToken(token)).toEqual({ shareId: share, email: 'ace@example.com' });
    const [row] = await orm.em.execute<{ mechanic_token_hash: string }[]>('select mechanic_token_hash from maintenance_settings where share_id = ?', [share]);
    expect(row!.mechanic_token_hash).toHaveLength(64);
    expect(row!.mechanic_token_hash).not.toContain(token);
    const next = await repo().nameMechanic(share, 'bee@example.com', new Date());
    expect(await repo().mechanicByToken(token)).toBeNull();
    await repo().setHundredHour(share, true);
    expect(await repo().settings(share)).toMatchObject({ hundredHour: true, mechanic: { email: 'bee@example.com' } });
    expect(await repo().removeMechanic(share)).toBe(true);
    expect(await repo().mechanicByToken(next)).toBeNull();
    expect(await repo().removeMechanic(share)).toBe(false);
  }));

  it('records each reminder once, lists what to sweep, and lists statuses worst first with filters', () => scoped(async () => {
    const red = await aRental('Redbird');
    const green = await aRental('Greenbird');
    const item = await repo().addItem(annual(red));
    expect(await repo().recordReminder(item.id, 'overdue:2027-03-31/-', new Date())).toBe(true);
    expect(await repo().recordReminder(item.id, 'overdue:2027-03-31/-', new Date())).toBe(false);
    await repo().saveStatus({ shareId: red, status: 'red', reasons: ['The annual inspection is overdue.'], openSquawks: 1, computedAt: new Date() });
    await repo().saveStatus({ shareId: green, status: 'amber', reasons: [], openSquawks: 0, computedAt: new Date() });
    await repo().saveStatus({ shareId: green, status: 'green', reasons: [], openSquawks: 0, computedAt: new Date() });
    expect(await repo().sharesToSweep()).toEqual(expect.arrayContaining([red, green]));
    const mine = { shareIds: [red, green], sort: { field: 'status' as const, order: 'ASC' as const }, offset: 0, limit: 10 };
    const both = await repo().listStatuses(mine);
    expect(both.items.map((r) => [r.shareId, r.status])).toEqual([[red, 'red'], [green, 'green']]);
    expect(both.items[0]).toMatchObject({ title: 'Redbird', ownerName: 'mxowner Pilot', grounded: false, reasons: ['The annual inspection is overdue.'] });
    expect((await repo().listStatuses({ ...mine, status: ['green'] })).items.map((r) => r.shareId)).toEqual([green]);
    expect((await repo().listStatuses({ ...mine, q: 'redb' })).items.map((r) => r.shareId)).toEqual([red]);
    expect((await repo().listStatuses({ ...mine, shareIds: [] })).total).toBe(0);
  }));

  it('keeps who set a grounding on share_availability', () => scoped(async () => {
    const share = await aRental();
    const availabilities = new PostgresAvailabilityRepository(orm);
    const base = { shareId: share, timeZone: 'America/Kentucky/Louisville', openHours: [], rules: { minMinutes: 60, maxMinutes: 600, noticeMinutes: 0, maxDaysAhead: 30, maxFutureBookings: 3 } };
    await availabilities.save({ ...base, grounded: { reason: 'Annual overdue', since: new Date(), by: 'maintenance' } });
    expect((await availabilities.find(share))?.grounded).toMatchObject({ reason: 'Annual overdue', by: 'maintenance' });
    expect((await availabilities.groundedAmong([share])).get(share)).toMatchObject({ by: 'maintenance' });
    await availabilities.save({ ...base, grounded: { reason: 'Flat tire', since: new Date() } });
    expect((await availabilities.find(share))?.grounded).toEqual({ reason: 'Flat tire', since: expect.any(Date) });
    expect((await orm.em.execute<{ grounded_by: string }[]>('select grounded_by from share_availability where share_id = ?', [share]))[0]!.grounded_by).toBe('owner');
  }));
});

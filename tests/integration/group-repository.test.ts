import { RequestContext } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroOrmUnitOfWork } from '../../adapters/persistence/mikro-orm-unit-of-work.js';
import { MikroOrmUserRepository } from '../../adapters/persistence/mikro-orm-user.repository.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { PostgresGroupRepository, SHARE_IN_ANOTHER_GROUP } from '../../adapters/persistence/postgres-group.repository.js';
import type { NewExpense } from '../../application/ports/group.repository.js';
import { DomainError } from '../../domain/errors.js';
import type { CostRules, GroupMember, GroupStatement } from '../../domain/group/group.js';
import type { NewUser } from '../../application/ports/user.repository.js';
import type { User } from '../../domain/user/user.js';
import { createTestDatabase } from '../support/test-database.js';

// Issue 39: PostgresGroupRepository against PostgreSQL: a group with its listings (one group per listing),
// members kept when they leave, rule sets replaced on the same day, expenses and payments, the members'
// unbilled closed flights dated at the airport's day, a month's statement stored once (a second issuing,
// even racing the first, answers the first and stamps nothing), and each aircraft's reserve fund.

let orm: MikroORM;
let drop: () => Promise<void>;
let owner: User;
let partner: User;
let nextTail = 0;
const scoped = <T>(fn: () => Promise<T>) => RequestContext.create(orm.em, fn);
const repo = () => new PostgresGroupRepository(orm);
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => scoped(() => orm.em.execute<T[]>(text, params));

const newUser = (n: string, first: string, last: string): NewUser => ({
  username: n, email: `${n}@example.com`, firstname: first, lastname: last, provider: 'local', providerId: null,
  passwordHash: 'h', avatar: null, airportId: null, isDiscoverable: false, bio: '',
});

/** A partnership listing of a Bonanza; with a time zone, its availability row. */
async function aListing(options: { tail?: string; timeZone?: string | null } = {}): Promise<number> {
  const tail = options.tail ?? `N${++nextTail}GR`;
  const [aircraft] = await sql<{ id: number }>(`insert into aircraft (tail_number, make, model) values (?, 'Beechcraft', 'Bonanza A36') returning id`, [tail]);
  const [share] = await sql<{ id: number }>(
    `insert into shares (aircraft_id, owner_id, type, airport_id, rate_per_hour, title) values (?, ?, 'PARTNERSHIP_REQUEST_TO_PURCHASE', (select id from airports where location_id = 'LOU'), 180, 'Bonanza share') returning id`,
    [aircraft!.id, owner.id],
  );
  const timeZone = options.timeZone === undefined ? 'America/New_York' : options.timeZone;
  if (timeZone) {
    await sql(
      `insert into share_availability (share_id, time_zone, min_minutes, max_minutes, notice_minutes, max_days_ahead, max_future_bookings) values (?, ?, 60, 600, 0, 90, 5)`,
      [share!.id, timeZone],
    );
  }
  return share!.id;
}

const ownerMember = (since = '2027-01-01'): GroupMember => ({ userId: owner.id, name: '', role: 'owner', shareBasisPoints: 10_000, since, until: null });
const aGroup = async (shareIds: number[], name = 'Bonanza partners') =>
  scoped(() => repo().create({ name, kind: 'partnership', shareIds, members: [ownerMember()], createdOn: '2027-01-01', createdAt: new Date('2027-01-01T15:00:00Z') }));

const rules = (from: string, hourlyRateCents = 21_000): CostRules => ({
  from, duesCents: 50_000, duesSplit: 'by_share', hourlyRateCents, basis: 'hobbs', wet: false, reservesPerHourCents: { engine: 1_500, propeller: 300 },
  aircraft: [], limits: { maxActiveBookings: 3, maxWeekendDaysPerMonth: null },
});
const expense = (date: string, amountCents: number, extra: Partial<NewExpense> = {}): NewExpense => ({
  date, kind: 'expense', description: 'Hangar', amountCents, split: 'by_share', shareId: null, fromReserve: null, receiptKey: null,
  createdBy: owner.id, createdAt: new Date(), ...extra,
});

/**
 * A member's closed flight of the group's aircraft: a rental booking carrying the group, and its flight
 * checked out at `out` (an instant), Hobbs and tach readings in tenths, block times and fuel receipts.
 */
async function aMemberFlight(groupId: number | null, shareId: number, pilotId: number, out: string, options: { closed?: boolean; blockMinutes?: number | null } = {}) {
  const [booking] = await sql<{ id: number }>(
    `insert into booking_requests (share_id, pilot_id, owner_id, kind, state, period, expires_at, group_id)
     values (?, ?, ?, 'rental', ?, tstzrange(?::timestamptz, ?::timestamptz + interval '3 hours'), now(), ?) returning id`,
    [shareId, pilotId, owner.id, options.closed === false ? 'flown' : 'closed', out, out, groupId],
  );
  const blockMinutes = options.blockMinutes === undefined ? 99 : options.blockMinutes;
  await sql(
    `insert into flights (booking_id, share_id, pilot_id, owner_id, billing, out_hobbs, out_tach, out_fuel, checked_out_at,
       in_hobbs, in_tach, block_off, block_on, landings, fuel, checked_in_at, closed_at)
     values (?, ?, ?, ?, '{}'::jsonb, 12000, 9000, 400, ?::timestamptz, 12016, 9013,
       ?::timestamptz, ?::timestamptz + make_interval(mins => ?), 1, ?::jsonb, ?::timestamptz + interval '2 hours', ?)`,
    [
      booking!.id, shareId, pilotId, owner.id, out, blockMinutes === null ? null : out, blockMinutes === null ? null : out, blockMinutes ?? 0,
      JSON.stringify([{ gallons: 200, amountCents: 12_345 }, { gallons: 50, amountCents: 3_000 }]), out,
      options.closed === false ? null : new Date(),
    ],
  );
  return booking!.id;
}

const statementOf = (month: string, ownerTotal: number, partnerTotal: number, shareId: number): GroupStatement => ({
  month, groupCostsCents: ownerTotal + partnerTotal,
  members: [
    {
      userId: owner.id, name: 'Olive Owner', chargesCents: ownerTotal, totalCents: ownerTotal,
      lines: [
        { kind: 'flight', description: 'N1GR, March 3: 1.6 h (Hobbs) at $210/h', amountCents: ownerTotal - 2_700, ref: { bookingId: 1 } },
        { kind: 'reserve_engine', description: 'Engine reserve', amountCents: 2_400, ref: { bookingId: 1, shareId } },
        { kind: 'reserve_propeller', description: 'Propeller reserve', amountCents: 300, ref: { bookingId: 1, shareId } },
      ],
    },
    {
      userId: partner.id, name: 'Pat Partner', chargesCents: partnerTotal, totalCents: partnerTotal,
      lines: [
        { kind: 'dues', description: 'Dues, March 2027', amountCents: partnerTotal - 1_000 },
        { kind: 'reserve_engine', description: 'Engine reserve', amountCents: 1_000, ref: { bookingId: 2, shareId } },
      ],
    },
  ],
  reservesCents: [{ shareId, engine: 3_400, propeller: 300 }],
});

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  orm = await openDatabase(db.url, { poolMax: 6 });
  await scoped(async () => {
    const users = new MikroOrmUserRepository(orm);
    owner = await users.create(newUser('growner', 'Olive', 'Owner'));
    partner = await users.create(newUser('grpartner', 'Pat', 'Partner'));
  });
});
afterAll(async () => {
  await orm?.close();
  await drop?.();
});

describe('groups and their members', () => {
  it('creates a group with its listings and owner, and finds it by id, by listing and by member', async () => {
    const [a, b] = [await aListing(), await aListing()];
    const group = await aGroup([b, a]);
    expect(group).toMatchObject({
      name: 'Bonanza partners', kind: 'partnership', shareIds: [a, b].sort((x, y) => x - y), createdOn: '2027-01-01', rules: [],
      members: [{ userId: owner.id, name: 'Olive Owner', role: 'owner', shareBasisPoints: 10_000, since: '2027-01-01', until: null }],
    });
    expect(group.createdAt.toISOString()).toBe('2027-01-01T15:00:00.000Z');
    expect(await scoped(() => repo().find(group.id))).toEqual(group);
    expect(await scoped(() => repo().find(group.id + 1000))).toBeNull();
    expect((await scoped(() => repo().ofShare(a)))?.id).toBe(group.id);
    expect(await scoped(() => repo().ofShare(a + 1000))).toBeNull();
    expect(await scoped(() => repo().allIds())).toContain(group.id);
    await scoped(() => repo().rename(group.id, 'The Bonanza four'));
    const mine = await scoped(() => repo().ofUser(owner.id));
    expect(mine[0]).toMatchObject({ id: group.id, name: 'The Bonanza four', kind: 'partnership', member: { userId: owner.id, role: 'owner' } });
    expect(mine[0]!.shareIds).toEqual(group.shareIds);
  });

  it('lists the newest group first, and only the groups the user is or was in', async () => {
    const first = await aGroup([await aListing()], 'First');
    const second = await aGroup([await aListing()], 'Second');
    const ids = (await scoped(() => repo().ofUser(owner.id))).map((g) => g.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(await scoped(() => repo().ofUser(partner.id))).toEqual([]);
  });

  it('refuses a listing already in a group with a conflict, and leaves the caller\'s transaction usable', async () => {
    const share = await aListing();
    const group = await aGroup([share]);
    const other = await aGroup([await aListing()], 'Other');
    const uow = new MikroOrmUnitOfWork(orm, () => {});
    const outcome = await scoped(() => uow.run(async () => {
      const refused = await repo().addShare(other.id, share).then(() => null, (e: unknown) => e);
      const created = await repo().create({ name: 'Third', kind: 'club', shareIds: [share], members: [ownerMember()], createdOn: '2027-01-01', createdAt: new Date() })
        .then(() => null, (e: unknown) => e);
      await repo().rename(other.id, 'Still usable');
      return { refused, created };
    }));
    for (const e of [outcome.refused, outcome.created]) {
      expect(e).toBeInstanceOf(DomainError);
      expect((e as DomainError).code).toBe('conflict');
      expect((e as DomainError).message).toBe(SHARE_IN_ANOTHER_GROUP);
    }
    expect((await scoped(() => repo().ofShare(share)))?.id).toBe(group.id);
    expect((await scoped(() => repo().find(other.id)))?.name).toBe('Still usable');
    expect(await sql(`select id from groups where name = 'Third'`)).toEqual([]);
  });

  it('adds a member, replaces his row when saved again, and keeps him with his last day when he leaves', async () => {
    const group = await aGroup([await aListing()]);
    const pat: GroupMember = { userId: partner.id, name: '', role: 'member', shareBasisPoints: 2_500, since: '2027-02-15', until: null };
    await scoped(() => repo().saveMember(group.id, { ...ownerMember(), shareBasisPoints: 7_500 }));
    await scoped(() => repo().saveMember(group.id, pat));
    await scoped(() => repo().saveMember(group.id, { ...pat, role: 'treasurer' }));
    await scoped(() => repo().saveMember(group.id, { ...pat, role: 'treasurer', until: '2027-05-31' }));
    const members = (await scoped(() => repo().find(group.id)))!.members;
    expect(members).toEqual([
      { userId: owner.id, name: 'Olive Owner', role: 'owner', shareBasisPoints: 7_500, since: '2027-01-01', until: null },
      { userId: partner.id, name: 'Pat Partner', role: 'treasurer', shareBasisPoints: 2_500, since: '2027-02-15', until: '2027-05-31' },
    ]);
    expect((await scoped(() => repo().ofUser(partner.id))).map((g) => g.member.until)).toEqual(['2027-05-31']);
    await expect(scoped(() => repo().saveMember(group.id, { ...pat, shareBasisPoints: 10_001 }))).rejects.toThrow();
    await expect(scoped(() => repo().saveMember(group.id, { ...pat, until: '2027-01-01' }))).rejects.toThrow();
  });

  it('keeps the rule sets oldest first, one per day: saving on the same day replaces it', async () => {
    const share = await aListing();
    const group = await aGroup([share]);
    await scoped(() => repo().saveRules(group.id, rules('2027-03-01')));
    await scoped(() => repo().saveRules(group.id, rules('2027-01-01')));
    const changed: CostRules = {
      ...rules('2027-03-01', 23_000), duesSplit: 'per_member', basis: 'tach', wet: true,
      aircraft: [{ shareId: share, hourlyRateCents: 25_000, reservesPerHourCents: { engine: 2_000, propeller: 400 } }],
      limits: { maxActiveBookings: null, maxWeekendDaysPerMonth: 4 },
    };
    await scoped(() => repo().saveRules(group.id, changed));
    expect((await scoped(() => repo().find(group.id)))!.rules).toEqual([rules('2027-01-01'), changed]);
  });
});

describe('expenses and payments', () => {
  it('stores them with their dates and answers them newest first, up to the limit', async () => {
    const share = await aListing();
    const group = await aGroup([share]);
    const annual = await scoped(() => repo().addExpense(group.id, expense('2027-03-10', 240_000, {
      kind: 'assessment', description: 'Annual', split: 'equal', shareId: share, receiptKey: 'groups/1/annual.jpg',
    })));
    expect(annual).toMatchObject({
      date: '2027-03-10', kind: 'assessment', description: 'Annual', amountCents: 240_000, split: 'equal', shareId: share, fromReserve: null,
      receiptKey: 'groups/1/annual.jpg', createdBy: owner.id, statementMonth: null,
    });
    await scoped(() => repo().addExpense(group.id, expense('2027-03-01', 30_000)));
    await scoped(() => repo().addExpense(group.id, expense('2027-03-20', 5_000)));
    expect((await scoped(() => repo().expenses(group.id, 2))).map((e) => e.date)).toEqual(['2027-03-20', '2027-03-10']);
    await expect(scoped(() => repo().addExpense(group.id, expense('2027-03-20', 0)))).rejects.toThrow();

    const paid = await scoped(() => repo().addPayment(group.id, {
      userId: partner.id, amountCents: 12_500, date: '2027-03-05', method: 'recorded', recordedBy: owner.id, createdAt: new Date(),
    }));
    expect(paid).toMatchObject({ userId: partner.id, amountCents: 12_500, date: '2027-03-05', method: 'recorded', recordedBy: owner.id, statementMonth: null });
    expect(await scoped(() => repo().payments(group.id, 10))).toEqual([paid]);
    await expect(scoped(() => repo().addPayment(group.id, { ...paid, amountCents: -1 }))).rejects.toThrow();
  });
});

describe('unbilled items', () => {
  it('answers the group\'s closed member flights up to the day, dated at the airport, with hours, block and fuel', async () => {
    const share = await aListing({ tail: 'N36TB' });
    const group = await aGroup([share]);
    const other = await aGroup([await aListing()], 'Other');
    // 02:30 UTC on April 1 is March 31 in New York.
    const lateMarch = await aMemberFlight(group.id, share, partner.id, '2027-04-01T02:30:00Z');
    const april = await aMemberFlight(group.id, share, owner.id, '2027-04-01T14:00:00Z', { blockMinutes: null });
    await aMemberFlight(group.id, share, partner.id, '2027-03-20T14:00:00Z', { closed: false }); // not closed yet
    await aMemberFlight(null, share, partner.id, '2027-03-21T14:00:00Z'); // a renter's, no group
    await aMemberFlight(other.id, share, partner.id, '2027-03-22T14:00:00Z'); // another group's

    const march = await scoped(() => repo().unbilled(group.id, '2027-03-31'));
    expect(march.flights).toEqual([{
      bookingId: lateMarch, userId: partner.id, shareId: share, aircraftLabel: 'N36TB', date: '2027-03-31', hobbs: 16, tach: 13, block: 17,
      fuelCents: 15_345, statementMonth: null,
    }]);
    const upToApril = await scoped(() => repo().unbilled(group.id, '2027-04-30'));
    expect(upToApril.flights.map((f) => [f.bookingId, f.date, f.block])).toEqual([[lateMarch, '2027-03-31', 17], [april, '2027-04-01', null]]);
  });

  it('dates a flight in UTC when the listing has no time zone, and names the aircraft by its title without a tail number', async () => {
    const share = await aListing({ tail: '', timeZone: null });
    const group = await aGroup([share]);
    await aMemberFlight(group.id, share, partner.id, '2027-04-01T02:30:00Z');
    expect((await scoped(() => repo().unbilled(group.id, '2027-03-31'))).flights).toEqual([]);
    expect((await scoped(() => repo().unbilled(group.id, '2027-04-01'))).flights.map((f) => [f.date, f.aircraftLabel])).toEqual([['2027-04-01', 'Bonanza share']]);
  });
});

describe('statements', () => {
  it('stores a month once and stamps what it billed; a second issuing answers the first and stamps nothing', async () => {
    const share = await aListing();
    const group = await aGroup([share]);
    await scoped(() => repo().saveMember(group.id, { userId: partner.id, name: '', role: 'member', shareBasisPoints: 5_000, since: '2027-01-01', until: null }));
    const flight = await aMemberFlight(group.id, share, partner.id, '2027-03-10T15:00:00Z');
    const hangar = await scoped(() => repo().addExpense(group.id, expense('2027-03-01', 30_000)));
    const paid = await scoped(() => repo().addPayment(group.id, {
      userId: partner.id, amountCents: 10_000, date: '2027-03-05', method: 'recorded', recordedBy: partner.id, createdAt: new Date(),
    }));
    const issuedAt = new Date('2027-04-01T05:00:00Z');
    const march = statementOf('2027-03', 40_000, 25_000, share);
    const billed = { bookingIds: [flight], expenseIds: [hangar.id], paymentIds: [paid.id] };

    const stored = await scoped(() => repo().saveStatement(group.id, march, issuedAt, billed));
    expect(stored.month).toBe('2027-03');
    expect(stored.issuedAt.toISOString()).toBe(issuedAt.toISOString());
    expect(stored.statement).toEqual(march);
    expect([...stored.statementIds.keys()].sort()).toEqual([owner.id, partner.id].sort());
    expect(await scoped(() => repo().unbilled(group.id, '2027-03-31'))).toEqual({ flights: [], expenses: [], payments: [] });
    expect((await scoped(() => repo().expenses(group.id, 10)))[0]!.statementMonth).toBe('2027-03');
    expect((await scoped(() => repo().payments(group.id, 10)))[0]!.statementMonth).toBe('2027-03');

    // A later expense dated in March is not on it: it waits for the next statement (a correction).
    const late = await scoped(() => repo().addExpense(group.id, expense('2027-03-15', 7_000)));
    const again = await scoped(() => repo().saveStatement(group.id, statementOf('2027-03', 1, 2, share), new Date(), {
      bookingIds: [], expenseIds: [late.id], paymentIds: [],
    }));
    expect(again).toEqual(stored);
    expect((await scoped(() => repo().unbilled(group.id, '2027-04-30'))).expenses.map((e) => e.id)).toEqual([late.id]);
    expect(await sql('select booking_id, month from group_billed_flights where group_id = ?', [group.id])).toEqual([{ booking_id: flight, month: '2027-03' }]);

    expect(await scoped(() => repo().statement(group.id, '2027-03'))).toEqual(stored);
    expect(await scoped(() => repo().statement(group.id, '2027-02'))).toBeNull();
    const partnerStatement = stored.statementIds.get(partner.id)!;
    expect(await scoped(() => repo().memberStatement(partnerStatement))).toEqual({ groupId: group.id, month: '2027-03', issuedAt, userId: partner.id });
    expect(await scoped(() => repo().memberStatement(partnerStatement + 10_000))).toBeNull();
  });

  it('lists the issued months newest first and answers the last one\'s totals', async () => {
    const share = await aListing();
    const group = await aGroup([share]);
    const none = { bookingIds: [], expenseIds: [], paymentIds: [] };
    expect(await scoped(() => repo().lastTotals(group.id))).toEqual({ month: null, totals: new Map() });
    await scoped(() => repo().saveStatement(group.id, statementOf('2027-02', 10_000, 20_000, share), new Date('2027-03-01T05:00:00Z'), none));
    await scoped(() => repo().saveStatement(group.id, statementOf('2027-03', 30_000, -5_000, share), new Date('2027-04-01T05:00:00Z'), none));
    expect((await scoped(() => repo().statementMonths(group.id))).map((m) => [m.month, m.issuedAt.toISOString()])).toEqual([
      ['2027-03', '2027-04-01T05:00:00.000Z'], ['2027-02', '2027-03-01T05:00:00.000Z'],
    ]);
    expect(await scoped(() => repo().lastTotals(group.id))).toEqual({ month: '2027-03', totals: new Map([[owner.id, 30_000], [partner.id, -5_000]]) });
  });

  it('takes two issuings of the same month at once one after the other: one statement, the second answers it', async () => {
    const share = await aListing();
    const group = await aGroup([share]);
    const hangar = await scoped(() => repo().addExpense(group.id, expense('2027-03-01', 30_000)));
    const uow = new MikroOrmUnitOfWork(orm, () => {});
    const issue = (ownerTotal: number) => scoped(() => uow.run(async () => {
      await repo().lock(group.id);
      const stored = await repo().saveStatement(group.id, statementOf('2027-03', ownerTotal, 1_000, share), new Date(), {
        bookingIds: [], expenseIds: [hangar.id], paymentIds: [],
      });
      await new Promise((resolve) => setTimeout(resolve, 50)); // holds the transaction open a moment
      return stored;
    }));
    const [a, b] = await Promise.all([issue(40_000), issue(50_000)]);
    expect(a).toEqual(b);
    expect(await sql<{ n: number }>('select count(*)::int as n from group_statements where group_id = ?', [group.id])).toEqual([{ n: 1 }]);
    expect(await sql<{ n: number }>('select count(*)::int as n from group_member_statements where group_id = ?', [group.id])).toEqual([{ n: 2 }]);
  });

  it('takes two issuings without the lock one after the other too: the unique month decides', async () => {
    const share = await aListing();
    const group = await aGroup([share]);
    const uow = new MikroOrmUnitOfWork(orm, () => {});
    const issue = (ownerTotal: number) => scoped(() => uow.run(async () => {
      const stored = await repo().saveStatement(group.id, statementOf('2027-03', ownerTotal, 1_000, share), new Date(), {
        bookingIds: [], expenseIds: [], paymentIds: [],
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      return stored;
    }));
    const [a, b] = await Promise.all([issue(40_000), issue(50_000)]);
    expect(a).toEqual(b);
    expect(await sql<{ n: number }>('select count(*)::int as n from group_member_statements where group_id = ?', [group.id])).toEqual([{ n: 2 }]);
  });

  it('answers each aircraft\'s reserve funds: the reserve lines issued, less the expenses paid from them', async () => {
    const [share, other] = [await aListing(), await aListing()];
    const group = await aGroup([share, other]);
    const none = { bookingIds: [], expenseIds: [], paymentIds: [] };
    await scoped(() => repo().saveStatement(group.id, statementOf('2027-02', 10_000, 20_000, share), new Date(), none));
    await scoped(() => repo().saveStatement(group.id, statementOf('2027-03', 10_000, 20_000, share), new Date(), none));
    await scoped(() => repo().addExpense(group.id, expense('2027-03-20', 1_200, { shareId: share, fromReserve: 'propeller' })));
    await scoped(() => repo().addExpense(group.id, expense('2027-03-21', 9_999, { shareId: share }))); // not from a reserve
    expect(await scoped(() => repo().reserveFunds(group.id))).toEqual([
      { shareId: share, engineCents: 2 * 3_400, propellerCents: 2 * 300 - 1_200 },
      { shareId: other, engineCents: 0, propellerCents: 0 },
    ]);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { AddGroupExpense } from '../../../application/groups/add-expense.service.js';
import { AddGroupMember } from '../../../application/groups/add-member.service.js';
import { CreateGroupFromRequest, FROM_REQUEST_MESSAGES } from '../../../application/groups/create-from-request.service.js';
import { CREATE_GROUP_MESSAGES, CreateGroup } from '../../../application/groups/create-group.service.js';
import { GROUP_ACCESS_MESSAGES, GroupCalendar } from '../../../application/groups/group-access.js';
import { IssueStatements } from '../../../application/groups/issue-statements.service.js';
import { LeaveGroup } from '../../../application/groups/leave-group.service.js';
import { ListStatements } from '../../../application/groups/list-statements.service.js';
import { IssueMonthlyStatements } from '../../../application/groups/monthly-statements.service.js';
import { PutGroupRules } from '../../../application/groups/put-rules.service.js';
import { ReadGroup } from '../../../application/groups/read-group.service.js';
import { RecordGroupPayment } from '../../../application/groups/record-payment.service.js';
import { StatementIssuer } from '../../../application/groups/statement-issuer.js';
import type { BookingRepository } from '../../../application/ports/booking.repository.js';
import type { ShareRepository } from '../../../application/ports/share.repository.js';
import type { UnitOfWork } from '../../../application/ports/unit-of-work.js';
import type { UserRepository } from '../../../application/ports/user.repository.js';
import { FixedTimeZoneFinder, InMemoryAvailabilityRepository, InMemoryHolds } from '../../../application/testing/in-memory-bookings.js';
import { InMemoryGroupRepository } from '../../../application/testing/in-memory-groups.js';
import { FakeClock, FakeImageProcessor, InMemoryMediaStore } from '../../../application/testing/in-memory-ports.js';
import { InMemoryAlertOutbox } from '../../support/in-memory-alert-outbox.js';
import type { Booking } from '../../../domain/booking/booking.js';
import { DomainError } from '../../../domain/errors.js';
import { GROUP_MESSAGES } from '../../../domain/group/group-input.js';
import type { Share } from '../../../domain/share/share.js';
import type { User } from '../../../domain/user/user.js';

// Issue 39 on in-memory ports: who may see and change a group, and the statements issued once, in month order.

const user = (id: number) => ({ id, isAdmin: false, firstname: `U${id}`, lastname: 'Pilot', username: `u${id}`, email: `u${id}@example.com` }) as User;
const [OWNER, PILOT, OTHER, STRANGER] = [user(10), user(20), user(30), user(40)];
const USERS = new Map([OWNER, PILOT, OTHER, STRANGER].map((u) => [u.id, u]));
const users = { findById: async (id: number) => USERS.get(id) ?? null } as unknown as UserRepository;
const shareOf = (id: number, type: string, ownerId = OWNER.id): Share => ({
  id, type, isActive: true, title: `Plane ${id}`, owner: { id: ownerId, first: 'O', last: 'Wner', email: null },
  airport: { id: 1, lat: 38.2, long: -85.7, locationId: 'LOU', facility: 'Bowman Field' }, aircraft: { id: id + 100, tailNumber: `N${id}AB` },
}) as unknown as Share;
const SHARES = new Map([
  [1, shareOf(1, 'PRIVATE_OWNER_SHARE_PURCHASE')], [2, shareOf(2, 'FLIGHT_CLUB')], [3, shareOf(3, 'PRIVATE_OWNER_RENTAL')], [4, shareOf(4, 'PARTNERSHIP_REQUEST_TO_PURCHASE', OTHER.id)],
  [5, shareOf(5, 'PARTNERSHIP_REQUEST_TO_PURCHASE')],
]);
const shares = { findById: async (id: number) => SHARES.get(id) ?? null } as unknown as ShareRepository;
const uow: UnitOfWork = { run: (work) => work(), afterCommit: (task) => task() };
const RULES = { from: '2027-01-10', duesCents: 30_000, duesSplit: 'per_member', hourlyRateCents: 15_000, basis: 'hobbs', reservesPerHourCents: { engine: 1_000, propeller: 200 } };

let clock: FakeClock;
let repo: InMemoryGroupRepository;
let outbox: InMemoryAlertOutbox;
let bookingRows: Map<number, Booking>;
let s: ReturnType<typeof build>;

function build() {
  const calendar = new GroupCalendar(shares, new InMemoryAvailabilityRepository(new InMemoryHolds()), new FixedTimeZoneFinder('America/New_York'), clock);
  const read = new ReadGroup(repo, shares, async () => ({ status: 'green' as const, grounded: false }));
  const bookings = { findById: async (id: number) => bookingRows.get(id) ?? null } as unknown as BookingRepository;
  const issuer = new StatementIssuer(repo, outbox, clock, () => {});
  return {
    read, create: new CreateGroup(repo, shares, calendar, read, uow, clock),
    fromRequest: new CreateGroupFromRequest(bookings, repo, shares, users, calendar, read, uow, clock),
    addMember: new AddGroupMember(repo, users, calendar, read, uow), leave: new LeaveGroup(repo, read, uow), rules: new PutGroupRules(repo, read, uow),
    expense: new AddGroupExpense(repo, new FakeImageProcessor(), new InMemoryMediaStore(), calendar, uow, clock),
    payment: new RecordGroupPayment(repo, calendar, uow, clock), issue: new IssueStatements(repo, issuer, calendar, uow),
    list: new ListStatements(repo), monthly: new IssueMonthlyStatements(repo, issuer, calendar, uow),
  };
}

async function refusal(p: Promise<unknown>): Promise<DomainError> {
  const e = await p.then(() => null, (x: unknown) => x);
  expect(e).toBeInstanceOf(DomainError);
  return e as DomainError;
}

/** A partnership of OWNER (50 %) and PILOT (50 %) on listing 1 since January 10, 2027, with rules; the clock on April 2. */
async function partnership() {
  const { group } = await s.create.execute(OWNER, { name: 'N1AB partners', shareIds: [1] });
  await repo.saveMember(group.id, { ...group.members[0]!, shareBasisPoints: 5000 });
  await s.addMember.execute(OWNER, group.id, { userId: PILOT.id, role: 'member', sharePercent: 50, since: '2027-01-10' });
  await s.rules.execute(OWNER, group.id, RULES);
  repo.addFlight(group.id, { bookingId: 500, userId: PILOT.id, shareId: 1, aircraftLabel: 'N1AB', date: '2027-02-03', hobbs: 16, tach: 14, block: null, fuelCents: 0 });
  clock.current = new Date('2027-04-02T15:00:00Z');
  return group.id;
}

beforeEach(() => {
  clock = new FakeClock(new Date('2027-01-10T15:00:00Z'));
  repo = new InMemoryGroupRepository();
  outbox = new InMemoryAlertOutbox();
  bookingRows = new Map();
  s = build();
});

describe('creating a group', () => {
  it('makes the caller its owner: a whole share in a partnership, none in a club', async () => {
    const partners = await s.create.execute(OWNER, { name: 'Partners', shareIds: [1] });
    expect(partners.group).toMatchObject({ kind: 'partnership', createdOn: '2027-01-10' });
    expect(partners.you).toMatchObject({ userId: OWNER.id, role: 'owner', shareBasisPoints: 10_000 });
    const club = await s.create.execute(OWNER, { name: 'Club', shareIds: [2] });
    expect(club.group.kind).toBe('club');
    expect(club.you.shareBasisPoints).toBeNull();
  });

  it('refuses a rental, another owner\'s listing (400) and a listing in a group already (409)', async () => {
    expect((await refusal(s.create.execute(OWNER, { name: 'X', shareIds: [3] }))).fields).toEqual({ shareIds: [CREATE_GROUP_MESSAGES.wrongType(3)] });
    expect((await refusal(s.create.execute(OWNER, { name: 'X', shareIds: [4] }))).message).toBe(CREATE_GROUP_MESSAGES.notYours(4));
    await s.create.execute(OWNER, { name: 'X', shareIds: [1] });
    const e = await refusal(s.create.execute(OWNER, { name: 'Y', shareIds: [1] }));
    expect([e.code, e.message]).toEqual(['conflict', CREATE_GROUP_MESSAGES.inAnotherGroup(1)]);
  });

  it('from an approved request to join: the owner and the pilot; a pending one or another owner\'s is refused', async () => {
    const join = { id: 7, shareId: 5, pilotId: PILOT.id, ownerId: OWNER.id, kind: 'join', state: 'approved' } as Booking;
    bookingRows.set(7, join).set(8, { ...join, id: 8, state: 'pending' }).set(9, { ...join, id: 9, ownerId: OTHER.id });
    const made = await s.fromRequest.execute(OWNER, 7);
    expect(made.group.members.map((m) => [m.userId, m.role])).toEqual([[OWNER.id, 'owner'], [PILOT.id, 'member']]);
    expect((await refusal(s.fromRequest.execute(OWNER, 8))).message).toBe(FROM_REQUEST_MESSAGES.notApprovedJoin);
    expect((await refusal(s.fromRequest.execute(OWNER, 9))).code).toBe('not_found');
    // A second approved request of the same listing joins the group there is.
    bookingRows.set(10, { ...join, id: 10, pilotId: OTHER.id });
    expect((await s.fromRequest.execute(OWNER, 10)).group.id).toBe(made.group.id);
    expect((await repo.find(made.group.id))!.members).toHaveLength(3);
  });
});

describe('who may see and change a group', () => {
  it('answers 404 to anyone never a member, 403 to a plain member changing it', async () => {
    const id = await partnership();
    expect((await refusal(s.read.execute(STRANGER, id))).message).toBe(GROUP_ACCESS_MESSAGES.notFound);
    expect((await refusal(s.rules.execute(STRANGER, id, RULES))).code).toBe('not_found');
    for (const change of [
      () => s.rules.execute(PILOT, id, RULES),
      () => s.addMember.execute(PILOT, id, { userId: OTHER.id, sharePercent: null }),
      () => s.expense.execute(PILOT, id, { date: '2027-03-01', description: 'Annual', amountCents: 100_000, split: 'equal' }, null),
      () => s.issue.execute(PILOT, id, { month: '2027-03' }),
      () => s.payment.execute(PILOT, id, { userId: OWNER.id, amountCents: 100, date: '2027-03-01' }),
      () => s.leave.execute(PILOT, id, OWNER.id, { until: '2027-03-01' }),
    ]) {
      expect((await refusal(change())).code).toBe('forbidden');
    }
  });

  it('lets a member record his own payment, leave, and still see the group; shares over 100 % are refused', async () => {
    const id = await partnership();
    expect((await s.payment.execute(PILOT, id, { userId: PILOT.id, amountCents: 5_000, date: '2027-03-01' })).payment.amountCents).toBe(5_000);
    const over = await refusal(s.addMember.execute(OWNER, id, { userId: OTHER.id, sharePercent: 25, since: '2027-03-01' }));
    expect(over.fields?.sharePercent?.[0]).toBe(GROUP_MESSAGES.sharesOver('125 %'));
    await s.leave.execute(PILOT, id, PILOT.id, { until: '2027-03-31' });
    const seen = await s.read.execute(PILOT, id);
    expect(seen.you.until).toBe('2027-03-31');
    expect(seen.payments.every((p) => p.userId === PILOT.id)).toBe(true);
    expect((await refusal(s.leave.execute(OWNER, id, OWNER.id, { until: '2027-03-31' }))).message).toBe(GROUP_ACCESS_MESSAGES.ownerStays);
  });
});

describe('statements', () => {
  it('issues the earlier months first, once; a second issuing answers the same and mails nothing more', async () => {
    const id = await partnership();
    const first = await s.issue.execute(OWNER, id, { month: '2027-03' });
    expect(first.created).toBe(true);
    expect((await repo.statementMonths(id)).map((m) => m.month)).toEqual(['2027-03', '2027-02', '2027-01']);
    const feb = await repo.statement(id, '2027-02');
    expect(feb!.statement.members.find((m) => m.userId === PILOT.id)!.lines.some((l) => l.kind === 'flight')).toBe(true);
    expect(outbox.groupMails).toHaveLength(6);
    expect(outbox.groupMails[0]).toMatchObject({ kind: 'group_statement', userId: OWNER.id, shareId: 1, eventKey: `${id}-2027-01`, payload: { groupId: id, month: '2027-01' } });
    const again = await s.issue.execute(OWNER, id, { month: '2027-03' });
    expect(again.created).toBe(false);
    expect(again.stored).toEqual(first.stored);
    expect(outbox.groupMails).toHaveLength(6);
  });

  it('refuses a month not over yet, and shows a plain member only his own statement', async () => {
    const id = await partnership();
    const e = await refusal(s.issue.execute(OWNER, id, { month: '2027-04' }));
    expect(e.fields?.month?.[0]).toMatch(/^The statement for April 2027 can be issued once the month is over/);
    await s.issue.execute(OWNER, id, { month: '2027-02' });
    expect((await s.list.execute(PILOT, id, '2027-02')).members.map((m) => m.userId)).toEqual([PILOT.id]);
    expect((await s.list.execute(OWNER, id, '2027-02')).members).toHaveLength(2);
    expect((await refusal(s.list.execute(OWNER, id, '2027-13'))).code).toBe('validation_failed');
  });

  it('refuses rules from inside an issued month', async () => {
    const id = await partnership();
    await s.issue.execute(OWNER, id, { month: '2027-02' });
    expect((await refusal(s.rules.execute(OWNER, id, { ...RULES, from: '2027-02-15' }))).fields?.from?.[0]).toMatch(/from March 1, 2027 at the earliest/);
  });

  it('the monthly job issues last month once, even run twice', async () => {
    const id = await partnership();
    expect(await s.monthly.execute()).toEqual({ issued: 3, failed: 0 });
    expect(await s.monthly.execute()).toEqual({ issued: 0, failed: 0 });
    expect((await repo.statementMonths(id)).map((m) => m.month)).toEqual(['2027-03', '2027-02', '2027-01']);
    expect(outbox.groupMails).toHaveLength(6);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingEvent, BookingNoticeQueue } from '../../../application/bookings/booking-notices.js';
import { GroundAircraft } from '../../../application/bookings/ground-aircraft.service.js';
import { AircraftStatusKeeper, ReadAircraftStatus } from '../../../application/maintenance/aircraft-status.service.js';
import { AddMaintenanceItem, RemoveMaintenanceItem, SetHundredHour, SignOffMaintenanceItem } from '../../../application/maintenance/maintenance-items.service.js';
import { MAINTENANCE_ACCESS_MESSAGES } from '../../../application/maintenance/maintenance-access.js';
import { MechanicAccess, NameMechanic } from '../../../application/maintenance/mechanic.service.js';
import { HUNDRED_HOUR_MISSING, ReadMaintenance } from '../../../application/maintenance/read-maintenance.service.js';
import { AnswerSquawk, CheckInSquawks, ListSquawks, ReportSquawk, SquawkPhotos } from '../../../application/maintenance/squawks.service.js';
import { SweepMaintenance } from '../../../application/maintenance/sweep-maintenance.service.js';
import type { MaintenanceMailToQueue } from '../../../application/ports/alert-outbox.js';
import type { ShareRepository } from '../../../application/ports/share.repository.js';
import type { UnitOfWork } from '../../../application/ports/unit-of-work.js';
import { FixedTimeZoneFinder, InMemoryAvailabilityRepository, InMemoryBookingRepository, InMemoryHolds } from '../../../application/testing/in-memory-bookings.js';
import { InMemoryBillingRulesRepository, InMemoryFlightRepository } from '../../../application/testing/in-memory-flights.js';
import { InMemoryMaintenanceRepository } from '../../../application/testing/in-memory-maintenance.js';
import { FakeClock, FakeImageProcessor, InMemoryMediaStore, RecordingMailer } from '../../../application/testing/in-memory-ports.js';
import { DomainError } from '../../../domain/errors.js';
import { MAINTENANCE_MESSAGES } from '../../../domain/maintenance/maintenance-input.js';
import type { Share } from '../../../domain/share/share.js';
import type { User } from '../../../domain/user/user.js';

// Issue 38 on in-memory ports: the use cases of airworthiness, each rule once (tests/http keeps one example
// of each through HTTP and PostgreSQL).

const ZONE = 'America/New_York';
const user = (id: number, isAdmin = false) => ({ id, isAdmin, firstname: `U${id}`, lastname: 'Pilot', username: `u${id}` }) as User;
const OWNER = user(10);
const PILOT = user(20);
const OTHER = user(30);
const ADMIN = user(99, true);

const shareOf = (id: number, type: string): Share => ({
  id, type, isActive: true, title: `Plane ${id}`, owner: { id: OWNER.id, first: 'O', last: 'Wner', email: null },
  airport: { id: 1, lat: 38.2, long: -85.7, locationId: 'LOU', facility: 'Bowman Field' },
  aircraft: { id: id + 100, tailNumber: `N${id}AB` },
}) as unknown as Share;
const SHARES = new Map([[1, shareOf(1, 'PRIVATE_OWNER_RENTAL')], [2, shareOf(2, 'FBO_RENTAL')]]);
const shares = { findById: async (id: number) => SHARES.get(id) ?? null } as unknown as ShareRepository;
const uow: UnitOfWork = { run: (work) => work(), afterCommit: (task) => task() };

class RecordingNotices implements BookingNoticeQueue {
  readonly events: BookingEvent[] = [];
  async within<T>(work: () => Promise<T>, events: (result: T) => BookingEvent[]) {
    const result = await work();
    this.events.push(...events(result));
    return result;
  }
  async retract<T>(work: () => Promise<T>) {
    return work();
  }
  async lastGroundingNotices() {
    return new Map<number, Date>();
  }
}

let clock: FakeClock;
let bookings: InMemoryBookingRepository;
let availabilities: InMemoryAvailabilityRepository;
let repo: InMemoryMaintenanceRepository;
let billing: InMemoryBillingRulesRepository;
let mailer: RecordingMailer;
let queued: MaintenanceMailToQueue[];
let s: ReturnType<typeof build>;

function build() {
  const zones = new FixedTimeZoneFinder(ZONE);
  const flights = new InMemoryFlightRepository(bookings);
  const ground = new GroundAircraft(shares, availabilities, bookings, zones, clock, new RecordingNotices());
  const keeper = new AircraftStatusKeeper(shares, availabilities, zones, repo, flights, billing, ground, clock);
  ground.useMaintenanceStatus((shareId) => keeper.redReason(shareId));
  const read = new ReadMaintenance(shares, repo, keeper);
  const signOff = new SignOffMaintenanceItem(shares, repo, flights, billing, keeper, read, uow, clock);
  const photos = new SquawkPhotos(new FakeImageProcessor(), new InMemoryMediaStore());
  return {
    ground, keeper, read, signOff,
    status: new ReadAircraftStatus(shares, keeper),
    add: new AddMaintenanceItem(shares, repo, keeper, read, uow, clock),
    remove: new RemoveMaintenanceItem(shares, repo, keeper, uow),
    hundredHour: new SetHundredHour(shares, repo, read),
    report: new ReportSquawk(shares, repo, photos, keeper, uow, clock),
    answer: new AnswerSquawk(shares, repo, keeper, uow, clock),
    list: new ListSquawks(shares, repo, photos),
    checkIn: new CheckInSquawks(repo, keeper, clock),
    mechanic: new NameMechanic(shares, repo, read, mailer, uow, clock),
    mechanicAccess: new MechanicAccess(shares, repo, read, signOff),
    sweep: new SweepMaintenance(repo, keeper, { queueBookingMails: async (m) => queued.push(...(m as MaintenanceMailToQueue[])) }, uow, clock),
  };
}

/** The DomainError a call is refused with. */
async function refusal(p: Promise<unknown>): Promise<DomainError> {
  const e = await p.then(() => null, (err: unknown) => err);
  expect(e).toBeInstanceOf(DomainError);
  return e as DomainError;
}

const groundingOf = async (shareId = 1) => (await availabilities.find(shareId))?.grounded ?? null;

beforeEach(() => {
  // Monday March 1, 2027, noon in New York.
  clock = new FakeClock(new Date('2027-03-01T17:00:00Z'));
  const holds = new InMemoryHolds();
  bookings = new InMemoryBookingRepository(holds);
  availabilities = new InMemoryAvailabilityRepository(holds);
  repo = new InMemoryMaintenanceRepository({ all: () => [...bookings.rows.values()] });
  billing = new InMemoryBillingRulesRepository();
  mailer = new RecordingMailer();
  queued = [];
  s = build();
});

describe('items', () => {
  it('adds an annual with its due at the end of the 12th month, amber within 30 days of it', async () => {
    const added = await s.add.execute(OWNER, 1, { kind: 'annual', lastDoneOn: '2026-03-10' });
    expect(added.item.item).toMatchObject({ kind: 'annual', intervalMonths: 12, dueOn: '2027-03-31' });
    expect(added.item.state).toBe('due_soon');
    expect((await s.status.execute(null, 1)).status.status).toBe('amber');
    expect(repo.statuses.get(1)).toMatchObject({ status: 'amber', openSquawks: 0 });
  });

  it.each([
    ['zero', 0], ['negative', -3], ['not a number', 'NaN'],
  ])('refuses an interval that is %s: 400 beside the field, nothing stored', async (_label, interval) => {
    const e = await refusal(s.add.execute(OWNER, 1, { kind: 'oil', intervalMonths: interval }));
    expect(e.code).toBe('validation_failed');
    expect(e.fields?.intervalMonths).toEqual([MAINTENANCE_MESSAGES.intervalNumber('The interval in months')]);
    expect(repo.itemRows.size).toBe(0);
  });

  it('lets only the owner and staff: 403 another member', async () => {
    expect((await refusal(s.add.execute(OTHER, 1, { kind: 'annual' }))).code).toBe('forbidden');
    expect((await s.add.execute(ADMIN, 1, { kind: 'annual' })).item.item.kind).toBe('annual');
  });

  it('removes an item from the list and keeps its sign-offs', async () => {
    const { item } = await s.add.execute(OWNER, 1, { kind: 'elt_battery', lastDoneOn: '2024-01-05' });
    await s.signOff.execute(OWNER, 1, item.item.id, { doneOn: '2027-02-20', note: 'New battery' });
    await s.remove.execute(OWNER, 1, item.item.id);
    expect((await s.read.execute(OWNER, 1)).state.status.items).toEqual([]);
    expect(repo.signOffs).toHaveLength(1);
    expect((await refusal(s.remove.execute(OWNER, 1, item.item.id))).code).toBe('not_found');
  });
});

describe('sign-off', () => {
  it('records the work, works the next due out from it and keeps every earlier sign-off', async () => {
    const { item } = await s.add.execute(OWNER, 1, { kind: 'annual', lastDoneOn: '2026-02-10' });
    const first = await s.signOff.execute(OWNER, 1, item.item.id, { doneOn: '2027-02-15', note: 'Annual, no findings' });
    expect(first.item.item).toMatchObject({ lastDoneOn: '2027-02-15', dueOn: '2028-02-29' });
    expect(first.item.state).toBe('ok');
    expect(first.history).toMatchObject([{ doneOn: '2027-02-15', nextDueOn: '2028-02-29', by: { userId: OWNER.id, name: 'U10 Pilot' } }]);
    const second = await s.signOff.execute(OWNER, 1, item.item.id, { doneOn: '2027-02-28', note: 'Again after a repair' });
    expect(second.history.map((h) => h.doneOn)).toEqual(['2027-02-28', '2027-02-15']);
  });

  it('refuses a date in the future, a meter below the last reading, and a second sign-off of the day (409)', async () => {
    const { item } = await s.add.execute(OWNER, 1, { kind: 'oil', lastDoneOn: '2027-01-05', lastDoneHours: 1200 });
    await billing.saveOwnerReading(1, { hobbs: 13000, tach: 12400, at: new Date('2027-02-01T12:00:00Z') }, { basis: 'hobbs' } as never);
    const future = await refusal(s.signOff.execute(OWNER, 1, item.item.id, { doneOn: '2027-03-02', hours: 1250, note: 'Oil' }));
    expect(future.fields?.doneOn).toEqual([MAINTENANCE_MESSAGES.futureDate('The date it was done')]);
    const below = await refusal(s.signOff.execute(OWNER, 1, item.item.id, { doneOn: '2027-03-01', hours: 1230, note: 'Oil' }));
    expect(below.fields?.hours).toEqual([MAINTENANCE_MESSAGES.belowLastReading('1230.0', '1240.0')]);
    await s.signOff.execute(OWNER, 1, item.item.id, { doneOn: '2027-03-01', hours: 1245, note: 'Oil and filter' });
    const again = await refusal(s.signOff.execute(OWNER, 1, item.item.id, { doneOn: '2027-03-01', hours: 1245, note: 'Oil and filter' }));
    expect(again.code).toBe('conflict');
    expect(again.message).toBe(MAINTENANCE_MESSAGES.alreadySignedOff('March 1, 2027'));
    expect(repo.signOffs).toHaveLength(1);
  });
});

describe('status and grounding', () => {
  it('an overdue item grounds the aircraft (the owner cannot lift it: 409); signing it off lifts it', async () => {
    const { item } = await s.add.execute(OWNER, 1, { kind: 'annual', lastDoneOn: '2026-01-10' });
    expect((await s.status.execute(PILOT, 1)).status.status).toBe('red');
    expect(await groundingOf()).toMatchObject({ by: 'maintenance' });
    const lift = await refusal(s.ground.execute(OWNER, 1, null));
    expect(lift.code).toBe('conflict');
    expect(lift.message).toBe(MAINTENANCE_MESSAGES.groundedByMaintenance);
    await s.signOff.execute(OWNER, 1, item.item.id, { doneOn: '2027-02-27', note: 'Annual done' });
    expect((await s.status.execute(PILOT, 1)).status.status).toBe('green');
    expect(await groundingOf()).toBeNull();
  });

  it("leaves the owner's own grounding alone when the status is green", async () => {
    await s.ground.execute(OWNER, 1, 'Flat tire');
    await s.add.execute(OWNER, 1, { kind: 'transponder', lastDoneOn: '2026-06-01' });
    expect(await groundingOf()).toMatchObject({ reason: 'Flat tire' });
    expect((await groundingOf())?.by).not.toBe('maintenance');
  });

  it("grounds by the status at once when the owner lifts his own grounding while the status is red", async () => {
    await s.ground.execute(OWNER, 1, 'Flat tire');
    await s.add.execute(OWNER, 1, { kind: 'annual', lastDoneOn: '2026-01-10' });
    expect(await groundingOf()).toMatchObject({ reason: 'Flat tire' });
    const { availability } = await s.ground.execute(OWNER, 1, null);
    expect(availability.grounded).toMatchObject({ by: 'maintenance', reason: expect.stringMatching(/^Maintenance: The annual inspection is overdue/) });
    expect(await groundingOf()).toMatchObject({ by: 'maintenance' });
  });

  it('a date passing turns the plane red at the sweep, and each reminder is queued once', async () => {
    await s.add.execute(OWNER, 1, { kind: 'annual', lastDoneOn: '2026-03-20' });
    await s.sweep.execute();
    expect(queued.map((m) => m.kind)).toEqual(['maintenance_due_soon']);
    await s.sweep.execute();
    expect(queued).toHaveLength(1);
    clock.current = new Date('2027-04-01T17:00:00Z');
    expect(await groundingOf()).toBeNull();
    expect(await s.sweep.execute()).toMatchObject({ swept: 1, reminders: 1, failed: 0 });
    expect(queued.map((m) => m.kind)).toEqual(['maintenance_due_soon', 'maintenance_overdue']);
    expect(queued[1]).toMatchObject({ userId: OWNER.id, shareId: 1, payload: { tailNumber: 'N1AB' } });
    expect(await groundingOf()).toMatchObject({ by: 'maintenance' });
    expect(repo.statuses.get(1)?.status).toBe('red');
  });
});

describe('squawks', () => {
  it('refuses a pilot who never flew the aircraft (403 notFlown); takes one from a pilot whose booking was checked out', async () => {
    const e = await refusal(s.report.execute(PILOT, 1, { text: 'Door seal torn', severity: 'info' }, []));
    expect(e.code).toBe('forbidden');
    expect(e.message).toBe(MAINTENANCE_MESSAGES.notFlown);
    const b = await bookings.create({ shareId: 1, pilotId: PILOT.id, ownerId: OWNER.id, kind: 'rental', period: null, message: '', createdAt: clock.now(), expiresAt: clock.now() } as never);
    bookings.rows.get(b.id)!.state = 'flown';
    const squawk = await s.report.execute(PILOT, 1, { text: 'Door seal torn', severity: 'info' }, []);
    expect(squawk).toMatchObject({ source: 'pilot', bookingId: b.id, state: 'open' });
  });

  it('a grounding squawk turns the plane red and grounds it; fixed, it closes and the grounding lifts; a fixed one takes no answer', async () => {
    const squawk = await s.report.execute(OWNER, 1, { text: 'Oil leak at the prop seal', severity: 'grounding' }, []);
    expect((await s.status.execute(null, 1)).status.status).toBe('red');
    expect(await groundingOf()).toMatchObject({ by: 'maintenance' });
    const badAnswer = await refusal(s.answer.execute(OWNER, squawk.id, { action: 'fix' }));
    expect(badAnswer.fields?.note).toEqual([MAINTENANCE_MESSAGES.fixNote]);
    expect((await refusal(s.answer.execute(OTHER, squawk.id, { action: 'fix', note: 'x' }))).code).toBe('forbidden');
    const fixed = await s.answer.execute(OWNER, squawk.id, { action: 'fix', note: 'New prop seal' });
    expect(fixed).toMatchObject({ state: 'fixed' });
    expect(fixed.closedAt).not.toBeNull();
    expect(fixed.events.map((e) => e.action)).toEqual(['reported', 'fix']);
    expect(await groundingOf()).toBeNull();
    expect((await refusal(s.answer.execute(OWNER, squawk.id, { action: 'defer', note: 'later' }))).message).toBe(MAINTENANCE_MESSAGES.squawkClosed);
  });

  it('a deferred squawk keeps the plane amber; pilots see only the open ones', async () => {
    const squawk = await s.report.execute(OWNER, 1, { text: 'Left nav light out\nplacarded', severity: 'info' }, []);
    await s.answer.execute(OWNER, squawk.id, { action: 'defer', note: 'MEL, placarded' });
    expect((await s.status.execute(null, 1)).status.status).toBe('amber');
    const forPilot = await s.list.execute(PILOT, 1, false);
    expect(forPilot.full).toBe(false);
    expect(forPilot.squawks).toHaveLength(1);
    expect((await s.list.execute(OWNER, 1, false)).full).toBe(true);
  });

  it("turns a check-in's squawks into records and works the status out with its meter", async () => {
    const b = await bookings.create({ shareId: 1, pilotId: PILOT.id, ownerId: OWNER.id, kind: 'rental', period: null, message: '', createdAt: clock.now(), expiresAt: clock.now() } as never);
    await s.checkIn.fromCheckIn(b, PILOT, [{ text: 'Nose gear shimmy', severity: 'grounding' }]);
    expect(await repo.squawks(1)).toMatchObject([{ source: 'check_in', bookingId: b.id, severity: 'grounding' }]);
    expect(repo.statuses.get(1)?.status).toBe('red');
    expect(await groundingOf()).toMatchObject({ by: 'maintenance' });
  });
});

describe('the mechanic', () => {
  it('is mailed a link that reads the maintenance and signs off in his name; naming another or removing him ends it', async () => {
    const { item } = await s.add.execute(OWNER, 1, { kind: 'pitot_static', lastDoneOn: '2025-02-01' });
    const named = await s.mechanic.execute(OWNER, 1, { email: ' Ace@Example.com ' }, 'https://wingshare.test');
    expect(named.mechanic).toMatchObject({ email: 'ace@example.com' });
    const mail = mailer.sent[0]!;
    expect(mail).toMatchObject({ to: 'ace@example.com', kind: 'maintenance_mechanic_link' });
    const token = /https:\/\/wingshare\.test\/mechanic\/(\S+)/.exec(mail.text)![1]!;
    expect(mail.text).toContain('N1AB');
    expect((await s.mechanicAccess.view(token)).mechanic).toBeNull();
    const signed = await s.mechanicAccess.signOff(token, item.item.id, { doneOn: '2027-02-25', note: 'Pitot-static check passed' });
    expect(signed.history[0]!.by).toEqual({ userId: null, name: 'ace@example.com', mechanicEmail: 'ace@example.com' });
    await s.mechanic.execute(OWNER, 1, { email: 'other@example.com' }, 'https://wingshare.test');
    expect((await refusal(s.mechanicAccess.view(token))).message).toBe(MAINTENANCE_ACCESS_MESSAGES.mechanicLink);
    const second = /mechanic\/(\S+)/.exec(mailer.sent[1]!.text)![1]!;
    await s.mechanic.remove(OWNER, 1);
    expect((await refusal(s.mechanicAccess.view(second))).code).toBe('not_found');
  });

  it('refuses an address that is not one (400 beside email)', async () => {
    expect((await refusal(s.mechanic.execute(OWNER, 1, { email: 'nope' }, 'https://x'))).fields?.email).toEqual([MAINTENANCE_ACCESS_MESSAGES.mechanicEmail]);
    expect(mailer.sent).toHaveLength(0);
  });
});

describe('the 100-hour inspection', () => {
  it('applies to a flight school by default and says the item is missing; the owner may say otherwise', async () => {
    const read = await s.read.execute(OWNER, 2);
    expect(read.hundredHour).toMatchObject({ applies: true, setByOwner: false });
    expect(read.hundredHour.why).toContain(HUNDRED_HOUR_MISSING);
    const said = await s.hundredHour.execute(OWNER, 2, { hundredHour: false });
    expect(said.hundredHour).toMatchObject({ applies: false, setByOwner: true });
    expect((await refusal(s.hundredHour.execute(OWNER, 2, { hundredHour: 'yes' }))).fields?.hundredHour).toBeDefined();
    expect((await s.read.execute(OWNER, 1)).hundredHour.applies).toBe(false);
  });
});

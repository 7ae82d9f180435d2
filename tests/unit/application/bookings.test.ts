import { beforeEach, describe, expect, it } from 'vitest';
import { GetAvailability, ManageBlockedPeriods, UpdateAvailability } from '../../../application/bookings/availability.service.js';
import { ChangeRequest } from '../../../application/bookings/change-request.service.js';
import { CreateRequest } from '../../../application/bookings/create-request.service.js';
import { ExpireDueRequests } from '../../../application/bookings/expire-requests.service.js';
import { GroundAircraft } from '../../../application/bookings/ground-aircraft.service.js';
import { ListRequests } from '../../../application/bookings/list-requests.service.js';
import { ShareCalendar } from '../../../application/bookings/share-calendar.service.js';
import type { ShareRepository } from '../../../application/ports/share.repository.js';
import { FixedTimeZoneFinder, InMemoryAvailabilityRepository, InMemoryBookingRepository, InMemoryHolds } from '../../../application/testing/in-memory-bookings.js';
import { FakeClock } from '../../../application/testing/in-memory-ports.js';
import { AVAILABILITY_MESSAGES } from '../../../domain/booking/availability.js';
import { BOOKING_MESSAGES } from '../../../domain/booking/booking-transitions.js';
import { REQUEST_MESSAGES } from '../../../domain/booking/request-rules.js';
import type { Share } from '../../../domain/share/share.js';
import type { ShareType } from '../../../domain/share/share-types.js';
import type { User } from '../../../domain/user/user.js';

const NOW = new Date('2027-03-01T12:00:00Z');

const user = (id: number, isAdmin = false) => ({ id, isAdmin, firstname: `U${id}`, lastname: 'Pilot' }) as User;
const OWNER = user(10);
const PILOT = user(20);
const OTHER = user(30);
const ADMIN = user(99, true);

const share = (id: number, type: ShareType, isActive = true) =>
  ({ id, type, isActive, owner: { id: OWNER.id, first: 'O', last: 'Wner', email: 'o@example.com' }, airport: { id: 1, lat: 38.2, long: -85.7 } }) as unknown as Share;
const SHARES = new Map([[1, share(1, 'PRIVATE_OWNER_RENTAL')], [2, share(2, 'FLIGHT_CLUB')], [3, share(3, 'FBO_RENTAL', false)]]);
const shares = { findById: async (id: number) => SHARES.get(id) ?? null } as unknown as ShareRepository;

let clock: FakeClock;
let holds: InMemoryHolds;
let bookings: InMemoryBookingRepository;
let availabilities: InMemoryAvailabilityRepository;
let services: ReturnType<typeof build>;

function build() {
  const zones = new FixedTimeZoneFinder('America/New_York');
  return {
    get: new GetAvailability(shares, availabilities, zones),
    update: new UpdateAvailability(shares, availabilities, zones),
    blocks: new ManageBlockedPeriods(shares, availabilities, zones),
    ground: new GroundAircraft(shares, availabilities, bookings, zones, clock),
    request: new CreateRequest(shares, availabilities, bookings, zones, clock),
    change: new ChangeRequest(shares, availabilities, bookings, zones, clock),
    expire: new ExpireDueRequests(bookings, clock),
    calendar: new ShareCalendar(shares, availabilities, bookings, zones),
    list: new ListRequests(bookings),
  };
}

beforeEach(() => {
  clock = new FakeClock(NOW);
  holds = new InMemoryHolds();
  bookings = new InMemoryBookingRepository(holds, (id) => `Pilot ${id}`);
  availabilities = new InMemoryAvailabilityRepository(holds);
  services = build();
});

const rental = (start: string, end: string, by = PILOT) => services.request.execute(by, 1, { start, end, message: 'Hello' });

describe('availability', () => {
  it('answers the defaults in the airport\'s zone before any setup, to anyone who can see the listing', async () => {
    await expect(services.get.execute(OWNER, 1)).resolves.toMatchObject({
      canEdit: true, availability: { timeZone: 'America/New_York', openHours: [], blocks: [], grounded: null, rules: { minMinutes: 60 } },
    });
    await expect(services.get.execute(PILOT, 1)).resolves.toMatchObject({ canEdit: false, availability: { timeZone: 'America/New_York' } });
    await expect(services.get.execute(null, 1)).resolves.toMatchObject({ canEdit: false });
    await expect(services.get.execute(PILOT, 3)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('tells the reasons of blocked periods to the owner and admins only', async () => {
    await services.blocks.add(OWNER, 1, { start: new Date('2027-03-10T10:00Z'), end: new Date('2027-03-10T12:00Z'), reason: 'Annual inspection' });
    expect((await services.get.execute(OWNER, 1)).availability.blocks.map((b) => b.reason)).toEqual(['Annual inspection']);
    expect((await services.get.execute(ADMIN, 1)).availability.blocks.map((b) => b.reason)).toEqual(['Annual inspection']);
    expect((await services.get.execute(PILOT, 1)).availability.blocks.map((b) => b.reason)).toEqual(['']);
  });

  it('updates what is sent, keeps the rest, and refuses bad settings with field messages', async () => {
    await services.update.execute(OWNER, 1, { rules: { minMinutes: 120 }, openHours: [{ day: 1, from: 480, to: 1080 }] });
    await expect(services.get.execute(OWNER, 1)).resolves.toMatchObject({ availability: { rules: { minMinutes: 120, maxMinutes: 14 * 1440 }, openHours: [{ day: 1, from: 480, to: 1080 }] } });
    await expect(services.update.execute(OWNER, 1, { timeZone: 'Atlantis/Main' })).rejects.toMatchObject({ code: 'validation_failed', fields: { timeZone: [AVAILABILITY_MESSAGES.timeZone] } });
    await expect(services.update.execute(OTHER, 1, { rules: { minMinutes: 30 } })).rejects.toMatchObject({ code: 'forbidden' });
  });
});

describe('requests', () => {
  it('creates a pending rental request that expires in 48 hours', async () => {
    const b = await rental('2027-03-05T09:00', '2027-03-05T12:00');
    expect(b).toMatchObject({
      state: 'pending', kind: 'rental', shareId: 1, pilotId: PILOT.id, ownerId: OWNER.id, message: 'Hello',
      period: { start: new Date('2027-03-05T14:00:00Z'), end: new Date('2027-03-05T17:00:00Z') }, expiresAt: new Date('2027-03-03T12:00:00Z'),
    });
  });

  it('refuses a period that breaks a rule with the field messages, and an own listing', async () => {
    await expect(rental('2027-03-14T02:30', '2027-03-14T05:00')).rejects.toMatchObject({ code: 'validation_failed', fields: { start: [expect.stringContaining('daylight saving')] } });
    await expect(rental('2027-03-05T09:00', '2027-03-05T12:00', OWNER)).rejects.toMatchObject({ code: 'forbidden', message: REQUEST_MESSAGES.ownListing });
  });

  it('takes one open request to join per pilot, without a period', async () => {
    await expect(services.request.execute(PILOT, 2, { message: 'I fly weekends' })).resolves.toMatchObject({ kind: 'join', period: null });
    await expect(services.request.execute(PILOT, 2, { message: 'Again' })).rejects.toMatchObject({ code: 'conflict', message: REQUEST_MESSAGES.alreadyAsked });
  });

  it('limits the future bookings one pilot holds on a listing', async () => {
    for (const day of ['05', '06', '07']) await rental(`2027-03-${day}T09:00`, `2027-03-${day}T12:00`);
    await expect(rental('2027-03-08T09:00', '2027-03-08T12:00')).rejects.toMatchObject({ code: 'conflict', message: REQUEST_MESSAGES.tooManyBookings(3) });
  });

  it('refuses the pilot\'s own waiting request again, naming its time; another pilot may ask (issue 34)', async () => {
    await rental('2027-03-05T09:00', '2027-03-05T12:00');
    const duplicate = REQUEST_MESSAGES.duplicate('Friday 5 Mar 2027 09:00 to 12:00 EST (America/New_York)');
    await expect(rental('2027-03-05T11:00', '2027-03-05T13:00')).rejects.toMatchObject({ code: 'conflict', message: duplicate });
    await expect(rental('2027-03-05T12:00', '2027-03-05T14:00')).resolves.toMatchObject({ state: 'pending' });
    await expect(rental('2027-03-05T09:00', '2027-03-05T12:00', OTHER)).resolves.toMatchObject({ state: 'pending' });
  });
});

describe('answering requests', () => {
  it('lets the owner approve; a second overlapping approval is a 409 and nothing changes', async () => {
    const a = await rental('2027-03-05T09:00', '2027-03-05T12:00');
    const b = await rental('2027-03-05T11:00', '2027-03-05T14:00', OTHER);
    await expect(services.change.execute(OWNER, a.id, 'approve')).resolves.toMatchObject({ state: 'approved' });
    await expect(services.change.execute(OWNER, b.id, 'approve')).rejects.toMatchObject({ code: 'conflict', message: BOOKING_MESSAGES.overlap });
    expect((await bookings.findById(b.id))!.state).toBe('pending');
    expect(holds.rows).toHaveLength(1);
  });

  it('refuses a new request over an approved booking', async () => {
    const a = await rental('2027-03-05T09:00', '2027-03-05T12:00');
    await services.change.execute(OWNER, a.id, 'approve');
    await expect(rental('2027-03-05T11:00', '2027-03-05T14:00', OTHER)).rejects.toMatchObject({ code: 'conflict', message: REQUEST_MESSAGES.alreadyBooked });
  });

  it('hides a request from strangers (404), and refuses the wrong side (403)', async () => {
    const a = await rental('2027-03-05T09:00', '2027-03-05T12:00');
    await expect(services.change.execute(OTHER, a.id, 'approve')).rejects.toMatchObject({ code: 'not_found' });
    await expect(services.change.execute(PILOT, a.id, 'approve')).rejects.toMatchObject({ code: 'forbidden' });
    await expect(services.change.execute(ADMIN, a.id, 'approve')).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('releases the period when an approved booking is cancelled, keeping the reason', async () => {
    const a = await rental('2027-03-05T09:00', '2027-03-05T12:00');
    await services.change.execute(OWNER, a.id, 'approve');
    await expect(services.change.execute(PILOT, a.id, 'cancel', 'Sick')).resolves.toMatchObject({ state: 'cancelled', reason: 'Sick', cancelledBy: 'pilot' });
    expect(holds.rows).toHaveLength(0);
    await expect(rental('2027-03-05T11:00', '2027-03-05T14:00', OTHER)).resolves.toMatchObject({ state: 'pending' });
  });

  it('refuses an approval over a blocked period and while grounded', async () => {
    const a = await rental('2027-03-05T09:00', '2027-03-05T12:00');
    await services.ground.execute(OWNER, 1, 'Oil leak');
    await expect(services.change.execute(OWNER, a.id, 'approve')).rejects.toMatchObject({ code: 'conflict', message: REQUEST_MESSAGES.grounded('Oil leak') });
    await expect(rental('2027-03-06T09:00', '2027-03-06T12:00')).rejects.toMatchObject({ code: 'conflict', message: REQUEST_MESSAGES.grounded('Oil leak') });
    await services.ground.execute(OWNER, 1, null);
    await services.blocks.add(OWNER, 1, { start: new Date('2027-03-05T00:00:00Z'), end: new Date('2027-03-06T00:00:00Z'), reason: '100-hour' });
    await expect(services.change.execute(OWNER, a.id, 'approve')).rejects.toMatchObject({ code: 'conflict', message: BOOKING_MESSAGES.overlap });
  });

  it('refuses a blocked period over an approved booking', async () => {
    const a = await rental('2027-03-05T09:00', '2027-03-05T12:00');
    await services.change.execute(OWNER, a.id, 'approve');
    await expect(services.blocks.add(OWNER, 1, { start: new Date('2027-03-05T00:00:00Z'), end: new Date('2027-03-06T00:00:00Z'), reason: 'Annual' })).rejects.toMatchObject({ code: 'conflict', message: AVAILABILITY_MESSAGES.blockOverlap });
  });

  it('tells who holds future bookings when the aircraft is grounded', async () => {
    const a = await rental('2027-03-05T09:00', '2027-03-05T12:00');
    await services.change.execute(OWNER, a.id, 'approve');
    const { affected, availability } = await services.ground.execute(OWNER, 1, 'Squawk: radio');
    expect(availability.grounded).toEqual({ reason: 'Squawk: radio', since: NOW });
    expect(affected.map((b) => b.id)).toEqual([a.id]);
    await expect(services.ground.execute(OWNER, 1, ' ')).rejects.toMatchObject({ code: 'validation_failed', message: AVAILABILITY_MESSAGES.groundReason });
  });

  it('expires requests unanswered for 48 hours', async () => {
    const a = await rental('2027-03-05T09:00', '2027-03-05T12:00');
    clock.current = new Date('2027-03-03T11:59:59Z');
    await expect(services.expire.execute()).resolves.toEqual([]);
    clock.current = new Date('2027-03-03T12:00:00Z');
    await expect(services.expire.execute()).resolves.toMatchObject([{ id: a.id, state: 'expired' }]);
    await expect(services.change.execute(OWNER, a.id, 'approve')).rejects.toMatchObject({ code: 'conflict' });
  });
});

describe('the calendar', () => {
  it('shows booked periods without names to strangers, with names to the owner, and marks the pilot\'s own', async () => {
    const a = await rental('2027-03-05T09:00', '2027-03-05T12:00');
    await services.change.execute(OWNER, a.id, 'approve');
    await services.blocks.add(OWNER, 1, { start: new Date('2027-03-07T00:00:00Z'), end: new Date('2027-03-08T00:00:00Z'), reason: 'Own use' });
    const range = { start: new Date('2027-03-01T00:00:00Z'), end: new Date('2027-04-01T00:00:00Z') };
    const booked = { kind: 'booked', start: new Date('2027-03-05T14:00:00Z'), end: new Date('2027-03-05T17:00:00Z') };
    const blocked = { kind: 'blocked', start: new Date('2027-03-07T00:00:00Z'), end: new Date('2027-03-08T00:00:00Z') };
    expect((await services.calendar.execute(null, 1, range)).entries).toEqual([booked, blocked]);
    expect((await services.calendar.execute(OTHER, 1, range)).entries).toEqual([booked, blocked]);
    expect((await services.calendar.execute(PILOT, 1, range)).entries).toEqual([{ ...booked, bookingId: a.id, mine: true, pilotName: 'Pilot 20' }, blocked]);
    expect((await services.calendar.execute(OWNER, 1, range)).entries).toEqual([{ ...booked, bookingId: a.id, mine: false, pilotName: 'Pilot 20' }, { ...blocked, reason: 'Own use' }]);
  });

  it('refuses a range that is empty or too long', async () => {
    await expect(services.calendar.execute(null, 1, { start: new Date('2027-03-02T00:00:00Z'), end: new Date('2027-03-01T00:00:00Z') })).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(services.calendar.execute(null, 1, { start: new Date('2027-01-01T00:00:00Z'), end: new Date('2027-04-01T00:00:00Z') })).rejects.toMatchObject({ code: 'validation_failed' });
  });

  it('lists a pilot\'s bookings and an owner\'s requests', async () => {
    await rental('2027-03-05T09:00', '2027-03-05T12:00');
    await expect(services.list.execute(PILOT, { role: 'pilot' })).resolves.toMatchObject({ total: 1 });
    await expect(services.list.execute(OWNER, { role: 'owner', states: ['pending'] })).resolves.toMatchObject({ total: 1 });
    await expect(services.list.execute(OWNER, { role: 'pilot' })).resolves.toMatchObject({ total: 0 });
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { CreateRequest } from '../../../application/bookings/create-request.service.js';
import { MemberBookings } from '../../../application/bookings/member-booking.service.js';
import type { GroupRepository } from '../../../application/ports/group.repository.js';
import type { ShareRepository } from '../../../application/ports/share.repository.js';
import { FixedTimeZoneFinder, InMemoryAvailabilityRepository, InMemoryBookingRepository, InMemoryHolds } from '../../../application/testing/in-memory-bookings.js';
import { FakeClock } from '../../../application/testing/in-memory-ports.js';
import { InMemoryBillingRulesRepository } from '../../../application/testing/in-memory-flights.js';
import { REQUEST_MESSAGES } from '../../../domain/booking/request-rules.js';
import type { CostRules, Group } from '../../../domain/group/group.js';
import { MEMBER_BOOKING_MESSAGES } from '../../../domain/group/member-booking.js';
import type { Share } from '../../../domain/share/share.js';
import type { User } from '../../../domain/user/user.js';

const NOW = new Date('2027-03-01T12:00:00Z');
const user = (id: number) => ({ id, isAdmin: false, firstname: `U${id}`, lastname: 'Pilot' }) as User;
const OWNER = user(10);
const MEMBER = user(20);
const LEFT = user(30);
const STRANGER = user(40);

const SHARE = { id: 5, type: 'PRIVATE_OWNER_SHARE_PURCHASE', isActive: true, owner: { id: OWNER.id }, airport: { id: 1, lat: 38.2, long: -85.7 } } as unknown as Share;
const shares = { findById: async (id: number) => (id === SHARE.id ? SHARE : null) } as unknown as ShareRepository;

const RULES: CostRules = {
  from: '2027-01-01', duesCents: 40_000, duesSplit: 'by_share', hourlyRateCents: 9_500, basis: 'hobbs', wet: false,
  reservesPerHourCents: { engine: 2_800, propeller: 300 }, aircraft: [], limits: { maxActiveBookings: 2, maxWeekendDaysPerMonth: null },
};
const member = (u: User, role: 'owner' | 'member', until: string | null = null) =>
  ({ userId: u.id, name: `U${u.id}`, role, shareBasisPoints: 5000, since: '2027-01-01', until });
let group: Group;

let bookings: InMemoryBookingRepository;
let billing: InMemoryBillingRulesRepository;
let request: CreateRequest;

beforeEach(() => {
  group = {
    id: 1, name: 'Bonanza Four', kind: 'partnership', shareIds: [SHARE.id], rules: [RULES], createdOn: '2027-01-01', createdAt: NOW,
    members: [member(OWNER, 'owner'), member(MEMBER, 'member'), member(LEFT, 'member', '2027-02-15')],
  };
  const groups = { ofShare: async (id: number) => (group.shareIds.includes(id) ? group : null) } as unknown as GroupRepository;
  const holds = new InMemoryHolds();
  bookings = new InMemoryBookingRepository(holds, (id) => `Pilot ${id}`);
  billing = new InMemoryBillingRulesRepository();
  const zones = new FixedTimeZoneFinder('America/New_York');
  request = new CreateRequest(shares, new InMemoryAvailabilityRepository(holds), bookings, zones, new FakeClock(NOW), undefined, undefined,
    new MemberBookings(groups, bookings, billing));
});

const book = (by: User, start: string, end: string) => request.execute(by, SHARE.id, { start, end, message: '' });

describe('a member\'s booking of the group\'s aircraft', () => {
  it('is held at once, with the group\'s rate for its flight, for a member and for the owner', async () => {
    const booking = await book(MEMBER, '2027-03-10T14:00:00Z', '2027-03-10T17:00:00Z');
    expect(booking).toMatchObject({ kind: 'rental', state: 'approved', groupId: 1, pilotId: MEMBER.id });
    expect(await billing.forBooking(booking.id)).toMatchObject({ basis: 'hobbs', rateCents: 9_500, wet: false, fees: [] });
    await expect(book(OWNER, '2027-03-11T14:00:00Z', '2027-03-11T17:00:00Z')).resolves.toMatchObject({ state: 'approved', pilotId: OWNER.id });
  });

  it('cannot take a period another member holds', async () => {
    await book(MEMBER, '2027-03-10T14:00:00Z', '2027-03-10T17:00:00Z');
    await expect(book(OWNER, '2027-03-10T16:00:00Z', '2027-03-10T18:00:00Z')).rejects.toMatchObject({ code: 'conflict', message: REQUEST_MESSAGES.alreadyBooked });
  });

  it('keeps the group\'s limit of active bookings', async () => {
    await book(MEMBER, '2027-03-10T14:00:00Z', '2027-03-10T17:00:00Z');
    await book(MEMBER, '2027-03-12T14:00:00Z', '2027-03-12T17:00:00Z');
    await expect(book(MEMBER, '2027-03-16T14:00:00Z', '2027-03-16T17:00:00Z')).rejects.toMatchObject({ message: MEMBER_BOOKING_MESSAGES.tooManyActive(2) });
  });

  it('refuses a group without rules, and reads the period as any request does', async () => {
    group.rules = [];
    await expect(book(MEMBER, '2027-03-10T14:00:00Z', '2027-03-10T17:00:00Z')).rejects.toMatchObject({ message: MEMBER_BOOKING_MESSAGES.noRules });
    group.rules = [RULES];
    await expect(book(MEMBER, '2027-03-10T17:00:00Z', '2027-03-10T14:00:00Z')).rejects.toMatchObject({ code: 'validation_failed' });
  });

  it('is a request to join for a former member or a stranger, and the owner alone cannot ask his own listing', async () => {
    await expect(request.execute(LEFT, SHARE.id, { message: 'May I come back?' })).resolves.toMatchObject({ kind: 'join', state: 'pending' });
    await expect(book(STRANGER, '2027-03-10T14:00:00Z', '2027-03-10T17:00:00Z')).rejects.toMatchObject({ code: 'validation_failed' });
    group.members = [member(MEMBER, 'member')];
    await expect(request.execute(OWNER, SHARE.id, { message: 'Me' })).rejects.toMatchObject({ code: 'forbidden', message: REQUEST_MESSAGES.ownListing });
  });
});

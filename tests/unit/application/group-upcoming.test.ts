import { describe, expect, it } from 'vitest';
import { GroupUpcoming, UPCOMING_DAYS } from '../../../application/groups/group-upcoming.js';
import { InMemoryBookingRepository, InMemoryHolds } from '../../../application/testing/in-memory-bookings.js';
import { FakeClock } from '../../../application/testing/in-memory-ports.js';
import type { Booking } from '../../../domain/booking/booking.js';
import type { Group, GroupMember } from '../../../domain/group/group.js';

// The group page's shared calendar (issue 39, point 5): the bookings that hold the group's aircraft from now
// on, soonest first, the members named and a renter not.
const HOUR = 3_600_000;
const now = new Date('2027-03-10T15:00:00Z');
const member = (userId: number, name: string, until: string | null = null): GroupMember => ({ userId, name, role: userId === 1 ? 'owner' : 'member', shareBasisPoints: null, since: '2027-01-01', until });
const group: Group = {
  id: 3, name: 'Club', kind: 'club', shareIds: [7, 8], members: [member(1, 'Angela Brooks'), member(2, 'Nate Brennan')],
  rules: [], createdOn: '2027-01-01', createdAt: new Date('2027-01-01T12:00:00Z'),
};

async function world() {
  const bookings = new InMemoryBookingRepository(new InMemoryHolds());
  const book = async (shareId: number, pilotId: number, startsIn: number, state: Booking['state'] = 'approved') => {
    const b = await bookings.create({
      shareId, pilotId, ownerId: 1, kind: 'rental', period: { start: new Date(now.getTime() + startsIn * HOUR), end: new Date(now.getTime() + (startsIn + 2) * HOUR) },
      message: '', createdAt: new Date(now.getTime() - 100 * HOUR), expiresAt: new Date(now.getTime() + 48 * HOUR),
    } as Parameters<InMemoryBookingRepository['create']>[0]);
    bookings.rows.set(b.id, { ...b, state });
    return b.id;
  };
  const clock = new FakeClock(now);
  const upcoming = new GroupUpcoming(bookings, { zoneOf: async () => 'America/New_York', today: async () => '2027-03-10' }, clock);
  return { book, upcoming };
}

describe('the group calendar', () => {
  it("lists the aircraft's holding bookings from now on, soonest first, members named and renters not", async () => {
    const { book, upcoming } = await world();
    const later = await book(8, 2, 30);
    const renter = await book(7, 99, 5);
    const flying = await book(7, 1, -1, 'checked_out');
    await book(7, 2, -10); // over
    await book(7, 2, 10, 'pending'); // not holding the aircraft
    await book(7, 2, 20, 'cancelled');
    await book(8, 2, UPCOMING_DAYS * 24 + 1); // past the window
    const list = await upcoming.of(group, group.members[1]!);
    expect(list.map((u) => u.bookingId)).toEqual([flying, renter, later]);
    expect(list.map((u) => [u.member?.name ?? null, u.mine])).toEqual([['Angela Brooks', false], [null, false], ['Nate Brennan', true]]);
    expect(list[1]!.when).toBe('Wednesday 10 Mar 2027 15:00 to 17:00 EST (America/New_York)');
  });

  it('shows nothing to a member who has left', async () => {
    const { book, upcoming } = await world();
    await book(7, 2, 5);
    expect(await upcoming.of(group, member(4, 'Gone', '2027-02-28'))).toEqual([]);
  });
});

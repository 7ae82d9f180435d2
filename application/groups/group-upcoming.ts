import { HOLDING_STATES, type BookingState } from '../../domain/booking/booking.js';
import { formatLocalPeriod } from '../../domain/booking/local-time.js';
import type { Group, GroupMember } from '../../domain/group/group.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { Clock } from '../ports/security.js';
import type { GroupCalendar } from './group-access.js';

/** How far ahead the group page lists the aircraft's bookings, and how many at most. */
export const UPCOMING_DAYS = 60;
export const UPCOMING_MAX = 40;

/** A booking of one of the group's aircraft still to end: a member's (named) or a renter's (not named to the members). */
export interface UpcomingBooking {
  bookingId: number;
  shareId: number;
  start: Date;
  end: Date;
  /** "Saturday 14 Mar 2027 09:00 to 12:00 EDT (America/Kentucky/Louisville)": in the aircraft's time zone. */
  when: string;
  state: BookingState;
  /** The member flying it; null for a renter outside the group. */
  member: { userId: number; name: string } | null;
  /** The caller's own booking. */
  mine: boolean;
}

/**
 * The group's shared calendar as a list (issue 39, point 5): every booking that holds one of its aircraft from
 * now to UPCOMING_DAYS ahead, soonest first, so a member sees who flies when before he books.
 */
export class GroupUpcoming {
  constructor(
    private readonly bookings: Pick<BookingRepository, 'list'>,
    private readonly calendar: Pick<GroupCalendar, 'zoneOf' | 'today'>,
    private readonly clock: Clock,
  ) {}

  /** Nothing for a member who has left (he keeps his history, not the calendar). */
  async of(group: Group, you: GroupMember): Promise<UpcomingBooking[]> {
    if (you.until !== null && you.until < (await this.calendar.today(group.shareIds))) return [];
    const now = this.clock.now();
    const window = { start: now, end: new Date(now.getTime() + UPCOMING_DAYS * 86_400_000) };
    const members = new Map(group.members.map((m) => [m.userId, m]));
    // A closed flight is over: only the states that still hold the aircraft ahead.
    const states = HOLDING_STATES.filter((state) => state !== 'closed');
    const found = [];
    for (const shareId of group.shareIds) {
      const zone = await this.calendar.zoneOf([shareId]);
      const { items } = await this.bookings.list({ shareId, states, overlapping: window, offset: 0, limit: UPCOMING_MAX, sort: { field: 'start', order: 'ASC' } });
      for (const b of items) {
        if (!b.period || b.period.end <= now) continue;
        const member = members.get(b.pilotId);
        found.push({
          bookingId: b.id, shareId, start: b.period.start, end: b.period.end, when: formatLocalPeriod(b.period, zone), state: b.state,
          member: member ? { userId: member.userId, name: member.name } : null, mine: b.pilotId === you.userId,
        });
      }
    }
    return found.sort((a, b) => a.start.getTime() - b.start.getTime() || a.bookingId - b.bookingId).slice(0, UPCOMING_MAX);
  }
}

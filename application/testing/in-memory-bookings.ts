/**
 * In-memory bookings and availability, for application tests. Approved rentals and blocked periods share
 * one list of holds that refuses an overlap, as the PostgreSQL exclusion constraint does.
 */
import { AVAILABILITY_MESSAGES, type Availability, type BlockedPeriod } from '../../domain/booking/availability.js';
import { HOLDING_STATES, overlaps, type Booking, type Period } from '../../domain/booking/booking.js';
import { actionBetween, BOOKING_MESSAGES, wrongStateMessage } from '../../domain/booking/booking-transitions.js';
import { conflict } from '../../domain/errors.js';
import type { AvailabilityRepository, AvailabilitySettings, TimeZoneFinder } from '../ports/availability.repository.js';
import type { BookingListQuery, BookingRepository, CalendarBooking, NewBooking } from '../ports/booking.repository.js';

interface Hold extends Period {
  shareId: number;
  bookingId?: number;
  blockId?: number;
}

export class InMemoryHolds {
  readonly rows: Hold[] = [];

  take(hold: Hold, message: string): void {
    if (this.rows.some((h) => h.shareId === hold.shareId && overlaps(h, hold))) throw conflict(message);
    this.rows.push(hold);
  }

  release(match: (h: Hold) => boolean): void {
    const i = this.rows.findIndex(match);
    if (i >= 0) this.rows.splice(i, 1);
  }
}

export class InMemoryBookingRepository implements BookingRepository {
  readonly rows = new Map<number, Booking>();
  private nextId = 1;

  constructor(
    private readonly holds: InMemoryHolds,
    private readonly pilotNames: (pilotId: number) => string = (id) => `Pilot ${id}`,
  ) {}

  async create(b: NewBooking) {
    const booking: Booking = { ...b, id: this.nextId++, state: 'pending', reason: '', cancelledBy: null, decidedAt: null, updatedAt: b.createdAt };
    this.rows.set(booking.id, structuredClone(booking));
    return booking;
  }
  async findById(id: number) {
    const b = this.rows.get(id);
    return b ? structuredClone(b) : null;
  }
  async saveTransition(before: Booking, after: Booking) {
    const stored = this.rows.get(before.id);
    if (!stored || stored.state !== before.state) throw conflict(wrongStateMessage(stored?.state ?? before.state, actionBetween(before.state, after.state) ?? 'approve'));
    if (after.state === 'approved' && after.period) this.holds.take({ shareId: after.shareId, bookingId: after.id, ...after.period }, BOOKING_MESSAGES.overlap);
    // The period stays held through the flight (checked out, flown, closed, disputed); a cancellation, an undone
    // approval or a no-show frees it.
    if (HOLDING_STATES.includes(before.state) && !HOLDING_STATES.includes(after.state)) this.holds.release((h) => h.bookingId === after.id);
    this.rows.set(after.id, structuredClone(after));
    return structuredClone(after);
  }
  async approvedIn(shareId: number, period: Period): Promise<CalendarBooking[]> {
    return [...this.rows.values()]
      .filter((b) => b.shareId === shareId && HOLDING_STATES.includes(b.state) && b.period && overlaps(b.period, period))
      .sort((a, b) => a.period!.start.getTime() - b.period!.start.getTime())
      .map((b) => ({ ...structuredClone(b), pilotName: this.pilotNames(b.pilotId) }));
  }
  async lockRequestsOf() {
    // One event loop: the in-memory checks and insert of a request never interleave with another's.
  }
  async pendingOverlapping(shareId: number, pilotId: number, period: Period) {
    return [...this.rows.values()]
      .filter((b) => b.shareId === shareId && b.pilotId === pilotId && b.state === 'pending' && b.period && overlaps(b.period, period))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)
      .map((b) => structuredClone(b));
  }
  async countFutureHeld(shareId: number, pilotId: number, now: Date) {
    return [...this.rows.values()].filter(
      (b) => b.shareId === shareId && b.pilotId === pilotId && b.period && b.period.end > now && (b.state === 'pending' || b.state === 'approved' || b.state === 'checked_out'),
    ).length;
  }
  async openJoinRequest(shareId: number, pilotId: number) {
    return [...this.rows.values()].find((b) => b.shareId === shareId && b.pilotId === pilotId && b.kind === 'join' && (b.state === 'pending' || b.state === 'approved')) ?? null;
  }
  async dueForExpiry(now: Date, limit: number) {
    return [...this.rows.values()].filter((b) => b.state === 'pending' && b.expiresAt <= now).slice(0, limit).map((b) => structuredClone(b));
  }
  async heldNotEnded(shareIds: number[], pilotId: number, now: Date) {
    return [...this.rows.values()]
      .filter((b) => shareIds.includes(b.shareId) && b.pilotId === pilotId && b.period && b.period.end > now && (b.state === 'approved' || b.state === 'checked_out'))
      .map((b) => structuredClone(b));
  }
  async futureApproved(shareId: number, now: Date) {
    return [...this.rows.values()].filter((b) => b.shareId === shareId && b.state === 'approved' && (!b.period || b.period.end > now)).map((b) => structuredClone(b));
  }
  async list(q: BookingListQuery) {
    // Names and tail numbers live in other stores: the back office's text search is PostgreSQL's (tests/http).
    if (q.person || q.tailNumber) throw new Error('InMemoryBookingRepository cannot search by person or tail number');
    const all = [...this.rows.values()]
      .filter((b) => (q.pilotId === undefined || b.pilotId === q.pilotId) && (q.ownerId === undefined || b.ownerId === q.ownerId))
      .filter((b) => (q.shareId === undefined || b.shareId === q.shareId) && (!q.states?.length || q.states.includes(b.state)))
      .filter((b) => (q.userId === undefined || b.pilotId === q.userId || b.ownerId === q.userId) && (!q.ids || q.ids.includes(b.id)))
      .filter((b) => !q.overlapping || (!!b.period && overlaps(b.period, q.overlapping)))
      .filter((b) => !q.expiringAfter || b.expiresAt.getTime() > q.expiringAfter.getTime())
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    return { items: all.slice(q.offset, q.offset + q.limit).map((b) => structuredClone(b)), total: all.length };
  }
}

export class InMemoryAvailabilityRepository implements AvailabilityRepository {
  readonly rows = new Map<number, AvailabilitySettings>();
  readonly blocks: (BlockedPeriod & { shareId: number })[] = [];
  private nextBlockId = 1;

  constructor(private readonly holds: InMemoryHolds) {}

  async find(shareId: number): Promise<Availability | null> {
    const row = this.rows.get(shareId);
    if (!row) return null;
    const blocks = this.blocks.filter((b) => b.shareId === shareId).map(({ shareId: _s, ...b }) => b).sort((a, b) => a.start.getTime() - b.start.getTime());
    return structuredClone({ ...row, blocks });
  }
  async save(settings: AvailabilitySettings) {
    this.rows.set(settings.shareId, structuredClone(settings));
  }
  async groundedAmong(shareIds: number[]) {
    return new Map(shareIds.flatMap((id) => {
      const g = this.rows.get(id)?.grounded;
      return g ? [[id, structuredClone(g)] as const] : [];
    }));
  }
  async addBlock(shareId: number, block: Period & { reason: string }) {
    const id = this.nextBlockId++;
    this.holds.take({ shareId, blockId: id, start: block.start, end: block.end }, AVAILABILITY_MESSAGES.blockOverlap);
    this.blocks.push({ id, shareId, ...block });
    return { id, ...block };
  }
  async removeBlock(shareId: number, blockId: number) {
    const i = this.blocks.findIndex((b) => b.id === blockId && b.shareId === shareId);
    if (i < 0) return false;
    this.blocks.splice(i, 1);
    this.holds.release((h) => h.blockId === blockId);
    return true;
  }
}

/** One zone everywhere, or a zone per longitude band for tests that need two. */
export class FixedTimeZoneFinder implements TimeZoneFinder {
  constructor(private readonly zone = 'America/New_York') {}
  zoneAt() {
    return this.zone;
  }
}

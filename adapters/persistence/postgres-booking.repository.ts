import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { BookingListQuery, BookingRepository, CalendarBooking, NewBooking } from '../../application/ports/booking.repository.js';
import { HOLDING_STATES, type Booking, type BookingActor, type BookingKind, type BookingState, type Period } from '../../domain/booking/booking.js';
import { actionBetween, BOOKING_MESSAGES, wrongStateMessage } from '../../domain/booking/booking-transitions.js';
import { REQUEST_MESSAGES } from '../../domain/booking/request-rules.js';
import { UNDO_MESSAGES } from '../../domain/booking/undo-decision.js';
import { conflict } from '../../domain/errors.js';
import { escapeLike } from './mikro-orm-user.repository.js';
import { hasSqlState, retryOnDeadlock } from './postgres-errors.js';

interface BookingRow {
  id: number; share_id: number; pilot_id: number; owner_id: number; kind: BookingKind; state: BookingState;
  period_start: Date | null; period_end: Date | null; message: string; reason: string; cancelled_by: BookingActor | null;
  created_at: Date; expires_at: Date; decided_at: Date | null; updated_at: Date; group_id: number | null;
}

const COLUMNS = `b.id, b.share_id, b.pilot_id, b.owner_id, b.kind, b.state, lower(b.period) as period_start, upper(b.period) as period_end,
  b.message, b.reason, b.cancelled_by, b.created_at, b.expires_at, b.decided_at, b.updated_at, b.group_id`;

const toBooking = (r: BookingRow): Booking => ({
  id: r.id, shareId: r.share_id, pilotId: r.pilot_id, ownerId: r.owner_id, kind: r.kind, state: r.state,
  period: r.period_start && r.period_end ? { start: new Date(r.period_start), end: new Date(r.period_end) } : null,
  message: r.message, reason: r.reason, cancelledBy: r.cancelled_by, createdAt: new Date(r.created_at),
  expiresAt: new Date(r.expires_at), decidedAt: r.decided_at ? new Date(r.decided_at) : null, updatedAt: new Date(r.updated_at),
  groupId: r.group_id,
});

/**
 * The grounded switch, read under a lock on the listing's row (`shares`, which always exists; the
 * availability row may not yet): saving the availability, grounding included, takes the same lock on the
 * same row first (postgres-availability.repository.ts), so grounding and an approval cannot interleave.
 * An approval never commits after the aircraft was grounded, and a grounding that commits after it sees
 * the new booking among the pilots to tell, even for a listing that had no availability row.
 *
 * The lock is exclusive between approvals of one listing too (it was a share lock): two approvals inserting
 * overlapping holds at once could each wait for the other's uncommitted row under the exclusion constraint,
 * a deadlock that PostgreSQL breaks only after deadlock_timeout (1 s) per victim. Fifty racing approvals on a
 * busy machine took over 30 s that way (the CI run of 1cad69f). In turn, each approval meets the committed
 * hold of the one before it and is refused at once; the constraint still decides which one wins.
 */
async function refuseIfGrounded(em: EntityManager, shareId: number): Promise<void> {
  await em.execute('select 1 from shares where id = ? for no key update', [shareId]);
  // A statement of its own after the lock: it reads what a grounding that held the lock committed (one
  // statement joining the two tables would recheck only the locked row, and miss a row created meanwhile).
  const [row] = await em.execute<{ grounded_reason: string | null }[]>('select grounded_reason from share_availability where share_id = ?', [shareId]);
  if (row?.grounded_reason) throw conflict(REQUEST_MESSAGES.grounded(row.grounded_reason));
}

const SORT_COLUMNS = { id: 'b.id', createdAt: 'b.created_at', start: 'lower(b.period)' } as const;
/** Whitelisted columns only; ties by id in the same direction. */
const orderBy = (sort: BookingListQuery['sort']): string => {
  const { field, order } = sort ?? { field: 'createdAt', order: 'DESC' };
  const dir = order === 'ASC' ? 'asc' : 'desc';
  return `${SORT_COLUMNS[field]} ${dir} nulls last, b.id ${dir}`;
};

/** The first key of a pilot's request lock ("BKRQ"); the second is the pilot's id. */
const PILOT_REQUESTS_LOCK = 0x424b5251;

/** A half-open range of instants, as the domain's periods are. */
const RANGE = `tstzrange(?::timestamptz, ?::timestamptz, '[)')`;

/**
 * Requests and bookings in PostgreSQL (`booking_requests`). An approved rental's period is a row of
 * `share_holds`, written in the transaction that approves it: the exclusion constraint there refuses an
 * overlap with another approved booking or a blocked period (SQLSTATE 23P01), whichever approval commits
 * first, and the loser's whole transaction rolls back.
 */
export class PostgresBookingRepository implements BookingRepository {
  constructor(private readonly orm: MikroORM) {}

  private get em(): EntityManager {
    return this.orm.em;
  }

  async create(b: NewBooking): Promise<Booking> {
    try {
      const [row] = await this.em.execute<BookingRow[]>(
        `insert into booking_requests as b (share_id, pilot_id, owner_id, kind, period, message, created_at, expires_at, updated_at, group_id)
         values (?, ?, ?, ?, ${b.period ? RANGE : 'null'}, ?, ?, ?, ?, ?) returning ${COLUMNS}`,
        [b.shareId, b.pilotId, b.ownerId, b.kind, ...(b.period ? [b.period.start, b.period.end] : []), b.message, b.createdAt, b.expiresAt, b.createdAt, b.groupId ?? null],
      );
      return toBooking(row!);
    } catch (e) {
      if (hasSqlState(e, '23505')) throw conflict(REQUEST_MESSAGES.alreadyAsked); // one open request to join
      throw e;
    }
  }

  async findById(id: number): Promise<Booking | null> {
    const [row] = await this.em.execute<BookingRow[]>(`select ${COLUMNS} from booking_requests b where b.id = ?`, [id]);
    return row ? toBooking(row) : null;
  }

  async saveTransition(before: Booking, after: Booking): Promise<Booking> {
    try {
      return await retryOnDeadlock(() => this.em.transactional(async (em) => {
        // Compare and set: an answer that lost a race to another (or to the expiry job) changes nothing.
        const [row] = await em.execute<BookingRow[]>(
          `update booking_requests b set state = ?, reason = ?, cancelled_by = ?, decided_at = ?, updated_at = ?
            where b.id = ? and b.state = ? returning ${COLUMNS}`,
          [after.state, after.reason, after.cancelledBy, after.decidedAt, after.updatedAt, before.id, before.state],
        );
        if (!row) {
          const current = await this.findById(before.id);
          // Back to pending is an undone answer (undo-decision.ts): something else came first.
          if (after.state === 'pending') throw conflict(UNDO_MESSAGES.changed);
          throw conflict(wrongStateMessage(current?.state ?? before.state, actionBetween(before.state, after.state) ?? 'approve'));
        }
        if (after.state === 'approved') await refuseIfGrounded(em, after.shareId);
        if (after.state === 'approved' && after.period) {
          await em.execute(`insert into share_holds (share_id, period, booking_id) values (?, ${RANGE}, ?)`, [after.shareId, after.period.start, after.period.end, after.id]);
        } else if (HOLDING_STATES.includes(before.state) && !HOLDING_STATES.includes(after.state)) {
          // Checked out, flown, closed or disputed, the period stays the booking's (issue 36); a cancellation,
          // an undone approval or a no-show frees it.
          await em.execute('delete from share_holds where booking_id = ?', [after.id]);
        }
        return toBooking(row);
      }));
    } catch (e) {
      if (hasSqlState(e, '23P01')) throw conflict(BOOKING_MESSAGES.overlap);
      // Still a deadlock victim after its retries: a 409 to try again, not a server failure.
      if (hasSqlState(e, '40P01')) throw conflict(BOOKING_MESSAGES.calendarBusy);
      throw e;
    }
  }

  async approvedIn(shareId: number, period: Period): Promise<CalendarBooking[]> {
    // Through the holds: the GiST index of the exclusion constraint finds them.
    const rows = await this.em.execute<(BookingRow & { pilot_name: string })[]>(
      `select ${COLUMNS}, concat_ws(' ', u.firstname, u.lastname) as pilot_name
         from share_holds h
         join booking_requests b on b.id = h.booking_id
         join users u on u.id = b.pilot_id
        where h.share_id = ? and h.period && ${RANGE}
        order by lower(h.period)`,
      [shareId, period.start, period.end],
    );
    return rows.map((r) => ({ ...toBooking(r), pilotName: r.pilot_name }));
  }

  async lockRequestsOf(pilotId: number): Promise<void> {
    // A transaction-scoped advisory lock on the pilot (two-key form: apart from the schema lock's one key).
    // Without it, ten requests sent at once each counted the others' uncommitted rows as absent (issue 34).
    await this.em.execute('select pg_advisory_xact_lock(?, ?)', [PILOT_REQUESTS_LOCK, pilotId]);
  }

  async pendingOverlapping(shareId: number, pilotId: number, period: Period): Promise<Booking[]> {
    const rows = await this.em.execute<BookingRow[]>(
      `select ${COLUMNS} from booking_requests b
        where b.share_id = ? and b.pilot_id = ? and b.kind = 'rental' and b.state = 'pending' and b.period && ${RANGE}
        order by b.created_at, b.id`,
      [shareId, pilotId, period.start, period.end],
    );
    return rows.map(toBooking);
  }

  async countFutureHeld(shareId: number, pilotId: number, now: Date): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(
      `select count(*) as n from booking_requests
        where share_id = ? and pilot_id = ? and kind = 'rental' and state in ('pending', 'approved', 'checked_out') and upper(period) > ?`,
      [shareId, pilotId, now],
    );
    return Number(row?.n ?? 0);
  }

  async openJoinRequest(shareId: number, pilotId: number): Promise<Booking | null> {
    const [row] = await this.em.execute<BookingRow[]>(
      `select ${COLUMNS} from booking_requests b
        where b.share_id = ? and b.pilot_id = ? and b.kind = 'join' and b.state in ('pending', 'approved') limit 1`,
      [shareId, pilotId],
    );
    return row ? toBooking(row) : null;
  }

  async dueForExpiry(now: Date, limit: number): Promise<Booking[]> {
    const rows = await this.em.execute<BookingRow[]>(
      `select ${COLUMNS} from booking_requests b where b.state = 'pending' and b.expires_at <= ? order by b.expires_at, b.id limit ?`,
      [now, limit],
    );
    return rows.map(toBooking);
  }

  async futureApproved(shareId: number, now: Date): Promise<Booking[]> {
    const rows = await this.em.execute<BookingRow[]>(
      `select ${COLUMNS} from booking_requests b
        where b.share_id = ? and b.state = 'approved' and (b.period is null or upper(b.period) > ?)
        order by lower(b.period) nulls last, b.id`,
      [shareId, now],
    );
    return rows.map(toBooking);
  }

  async heldNotEnded(shareIds: number[], pilotId: number, now: Date): Promise<Booking[]> {
    if (!shareIds.length) return [];
    const rows = await this.em.execute<BookingRow[]>(
      `select ${COLUMNS} from booking_requests b
        where b.share_id = any(?::int[]) and b.pilot_id = ? and b.state in ('approved', 'checked_out') and upper(b.period) > ?
        order by lower(b.period), b.id`,
      [`{${shareIds.join(',')}}`, pilotId, now],
    );
    return rows.map(toBooking);
  }

  async list(q: BookingListQuery): Promise<{ items: Booking[]; total: number }> {
    const conditions: [sql: string, params: unknown[]][] = [];
    if (q.pilotId !== undefined) conditions.push(['b.pilot_id = ?', [q.pilotId]]);
    if (q.ownerId !== undefined) conditions.push(['b.owner_id = ?', [q.ownerId]]);
    if (q.userId !== undefined) conditions.push(['(b.pilot_id = ? or b.owner_id = ?)', [q.userId, q.userId]]);
    if (q.shareId !== undefined) conditions.push(['b.share_id = ?', [q.shareId]]);
    if (q.ids) conditions.push([q.ids.length ? `b.id in (${q.ids.map(() => '?').join(', ')})` : 'false', q.ids]);
    if (q.states?.length) conditions.push([`b.state in (${q.states.map(() => '?').join(', ')})`, q.states]);
    if (q.overlapping) conditions.push([`b.period && ${RANGE}`, [q.overlapping.start, q.overlapping.end]]);
    if (q.expiringAfter) conditions.push(['b.expires_at > ?', [q.expiringAfter]]);
    if (q.person) {
      const like = `%${escapeLike(q.person)}%`;
      conditions.push([`exists (select 1 from users u where u.id in (b.pilot_id, b.owner_id)
        and (u.username ilike ? or (u.firstname || ' ' || u.lastname) ilike ?))`, [like, like]]);
    }
    if (q.tailNumber) {
      conditions.push([`exists (select 1 from shares s join aircraft a on a.id = s.aircraft_id where s.id = b.share_id and a.tail_number ilike ?)`,
        [`%${escapeLike(q.tailNumber)}%`]]);
    }
    const where = conditions.map(([sql]) => sql);
    const params = conditions.flatMap(([, p]) => p);
    const filter = where.length ? `where ${where.join(' and ')}` : '';
    const rows = await this.em.execute<(BookingRow & { total: string })[]>(
      `select ${COLUMNS}, count(*) over () as total from booking_requests b ${filter}
        order by ${orderBy(q.sort)} offset ? limit ?`,
      [...params, q.offset, q.limit],
    );
    const total = rows[0] ? Number(rows[0].total) : (await this.em.execute<{ n: string }[]>(`select count(*) as n from booking_requests b ${filter}`, params))[0]!.n;
    return { items: rows.map(toBooking), total: Number(total) };
  }
}

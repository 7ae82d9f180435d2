import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { AvailabilityRepository, AvailabilitySettings } from '../../application/ports/availability.repository.js';
import { AVAILABILITY_MESSAGES, type Availability, type BlockedPeriod, type Grounding, type OpenHours } from '../../domain/booking/availability.js';
import type { Period } from '../../domain/booking/booking.js';
import { BOOKING_MESSAGES } from '../../domain/booking/booking-transitions.js';
import { conflict } from '../../domain/errors.js';
import { hasSqlState, retryOnDeadlock } from './postgres-errors.js';

interface AvailabilityRow {
  share_id: number; time_zone: string; open_hours: OpenHours[]; min_minutes: number; max_minutes: number;
  notice_minutes: number; max_days_ahead: number; max_future_bookings: number;
  grounded_reason: string | null; grounded_since: Date | null; grounded_by: 'owner' | 'maintenance' | null;
}

const groundingOf = (r: { grounded_reason: string; grounded_since: Date; grounded_by: 'owner' | 'maintenance' | null }): Grounding => ({
  // The owner's grounding reads as it always did (no `by`); the maintenance status's says so.
  reason: r.grounded_reason, since: new Date(r.grounded_since), ...(r.grounded_by === 'maintenance' ? { by: 'maintenance' as const } : {}),
});

interface BlockRow {
  id: number; start: Date; end: Date; reason: string;
}

const toBlock = (r: BlockRow): BlockedPeriod => ({ id: r.id, start: new Date(r.start), end: new Date(r.end), reason: r.reason });

/**
 * Availability in PostgreSQL: a `share_availability` row per listing that has one, its blocked periods in
 * `share_blocks`, each with its row in `share_holds` (the exclusion constraint keeps blocks and approved
 * bookings apart).
 */
export class PostgresAvailabilityRepository implements AvailabilityRepository {
  constructor(private readonly orm: MikroORM) {}

  private get em(): EntityManager {
    return this.orm.em;
  }

  async find(shareId: number): Promise<Availability | null> {
    const [row] = await this.em.execute<AvailabilityRow[]>('select * from share_availability where share_id = ?', [shareId]);
    if (!row) return null;
    const blocks = await this.em.execute<BlockRow[]>(
      `select id, lower(period) as start, upper(period) as "end", reason from share_blocks where share_id = ? order by lower(period), id`,
      [shareId],
    );
    return {
      shareId: row.share_id,
      timeZone: row.time_zone,
      openHours: row.open_hours,
      rules: {
        minMinutes: row.min_minutes, maxMinutes: row.max_minutes, noticeMinutes: row.notice_minutes,
        maxDaysAhead: row.max_days_ahead, maxFutureBookings: row.max_future_bookings,
      },
      blocks: blocks.map(toBlock),
      grounded: row.grounded_reason && row.grounded_since ? groundingOf({ ...row, grounded_reason: row.grounded_reason, grounded_since: row.grounded_since }) : null,
    };
  }

  async groundedAmong(shareIds: number[]): Promise<Map<number, Grounding>> {
    if (!shareIds.length) return new Map();
    const rows = await this.em.execute<{ share_id: number; grounded_reason: string; grounded_since: Date; grounded_by: 'owner' | 'maintenance' | null }[]>(
      `select share_id, grounded_reason, grounded_since, grounded_by from share_availability
        where share_id in (${shareIds.map(() => '?').join(', ')}) and grounded_reason is not null`,
      shareIds,
    );
    return new Map(rows.map((r) => [r.share_id, groundingOf(r)]));
  }

  async save(a: AvailabilitySettings): Promise<void> {
    const r = a.rules;
    await this.em.transactional(async (em) => {
      // Waits for approvals in progress on this listing, and holds new ones until this commits (see
      // refuseIfGrounded in postgres-booking.repository.ts): a grounding and an approval never interleave.
      await em.execute('select 1 from shares where id = ? for no key update', [a.shareId]);
      await em.execute(
        `insert into share_availability (share_id, time_zone, open_hours, min_minutes, max_minutes, notice_minutes, max_days_ahead,
                max_future_bookings, grounded_reason, grounded_since, grounded_by, updated_at)
         values (?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, now())
         on conflict (share_id) do update set time_zone = excluded.time_zone, open_hours = excluded.open_hours,
                min_minutes = excluded.min_minutes, max_minutes = excluded.max_minutes, notice_minutes = excluded.notice_minutes,
                max_days_ahead = excluded.max_days_ahead, max_future_bookings = excluded.max_future_bookings,
                grounded_reason = excluded.grounded_reason, grounded_since = excluded.grounded_since, grounded_by = excluded.grounded_by,
                updated_at = now()`,
        [
          a.shareId, a.timeZone, JSON.stringify(a.openHours.map(({ day, from, to }) => ({ day, from, to }))), r.minMinutes, r.maxMinutes,
          r.noticeMinutes, r.maxDaysAhead, r.maxFutureBookings, a.grounded?.reason ?? null, a.grounded?.since ?? null,
          a.grounded ? (a.grounded.by ?? 'owner') : null,
        ],
      );
    });
  }

  async addBlock(shareId: number, block: Period & { reason: string }): Promise<BlockedPeriod> {
    try {
      return await retryOnDeadlock(() => this.em.transactional(async (em) => {
        const [row] = await em.execute<BlockRow[]>(
          `insert into share_blocks (share_id, period, reason) values (?, tstzrange(?::timestamptz, ?::timestamptz, '[)'), ?)
           returning id, lower(period) as start, upper(period) as "end", reason`,
          [shareId, block.start, block.end, block.reason],
        );
        await em.execute(`insert into share_holds (share_id, period, block_id) select share_id, period, id from share_blocks where id = ?`, [row!.id]);
        return toBlock(row!);
      }));
    } catch (e) {
      if (hasSqlState(e, '23P01')) throw conflict(AVAILABILITY_MESSAGES.blockOverlap, [AVAILABILITY_MESSAGES.blockOverlap], { start: [AVAILABILITY_MESSAGES.blockOverlap] });
      if (hasSqlState(e, '40P01')) throw conflict(BOOKING_MESSAGES.calendarBusy);
      throw e;
    }
  }

  async removeBlock(shareId: number, blockId: number): Promise<boolean> {
    // Its hold goes with it (on delete cascade).
    const rows = await this.em.execute<{ id: number }[]>('delete from share_blocks where id = ? and share_id = ? returning id', [blockId, shareId]);
    return rows.length > 0;
  }
}

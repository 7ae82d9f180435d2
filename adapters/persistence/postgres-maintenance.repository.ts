import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type {
  AirworthinessQuery, AirworthinessRow, MaintenanceRepository, MaintenanceSettings, NewItem, NewSquawk, StoredStatus,
} from '../../application/ports/maintenance.repository.js';
import { conflict } from '../../domain/errors.js';
import type {
  Actor, ItemKind, MaintenanceItem, SignOff, Squawk, SquawkEvent, SquawkSeverity, SquawkSource, SquawkState, StatusColour,
} from '../../domain/maintenance/maintenance.js';
import { dateText } from '../../domain/maintenance/calendar-date.js';
import { MAINTENANCE_MESSAGES } from '../../domain/maintenance/maintenance-input.js';
import { hasSqlState } from './postgres-errors.js';
import { hashToken, newToken } from './postgres-session.store.js';
import { escapeLike } from './mikro-orm-user.repository.js';

interface ItemRow {
  id: number; share_id: number; kind: ItemKind; title: string; interval_months: number | null; interval_hours: number | null;
  last_done_on: string | null; last_done_hours: number | null; due_on: string | null; due_hours: number | null; active: boolean; created_at: Date;
}
interface SignOffRow {
  id: number; item_id: number; done_on: string; hours: number | null; note: string; by_user_id: number | null; by_name: string;
  by_mechanic_email: string | null; at: Date; next_due_on: string | null; next_due_hours: number | null;
}
interface SquawkRow {
  id: number; share_id: number; booking_id: number | null; source: SquawkSource; reported_by_user_id: number | null; reported_by_name: string;
  text: string; severity: SquawkSeverity; state: SquawkState; photos: string[]; created_at: Date; closed_at: Date | null;
}
interface EventRow {
  squawk_id: number; action: SquawkEvent['action']; note: string; by_user_id: number | null; by_name: string; by_mechanic_email: string | null; at: Date;
}

// Dates as 'YYYY-MM-DD' text: the driver would read a `date` as a local midnight.
const ITEM_COLUMNS = `id, share_id, kind, title, interval_months, interval_hours, last_done_on::text as last_done_on, last_done_hours,
  due_on::text as due_on, due_hours, active, created_at`;
const SIGN_OFF_COLUMNS = `id, item_id, done_on::text as done_on, hours, note, by_user_id, by_name, by_mechanic_email, at,
  next_due_on::text as next_due_on, next_due_hours`;
const SQUAWK_COLUMNS = `id, share_id, booking_id, source, reported_by_user_id, reported_by_name, text, severity, state, photos, created_at, closed_at`;

const marks = (n: unknown[]) => n.map(() => '?').join(', ');

const toItem = (r: ItemRow): MaintenanceItem => ({
  id: r.id, shareId: r.share_id, kind: r.kind, title: r.title, intervalMonths: r.interval_months, intervalHours: r.interval_hours,
  lastDoneOn: r.last_done_on, lastDoneHours: r.last_done_hours, dueOn: r.due_on, dueHours: r.due_hours, createdAt: new Date(r.created_at), active: r.active,
});
const actorOf = (userId: number | null, name: string, mechanicEmail: string | null): Actor => ({ userId, name, mechanicEmail });
const toSignOff = (r: SignOffRow): SignOff => ({
  id: r.id, itemId: r.item_id, doneOn: r.done_on, hours: r.hours, note: r.note, by: actorOf(r.by_user_id, r.by_name, r.by_mechanic_email),
  at: new Date(r.at), nextDueOn: r.next_due_on, nextDueHours: r.next_due_hours,
});

/**
 * Airworthiness in PostgreSQL (schema: migrations/Migration20261215000000_maintenance.ts). Raw SQL on
 * `orm.em`, so inside the caller's unit of work every statement runs on its transaction: a sign-off, its
 * item's new due and the status it gives commit together. Sign-offs and squawk events are only inserted.
 */
export class PostgresMaintenanceRepository implements MaintenanceRepository {
  constructor(private readonly orm: MikroORM) {}

  private get em(): EntityManager {
    return this.orm.em;
  }

  async items(shareId: number): Promise<MaintenanceItem[]> {
    const rows = await this.em.execute<ItemRow[]>(`select ${ITEM_COLUMNS} from maintenance_items where share_id = ? and active order by id`, [shareId]);
    return rows.map(toItem);
  }

  async item(shareId: number, itemId: number, options: { lock?: boolean } = {}): Promise<MaintenanceItem | null> {
    const [row] = await this.em.execute<ItemRow[]>(
      `select ${ITEM_COLUMNS} from maintenance_items where id = ? and share_id = ? and active${options.lock ? ' for update' : ''}`, [itemId, shareId],
    );
    return row ? toItem(row) : null;
  }

  async addItem(i: NewItem): Promise<MaintenanceItem> {
    const [row] = await this.em.execute<ItemRow[]>(
      `insert into maintenance_items (share_id, kind, title, interval_months, interval_hours, last_done_on, last_done_hours, due_on, due_hours, created_at)
       values (?, ?, ?, ?, ?, ?::date, ?, ?::date, ?, ?) returning ${ITEM_COLUMNS}`,
      [i.shareId, i.kind, i.title, i.intervalMonths, i.intervalHours, i.lastDoneOn, i.lastDoneHours, i.dueOn, i.dueHours, i.createdAt],
    );
    return toItem(row!);
  }

  async removeItem(shareId: number, itemId: number): Promise<boolean> {
    const rows = await this.em.execute<{ id: number }[]>(
      'update maintenance_items set active = false where id = ? and share_id = ? and active returning id', [itemId, shareId],
    );
    return rows.length > 0;
  }

  async signOff(s: Omit<SignOff, 'id'>): Promise<SignOff> {
    try {
      return await this.em.transactional(async (em) => {
        const [row] = await em.execute<SignOffRow[]>(
          `insert into maintenance_sign_offs (item_id, done_on, hours, note, by_user_id, by_name, by_mechanic_email, at, next_due_on, next_due_hours)
           values (?, ?::date, ?, ?, ?, ?, ?, ?, ?::date, ?) returning ${SIGN_OFF_COLUMNS}`,
          [s.itemId, s.doneOn, s.hours, s.note, s.by.userId, s.by.name, s.by.mechanicEmail, s.at, s.nextDueOn, s.nextDueHours],
        );
        await em.execute(
          'update maintenance_items set last_done_on = ?::date, last_done_hours = ?, due_on = ?::date, due_hours = ? where id = ?',
          [s.doneOn, s.hours, s.nextDueOn, s.nextDueHours, s.itemId],
        );
        return toSignOff(row!);
      });
    } catch (e) {
      if (hasSqlState(e, '23505')) throw conflict(MAINTENANCE_MESSAGES.alreadySignedOff(dateText(s.doneOn)));
      throw e;
    }
  }

  async history(itemIds: number[]): Promise<Map<number, SignOff[]>> {
    const out = new Map<number, SignOff[]>(itemIds.map((id) => [id, []]));
    if (!itemIds.length) return out;
    const rows = await this.em.execute<SignOffRow[]>(
      `select ${SIGN_OFF_COLUMNS} from maintenance_sign_offs where item_id in (${marks(itemIds)}) order by done_on desc, id desc`, itemIds,
    );
    for (const r of rows) out.get(r.item_id)?.push(toSignOff(r));
    return out;
  }

  async squawks(shareId: number, options: { openOnly?: boolean } = {}): Promise<Squawk[]> {
    const rows = await this.em.execute<SquawkRow[]>(
      `select ${SQUAWK_COLUMNS} from squawks where share_id = ?${options.openOnly ? " and state <> 'fixed'" : ''} order by created_at desc, id desc`, [shareId],
    );
    return this.withEvents(rows);
  }

  async squawk(id: number, options: { lock?: boolean } = {}): Promise<Squawk | null> {
    const rows = await this.em.execute<SquawkRow[]>(`select ${SQUAWK_COLUMNS} from squawks where id = ?${options.lock ? ' for update' : ''}`, [id]);
    return (await this.withEvents(rows))[0] ?? null;
  }

  private async withEvents(rows: SquawkRow[]): Promise<Squawk[]> {
    if (!rows.length) return [];
    const events = await this.em.execute<EventRow[]>(
      `select squawk_id, action, note, by_user_id, by_name, by_mechanic_email, at from squawk_events where squawk_id in (${marks(rows)}) order by id`,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id, shareId: r.share_id, bookingId: r.booking_id, source: r.source, reportedBy: actorOf(r.reported_by_user_id, r.reported_by_name, null),
      text: r.text, severity: r.severity, state: r.state, photos: r.photos, createdAt: new Date(r.created_at), closedAt: r.closed_at ? new Date(r.closed_at) : null,
      events: events.filter((e) => e.squawk_id === r.id).map((e) => ({
        action: e.action, note: e.note, by: actorOf(e.by_user_id, e.by_name, e.by_mechanic_email), at: new Date(e.at),
      })),
    }));
  }

  async addSquawk(s: NewSquawk): Promise<Squawk> {
    const id = await this.em.transactional(async (em) => {
      const [row] = await em.execute<{ id: number }[]>(
        `insert into squawks (share_id, booking_id, source, reported_by_user_id, reported_by_name, text, severity, photos, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?) returning id`,
        [s.shareId, s.bookingId, s.source, s.reportedBy.userId, s.reportedBy.name, s.text, s.severity, JSON.stringify(s.photos), s.createdAt],
      );
      await this.addEvent(em, row!.id, { action: 'reported', note: s.text, by: s.reportedBy, at: s.createdAt });
      return row!.id;
    });
    return (await this.squawk(id))!;
  }

  private async addEvent(em: EntityManager, squawkId: number, e: SquawkEvent): Promise<void> {
    await em.execute(
      'insert into squawk_events (squawk_id, action, note, by_user_id, by_name, by_mechanic_email, at) values (?, ?, ?, ?, ?, ?, ?)',
      [squawkId, e.action, e.note, e.by.userId, e.by.name, e.by.mechanicEmail, e.at],
    );
  }

  async answerSquawk(id: number, state: SquawkState, event: SquawkEvent, closedAt: Date | null): Promise<Squawk> {
    await this.em.transactional(async (em) => {
      await em.execute('update squawks set state = ?, closed_at = ? where id = ?', [state, closedAt, id]);
      await this.addEvent(em, id, event);
    });
    return (await this.squawk(id))!;
  }

  async flownBooking(shareId: number, pilotId: number): Promise<number | null> {
    const [row] = await this.em.execute<{ id: number }[]>(
      `select id from booking_requests where share_id = ? and pilot_id = ? and state in ('checked_out', 'flown', 'disputed', 'closed')
        order by id desc limit 1`,
      [shareId, pilotId],
    );
    return row?.id ?? null;
  }

  async settings(shareId: number): Promise<MaintenanceSettings> {
    const [row] = await this.em.execute<{ hundred_hour: boolean | null; mechanic_email: string | null; mechanic_named_at: Date | null }[]>(
      'select hundred_hour, mechanic_email, mechanic_named_at from maintenance_settings where share_id = ?', [shareId],
    );
    return {
      hundredHour: row?.hundred_hour ?? null,
      mechanic: row?.mechanic_email && row.mechanic_named_at ? { email: row.mechanic_email, namedAt: new Date(row.mechanic_named_at) } : null,
    };
  }

  async setHundredHour(shareId: number, value: boolean | null): Promise<void> {
    await this.em.execute(
      `insert into maintenance_settings (share_id, hundred_hour) values (?, ?)
       on conflict (share_id) do update set hundred_hour = excluded.hundred_hour`,
      [shareId, value],
    );
  }

  async nameMechanic(shareId: number, email: string, at: Date): Promise<string> {
    const token = newToken();
    await this.em.execute(
      `insert into maintenance_settings (share_id, mechanic_email, mechanic_token_hash, mechanic_named_at) values (?, ?, ?, ?)
       on conflict (share_id) do update set mechanic_email = excluded.mechanic_email, mechanic_token_hash = excluded.mechanic_token_hash,
              mechanic_named_at = excluded.mechanic_named_at`,
      [shareId, email, hashToken(token), at],
    );
    return token;
  }

  async removeMechanic(shareId: number): Promise<boolean> {
    const rows = await this.em.execute<{ share_id: number }[]>(
      `update maintenance_settings set mechanic_email = null, mechanic_token_hash = null, mechanic_named_at = null
        where share_id = ? and mechanic_token_hash is not null returning share_id`,
      [shareId],
    );
    return rows.length > 0;
  }

  async mechanicByToken(token: string): Promise<{ shareId: number; email: string } | null> {
    const [row] = await this.em.execute<{ share_id: number; mechanic_email: string }[]>(
      'select share_id, mechanic_email from maintenance_settings where mechanic_token_hash = ?', [hashToken(token)],
    );
    return row ? { shareId: row.share_id, email: row.mechanic_email } : null;
  }

  async saveStatus(s: StoredStatus): Promise<void> {
    await this.em.execute(
      `insert into aircraft_status (share_id, status, reasons, open_squawks, computed_at) values (?, ?, ?::jsonb, ?, ?)
       on conflict (share_id) do update set status = excluded.status, reasons = excluded.reasons, open_squawks = excluded.open_squawks,
              computed_at = excluded.computed_at`,
      [s.shareId, s.status, JSON.stringify(s.reasons), s.openSquawks, s.computedAt],
    );
  }

  async sharesToSweep(): Promise<number[]> {
    const rows = await this.em.execute<{ share_id: number }[]>(
      `select share_id from maintenance_items where active
       union select share_id from squawks where state <> 'fixed'
       union select share_id from aircraft_status
       order by share_id`,
    );
    return rows.map((r) => r.share_id);
  }

  async recordReminder(itemId: number, key: string, at: Date): Promise<boolean> {
    const rows = await this.em.execute<{ item_id: number }[]>(
      'insert into maintenance_reminders (item_id, key, queued_at) values (?, ?, ?) on conflict do nothing returning item_id', [itemId, key, at],
    );
    return rows.length > 0;
  }

  async listStatuses(q: AirworthinessQuery): Promise<{ items: AirworthinessRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.status?.length) {
      where.push(`a.status in (${marks(q.status)})`);
      params.push(...q.status);
    }
    if (q.shareIds) {
      if (!q.shareIds.length) return { items: [], total: 0 };
      where.push(`a.share_id in (${marks(q.shareIds)})`);
      params.push(...q.shareIds);
    }
    if (q.q?.trim()) {
      const like = `%${escapeLike(q.q.trim())}%`;
      where.push(`(s.title ilike ? or c.tail_number ilike ? or concat_ws(' ', u.firstname, u.lastname, u.username) ilike ?)`);
      params.push(like, like, like);
    }
    // Worst first by status means red, amber, green; the columns and directions are allow-listed.
    const column = { shareId: 'a.share_id', status: "array_position(array['red','amber','green'], a.status::text)", computedAt: 'a.computed_at', openSquawks: 'a.open_squawks' }[q.sort.field];
    const dir = q.sort.order === 'DESC' ? 'desc' : 'asc';
    const from = `from aircraft_status a join shares s on s.id = a.share_id join aircraft c on c.id = s.aircraft_id join users u on u.id = s.owner_id
      left join share_availability v on v.share_id = a.share_id ${where.length ? `where ${where.join(' and ')}` : ''}`;
    const rows = await this.em.execute<{
      share_id: number; status: StatusColour; reasons: string[]; open_squawks: number; computed_at: Date; title: string; owner_name: string; grounded: boolean;
    }[]>(
      `select a.share_id, a.status, a.reasons, a.open_squawks, a.computed_at, coalesce(nullif(s.title, ''), c.tail_number, '') as title,
              coalesce(nullif(trim(concat_ws(' ', u.firstname, u.lastname)), ''), u.username) as owner_name, v.grounded_reason is not null as grounded
         ${from} order by ${column} ${dir}, a.share_id ${dir} offset ? limit ?`,
      [...params, q.offset, q.limit],
    );
    const [count] = await this.em.execute<{ n: string }[]>(`select count(*) as n ${from}`, params);
    return {
      items: rows.map((r) => ({
        shareId: r.share_id, status: r.status, reasons: r.reasons, openSquawks: r.open_squawks, computedAt: new Date(r.computed_at),
        title: r.title, ownerName: r.owner_name, grounded: r.grounded,
      })),
      total: Number(count?.n ?? 0),
    };
  }
}

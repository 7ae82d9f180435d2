import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { AlertKind, AlertOutbox, AlertsToQueue, BookingMailFacts, BookingMailToQueue, BookingMailToWithdraw, ClaimedAlert, GroupMailToQueue, GroupStatementMailFacts, MaintenanceMailFacts, MaintenanceMailToQueue, NewListingSnapshot, PartnerMatchMailFacts, PartnerMatchToQueue } from '../../application/ports/alert-outbox.js';

interface ClaimedRow {
  id: string;
  kind: AlertKind;
  user_id: number;
  share_id: number;
  airport_id: number;
  payload: NewListingSnapshot | BookingMailFacts | MaintenanceMailFacts | GroupStatementMailFacts | PartnerMatchMailFacts;
  delivery_key: string;
  attempts: number;
  email: string;
  name: string;
  following: boolean;
  listed: boolean;
}

/**
 * The alert outbox in PostgreSQL (table alert_outbox). Queueing runs on `orm.em`, so inside a unit of work
 * it joins the transaction that writes the share. Claims use `FOR UPDATE SKIP LOCKED` plus a lease
 * (locked_until): concurrent workers skip each other's rows, and a row whose worker died comes back when
 * its lease ends.
 */
export class PostgresAlertOutbox implements AlertOutbox {
  constructor(private readonly orm: MikroORM) {}

  private get em(): EntityManager {
    return this.orm.em;
  }

  async queueForFollowers(alerts: AlertsToQueue): Promise<number> {
    // A skipped alert was never mailed (unfollowed or unlisted before its turn): queue it again.
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into alert_outbox (user_id, share_id, airport_id, kind, payload)
       select f.user_id, ?, ?, ?, ?::jsonb
         from user_favorite_airports f
        where f.airport_id = ? and f.user_id <> ?
       on conflict (user_id, share_id, kind, event_key) do update
          set status = 'pending', airport_id = excluded.airport_id, payload = excluded.payload, attempts = 0,
              next_attempt_at = now(), locked_until = null, claimed_by = null, last_error = null, updated_at = now()
        where alert_outbox.status = 'skipped'
       returning id`,
      [alerts.shareId, alerts.airportId, alerts.kind, JSON.stringify(alerts.payload), alerts.airportId, alerts.ownerId],
    );
    return rows.length;
  }

  async queueBookingMails(mails: Array<BookingMailToQueue | MaintenanceMailToQueue>): Promise<number> {
    let queued = 0;
    for (const m of mails) {
      const rows = await this.em.execute<{ id: string }[]>(
        `insert into alert_outbox (user_id, share_id, airport_id, kind, event_key, payload, next_attempt_at)
         values (?, ?, ?, ?, ?, ?::jsonb, coalesce(?::timestamptz, now()))
         on conflict (user_id, share_id, kind, event_key) do nothing returning id`,
        [m.userId, m.shareId, m.airportId, m.kind, m.eventKey, JSON.stringify(m.payload), ('notBefore' in m ? m.notBefore : null) ?? null],
      );
      queued += rows.length;
    }
    return queued;
  }

  async queueGroupMails(mails: GroupMailToQueue[]): Promise<number> {
    let queued = 0;
    for (const m of mails) {
      const rows = await this.em.execute<{ id: string }[]>(
        `insert into alert_outbox (user_id, share_id, airport_id, kind, event_key, payload)
         select ?, s.id, s.airport_id, ?, ?, ?::jsonb from shares s where s.id = ?
         on conflict (user_id, share_id, kind, event_key) do nothing returning id`,
        [m.userId, m.kind, m.eventKey, JSON.stringify(m.payload), m.shareId],
      );
      queued += rows.length;
    }
    return queued;
  }

  async queuePartnerMatches(mails: PartnerMatchToQueue[]): Promise<number> {
    if (!mails.length) return 0;
    // One statement for all of them (a listing's save may fit a thousand pilots), in the caller's transaction.
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into alert_outbox (user_id, share_id, airport_id, kind, payload)
       select m.user_id, m.share_id, m.airport_id, 'partner_match', m.payload
         from jsonb_to_recordset(?::jsonb) as m(user_id int, share_id int, airport_id int, payload jsonb)
       on conflict (user_id, share_id, kind, event_key) do nothing returning id`,
      [JSON.stringify(mails.map((m) => ({ user_id: m.userId, share_id: m.shareId, airport_id: m.airportId, payload: m.payload })))],
    );
    return rows.length;
  }

  async withdrawBookingMails(mails: BookingMailToWithdraw[]): Promise<number> {
    let kept = 0;
    for (const m of mails) {
      const key = [m.userId, m.shareId, m.kind, m.eventKey];
      // A worker's claim counts an attempt under the row's lock: a row it took is no longer taken back.
      await this.em.execute(
        `delete from alert_outbox where user_id = ? and share_id = ? and kind = ? and event_key = ? and status = 'pending' and attempts = 0`,
        key,
      );
      const [row] = await this.em.execute<{ n: string }[]>(
        'select count(*) as n from alert_outbox where user_id = ? and share_id = ? and kind = ? and event_key = ?',
        key,
      );
      kept += Number(row?.n ?? 0);
    }
    return kept;
  }

  async lastGroundingNotices(shareId: number, bookingIds: number[]): Promise<Map<number, Date>> {
    if (!bookingIds.length) return new Map();
    // A grounding's event key is booking:<id>:<the grounding's start> (booking-notices.ts).
    const rows = await this.em.execute<{ booking_id: number; at: Date }[]>(
      `select k.booking_id, max(k.at) as at
         from (select (payload->>'bookingId')::int as booking_id, substring(event_key from '^booking:[0-9]+:(.+)$')::timestamptz as at
                 from alert_outbox where share_id = ? and kind = 'booking_grounded') k
        where k.booking_id in (${bookingIds.map(() => '?').join(', ')}) and k.at is not null
        group by k.booking_id`,
      [shareId, ...bookingIds],
    );
    return new Map(rows.map((r) => [Number(r.booking_id), new Date(r.at)]));
  }

  async claim(worker: string, limit: number, now: Date, leaseUntil: Date): Promise<ClaimedAlert[]> {
    // One statement: the rows are locked while it runs (SKIP LOCKED passes over another claim in progress)
    // and carry the lease once it commits (a later claim passes over them until locked_until).
    const rows = await this.em.execute<ClaimedRow[]>(
      `with due as (
         select id from alert_outbox
          where status = 'pending' and next_attempt_at <= ? and (locked_until is null or locked_until <= ?)
          order by next_attempt_at, id
          limit ?
          for update skip locked
       )
       update alert_outbox o
          set attempts = o.attempts + 1, locked_until = ?, claimed_by = ?, updated_at = now()
         from due, users u
        where o.id = due.id and u.id = o.user_id
       returning o.id, o.kind, o.user_id, o.share_id, o.airport_id, o.payload, o.delivery_key, o.attempts,
                 u.email, coalesce(nullif(u.firstname, ''), u.username) as name,
                 case when o.kind = 'partner_match'
                      then exists (select 1 from partner_profiles p where p.user_id = o.user_id and p.visible and p.match_mails)
                      else exists (select 1 from user_favorite_airports f where f.user_id = o.user_id and f.airport_id = o.airport_id) end as following,
                 exists (select 1 from shares s where s.id = o.share_id and s.is_active and s.airport_id = o.airport_id) as listed`,
      [now, now, limit, leaseUntil, worker],
    );
    return rows
      .map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        userId: r.user_id,
        shareId: r.share_id,
        airportId: r.airport_id,
        payload: r.payload,
        deliveryKey: r.delivery_key,
        attempt: r.attempts,
        recipient: { email: r.email, name: r.name },
        stillFollowing: r.following,
        stillListed: r.listed,
      }))
      .sort((a, b) => a.id - b.id);
  }

  async markSent(id: number, at: Date): Promise<void> {
    // Whoever holds the lease now: the mail went out, so the row is done.
    await this.em.execute(
      `update alert_outbox set status = 'sent', sent_at = ?, locked_until = null, last_error = null, updated_at = now()
        where id = ? and status = 'pending'`,
      [at, id],
    );
  }

  async retryLater(id: number, worker: string, at: Date, error: string): Promise<void> {
    await this.em.execute(
      `update alert_outbox set next_attempt_at = ?, locked_until = null, claimed_by = null, last_error = ?, updated_at = now()
        where id = ? and claimed_by = ? and status = 'pending'`,
      [at, error, id, worker],
    );
  }

  async markFailed(id: number, worker: string, error: string): Promise<void> {
    await this.finish(id, worker, 'failed', error);
  }

  async markSkipped(id: number, worker: string, reason: string): Promise<void> {
    await this.finish(id, worker, 'skipped', reason);
  }

  async release(ids: number[], worker: string): Promise<void> {
    if (!ids.length) return;
    await this.em.execute(
      `update alert_outbox set locked_until = null, claimed_by = null, attempts = greatest(attempts - 1, 0), updated_at = now()
        where id in (${ids.map(() => '?').join(', ')}) and claimed_by = ? and status = 'pending'`,
      [...ids, worker],
    );
  }

  private async finish(id: number, worker: string, status: 'failed' | 'skipped', error: string): Promise<void> {
    await this.em.execute(
      `update alert_outbox set status = ?, locked_until = null, last_error = ?, updated_at = now()
        where id = ? and claimed_by = ? and status = 'pending'`,
      [status, error, id, worker],
    );
  }
}

import pg from 'pg';
import type { Acknowledged } from './mixed-load.js';

export interface LedgerCheck {
  acknowledged: number;
  found: number;
  /** Acknowledged (201) but not in the database, or there with another title. */
  missing: number[];
  changed: number[];
}

/** Every listing the app acknowledged with a 201 must be in the database with the title it was sent. */
export async function checkLedger(url: string, ledger: Acknowledged[]): Promise<LedgerCheck> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ id: number; title: string }>('select id, title from shares where id = any($1::int[])', [ledger.map((l) => l.id)]);
    const titles = new Map(rows.map((r) => [r.id, r.title]));
    return {
      acknowledged: ledger.length,
      found: ledger.filter((l) => titles.get(l.id) === l.title).length,
      missing: ledger.filter((l) => !titles.has(l.id)).map((l) => l.id),
      changed: ledger.filter((l) => titles.has(l.id) && titles.get(l.id) !== l.title).map((l) => l.id),
    };
  } finally {
    await c.end();
  }
}

export interface BookingsCheck {
  /** Approvals the app acknowledged with 200. */
  approved: number;
  /** Of those, the requests the database holds approved, each with its hold on the listing's calendar. */
  found: number;
  /** Acknowledged approvals the database does not hold approved with a hold (at most 50 ids). */
  missing: number[];
  /** Pairs of holds of one listing whose periods overlap: the exclusion constraint allows none. */
  overlaps: number;
}

/** Every approval the app acknowledged must be an approved request holding its period; no two holds overlap. */
export async function checkBookings(url: string, approvals: number[]): Promise<BookingsCheck> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ id: number }>(
      `select r.id from booking_requests r join share_holds h on h.booking_id = r.id
        where r.id = any($1::int[]) and r.state = 'approved' and h.period = r.period`,
      [approvals],
    );
    const held = new Set(rows.map((r) => r.id));
    const overlaps = await c.query<{ n: string }>(
      'select count(*) as n from share_holds a join share_holds b on a.share_id = b.share_id and a.id < b.id and a.period && b.period',
    );
    const missing = approvals.filter((id) => !held.has(id));
    return { approved: approvals.length, found: approvals.length - missing.length, missing: missing.slice(0, 50), overlaps: Number(overlaps.rows[0]!.n) };
  } finally {
    await c.end();
  }
}

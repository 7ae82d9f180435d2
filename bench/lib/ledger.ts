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

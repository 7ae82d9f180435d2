import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import { migrationDatabase, searchRows, type MigrationDatabase } from '../support/migration-database.js';

// Migration 20261210000000 (issue 17): the stamp of the search counters (search_airports, search_token_counts),
// which lets the app keep them in memory. It must move with every change of either table, only when that change
// commits, once per transaction, and never make two writers wait for each other in a cycle.
const PREVIOUS = 'Migration20261209000000_search_token_index';
const THIS = 'Migration20261210000000_search_stamp';
let db: MigrationDatabase;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => db.sql<T>(text, params);
const stamp = async () => (await sql<{ version: string }>('select version::text as version from search_stamp'))[0]!.version;

/** A connection of its own (a second writer or reader, with its own transaction). */
async function connection(): Promise<pg.Client> {
  const url = db.orm.config.get('clientUrl')!;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

beforeAll(async () => {
  db = await migrationDatabase('search_stamp', PREVIOUS, THIS);
});
afterAll(() => db?.close());

it('moves the stamp with every change of the counters, at commit, without deadlocks, and rolls back', async () => {
  const rows = searchRows(db, 'Stamp Field');
  const first = await rows.airport('ZVA');
  const second = await rows.airport('ZVB');
  const owner = await rows.pilot('owner', first);

  await db.orm.getMigrator().up({ to: THIS });
  expect(await sql('select count(*)::int as n from search_stamp')).toEqual([{ n: 1 }]);
  let before = await stamp();
  expect(before).toMatch(/^[0-9a-f-]{36}$/);

  // A listing counted at an airport (an update of its counters), a pilot at a new airport (an insert).
  const listing = await rows.listing(owner, 'Bonanza', 'Hangared', first);
  expect(await stamp()).not.toBe(before);
  before = await stamp();
  await rows.pilot('second', second);
  expect(await stamp()).not.toBe(before);
  // A new word in a listing: its tokens' counts, not the airport's.
  before = await stamp();
  await sql(`update shares set description = 'Hangared, fresh annual' where id = ?`, [listing]);
  expect(await stamp()).not.toBe(before);
  // A statement that changes neither table leaves it (a new rate: the same tokens at the same airport).
  before = await stamp();
  await sql(`update shares set rate_per_hour = 200 where id = ?`, [listing]);
  expect(await stamp()).toBe(before);
  // An airport's name, copied into the table by its trigger.
  await sql(`update airports set facility = 'Renamed Field' where id = ?`, [first]);
  expect(await stamp()).not.toBe(before);
  before = await stamp();
  await sql('delete from search_airports where airport_id = ?', [second]);
  expect(await stamp()).not.toBe(before);
  before = await stamp();
  await sql('select search_rebuild()');
  expect(await stamp()).not.toBe(before);

  // Only at commit: another connection sees the old stamp until then, and a rolled-back change leaves it.
  const writer = await connection();
  try {
    before = await stamp();
    await writer.query('begin');
    await writer.query(`update shares set is_active = false where id = $1`, [listing]);
    expect(await stamp()).toBe(before);
    await writer.query('rollback');
    expect(await stamp()).toBe(before);
    await writer.query('begin');
    await writer.query(`update shares set is_active = false where id = $1`, [listing]);
    expect(await stamp()).toBe(before);
    await writer.query('commit');
    expect(await stamp()).not.toBe(before);
    // Several statements, one move at commit; no request is left behind.
    await writer.query('begin');
    await writer.query(`update shares set is_active = true where id = $1`, [listing]);
    await writer.query(`update shares set description = 'Hangared, new paint' where id = $1`, [listing]);
    expect((await writer.query('select count(*)::int as n from search_stamp_requests')).rows).toEqual([{ n: 1 }]);
    await writer.query('commit');
    expect(await sql('select count(*)::int as n from search_stamp_requests')).toEqual([{ n: 0 }]);
    // A change rolled back to a savepoint takes its request with it; a later one asks again.
    before = await stamp();
    await writer.query('begin');
    await writer.query('savepoint s');
    await writer.query(`update shares set description = 'Hangared, undone' where id = $1`, [listing]);
    await writer.query('rollback to savepoint s');
    await writer.query('commit');
    expect(await stamp()).toBe(before);
    await writer.query('begin');
    await writer.query('savepoint s');
    await writer.query(`update shares set description = 'Hangared, undone' where id = $1`, [listing]);
    await writer.query('rollback to savepoint s');
    await writer.query(`update shares set description = 'Hangared, kept' where id = $1`, [listing]);
    await writer.query('commit');
    expect(await stamp()).not.toBe(before);
  } finally {
    await writer.end();
  }

  // A writer holding one airport and waiting for another airport's writer, which commits: no cycle. Taken per
  // statement, the stamp would be a cycle: the first writer would hold it from its first statement, and the
  // second would wait for it while holding the airport the first waits for (statement_timeout ends that wait).
  const [a, b] = [await connection(), await connection()];
  try {
    await b.query(`set statement_timeout = '3s'`);
    before = await stamp();
    await a.query('begin');
    await b.query('begin');
    await a.query('update search_airports set users = users + 1 where airport_id = $1', [first]);
    await b.query('update search_airports set users = users + 1 where airport_id = $1', [second]);
    const aWaits = a.query('update search_airports set users = users + 1 where airport_id = $1', [second]);
    await b.query('commit');
    await aWaits;
    await a.query('commit');
    expect(await sql('select airport_id, users from search_airports where airport_id in (?, ?) order by airport_id', [first, second])).toEqual([
      { airport_id: first, users: 2 },
      { airport_id: second, users: 3 },
    ]);
    expect(await stamp()).not.toBe(before);
  } finally {
    await a.query('rollback').catch(() => undefined);
    await b.query('rollback').catch(() => undefined);
    await a.end();
    await b.end();
  }

  await db.orm.getMigrator().down({ to: PREVIOUS });
  expect(await sql(`select to_regclass('search_stamp') as t, to_regclass('search_stamp_requests') as r`)).toEqual([{ t: null, r: null }]);
  await rows.pilot('fourth', first);
  await db.orm.getMigrator().up({ to: THIS });
  before = await stamp();
  await rows.pilot('fifth', first);
  expect(await stamp()).not.toBe(before);
});

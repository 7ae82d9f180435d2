import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import { migrationDatabase, searchRows, type MigrationDatabase } from '../support/migration-database.js';

// Migration 20261210000000 (issue 17): the stamp of search_airports, which lets the app keep the table in
// memory. It must move with every change of the table, only when that change commits, and never make two
// writers wait for each other in a cycle.
const PREVIOUS = 'Migration20261209000000_search_token_index';
const THIS = 'Migration20261210000000_search_airports_version';
let db: MigrationDatabase;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => db.sql<T>(text, params);
const stamp = async () => (await sql<{ version: string }>('select version::text as version from search_airports_version'))[0]!.version;

/** A connection of its own (a second writer or reader, with its own transaction). */
async function connection(): Promise<pg.Client> {
  const url = db.orm.config.get('clientUrl')!;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

beforeAll(async () => {
  db = await migrationDatabase('search_airports_version', PREVIOUS, THIS);
});
afterAll(() => db?.close());

it('moves the stamp with every change of search_airports, at commit, without deadlocks, and rolls back', async () => {
  const rows = searchRows(db, 'Stamp Field');
  const first = await rows.airport('ZVA');
  const second = await rows.airport('ZVB');
  const owner = await rows.pilot('owner', first);

  await db.orm.getMigrator().up({ to: THIS });
  expect(await sql('select count(*)::int as n from search_airports_version')).toEqual([{ n: 1 }]);
  let before = await stamp();
  expect(before).toMatch(/^[0-9a-f-]{36}$/);

  // A listing counted at an airport (an update of its counters), a pilot at a new airport (an insert).
  const listing = await rows.listing(owner, 'Bonanza', 'Hangared', first);
  expect(await stamp()).not.toBe(before);
  before = await stamp();
  await rows.pilot('second', second);
  expect(await stamp()).not.toBe(before);
  // A statement that changes nothing of the table leaves it.
  before = await stamp();
  await sql(`update shares set description = 'Hangared, fresh annual' where id = ?`, [listing]);
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
  expect(await sql(`select to_regclass('search_airports_version') as t`)).toEqual([{ t: null }]);
  await rows.pilot('fourth', first);
  await db.orm.getMigrator().up({ to: THIS });
  before = await stamp();
  await rows.pilot('fifth', first);
  expect(await stamp()).not.toBe(before);
});

import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationDatabase, searchRows, type MigrationDatabase } from '../support/migration-database.js';

// Migration 20261208000000 (issue 17) on a database with listings and pilots: the postings start equal to
// the entries' tokens with their sort keys, and stay equal through inserts, edits of the text, the rate (to and
// from none), the airport or nothing posted, a listing switched off, a pilot renamed and hidden, a rebuild, a
// rollback and a second up.
const PREVIOUS = 'Migration20261207000000_search_tokens';
const THIS = 'Migration20261208000000_search_postings';
let db: MigrationDatabase;
let orm: MikroORM;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => db.sql<T>(text, params);
const COLUMNS = 'token, kind, entity_id, airport_id, also_pilot, rate, listed_at';
/** The postings as kept. */
const kept = () => sql(`select ${COLUMNS} from search_postings order by 1, 2, 3`);
/** The same rows made afresh from the entries. */
const fresh = () =>
  sql(`select t.token, e.kind, e.entity_id, e.airport_id, e.also_pilot, e.rate, e.listed_at
         from search_entries e
         cross join lateral (select distinct x as token from unnest(string_to_array(e.doc, ' ')) x where x <> '') t
        order by 1, 2, 3`);
const expectInStep = async () => {
  const rows = await fresh();
  expect(await kept()).toEqual(rows);
  return rows as { token: string; kind: number; entity_id: number; rate: string | number | null }[];
};

beforeAll(async () => {
  db = await migrationDatabase('search_postings', PREVIOUS, THIS);
  orm = db.orm;
});
afterAll(() => db?.close());

it('posts the tokens of the entries there, keeps them in step with every change, and rolls back', async () => {
  const rows = searchRows(db, 'Posting Field');
  const [here, there] = [await rows.airport('ZPA'), await rows.airport('ZPB')];
  const owner = await rows.pilot('owner', here);
  const listing = (title: string, description: string, airportId: number, rate: number | null = 180) => rows.listing(owner, title, description, airportId, rate);
  const first = await listing('Bonanza for rent', 'Hangared  bonanza,\nIFR and fast', here);
  await listing('Fly our Bonanza', 'Hangared at the field', there, null);

  await orm.getMigrator().up({ to: THIS });
  const migrated = await expectInStep();
  expect(migrated.filter((p) => p.token === 'bonanza').length).toBe(2);
  expect(migrated.some((p) => p.token === 'owner' && p.kind === 2 && p.rate === null)).toBe(true);

  const third = await listing('Warbird trainer', 'Radial engine', here);
  await expectInStep();
  await sql(`update shares set title = 'Bonanza, hangared' where id = ?`, [first]);
  await expectInStep();
  await sql(`update shares set rate_per_hour = 250 where id = ?`, [first]);
  await sql(`update shares set rate_per_hour = null where id = ?`, [third]);
  await expectInStep();
  await sql(`update shares set rate_per_hour = 90 where id = ?`, [third]);
  await sql(`update shares set airport_id = ? where id = ?`, [there, third]);
  const moved = await expectInStep();
  expect(moved.filter((p) => p.entity_id === third && p.kind === 0).every((p) => Number(p.rate) === 90)).toBe(true);
  // A change to nothing posted (the requirements) writes no posting.
  const versions = () => sql(`select ${COLUMNS}, xmin::text from search_postings order by 1, 2, 3`);
  const before = await versions();
  await sql(`update shares set minimums = '{"totalHours": 300}' where id = ?`, [first]);
  expect((await sql<{ req_total: number }>('select req_total from search_entries where kind = 0 and entity_id = ?', [first]))[0]!.req_total).toBe(300);
  expect(await versions()).toEqual(before);
  await sql(`update users set lastname = 'Ownerson' where id = ?`, [owner]);
  expect((await expectInStep()).some((p) => p.token === 'ownerson')).toBe(true);
  await sql(`update shares set is_active = false where id = ?`, [third]);
  await sql(`update users set is_discoverable = false where id = ?`, [owner]);
  const hidden = await expectInStep();
  expect(hidden.some((p) => p.token === 'warbird' || p.token === 'ownerson')).toBe(false);

  await sql('select search_rebuild()');
  expect(await expectInStep()).toEqual(hidden);

  await orm.getMigrator().down({ to: PREVIOUS });
  expect(await sql(`select to_regclass('search_postings') as t`)).toEqual([{ t: null }]);
  await listing('After the rollback', 'Still searchable', here);
  await orm.getMigrator().up({ to: THIS });
  expect((await expectInStep()).some((p) => p.token === 'rollback')).toBe(true);
});

import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationDatabase, searchRows, type MigrationDatabase } from '../support/migration-database.js';

// Migration 20261207000000 (issue 17) on a database with listings and pilots: the token counters start equal
// to a count over search_entries, and stay equal through inserts, edits that change the text or the airport
// or nothing counted, a listing switched off, a pilot hidden, a rebuild, a rollback and a second up.
const PREVIOUS = 'Migration20261206100000_requirement_totals';
const THIS = 'Migration20261207000000_search_tokens';
let db: MigrationDatabase;
let orm: MikroORM;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => db.sql<T>(text, params);
type Count = { token: string; airport_id: number; kind: number; also_pilot: boolean; n: number };
/** The counters as kept (the rows left at 0 by deletions are no count). */
const kept = () =>
  sql<Count>('select token, airport_id, kind, also_pilot, n from search_token_counts where n <> 0 order by 1, 2, 3, 4');
/** The same numbers counted afresh from the entries. */
const recounted = () =>
  sql<Count>(`select t.token, e.airport_id, e.kind, e.also_pilot, count(*)::int as n
                from search_entries e
                cross join lateral (select distinct x as token from unnest(string_to_array(e.doc, ' ')) x where x <> '') t
               group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
const vocabulary = () => sql<{ token: string; n: number }>('select token, n from search_tokens where n <> 0 order by token');
const expectInStep = async () => {
  const counts = await recounted();
  expect(await kept()).toEqual(counts);
  const byToken = new Map<string, number>();
  for (const c of counts) byToken.set(c.token, (byToken.get(c.token) ?? 0) + c.n);
  expect(await vocabulary()).toEqual([...byToken].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([token, n]) => ({ token, n })));
  return counts;
};

beforeAll(async () => {
  db = await migrationDatabase('search_tokens', PREVIOUS, THIS);
  orm = db.orm;
});
afterAll(() => db?.close());

it('counts the tokens of the entries there, keeps them in step with every change, and rolls back', async () => {
  const rows = searchRows(db, 'Token Field');
  const [here, there] = [await rows.airport('ZTA'), await rows.airport('ZTB')];
  const owner = await rows.pilot('owner', here);
  const listing = (title: string, description: string, airportId: number) => rows.listing(owner, title, description, airportId);
  const first = await listing('Bonanza for rent', 'Hangared  bonanza,\nIFR and fast', here);
  await listing('Fly our Bonanza', 'Hangared at the field', there);

  await orm.getMigrator().up({ to: THIS });
  const migrated = await expectInStep();
  expect(migrated.find((c) => c.token === 'bonanza' && c.airport_id === here)).toMatchObject({ kind: 0, n: 1 });
  // A token holds what is between two spaces, line breaks and commas included.
  expect(migrated.some((c) => c.token === 'bonanza,\nifr')).toBe(true);

  const third = await listing('Warbird trainer', 'Radial engine', here);
  await expectInStep();
  await sql(`update shares set title = 'Bonanza, hangared' where id = ?`, [first]);
  await expectInStep();
  await sql(`update shares set rate_per_hour = 250 where id = ?`, [first]);
  await sql(`update shares set airport_id = ? where id = ?`, [there, third]);
  await expectInStep();
  await sql(`update shares set is_active = false where id = ?`, [third]);
  await sql(`update users set is_discoverable = false where id = ?`, [owner]);
  const before = await expectInStep();
  expect(before.some((c) => c.token === 'warbird')).toBe(false);
  expect((await sql<{ n: number }>(`select n from search_tokens where token = 'warbird'`))[0]).toEqual({ n: 0 });

  await sql('select search_rebuild()');
  expect(await expectInStep()).toEqual(before);

  await orm.getMigrator().down({ to: PREVIOUS });
  expect(await sql(`select to_regclass('search_token_counts') as t`)).toEqual([{ t: null }]);
  await listing('After the rollback', 'Still searchable', here);
  await orm.getMigrator().up({ to: THIS });
  expect((await expectInStep()).some((c) => c.token === 'rollback')).toBe(true);
});

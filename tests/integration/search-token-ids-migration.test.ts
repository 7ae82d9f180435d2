import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationDatabase, searchRows, type MigrationDatabase } from '../support/migration-database.js';

// Migration 20261211000000 (issue 17): each token count keeps its entries' ids. They start equal to the
// entries of search_entries, stay equal through inserts, edits of the text and the airport, a change of
// nothing counted, entries that leave, two entries trading places in one statement and a rebuild; the id
// sets intersect and unite as sets; the migration rolls back and applies again.
const PREVIOUS = 'Migration20261210000000_search_stamp';
const THIS = 'Migration20261211000000_search_token_ids';
let db: MigrationDatabase;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => db.sql<T>(text, params);
type Kept = { token: string; airport_id: number; kind: number; also_pilot: boolean; n: number; ids: number[] };
/** The counts as kept (rows left empty by deletions are no count), each with its ids. */
const kept = () =>
  sql<Kept>('select token, airport_id, kind, also_pilot, n, ids from search_token_counts where n <> 0 order by 1, 2, 3, 4');
/** The same afresh from the entries. */
const recounted = () =>
  sql<Kept>(`select t.token, e.airport_id, e.kind, e.also_pilot, count(*)::int as n, array_agg(e.entity_id order by e.entity_id) as ids
               from search_entries e
               cross join lateral (select distinct x as token from unnest(string_to_array(e.doc, ' ')) x where x <> '') t
              group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
const expectInStep = async () => {
  const fresh = await recounted();
  expect(await kept()).toEqual(fresh);
  // An emptied row holds no id either.
  expect(await sql(`select token from search_token_counts where n = 0 and ids <> '{}'`)).toEqual([]);
  return fresh;
};

beforeAll(async () => {
  db = await migrationDatabase('search_token_ids', PREVIOUS, THIS);
});
afterAll(() => db?.close());

it('keeps the entries of each count in step with every change, and rolls back', async () => {
  const rows = searchRows(db, 'Ids Field');
  const [here, there] = [await rows.airport('ZIA'), await rows.airport('ZIB')];
  const owner = await rows.pilot('owner', here);
  const listing = (title: string, description: string, airportId: number) => rows.listing(owner, title, description, airportId);
  const first = await listing('Bonanza for rent', 'Hangared  bonanza', here);
  const second = await listing('Fly our Bonanza', 'Hangared at the field', there);

  await db.orm.getMigrator().up({ to: THIS });
  const migrated = await expectInStep();
  expect(migrated.find((c) => c.token === 'hangared' && c.airport_id === here)).toMatchObject({ kind: 0, n: 1, ids: [first] });

  const third = await listing('Bonanza trainer', 'Hangared, radial engine', here);
  expect((await expectInStep()).find((c) => c.token === 'bonanza' && c.airport_id === here)?.ids).toEqual([first, third].sort((a, b) => a - b));
  await sql(`update shares set title = 'Skyhawk, hangared' where id = ?`, [first]);
  await sql(`update shares set rate_per_hour = 250 where id = ?`, [first]);
  await expectInStep();
  // Two listings trade airports in one statement: each airport's row loses one id and gains the other.
  await sql(`update shares set airport_id = case when id = ? then ? else ? end where id in (?, ?)`, [second, here, there, second, third]);
  const traded = await expectInStep();
  expect(traded.find((c) => c.token === 'radial' && c.airport_id === there)?.ids).toEqual([third]);
  expect(traded.find((c) => c.token === 'bonanza' && c.airport_id === here)?.ids).toEqual([first, second].sort((a, b) => a - b));
  await sql(`update shares set is_active = false where id = ?`, [third]);
  await sql(`update users set is_discoverable = false where id = ?`, [owner]);
  const before = await expectInStep();

  // The sets: both words at an airport, a word in either of two tokens.
  const [both] = await sql<{ ids: number[] }>(
    `select intarray._int_inter(intarray._int_inter(a.ids, b.ids), c.ids) as ids
       from search_token_counts a, search_token_counts b, search_token_counts c
      where (a.token, b.token, c.token) = ('hangared', 'bonanza', 'field') and a.airport_id = ? and a.kind = 0
        and (b.airport_id, b.kind, c.airport_id, c.kind) = (a.airport_id, a.kind, a.airport_id, a.kind)`, [here]);
  expect(both!.ids).toEqual([second]);
  const [either] = await sql<{ ids: number[] }>(
    `select search_ids_union(ids) as ids from search_token_counts where token in ('skyhawk,', 'bonanza') and kind = 0`);
  expect(either!.ids).toEqual([first, second].sort((a, b) => a - b));
  expect(await sql(`select search_ids_apply('{1,3,5}', '{-3,4,-9}') as ids`)).toEqual([{ ids: [1, 4, 5] }]);

  await sql('select search_rebuild()');
  expect(await expectInStep()).toEqual(before);

  await db.orm.getMigrator().down({ to: PREVIOUS });
  expect(await sql(`select count(*)::int as n from information_schema.columns where table_name = 'search_token_counts' and column_name = 'ids'`)).toEqual([{ n: 0 }]);
  // The counters of before are kept by the functions of before.
  await listing('After the rollback', 'Still searchable', here);
  expect((await sql<{ n: number }>(`select n from search_token_counts where token = 'rollback'`))[0]).toEqual({ n: 1 });
  await db.orm.getMigrator().up({ to: THIS });
  expect((await expectInStep()).some((c) => c.token === 'rollback')).toBe(true);
});

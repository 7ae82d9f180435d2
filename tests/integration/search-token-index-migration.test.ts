import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationDatabase, searchRows, type MigrationDatabase } from '../support/migration-database.js';

// Migration 20261209000000 (issue 17): the index of each entry's tokens is built over the entries already
// there, answers "holds one of these tokens" for the rows added after it as the document does, and rolls back.
const PREVIOUS = 'Migration20261208000000_search_postings';
const THIS = 'Migration20261209000000_search_token_index';
let db: MigrationDatabase;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => db.sql<T>(text, params);
const HOLDS = "string_to_array(doc, ' ') && ?::text[]";

/** The entries holding one of the tokens, read through the index (the planner may not read the table instead). */
async function throughIndex(tokens: string): Promise<{ ids: number[]; plan: string }> {
  return db.orm.em.transactional(async (em) => {
    await em.execute('set local enable_seqscan = off');
    const plan = (await em.execute<{ 'QUERY PLAN': string }[]>(`explain select entity_id from search_entries where ${HOLDS}`, [tokens]))
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    const rows = await em.execute<{ entity_id: number }[]>(`select entity_id from search_entries where ${HOLDS} order by 1`, [tokens]);
    return { ids: rows.map((r) => r.entity_id), plan };
  });
}

const byText = async (like: string) =>
  (await sql<{ entity_id: number }>('select entity_id from search_entries where doc like ? order by 1', [like])).map((r) => r.entity_id);

beforeAll(async () => {
  db = await migrationDatabase('search_token_index', PREVIOUS, THIS);
});
afterAll(() => db?.close());

it('indexes the entries there and those added later, and rolls back', async () => {
  const rows = searchRows(db, 'Token Field');
  const here = await rows.airport('ZTA');
  const owner = await rows.pilot('owner', here);
  await rows.listing(owner, 'Bonanza for rent', 'Hangared  bonanza,\nIFR and fast', here);
  await rows.listing(owner, 'Skyhawk', 'Hangared at the field', here);

  await db.orm.getMigrator().up({ to: THIS });
  const skyhawk = await throughIndex('{skyhawk}');
  expect(skyhawk.plan).toContain('search_entries_tokens_idx');
  expect(skyhawk.ids).toHaveLength(1);
  expect(skyhawk.ids).toEqual(await byText('%skyhawk%'));
  // Tokens are what stands between spaces, punctuation and line breaks included ('bonanza,\nifr').
  expect((await throughIndex('{ifr}')).ids).toEqual([]);
  expect((await throughIndex('{fast}')).ids).toHaveLength(1);

  await rows.listing(owner, 'Another Skyhawk', 'Tip tanks', here);
  const later = await throughIndex('{skyhawk,tanks}');
  expect(later.ids).toHaveLength(2);
  expect(later.ids).toEqual(await byText('%skyhawk%'));

  await db.orm.getMigrator().down({ to: PREVIOUS });
  expect(await sql(`select to_regclass('search_entries_tokens_idx') as i`)).toEqual([{ i: null }]);
  await db.orm.getMigrator().up({ to: THIS });
  expect((await throughIndex('{hangared}')).ids).toEqual(await byText('%hangared%'));
  expect((await throughIndex('{hangared}')).ids).toHaveLength(2);
});

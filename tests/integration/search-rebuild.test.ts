import { RequestContext } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../adapters/demo/seed-demo-content.js';
import { DEMO_PASSWORD, seedFirstStart } from '../../adapters/demo/seed.js';
import { migrationDatabase, searchRows } from '../support/migration-database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// search_rebuild() builds the read model set-based (migration 20261220100000, issue 42): whatever it writes must be
// what the triggers keep after any writes, table by table, less the rows the triggers leave at zero.
let site: TestApp;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => site.orm.em.fork().execute<T[]>(text, params);

/** Every table of the read model, in a fixed order, without the rows at zero that only the triggers leave. */
async function readModel() {
  return {
    entries: await sql('select * from search_entries order by kind, entity_id'),
    airports: await sql(`select * from search_airports where shares + instructors + users + professional_pilots > 0 order by airport_id`),
    tokens: await sql('select token, n from search_tokens where n > 0 order by token'),
    tokenCounts: await sql('select token, airport_id, kind, also_pilot, n, ids from search_token_counts where n > 0 order by token, airport_id, kind, also_pilot'),
    postings: await sql('select * from search_postings order by token, kind, entity_id'),
    requirementSets: await sql(`select * from search_requirement_sets s
                                 where exists (select from search_requirement_groups g where g.req_key = s.req_key and g.n > 0) order by req_key`),
    requirementGroups: await sql('select airport_id, req_key, n from search_requirement_groups where n > 0 order by airport_id, req_key'),
  };
}

/** The search tables' indexes and triggers as the catalog has them. */
async function structure() {
  const tables = `('search_entries', 'search_airports', 'search_tokens', 'search_token_counts', 'search_postings', 'search_requirement_sets', 'search_requirement_groups')`;
  return {
    indexes: await sql(`select indexname, indexdef from pg_indexes where tablename in ${tables} order by indexname`),
    triggers: await sql(`select tgname, tgenabled from pg_trigger where not tgisinternal and tgrelid::regclass::text in ${tables} order by tgname`),
  };
}

beforeAll(async () => {
  site = await startTestApp();
  const { repositories, hasher, mediaStore } = site.composed;
  await RequestContext.create(site.orm.em, async () => {
    await seedFirstStart({ users: repositories.users, airports: repositories.airports, hasher, promotionCodes: repositories.promotionCodes }, site.config);
    await seedDemoContent({ ...repositories, hasher, media: mediaStore }, DEMO_PASSWORD);
  });
  // Writes the triggers follow: a listing's text and airport, a listing asking minimums of its pilots, one
  // withdrawn, a pilot who leaves the map, a pilot's name.
  const [moved] = await sql<{ id: number }>('select id from shares where is_active order by id limit 1');
  const [elsewhere] = await sql<{ id: number }>(`select id from airports where location_id = 'LOU'`);
  await sql(`update shares set title = 'Zanzibar Zephyr rebuilt', airport_id = ? where id = ?`, [elsewhere!.id, moved!.id]);
  await sql(`update shares set is_active = false where id = (select id from shares where is_active and id <> ? order by id desc limit 1)`, [moved!.id]);
  await sql(`update users set is_discoverable = false where id = (select id from users where is_discoverable order by id limit 1)`);
  await sql(`update users set firstname = 'Quentin' where id = (select id from users where is_discoverable order by id desc limit 1)`);
}, 120_000);

afterAll(async () => {
  await site?.close();
});

describe('search_rebuild()', () => {
  it('writes every table of the read model as the triggers keep it', async () => {
    const kept = await readModel();
    // The comparison covers every table (the demo has listings asking minimums, pilots and professionals).
    for (const [table, rows] of Object.entries(kept)) expect(rows.length, table).toBeGreaterThan(0);
    expect(kept.postings.some((p) => p.token === 'zanzibar')).toBe(true);
    const before = await structure();

    await sql('select search_rebuild()');

    expect(await readModel()).toEqual(kept);
    // The same indexes (names and definitions) and the triggers enabled again.
    expect(await structure()).toEqual(before);
    expect(before.triggers.every((t) => t.tgenabled === 'O')).toBe(true);
  });

  it('moves the stamp, and leaves the triggers keeping the tables after it', async () => {
    const [{ version: old }] = await sql<{ version: string }>('select version from search_stamp');
    await sql('select search_rebuild()');
    const [{ version }] = await sql<{ version: string }>('select version from search_stamp');
    expect(version).not.toBe(old);

    const [listing] = await sql<{ id: number }>('select entity_id as id from search_entries where kind = 0 order by entity_id limit 1');
    await sql(`update shares set title = 'Quokka Quicksilver' where id = ?`, [listing!.id]);
    const posted = await sql('select token from search_postings where kind = 0 and entity_id = ? order by token', [listing!.id]);
    expect(posted.map((p) => p.token)).toEqual(expect.arrayContaining(['quokka', 'quicksilver']));
    const kept = await readModel();
    await sql('select search_rebuild()');
    expect(await readModel()).toEqual(kept);
  });
});

describe('the migration', () => {
  it('replaces the rebuild and gives the earlier one back on down, each writing the same read model', async () => {
    const [previous, migration] = ['Migration20261219000000_partner_bounds', 'Migration20261220100000_search_rebuild'];
    const db = await migrationDatabase('search_rebuild', previous, migration);
    const stepped = async () => (await db.sql(`select 1 from pg_proc where proname = 'search_rebuild' and prosrc like '%raise notice%'`)).length > 0;
    try {
      const rows = searchRows(db, 'Rebuild Field');
      const here = await rows.airport('ZRB');
      const owner = await rows.pilot('rebuilder', here);
      await rows.listing(owner, 'Bonanza for rent', 'Hangared bonanza', here, 190);
      await rows.listing(owner, 'Skyhawk trainer', 'Hangared at the field', here);
      const model = async () => ({
        entries: await db.sql('select kind, entity_id, airport_id, doc from search_entries order by kind, entity_id'),
        counts: await db.sql('select token, airport_id, kind, n, ids from search_token_counts where n > 0 order by 1, 2, 3'),
        postings: await db.sql('select token, kind, entity_id, rate from search_postings order by 1, 2, 3'),
      });
      const kept = await model();
      expect(kept.postings.length).toBeGreaterThan(4);
      expect(await stepped()).toBe(false);
      await db.orm.getMigrator().up({ to: migration });
      expect(await stepped()).toBe(true);
      await db.sql('select search_rebuild()');
      expect(await model()).toEqual(kept);
      await db.orm.getMigrator().down({ to: previous });
      await db.sql('select search_rebuild()');
      expect(await model()).toEqual(kept);
      // The earlier rebuild (the triggers filling the derived tables, no step notices) is back.
      expect(await stepped()).toBe(false);
    } finally {
      await db.close();
    }
  });
});

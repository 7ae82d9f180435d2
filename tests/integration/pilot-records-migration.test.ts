import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationDatabase, type MigrationDatabase } from '../support/migration-database.js';

// Migration 20261205000000 (issue 15) on a database with listings: an existing listing whose aircraft needs
// an instrument rating asks for it in the search (and is counted in the requirement sets), the others ask
// nothing; a rebuild agrees; rolled back, the search tables are as before and work; applied again, the same.
const PREVIOUS = 'Migration20261204000000_booking_mail';
const THIS = 'Migration20261205000000_pilot_records';
let db: MigrationDatabase;
let orm: MikroORM;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => db.sql<T>(text, params);
const requirements = () =>
  sql<{ entity_id: number; req_any: boolean; req_ratings: string[] }>('select entity_id, req_any, req_ratings from search_entries where kind = 0 order by entity_id');
/** Listings with requirements per airport, from the per-set counts. */
const groups = () =>
  sql<{ airport_id: number; n: number }>('select airport_id, sum(n)::int as n from search_requirement_groups group by airport_id having sum(n) <> 0 order by airport_id');

beforeAll(async () => {
  db = await migrationDatabase('pilot_records', PREVIOUS, THIS);
  orm = db.orm;
});
afterAll(() => db?.close());

it('gives existing listings their requirements, and rolls back to the previous search', async () => {
  const [{ id: airport }] = (await sql<{ id: number }>(
    `insert into airports (location_id, facility, city, state, lat, long) values ('ZPR', 'Record Field', 'Testville', 'HI', 10, -150) returning id`,
  )) as [{ id: number }];
  const [{ id: owner }] = (await sql<{ id: number }>(`insert into users (username, email) values ('owner', 'owner@example.com') returning id`)) as [{ id: number }];
  const listing = async (ifr: boolean) => {
    const [aircraft] = await sql<{ id: number }>('insert into aircraft (make, model, instrument_rating_required) values (?, ?, ?) returning id', ['Cessna', '172', ifr]);
    return (await sql<{ id: number }>(`insert into shares (aircraft_id, owner_id, type, airport_id) values (?, ?, 'PRIVATE_OWNER_RENTAL', ?) returning id`, [aircraft!.id, owner, airport]))[0]!.id;
  };
  const ifr = await listing(true);
  const vfr = await listing(false);

  await orm.getMigrator().up({ to: THIS });
  const migrated = await requirements();
  expect(migrated).toEqual([
    { entity_id: ifr, req_any: true, req_ratings: ['instrument'] },
    { entity_id: vfr, req_any: false, req_ratings: [] },
  ]);
  expect(await groups()).toEqual([{ airport_id: airport, n: 1 }]);
  await sql('select search_rebuild()');
  expect(await requirements()).toEqual(migrated);
  expect(await groups()).toEqual([{ airport_id: airport, n: 1 }]);
  // A listing's minimums reach its entry through the triggers.
  await sql(`update shares set minimums = '{"totalHours": 100}' where id = ?`, [vfr]);
  expect((await requirements())[1]).toMatchObject({ entity_id: vfr, req_any: true });
  expect(await groups()).toEqual([{ airport_id: airport, n: 2 }]);

  await orm.getMigrator().down({ to: PREVIOUS });
  const columns = await sql<{ column_name: string }>(`select column_name from information_schema.columns where table_name = 'search_entries' and column_name like 'req_%'`);
  expect(columns).toEqual([]);
  await sql('select search_rebuild()');
  expect((await sql('select entity_id from search_entries where kind = 0 order by entity_id')).length).toBe(2);

  await orm.getMigrator().up();
  expect(await requirements()).toEqual(migrated);
});

// Migration 20261206100000: each airport's group '*' holds how many of its listings ask anything, kept by
// the same triggers; rolled back, the row is gone and the triggers keep the sets only; applied again, the
// totals are rebuilt from the sets' counts.
it("keeps each airport's total of listings that ask anything, and rolls it back", async () => {
  const totals = () => sql<{ airport_id: number; n: number }>(`select airport_id, n from search_requirement_groups where req_key = '*' and n <> 0 order by airport_id`);
  const bySet = () =>
    sql<{ airport_id: number; n: number }>(`select airport_id, sum(n)::int as n from search_requirement_groups where req_key <> '*' group by airport_id having sum(n) <> 0 order by airport_id`);
  const [{ id: airport }] = (await sql<{ id: number }>('select id from airports order by id limit 1')) as [{ id: number }];
  // The first test left one listing asking (the instrument rating).
  expect(await totals()).toEqual([{ airport_id: airport, n: 1 }]);
  expect(await totals()).toEqual(await bySet());

  const [{ id: owner }] = (await sql<{ id: number }>('select id from users order by id limit 1')) as [{ id: number }];
  const [aircraft] = await sql<{ id: number }>(`insert into aircraft (make, model) values ('Piper', 'PA-28') returning id`);
  const [share] = await sql<{ id: number }>(
    `insert into shares (aircraft_id, owner_id, type, airport_id, minimums) values (?, ?, 'PRIVATE_OWNER_RENTAL', ?, '{"totalHours": 300}') returning id`,
    [aircraft!.id, owner, airport],
  );
  expect(await totals()).toEqual([{ airport_id: airport, n: 2 }]);
  await sql(`update shares set minimums = '{}' where id = ?`, [share!.id]);
  expect(await totals()).toEqual([{ airport_id: airport, n: 1 }]);
  await sql('select search_rebuild()');
  expect(await totals()).toEqual([{ airport_id: airport, n: 1 }]);
  expect(await totals()).toEqual(await bySet());

  await orm.getMigrator().down({ to: 'Migration20261206000000_conversations_reviews' });
  expect(await totals()).toEqual([]);
  await sql(`update shares set minimums = '{"totalHours": 300}' where id = ?`, [share!.id]);
  expect(await totals()).toEqual([]);
  expect(await bySet()).toEqual([{ airport_id: airport, n: 2 }]);

  await orm.getMigrator().up();
  expect(await totals()).toEqual([{ airport_id: airport, n: 2 }]);
  expect(await totals()).toEqual(await bySet());
});

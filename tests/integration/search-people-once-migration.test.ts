import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationDatabase, type MigrationDatabase } from '../support/migration-database.js';

// Migration 20261125000000 on a database that already lists professionals who are pilots twice: afterwards
// each person is one entry (flagged when also a pilot) and the per-airport counters agree with a rebuild;
// rolled back, the previous two-entry search comes back.
const PREVIOUS = 'Migration20261122030000_human_check';
const THIS = 'Migration20261125000000_search_people_once';
let db: MigrationDatabase;
let orm: MikroORM;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => db.sql<T>(text, params);
const entries = () => sql<{ kind: number; entity_id: number }>('select kind, entity_id from search_entries order by kind, entity_id');
const counters = () =>
  sql<Record<string, number>>('select * from search_airports where shares + instructors + users > 0 order by airport_id').then((rows) =>
    rows.map(({ airport_id, shares, instructors, users, professional_pilots }) => ({ airport_id, shares, instructors, users, professional_pilots })),
  );

beforeAll(async () => {
  db = await migrationDatabase('people_once', PREVIOUS, THIS);
  orm = db.orm;
});
afterAll(() => db?.close());

it('keeps one entry per person on existing data, and rolls back to two', async () => {
  const [{ id: airport }] = (await sql<{ id: number }>(
    `insert into airports (location_id, facility, city, state, lat, long) values ('ZMG', 'Migration Field', 'Testville', 'HI', 10, -150) returning id`,
  )) as [{ id: number }];
  const person = async (name: string, discoverable: boolean) =>
    (await sql<{ id: number }>(
      `insert into users (username, email, firstname, lastname, airport_id, is_discoverable) values (?, ?, ?, 'Test', ?, ?) returning id`,
      [name, `${name}@example.com`, name, airport, discoverable],
    ))[0]!.id;
  const both = await person('both', true);
  const proOnly = await person('pro', false);
  const pilot = await person('pilot', true);
  const pro = async (userId: number) =>
    (await sql<{ id: number }>('insert into instructors (user_id, airport_id) values (?, ?) returning id', [userId, airport]))[0]!.id;
  const bothPro = await pro(both);
  const onlyPro = await pro(proOnly);

  // Before: the professional who is a pilot has two entries.
  expect(await entries()).toEqual([
    { kind: 1, entity_id: bothPro }, { kind: 1, entity_id: onlyPro }, { kind: 2, entity_id: both }, { kind: 2, entity_id: pilot },
  ]);

  await orm.getMigrator().up({ to: THIS });
  expect(await entries()).toEqual([{ kind: 1, entity_id: bothPro }, { kind: 1, entity_id: onlyPro }, { kind: 2, entity_id: pilot }]);
  expect(await sql('select entity_id, also_pilot from search_entries where kind = 1 order by entity_id')).toEqual([
    { entity_id: bothPro, also_pilot: true }, { entity_id: onlyPro, also_pilot: false },
  ]);
  const migrated = await counters();
  expect(migrated).toEqual([{ airport_id: airport, shares: 0, instructors: 2, users: 1, professional_pilots: 1 }]);
  await sql('select search_rebuild()');
  expect(await counters()).toEqual(migrated);

  await orm.getMigrator().down({ to: PREVIOUS });
  expect(await entries()).toEqual([
    { kind: 1, entity_id: bothPro }, { kind: 1, entity_id: onlyPro }, { kind: 2, entity_id: both }, { kind: 2, entity_id: pilot },
  ]);
  await orm.getMigrator().up();
  expect(await entries()).toEqual([{ kind: 1, entity_id: bothPro }, { kind: 1, entity_id: onlyPro }, { kind: 2, entity_id: pilot }]);
});

import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { expect } from 'vitest';
import { migrationsList } from '../../migrations/index.js';
import { createEmptyDatabase } from './backup-cli.js';

export interface MigrationDatabase {
  orm: MikroORM;
  /** SQL outside any identity map. */
  sql: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
}

/**
 * A database of its own for a migration's test, migrated up to `previous` (the one before the migration
 * under test, which must be in the list): the test writes data the old way, then migrates up and down.
 */
export async function migrationDatabase(name: string, previous: string, underTest: string): Promise<MigrationDatabase> {
  expect(migrationsList.map((m) => m.name)).toContain(underTest);
  const db = await createEmptyDatabase(`${name}_${Date.now().toString(36)}`);
  const orm = await MikroORM.init({
    clientUrl: db.url,
    entities: [],
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    discovery: { warnWhenNoEntities: false },
  });
  await orm.getMigrator().up({ to: previous });
  return {
    orm,
    sql: (text, params = []) => orm.em.fork().execute(text, params),
    close: async () => {
      await orm.close();
      await db.drop();
    },
  };
}

/**
 * Rows a search migration's test writes the plain way (SQL, before and after the migration): an airport, a
 * discoverable pilot at an airport, and an active rental listing of a Bonanza (rate per hour none by default).
 */
export function searchRows(db: MigrationDatabase, facility: string) {
  const id = async (text: string, params: unknown[]) => (await db.sql<{ id: number }>(text, params))[0]!.id;
  return {
    airport: (code: string) =>
      id(`insert into airports (location_id, facility, city, state, lat, long) values (?, ?, 'Testville', 'HI', 10, -150) returning id`, [code, facility]),
    pilot: (name: string, airportId: number | null) =>
      id(`insert into users (username, email, firstname, lastname, is_discoverable, airport_id) values (?, ?, 'Ada', ?, true, ?) returning id`, [
        name, `${name}@example.com`, name, airportId,
      ]),
    listing: async (owner: number, title: string, description: string, airportId: number, rate: number | null = null) =>
      id(
        `insert into shares (aircraft_id, owner_id, type, airport_id, title, description, is_active, rate_per_hour) values (?, ?, 'PRIVATE_OWNER_RENTAL', ?, ?, ?, true, ?) returning id`,
        [await id(`insert into aircraft (make, model) values ('Beechcraft', 'Bonanza A36') returning id`, []), owner, airportId, title, description, rate],
      ),
  };
}

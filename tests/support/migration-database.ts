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

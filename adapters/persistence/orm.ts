import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from '../../migrations/index.js';
import { ALL_SCHEMAS } from './entities/schemas.js';

/** Connects MikroORM to PostgreSQL and applies pending migrations (the only way the schema changes). */
export async function openDatabase(url: string, options: { debug?: boolean; poolMax?: number } = {}): Promise<MikroORM> {
  const orm = await MikroORM.init({
    clientUrl: url,
    entities: ALL_SCHEMAS,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    debug: options.debug ?? false,
    pool: { min: 0, max: options.poolMax ?? 10 },
    discovery: { warnWhenNoEntities: false },
    // Repositories work on a per-request fork (RequestContext); a stray global use is a bug.
    allowGlobalContext: false,
  });
  await orm.getMigrator().up();
  return orm;
}

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
    // A database that is away must not hold requests: a connection attempt gives up after 2 s (a stopped
    // server refuses at once), a wait for a free pooled connection after 5 s, and the errors middleware
    // answers 503. Connections a restart dropped are discarded and new ones opened on demand, so the app
    // recovers by itself. No statement_timeout: it would cut migrations and backups short too.
    pool: { min: 0, max: options.poolMax ?? 10, acquireTimeoutMillis: 5_000 },
    driverOptions: { connection: { connectionTimeoutMillis: 2_000, keepAlive: true } },
    discovery: { warnWhenNoEntities: false },
    // Repositories work on a per-request fork (RequestContext); a stray global use is a bug.
    allowGlobalContext: false,
  });
  await orm.getMigrator().up();
  return orm;
}

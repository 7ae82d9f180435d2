import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import pg from 'pg';
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
  try {
    const unlock = await lockSchema(url);
    try {
      await orm.getMigrator().up();
    } finally {
      await unlock();
    }
  } catch (e) {
    await orm.close();
    throw e;
  }
  return orm;
}

/** The advisory lock taken while the schema changes (migrations, a restore) or the first-start data is written. */
export const SCHEMA_LOCK_KEY = 0x57494e47; // "WING"

/**
 * Waits for and holds SCHEMA_LOCK_KEY on the database until the returned function is called (or the process
 * ends): app processes starting at once on one database migrate one after the other instead of racing to
 * create the same tables, and the first one alone writes the first-start data.
 */
export async function lockSchema(url: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
  } catch (e) {
    await client.end();
    throw e;
  }
  return () => client.end(); // the session ends, and the lock with it
}

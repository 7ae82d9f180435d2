import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { EventEmitter } from 'node:events';
import pg from 'pg';
import { migrationsList } from '../../migrations/index.js';
import { ALL_SCHEMAS } from './entities/schemas.js';

export interface DatabaseOptions {
  debug?: boolean;
  poolMax?: number;
  /**
   * The longest one statement of this instance may take, in milliseconds (DB_QUERY_TIMEOUT_SECONDS for the app
   * and the alert worker); none or 0 = no limit. Migrations are never limited.
   */
  queryTimeoutMs?: number | null;
  /**
   * false: connect to a database another process has just migrated and still holds the schema lock for (the
   * first start's demo content, adapters/composition/demo-content.main.ts); migrating would wait for that lock.
   */
  migrate?: boolean;
  /**
   * The database itself when `url` is a pooler in transaction mode (DATABASE_DIRECT_URL): the migrations and
   * the schema lock need a session that stays theirs, which a pooler does not keep between transactions.
   * `url` unless set.
   */
  directUrl?: string | null;
  /** false: this instance never uses named prepared statements (preparesStatements below). */
  preparedStatements?: boolean;
  /** Where the start-up check of the statement time limit behind a pooler says what is wrong (console.warn). */
  warn?: (line: string) => void;
}

/** The instances opened with preparedStatements: false (a pooler that does not carry them over, see below). */
const unprepared = new WeakSet<MikroORM>();

/**
 * Whether the repositories may send named prepared statements on this instance. node-postgres prepares a
 * named statement once per client connection and then sends only its name; behind PgBouncer in transaction
 * mode (before 1.21's max_prepared_statements) the next transaction may land on a server connection that has
 * never seen it ("prepared statement ... does not exist").
 */
export function preparesStatements(orm: MikroORM): boolean {
  return !unprepared.has(orm);
}

/**
 * Connects MikroORM to PostgreSQL and applies pending migrations (the only way the schema changes). With a
 * query time limit, the migrations run first on an instance of their own without it, which is closed before
 * the limited instance is opened: a long migration must not be cancelled halfway. Behind a pooler the
 * migrations run on the direct connection and the instance answered uses the pooler.
 */
export async function openDatabase(url: string, options: DatabaseOptions = {}): Promise<MikroORM> {
  const orm = await openMigrated(url, options);
  if (options.preparedStatements === false) unprepared.add(orm);
  const direct = options.directUrl ?? url;
  if (direct !== url) {
    try {
      await checkPooledTimeLimit(orm, options.queryTimeoutMs ?? 0, options.warn ?? console.warn);
    } catch (e) {
      await orm.close();
      throw e;
    }
  }
  return orm;
}

async function openMigrated(url: string, options: DatabaseOptions): Promise<MikroORM> {
  if (options.migrate === false) return MikroORM.init(ormOptions(url, options, options.queryTimeoutMs ?? 0));
  const direct = options.directUrl ?? url;
  const migrating = await MikroORM.init(ormOptions(direct, options, 0));
  try {
    const unlock = await lockSchema(direct);
    try {
      await migrating.getMigrator().up();
    } finally {
      await unlock();
    }
  } catch (e) {
    await migrating.close();
    throw e;
  }
  if (!options.queryTimeoutMs && direct === url) return migrating;
  await migrating.close();
  return MikroORM.init(ormOptions(url, options, options.queryTimeoutMs ?? 0));
}

/**
 * Behind PgBouncer the statement_timeout the app sends at connection is dropped (ignore_startup_parameters
 * must list it, or every connection is refused): the pooler's connect_query sets it on its server connections
 * instead. A pooler without it would leave the requests' statements unlimited, one with another value would limit
 * them otherwise than DB_QUERY_TIMEOUT_SECONDS (0 included): the start says so.
 */
async function checkPooledTimeLimit(orm: MikroORM, limitMs: number, warn: (line: string) => void): Promise<void> {
  const [row] = await orm.em.fork().getConnection().execute<{ setting: string }[]>("select setting from pg_settings where name = 'statement_timeout'");
  const serverMs = Number(row?.setting);
  if (serverMs === limitMs) return;
  warn(
    `[wingshare] The pooler's server connections run statements with statement_timeout = ${row?.setting ?? '?'} ms, not the ` +
      `${limitMs ? `${limitMs} ms` : 'no limit'} of DB_QUERY_TIMEOUT_SECONDS: set connect_query = 'SET statement_timeout = ${limitMs}' on its database (docs/operations.md).`,
  );
}

/**
 * A read replica's MikroORM (DATABASE_REPLICA_URLS, adapters/persistence/read-replicas.ts): the app's settings
 * and limits, no migrations (a standby replays the primary's), and a context name of its own so its request
 * forks sit beside the primary's instead of replacing them. Connects on first use.
 */
export function openReplica(url: string, contextName: string, options: DatabaseOptions = {}): MikroORM {
  const orm = MikroORM.initSync({ ...ormOptions(url, options, options.queryTimeoutMs ?? 0), extensions: [], contextName });
  if (options.preparedStatements === false) unprepared.add(orm);
  return orm;
}

/**
 * How much longer than the server's statement_timeout node-postgres waits for an answer before it gives up
 * on the server itself: the server's own cancellation (57014) comes first whenever the server is alive.
 */
const SILENT_SERVER_MARGIN_MS = 1_000;

function ormOptions(url: string, options: DatabaseOptions, queryTimeoutMs: number): Options {
  // A time limit: the server cancels a statement that runs longer (statement_timeout, error 57014), and
  // node-postgres gives up a little later on a server that does not answer at all ("Query read timeout"):
  // one frozen by SIGSTOP or cut off by a network partition, whose connections stay open while TCP waits.
  const limits = queryTimeoutMs > 0 ? { statement_timeout: queryTimeoutMs, query_timeout: queryTimeoutMs + SILENT_SERVER_MARGIN_MS } : {};
  return {
    clientUrl: url,
    entities: ALL_SCHEMAS,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    debug: options.debug ?? false,
    // A database that is away must not hold requests: a connection attempt gives up after 2 s (a stopped
    // server refuses at once), a wait for a free pooled connection after 5 s, a statement after the query
    // time limit (above), and the errors middleware answers 503. Connections a restart dropped are discarded
    // and new ones opened on demand, so the app recovers by itself. Backups, restores and the FAA import use
    // connections of their own, without the limit.
    pool: { min: 0, max: options.poolMax ?? 10, acquireTimeoutMillis: 5_000 },
    driverOptions: {
      connection: { connectionTimeoutMillis: 2_000, keepAlive: true, ...limits },
      pool: { afterCreate: watchTransactionStatus, validate: reusable },
    },
    discovery: { warnWhenNoEntities: false },
    // Repositories work on a per-request fork (RequestContext); a stray global use is a bug.
    allowGlobalContext: false,
  };
}

/** The server's transaction status from its last ReadyForQuery: I idle, T in a transaction, E in a failed one. */
const transactionStatus = new WeakMap<pg.Client, string>();

type PooledClient = pg.Client & { readyForQuery?: boolean; connection: EventEmitter };

function watchTransactionStatus(client: PooledClient, done: (error: Error | null, client: pg.Client) => void): void {
  client.connection.on('readyForQuery', (message: { status: string }) => transactionStatus.set(client, message.status));
  done(null, client);
}

/**
 * Checked by the pool (knex passes `pool.validate` to tarn) before it hands out an idle connection again. One
 * whose query was given up client-side still has that query outstanding: every later query would wait behind
 * it. And once such a query is answered (the server was only frozen), a rollback given up too has never been
 * sent: the connection is still in the transaction, where the next requests' writes would go. Either way the
 * connection is destroyed (its socket closed, which ends the transaction) and another one opened instead.
 */
function reusable(client: PooledClient): boolean {
  return client.readyForQuery === true && (transactionStatus.get(client) ?? 'I') === 'I';
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

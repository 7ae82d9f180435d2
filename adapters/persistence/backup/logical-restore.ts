import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { SCHEMA_LOCK_KEY } from '../orm.js';
import { BackupFileInvalid, BackupRefused } from './backup-errors.js';
import { readBackup } from './backup-reader.js';
import { describeContents, dropEverything, ident, listTables, type TableShape } from './database-catalog.js';
import { rowsText, type Progress } from './logical-backup.js';
import { applyMigrations } from './schema-migrations.js';

export interface RestoreSummary {
  tables: number;
  rows: number;
  /** The last migration the schema was made with. */
  lastMigration: string | null;
}

/**
 * Restores a built-in backup into `db` in one transaction: the schema from the backup's migrations, each
 * table's rows with triggers off (so derived tables such as search_entries and the per-airport counters
 * load exactly as they were), the sequences; then every table's row count is checked. Anything wrong,
 * the file's checksum included, rolls it all back: the database is left as it was.
 */
export async function restoreLogicalBackup(db: pg.Client, file: string, options: { force: boolean; progress: Progress }): Promise<RestoreSummary> {
  const { progress } = options;
  await db.query('begin');
  try {
    // An app process starting meanwhile waits, then finds the migrations applied.
    await db.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await makeRoom(db, options);
    let tables: TableShape[] = [];
    let enableTriggers: () => Promise<void> = async () => undefined;
    let loaded = 0;
    const contents = await readBackup(file, {
      header: async (header) => {
        progress(`Creating the schema (${header.migrations.length} migrations)`);
        await applyMigrations(db, header.migrations);
        await checkShapes(db, header.tables);
        tables = header.tables;
        enableTriggers = await disableTriggers(db, tables, progress);
        if (tables.length) await db.query(`truncate ${tables.map((t) => ident(t.name)).join(', ')}`); // in case a migration wrote rows
        progress(`Loading ${tables.length} tables`);
      },
      table: async (table, data) => {
        const columns = table.columns.map((c) => ident(c.name)).join(', ');
        const ingest = db.query(copyFrom(`copy ${ident(table.name)} (${columns}) from stdin (format binary)`));
        await pipeline(Readable.from(data), ingest);
        progress(`  ${table.name}: ${rowsText(ingest.rowCount)}`);
        loaded += ingest.rowCount;
        return ingest.rowCount;
      },
      sequences: async (values) => {
        for (const s of values) await db.query('select setval($1::regclass, $2::bigint, $3)', [ident(s.name), s.lastValue, s.isCalled]);
      },
    });
    await enableTriggers();
    progress('Checking row counts');
    for (const [table, expected] of contents.rows) {
      const { rows: [row] } = await db.query<{ n: string }>(`select count(*) as n from ${ident(table)}`);
      if (Number(row!.n) !== expected) throw new BackupFileInvalid(`Table ${table} holds ${row!.n} rows after loading; the backup recorded ${expected}.`);
    }
    await db.query('commit');
    return { tables: tables.length, rows: loaded, lastMigration: contents.header.migrations.at(-1)?.name ?? null };
  } catch (e) {
    await db.query('rollback').catch(() => undefined);
    throw e;
  }
}

async function makeRoom(db: pg.Client, options: { force: boolean; progress: Progress }): Promise<void> {
  const contents = await describeContents(db);
  if (!contents.empty && !options.force) {
    const users = contents.users === null ? '' : `, ${contents.users.toLocaleString('en-US')} users`;
    throw new BackupRefused(
      `The database is not empty (${contents.relations} tables and views${users}). A restore replaces everything in it: ` +
        'run it again with --force to do that.',
    );
  }
  if (!contents.empty) options.progress('Dropping what the database holds now (--force); nothing is lost unless the restore succeeds');
  await dropEverything(db); // when "empty", an empty migrations table at most
}

async function checkShapes(db: pg.Client, recorded: TableShape[]): Promise<void> {
  const made = new Map((await listTables(db)).map((t) => [t.name, t]));
  const describe = (t: TableShape) => t.columns.map((c) => `${c.name} ${c.type}`).sort().join(', ');
  for (const table of recorded) {
    const here = made.get(table.name);
    if (!here) throw new BackupFileInvalid(`The backup has a table ${table.name} that its migrations do not create.`);
    if (describe(here) !== describe(table)) throw new BackupFileInvalid(`Table ${table.name}: its columns in the backup differ from those its migrations create.`);
    made.delete(table.name);
  }
  if (made.size) throw new BackupFileInvalid(`The backup has no data for table(s) ${[...made.keys()].join(', ')}.`);
}

/**
 * Triggers off while loading; answers how to turn them back on. session_replication_role (which also skips
 * the foreign-key checks) needs a superuser or its grant; a table owner can DISABLE TRIGGER USER instead,
 * and the tables load parents first, so the foreign keys hold as they are checked.
 */
async function disableTriggers(db: pg.Client, tables: TableShape[], progress: Progress): Promise<() => Promise<void>> {
  await db.query('savepoint triggers_off');
  try {
    await db.query('set local session_replication_role = replica');
    await db.query('release savepoint triggers_off');
    return async () => void (await db.query('set local session_replication_role = origin'));
  } catch (e) {
    if ((e as { code?: string }).code !== '42501') throw e; // not "insufficient privilege"
    await db.query('rollback to savepoint triggers_off');
    progress('(not a superuser: triggers are disabled table by table while loading)');
    for (const t of tables) await db.query(`alter table ${ident(t.name)} disable trigger user`);
    return async () => {
      for (const t of tables) await db.query(`alter table ${ident(t.name)} enable trigger user`);
    };
  }
}

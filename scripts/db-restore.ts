// `npm run db:restore -- <file> [--force]`: restores a backup made by `npm run db:backup` into DATABASE_URL,
// or into the embedded database in DATA_DIR (stop `npm start` first). It refuses a database that is not
// empty unless --force, and a backup from a newer Wingshare; it changes nothing unless it succeeds.
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { readConfig } from '../adapters/composition/config.js';
import { BackupFileInvalid, BackupRefused, EXIT } from '../adapters/persistence/backup/backup-errors.js';
import { inspectBackup } from '../adapters/persistence/backup/backup-reader.js';
import { describeContents } from '../adapters/persistence/backup/database-catalog.js';
import { openDatabaseTarget, type DatabaseTarget } from '../adapters/persistence/backup/database-target.js';
import { rowsText } from '../adapters/persistence/backup/logical-backup.js';
import { restoreLogicalBackup } from '../adapters/persistence/backup/logical-restore.js';
import { connectionFor, EARTHDISTANCE_ADVICE, earthdistanceRestorable, findPgTool, migrationsInPgDump, runPgTool, type PgTool } from '../adapters/persistence/backup/pg-tools.js';
import { checkMigrationsKnown } from '../adapters/persistence/backup/schema-migrations.js';
import { lockSchema } from '../adapters/persistence/orm.js';
import { log, printUsage, runMain } from './script-main.js';

const USAGE = `Usage: npm run db:restore -- <backup file> [--force]
  --force   replace what the database holds (without it, only an empty database is restored into)`;

async function main(): Promise<number> {
  const args = parsed();
  if (!args) return printUsage(USAGE, EXIT.usage);
  if (args.values.help) return printUsage(USAGE, EXIT.ok);
  if (args.positionals.length !== 1) return printUsage(USAGE, EXIT.usage);
  const file = path.resolve(process.env.INIT_CWD ?? '.', args.positionals[0]!); // npm run starts in the project folder
  if (!existsSync(file)) {
    console.error(`No such file: ${file}`);
    return EXIT.usage;
  }
  const force = !!args.values.force;
  process.on('SIGINT', () => console.error('\nInterrupted: the restore is rolled back; the database stays as it was.'));

  // The file is read and checked whole before any database is touched.
  const kind = formatOf(file);
  let pgRestore: PgTool | null = null;
  if (kind === 'builtin') {
    log(`Checking ${file}`);
    const { header, rows } = await inspectBackup(file);
    const total = [...rows.values()].reduce((a, b) => a + b, 0);
    log(`A backup of ${header.createdAt} (PostgreSQL ${header.server}): ${header.migrations.length} migrations, ` +
      `${header.tables.length} tables, ${rowsText(total)}; checksum good`);
    checkMigrationsKnown(header.migrations.map((m) => m.name));
  } else {
    pgRestore = findPgTool('pg_restore');
    if (!pgRestore) throw new BackupRefused('This is a pg_dump archive and no pg_restore was found: install the PostgreSQL client tools, or set PG_BIN_DIR to their folder.');
    log(`Checking ${file} (pg_dump archive) with pg_restore ${pgRestore.version}`);
    checkMigrationsKnown(migrationsInPgDump(pgRestore, file));
  }

  const config = readConfig();
  let target: DatabaseTarget | null = null;
  let db: pg.Client | null = null;
  try {
    target = await openDatabaseTarget(config, 'restore', log);
    db = new pg.Client({ connectionString: target.url });
    await db.connect();
    const started = Date.now();
    log(`Restoring into ${target.description}`);
    if (pgRestore) await runPgRestore(pgRestore, db, target.url, file, force);
    else {
      const summary = await restoreLogicalBackup(db, file, { force, progress: log });
      log(`Restored ${summary.tables} tables and ${rowsText(summary.rows)}; the schema is at ${summary.lastMigration}.`);
    }
    log('Updating the planner statistics (ANALYZE)');
    await db.query('analyze');
    log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s. Start the site as usual (npm start); it applies any newer migrations.`);
    return EXIT.ok;
  } finally {
    await db?.end().catch(() => undefined);
    await target?.close();
  }
}

/** pg_restore in one transaction, with the schema lock held so no app process migrates meanwhile. */
async function runPgRestore(tool: PgTool, db: pg.Client, url: string, file: string, force: boolean): Promise<void> {
  const { rows: [v] } = await db.query<{ server_version_num: string }>('show server_version_num');
  const serverMajor = Math.floor(Number(v!.server_version_num) / 10_000);
  if (tool.major < serverMajor) {
    throw new BackupRefused(`pg_restore ${tool.version} is older than the server (PostgreSQL ${serverMajor}): install that version's client tools, or set PG_BIN_DIR.`);
  }
  const contents = await describeContents(db);
  if (!contents.empty && !force) throw new BackupRefused(`The database is not empty (${contents.relations} tables and views). A restore replaces everything in it: run it again with --force to do that.`);
  // With --force pg_restore drops and re-creates the extensions; into an empty database it keeps those there.
  if (!(await earthdistanceRestorable(db, !contents.empty))) {
    throw new BackupRefused(`pg_restore cannot restore into this database: ${EARTHDISTANCE_ADVICE}. Or make the backup with --format builtin.`);
  }
  const unlock = await lockSchema(url);
  try {
    const { dbname, env } = connectionFor(url);
    const clean = contents.empty ? [] : ['--clean', '--if-exists'];
    const args = ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', ...clean, '--verbose', `--dbname=${dbname}`, file];
    await runPgTool(tool, args, env, log);
  } finally {
    await unlock();
  }
}

function formatOf(file: string): 'builtin' | 'pg_dump' {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'pg_dump';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'builtin';
  throw new BackupFileInvalid('This is not a backup file (neither a Wingshare backup nor a pg_dump archive).');
}

function parsed() {
  try {
    return parseArgs({ options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true });
  } catch (e) {
    console.error((e as Error).message);
    return null;
  }
}

runMain(main, (e, code) => {
  const headline = { [EXIT.refused]: 'Restore refused', [EXIT.invalidFile]: 'Cannot restore this file' }[code] ?? 'Restore failed';
  return [`${headline}: ${code === EXIT.failed ? ((e as Error)?.stack ?? e) : (e as Error).message}`, 'The database was not changed.'];
});

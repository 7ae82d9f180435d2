// `npm run db:backup [-- --out <file>] [--format auto|pg_dump|builtin]`: writes a backup of the database
// (DATABASE_URL, or the embedded one in DATA_DIR, also while the site runs) that `npm run db:restore` reads.
// docs/operations.md "Backups" says what is in it and what is not.
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { readConfig } from '../adapters/composition/config.js';
import { BackupRefused, EXIT } from '../adapters/persistence/backup/backup-errors.js';
import { readMigrations } from '../adapters/persistence/backup/database-catalog.js';
import { openDatabaseTarget, type DatabaseTarget } from '../adapters/persistence/backup/database-target.js';
import { megabytes, rowsText, writeLogicalBackup } from '../adapters/persistence/backup/logical-backup.js';
import { connectionFor, EARTHDISTANCE_ADVICE, earthdistanceRestorable, findPgTool, runPgTool, type PgTool } from '../adapters/persistence/backup/pg-tools.js';
import { log, printUsage, runMain } from './script-main.js';

const USAGE = `Usage: npm run db:backup [-- --out <file>] [--format auto|pg_dump|builtin]
  --out      the file to write (default: wingshare-<date>-<time>.backup in this folder); it must not exist
  --format   pg_dump: pg_dump's custom format (needs a pg_dump as new as the server; PG_BIN_DIR names its folder)
             builtin: Wingshare's own format (COPY data, restored through the migrations)
             auto (default): pg_dump when a new enough one is found, else builtin`;

async function main(): Promise<number> {
  const values = parsed();
  if (!values) return printUsage(USAGE, EXIT.usage);
  if (values.help) return printUsage(USAGE, EXIT.ok);
  if (!['auto', 'pg_dump', 'builtin'].includes(values.format!)) return printUsage(USAGE, EXIT.usage);
  // `npm run` starts scripts in the project folder; a relative --out is meant from where the command was typed.
  const out = path.resolve(process.env.INIT_CWD ?? '.', values.out ?? `wingshare-${new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.backup`);
  if (existsSync(out)) throw new BackupRefused(`${out} already exists: remove it or name another file with --out.`);
  const partial = `${out}.partial`;
  let done = false;
  // An interrupted or failed backup leaves no file that could pass for a backup.
  process.on('exit', () => done || rmSync(partial, { force: true }));
  process.on('SIGINT', () => console.error('\nInterrupted: no backup was written.'));

  const config = readConfig();
  let target: DatabaseTarget | null = null;
  let db: pg.Client | null = null;
  try {
    target = await openDatabaseTarget(config, 'backup', log);
    db = new pg.Client({ connectionString: target.url });
    await db.connect();
    if (!(await readMigrations(db))?.length) throw new BackupRefused(`${target.description} has no Wingshare schema: there is nothing to back up.`);
    const { rows: [v] } = await db.query<{ server_version_num: string }>('show server_version_num');
    const serverMajor = Math.floor(Number(v!.server_version_num) / 10_000);
    const tool = chooseTool(values.format as 'auto' | 'pg_dump' | 'builtin', serverMajor, await earthdistanceRestorable(db));
    const started = Date.now();
    rmSync(partial, { force: true });
    if (tool) {
      log(`Backing up ${target.description} with pg_dump ${tool.version} (custom format)`);
      const { dbname, env } = connectionFor(target.url);
      await runPgTool(tool, ['--format=custom', '--verbose', `--file=${partial}`, `--dbname=${dbname}`], env, log);
    } else {
      log(`Backing up ${target.description} (built-in format: one snapshot, binary COPY data, gzip)`);
      const summary = await writeLogicalBackup(db, partial, log);
      log(`${summary.tables} tables, ${rowsText(summary.rows)}`);
    }
    renameSync(partial, out);
    done = true;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    log(`Backup written to ${out} (${megabytes(statSync(out).size)}) in ${seconds} s.`);
    log(`Restore it with: npm run db:restore -- ${out}`);
    return EXIT.ok;
  } finally {
    await db?.end().catch(() => undefined);
    await target?.close();
  }
}

function parsed() {
  try {
    return parseArgs({
      options: { out: { type: 'string', short: 'o' }, format: { type: 'string', default: 'auto' }, help: { type: 'boolean', short: 'h' } },
    }).values;
  } catch (e) {
    console.error((e as Error).message);
    return null;
  }
}

/**
 * pg_dump when it can dump this server (its major version at least the server's) and pg_restore could
 * restore what it writes; null means the built-in format.
 */
function chooseTool(format: 'auto' | 'pg_dump' | 'builtin', serverMajor: number, restorable: boolean): PgTool | null {
  if (format === 'builtin') return null;
  const tool = findPgTool('pg_dump');
  if (tool && tool.major >= serverMajor && restorable) return tool;
  if (tool && tool.major >= serverMajor) {
    if (format === 'pg_dump') throw new BackupRefused(`--format pg_dump: pg_restore could not restore this database's dump: ${EARTHDISTANCE_ADVICE}.`);
    log(`Not pg_dump: ${EARTHDISTANCE_ADVICE.replace(/\. Run.*/, '')}. Using the built-in format`);
    return null;
  }
  const why = tool ? `pg_dump ${tool.version} (${tool.path === 'pg_dump' ? 'on the PATH' : tool.path}) is older than the server (PostgreSQL ${serverMajor})` : 'no pg_dump was found';
  if (format === 'pg_dump') throw new BackupRefused(`--format pg_dump: ${why}. Install the PostgreSQL ${serverMajor} client tools, or set PG_BIN_DIR to their folder.`);
  log(`${why}: using the built-in format`);
  return null;
}

runMain(main, (e, code) => [
  code === EXIT.failed ? `Backup failed: ${(e as Error)?.stack ?? e}` : `Backup refused: ${(e as Error).message}`,
  'No backup was written.',
]);

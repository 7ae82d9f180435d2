import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { databaseUrl, startEmbeddedPostgres } from '../embedded-postgres.js';
import { BackupRefused } from './backup-errors.js';

export interface DatabaseTarget {
  url: string;
  /** Says which database, for the log (no password). */
  description: string;
  close(): Promise<void>;
}

/**
 * The database a backup or restore works on: DATABASE_DIRECT_URL (DATABASE_URL unless set: pg_dump's snapshot
 * and a restore's session must not go through a transaction-mode pooler) when set, else the embedded one in DATA_DIR,
 * started here as `npm start` does. While the site runs on DATA_DIR (its lock file names a live process),
 * a backup reads the running server (a snapshot does not disturb it) and a restore is refused.
 */
export async function openDatabaseTarget(
  settings: { databaseUrl: string | null; databaseDirectUrl?: string | null; dataDir: string },
  purpose: 'backup' | 'restore',
  log: (line: string) => void,
): Promise<DatabaseTarget> {
  const direct = settings.databaseDirectUrl ?? settings.databaseUrl;
  if (direct) {
    const name = direct === settings.databaseUrl ? 'DATABASE_URL' : 'DATABASE_DIRECT_URL';
    return { url: direct, description: `${name} (${withoutPassword(direct)})`, close: async () => undefined };
  }
  const { dataDir } = settings;
  const site = processHolding(dataDir);
  if (site && purpose === 'restore') {
    throw new BackupRefused(`Wingshare (pid ${site}) is running on ${dataDir}. Stop it (Ctrl-C where npm start runs) before restoring: a restore replaces its database.`);
  }
  if (site) {
    const port = runningServerPort(dataDir);
    if (!port) throw new BackupRefused(`Wingshare (pid ${site}) holds ${dataDir}, but its database is not running yet. Try again once the site has started.`);
    return { url: databaseUrl(port, 'wingshare'), description: `the embedded database of the running site (pid ${site}, ${dataDir})`, close: async () => undefined };
  }
  if (purpose === 'backup' && !existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))) {
    throw new BackupRefused(`There is no database in ${dataDir}: set DATA_DIR to the site's data folder, or DATABASE_URL.`);
  }
  log(`Starting the embedded PostgreSQL (data in ${path.join(dataDir, 'pg')})`);
  try {
    const embedded = await startEmbeddedPostgres(dataDir);
    return { url: embedded.url, description: `the embedded database in ${dataDir}`, close: () => embedded.stop() };
  } catch (e) {
    // Another process took the folder in the meantime.
    if (/Another Wingshare process/.test(String(e))) throw new BackupRefused((e as Error).message);
    throw e;
  }
}

/** The pid in DATA_DIR's lock file (adapters/persistence/embedded-postgres.ts) when that process lives. */
function processHolding(dataDir: string): number | null {
  const lockFile = path.join(dataDir, 'wingshare.lock');
  if (!existsSync(lockFile)) return null;
  const pid = Number(readFileSync(lockFile, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

/** PostgreSQL's own postmaster.pid: line 1 the server's pid, line 4 its port. */
function runningServerPort(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return Number.isInteger(pid) && alive(pid) && Number.isInteger(port) && port > 0 ? port : null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's (postgres runs as its own user)
  }
}

export const withoutPassword = (url: string) => url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');

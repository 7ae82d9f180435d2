import { RequestContext } from '@mikro-orm/core';
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose } from '../../adapters/composition/composition.js';
import { readConfig } from '../../adapters/composition/config.js';
import { seedDemoContent } from '../../adapters/demo/seed-demo-content.js';
import { findPgTool } from '../../adapters/persistence/backup/pg-tools.js';
import { freePort } from '../../adapters/persistence/embedded-postgres.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { DEMO_PASSWORD, seedFirstStart } from '../../adapters/demo/seed.js';
import { databaseSnapshot, runBackupCli } from '../support/backup-cli.js';

// The pg_dump path of db:backup and db:restore needs a pg_dump as new as the server. The embedded server is
// PostgreSQL 17 and Debian 12's client tools are 15, so this test runs where a PostgreSQL server of the
// client tools' version is installed too (Debian's postgresql-15 puts one in /usr/lib/postgresql/15/bin):
// it starts a throwaway cluster of it and round-trips a filled site through pg_dump and pg_restore.
const pgDump = findPgTool('pg_dump');
const serverBin = pgDump ? [path.dirname(pgDump.path), `/usr/lib/postgresql/${pgDump.major}/bin`].find((dir) => existsSync(path.join(dir, 'postgres'))) : undefined;
const hasExtensions = !!pgDump && existsSync(`/usr/share/postgresql/${pgDump.major}/extension`) &&
  readdirSync(`/usr/share/postgresql/${pgDump.major}/extension`).some((f) => f.startsWith('earthdistance'));

describe.runIf(serverBin && hasExtensions)(`npm run db:backup and db:restore through pg_dump and pg_restore`, () => {
  let dir: string;
  let port: number;
  const url = (db: string) => `postgres://postgres@127.0.0.1:${port}/${db}`;
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
  const asServerUser = (command: string, args: string[]) =>
    userInfo().uid === 0 ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' }) : spawnSync(command, args, { encoding: 'utf8' });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'wingshare-pg-dump-'));
    chmodSync(dir, 0o777);
    if (userInfo().uid === 0) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout), 0);
    port = await freePort();
    const data = path.join(dir, 'data');
    const init = asServerUser(path.join(serverBin!, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    expect(init.status, init.stderr).toBe(0);
    const start = asServerUser(path.join(serverBin!, 'pg_ctl'), [
      '-D', data, '-w', '-l', path.join(dir, 'log'), '-o', `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=`, 'start',
    ]);
    expect(start.status, start.stderr).toBe(0);
    const admin = new pg.Client({ connectionString: url('postgres') });
    await admin.connect();
    for (const db of ['source', 'builtin_copy', 'dump_copy']) await admin.query(`create database ${db}`);
    await admin.end();

    // A site on that server, filled by its own code: airports, the admin, the demo pilots, listings, professionals.
    const orm = await openDatabase(url('source'), { poolMax: 3 });
    const config = readConfig({ HUMAN_CHECK: 'off', DATA_DIR: path.join(dir, 'site'), ALTCHA_HMAC_KEY: 'k', PUBLIC_URL: 'http://wingshare.test' });
    const composed = compose(orm, config);
    const { repositories, hasher, mediaStore } = composed;
    await RequestContext.create(orm.em, async () => {
      await seedFirstStart({ users: repositories.users, airports: repositories.airports, hasher }, config);
      await seedDemoContent({ ...repositories, hasher, media: mediaStore }, DEMO_PASSWORD);
    });
    await composed.close();
    await orm.close();
  }, 120_000);

  afterAll(() => {
    if (!dir) return;
    asServerUser(path.join(serverBin!, 'pg_ctl'), ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  });

  const env = () => ({ DATA_DIR: path.join(dir, 'cli') });
  const backup = (file: string, ...args: string[]) => runBackupCli('db-backup', ['--out', path.join(dir, file), ...args], { ...env(), DATABASE_URL: url('source') });
  const restore = (file: string, db: string, ...args: string[]) => runBackupCli('db-restore', [path.join(dir, file), ...args], { ...env(), DATABASE_URL: url(db) });
  const sql = async (db: string, text: string) => {
    const client = new pg.Client({ connectionString: url(db) });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  // The documented way round earthdistance 1.1, for servers that have no 1.2 (PostgreSQL 15).
  const EARTH_SEARCH_PATH = 'alter function ll_to_earth(float8, float8) set search_path = public';

  it('avoids pg_dump where pg_restore could not restore it (earthdistance 1.1) and uses the built-in format', async () => {
    const auto = await backup('auto.backup');
    expect(auto.code, auto.stderr).toBe(0);
    expect(auto.stdout).toMatch(/Not pg_dump: its earthdistance extension is older than 1\.2 .*Using the built-in format/);
    const forced = await backup('forced.dump', '--format', 'pg_dump');
    expect([forced.code, forced.stderr]).toEqual([3, expect.stringMatching(/--format pg_dump: pg_restore could not restore .*ALTER EXTENSION earthdistance UPDATE/)]);

    const restored = await restore('auto.backup', 'builtin_copy');
    expect(restored.code, restored.stderr).toBe(0);
    expect(await databaseSnapshot(url('builtin_copy'))).toEqual(await databaseSnapshot(url('source')));
  }, 120_000);

  it('backs up with pg_dump and restores with pg_restore: every table, sequence and schema object as it was', async () => {
    await sql('source', EARTH_SEARCH_PATH);
    const dumped = await backup('site.dump');
    expect(dumped.code, dumped.stderr).toBe(0);
    expect(dumped.stdout).toMatch(new RegExp(`with pg_dump ${pgDump!.major}\\.\\S+ \\(custom format\\)`));
    expect(dumped.stdout).toMatch(/public\.search_entries/);

    // Into a database whose earthdistance would be created anew (1.1 here): refused, with the way out.
    const refused = await restore('site.dump', 'dump_copy');
    expect([refused.code, refused.stderr]).toEqual([3, expect.stringMatching(/pg_restore cannot restore into this database: its earthdistance extension is older than 1\.2/)]);
    await sql('dump_copy', `create extension cube; create extension earthdistance; create extension pg_trgm; ${EARTH_SEARCH_PATH}`);
    const restored = await restore('site.dump', 'dump_copy');
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/pg_dump archive/);
    expect(comparable(await databaseSnapshot(url('dump_copy')))).toEqual(comparable(await databaseSnapshot(url('source'))));

    const again = await restore('site.dump', 'dump_copy');
    expect([again.code, again.stderr]).toEqual([3, expect.stringMatching(/not empty.*--force/)]);
  }, 120_000);
});

/**
 * pg_restore re-creates CHECK constraints from pg_dump's text of them, which PostgreSQL reads back with other
 * but equivalent casts (`ARRAY[...]::text[]` becomes `ARRAY[(...)::text, ...]`): constraints compare by table
 * and name, everything else as it is.
 */
function comparable(snapshot: Record<string, string>): Record<string, string> {
  const constraints = snapshot['schema constraints']!.split('\n').map((line) => line.split(' ').slice(0, 2).join(' '));
  return { ...snapshot, 'schema constraints': constraints.sort().join('\n') };
}

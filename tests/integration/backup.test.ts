import { RequestContext } from '@mikro-orm/core';
import { Jimp } from 'jimp';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { compose } from '../../adapters/composition/composition.js';
import { readConfig } from '../../adapters/composition/config.js';
import { seedDemoContent } from '../../adapters/demo/seed-demo-content.js';
import { ArchiveWriter, FRAME, MAGIC, readFrames } from '../../adapters/persistence/backup/backup-archive.js';
import { findPgTool } from '../../adapters/persistence/backup/pg-tools.js';
import { startEmbeddedPostgres } from '../../adapters/persistence/embedded-postgres.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { loadDemoRegistryIfEmpty } from '../../adapters/registry/demo-registry.js';
import { DEMO_PASSWORD, seedFirstStart } from '../../adapters/demo/seed.js';
import { createEmptyDatabase, databaseSnapshot, runBackupCli } from '../support/backup-cli.js';
import { RAISED_LIMITS, startTestApp, V, type TestApp } from '../support/test-app.js';

// npm run db:backup and db:restore, run as processes of their own, on a site filled through its own code:
// demo pilots, listings with pictures (and their search entries), professionals, a listing that queued
// alerts, a blog post and its audit entry, a contact message, a password reset, sessions.
let site: TestApp;
let work: string;
let backup: string;
const databases: { drop: () => Promise<void> }[] = [];
const LOUISVILLE = { lat: 38.1757, lng: -85.7369, radius: 150_000, limit: 100 };

async function emptyDatabase(label: string) {
  const db = await createEmptyDatabase(`bk_${label}_${Date.now().toString(36)}`);
  databases.push(db);
  return db;
}

const cli = (script: 'db-backup' | 'db-restore', args: string[], env: Record<string, string>) =>
  runBackupCli(script, args, { DATA_DIR: path.join(work, 'cli-data'), ...env });

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'wingshare-backup-'));
  chmodSync(work, 0o777); // an embedded PostgreSQL below runs as the postgres user
  site = await startTestApp();
  const { repositories, hasher, mediaStore } = site.composed;
  await RequestContext.create(site.orm.em, async () => {
    await seedFirstStart({ users: repositories.users, airports: repositories.airports, hasher, promotionCodes: repositories.promotionCodes }, site.config);
    await seedDemoContent({ ...repositories, hasher, media: mediaStore }, DEMO_PASSWORD);
  });
  await RequestContext.create(site.orm.em, () => loadDemoRegistryIfEmpty(site.orm));

  const owner = site.agent();
  expect((await owner.post('/api/user').set(V).send({ user: { email: 'newowner@example.com', username: 'newowner', password: 'flying-high' } })).status).toBe(201);
  expect((await owner.post('/api/user/subscription').set(V).send({ priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' })).status).toBe(201);
  const lou = (await site.request.get('/api/airport?q=LOU').set(V)).body[0].id;
  const png = await new Jimp({ width: 400, height: 300, color: 0x3366ccff }).getBuffer('image/png');
  const share = {
    type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N77BK', title: 'Restorable Skylane', ratePerHour: 190, description: 'Hangared at Bowman.',
    make: 'Cessna', model: '182T', year: 2008, airport: lou, media: [{ type: 'image', file: 0 }], defaultMedia: 0,
  };
  const listed = await owner.post('/api/share').set(V).field('share', JSON.stringify({ ...share, ownershipConfirmed: true })).attach('images', png, { filename: 'p.png', contentType: 'image/png' });
  expect(listed.status).toBe(201);

  const admin = site.agent();
  expect((await admin.post('/api/auth/local').set(V).send({ user: 'admin', password: 'wingshare-admin' })).status).toBe(200);
  expect((await admin.post('/api/admin/blog-posts').set(V).send({ title: 'Backed up', content: '<p>Safe.</p>', status: 'published' })).status).toBe(201);
  expect((await site.request.post('/api/contact').set(V).send({ name: 'Ada', email: 'ada@example.com', reason: 'Hello there' })).status).toBeLessThan(300);
  expect((await site.request.post('/api/auth/reset/password').set(V).send({ email: 'maria@demo.wingshare.local' })).status).toBe(204);

  const counts = await sql(site, `select (select count(*) from alert_outbox) as alerts, (select count(*) from search_entries where kind = 0) as shares,
    (select count(*) from admin_audit_log) as audit, (select count(*) from sessions) as sessions, (select count(*) from instructors) as pros`);
  expect(Object.values(counts[0]!).every((n) => Number(n) > 0)).toBe(true);

  backup = path.join(work, 'site.backup');
  const made = await cli('db-backup', ['--out', backup, '--format', 'builtin'], { DATABASE_URL: site.orm.config.get('clientUrl')! });
  expect(made.stderr).toBe('');
  expect(made.code).toBe(0);
  expect(made.stdout).toMatch(/Backup written to .*site\.backup/);
  expect(made.stdout).toMatch(/search_entries: \d+ rows/);
}, 120_000);

afterAll(async () => {
  for (const db of databases) await db.drop();
  await site?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const sql = (app: TestApp, text: string) => app.orm.em.fork().execute<Record<string, unknown>[]>(text);
const siteUrl = () => site.orm.config.get('clientUrl')!;

/** The app on another database, as a second site would be (the media folder is the source's). */
async function appOn(url: string) {
  const config = readConfig({ HUMAN_CHECK: 'off', DATA_DIR: site.config.dataDir, PUBLIC_URL: 'http://wingshare.test', ALTCHA_HMAC_KEY: 'test-hmac-key', ...RAISED_LIMITS });
  const orm = await openDatabase(url, { poolMax: 3 });
  const composed = compose(orm, config);
  return { request: supertest(composed.app.callback()), orm, close: async () => (await composed.close(), await orm.close()) };
}

describe('npm run db:backup and db:restore (built-in format)', () => {
  let restored: { url: string };

  it('restores into a fresh database: every table, sequence and schema object as it was', async () => {
    restored = await emptyDatabase('fresh');
    const run = await cli('db-restore', [backup], { DATABASE_URL: restored.url });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/checksum good/);
    expect(run.stdout).toMatch(/Restored \d+ tables and [\d,]+ rows/);
    expect(await databaseSnapshot(restored.url)).toEqual(await databaseSnapshot(siteUrl()));
  }, 180_000);

  it('gives a working site: a search, a login, and nothing left for the migrator to do', async () => {
    const copy = await appOn(restored.url);
    try {
      const search = (request: typeof copy.request) => request.get('/api/search').query({ ...LOUISVILLE, q: 'restorable' }).set(V);
      const there = await search(copy.request);
      expect(there.status).toBe(200);
      expect(there.body.results.map((r: { data: { title: string } }) => r.data.title)).toEqual(['Restorable Skylane']);
      expect(there.body).toEqual((await search(site.request)).body);
      const everything = await copy.request.get('/api/search').query(LOUISVILLE).set(V);
      expect(everything.body).toEqual((await site.request.get('/api/search').query(LOUISVILLE).set(V)).body);
      const login = await copy.request.post('/api/auth/local').set(V).send({ user: 'maria', password: DEMO_PASSWORD });
      expect(login.status).toBe(200);
      // The sequences go on past the restored rows.
      const signup = await copy.request.post('/api/user').set(V).send({ user: { email: 'after@example.com', username: 'afterrestore', password: 'flying-high' } });
      expect(signup.status).toBe(201);
      expect(await copy.orm.getMigrator().getPendingMigrations()).toEqual([]);
    } finally {
      await copy.close();
    }
  });

  it('refuses a database that is not empty, unless --force, and then replaces what it holds', async () => {
    const before = await databaseSnapshot(restored.url);
    const refused = await cli('db-restore', [backup], { DATABASE_URL: restored.url });
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(/Restore refused: The database is not empty \(\d+ tables and views, \d+ users\)\. .*--force/);
    expect(refused.stderr).toMatch(/The database was not changed/);
    expect(await databaseSnapshot(restored.url)).toEqual(before);

    const forced = await cli('db-restore', [backup, '--force'], { DATABASE_URL: restored.url });
    expect(forced.code).toBe(0);
    expect(await databaseSnapshot(restored.url)).toEqual(await databaseSnapshot(siteUrl())); // the user signed up above is gone
  }, 180_000);

  it('refuses a cut, damaged or edited backup file and changes nothing', async () => {
    const bytes = readFileSync(backup);
    const target = await emptyDatabase('bad');
    const cut = path.join(work, 'cut.backup');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const flipped = path.join(work, 'flipped.backup');
    const damaged = Buffer.from(bytes);
    damaged[Math.floor(bytes.length / 2)] ^= 0xff;
    writeFileSync(flipped, damaged);
    const edited = path.join(work, 'edited.backup');
    const plain = gunzipSync(bytes);
    plain[insideTableData(plain)] ^= 0x01; // a valid gzip file, one byte of a row changed
    writeFileSync(edited, gzipSync(plain));
    const other = path.join(work, 'other.txt');
    writeFileSync(other, 'hello');

    for (const [file, message] of [
      [cut, /Cannot restore this file: The backup file is (damaged or incomplete|incomplete)/],
      [flipped, /Cannot restore this file: The backup file is damaged/],
      [edited, /Cannot restore this file: The backup file was changed or damaged after it was written \(its checksum does not match\)/],
      [other, /Cannot restore this file: This is not a backup file/],
    ] as const) {
      const run = await cli('db-restore', [file], { DATABASE_URL: target.url });
      expect(run.code, file).toBe(4);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).toMatch(/The database was not changed/);
    }
    expect(Object.keys(await databaseSnapshot(target.url)).filter((k) => k.startsWith('table '))).toEqual([]);
  }, 180_000);

  it('rolls everything back when loading fails half-way, even with --force on a full database', async () => {
    // A file whose checksum is right but whose recorded row count for shares is not: found while loading.
    const wrong = path.join(work, 'wrong-count.backup');
    await rewrite(backup, wrong, (type, json) => (type === FRAME.tableEnd && json.table === 'shares' ? { ...json, rows: Number(json.rows) + 1 } : json));
    const before = await databaseSnapshot(restored.url);
    const run = await cli('db-restore', [wrong, '--force'], { DATABASE_URL: restored.url });
    expect(run.code).toBe(4);
    expect(run.stderr).toMatch(/Table shares: \d+ rows loaded, but the backup recorded \d+/);
    expect(await databaseSnapshot(restored.url)).toEqual(before);
  }, 180_000);

  it('refuses a backup made by a newer Wingshare (a migration this code does not know)', async () => {
    const future = path.join(work, 'future.backup');
    await rewrite(backup, future, (type, json) =>
      type === FRAME.header ? { ...json, migrations: [...(json.migrations as object[]), { name: 'Migration20991231000000_future', executedAt: null }] } : json);
    const target = await emptyDatabase('future');
    const run = await cli('db-restore', [future], { DATABASE_URL: target.url });
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(/This backup comes from a newer Wingshare: .*Migration20991231000000_future/);
  }, 120_000);

  it('says what it needs: usage, a missing file, an existing output file', async () => {
    expect((await cli('db-restore', [], {})).code).toBe(2);
    const missing = await cli('db-restore', [path.join(work, 'nope.backup')], {});
    expect([missing.code, missing.stderr]).toEqual([2, expect.stringMatching(/No such file/)]);
    const exists = await cli('db-backup', ['--out', backup], { DATABASE_URL: siteUrl() });
    expect([exists.code, exists.stderr]).toEqual([3, expect.stringMatching(/already exists/)]);
    expect((await cli('db-backup', ['--format', 'zip'], {})).code).toBe(2);
  }, 120_000);

  it('restores as a database owner who is no superuser (triggers disabled per table instead)', async () => {
    const role = `bk_owner_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await admin.connect();
    try {
      await admin.query(`create role ${role} login password 'owner-pass'`);
      await admin.query(`create database ${role} owner ${role}`);
      // As on a managed PostgreSQL: an administrator creates the extensions (earthdistance is not trusted).
      const asAdmin = new pg.Client({ connectionString: inject('pgAdminUrl').replace(/\/postgres$/, `/${role}`) });
      await asAdmin.connect();
      await asAdmin.query('create extension cube; create extension earthdistance; create extension pg_trgm');
      await asAdmin.end();
      const url = inject('pgAdminUrl').replace(/\/\/[^@]*@/, `//${role}:owner-pass@`).replace(/\/postgres$/, `/${role}`);
      const run = await cli('db-restore', [backup], { DATABASE_URL: url });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/not a superuser: triggers are disabled table by table/);
      expect(await databaseSnapshot(url)).toEqual(await databaseSnapshot(siteUrl()));
    } finally {
      await admin.query(`drop database if exists ${role} with (force)`);
      await admin.query(`drop role if exists ${role}`);
      await admin.end();
    }
  }, 180_000);

  const oldPgDump = (() => {
    const tool = findPgTool('pg_dump');
    return tool && tool.major < 17 ? tool : null; // the tests' server is PostgreSQL 17
  })();
  it.runIf(oldPgDump)('falls back to the built-in format when pg_dump is older than the server, and --format pg_dump says why', async () => {
    const out = path.join(work, 'auto.backup');
    const auto = await cli('db-backup', ['--out', out], { DATABASE_URL: siteUrl() });
    expect(auto.code).toBe(0);
    expect(auto.stdout).toMatch(/pg_dump 1\d\.\S+ \(.*\) is older than the server \(PostgreSQL 17\): using the built-in format/);
    const forced = await cli('db-backup', ['--out', path.join(work, 'forced.backup'), '--format', 'pg_dump'], { DATABASE_URL: siteUrl() });
    expect(forced.code).toBe(3);
    expect(forced.stderr).toMatch(/--format pg_dump: pg_dump .* is older than the server/);
  }, 120_000);
});

describe('the embedded database in DATA_DIR', () => {
  it('restores into a new DATA_DIR, backs it up while "the site" runs, and refuses to restore over the running site', async () => {
    const dataDir = path.join(work, 'embedded');
    const restoredRun = await cli('db-restore', [backup], { DATA_DIR: dataDir });
    expect(restoredRun.stderr).toBe('');
    expect(restoredRun.code).toBe(0);
    expect(restoredRun.stdout).toMatch(/Starting the embedded PostgreSQL/);

    // This test process takes the folder as `npm start` would: the backup reads the running server.
    const running = await startEmbeddedPostgres(dataDir);
    try {
      expect(await databaseSnapshot(running.url)).toEqual(await databaseSnapshot(siteUrl()));
      const again = path.join(work, 'again.backup');
      const online = await cli('db-backup', ['--out', again, '--format', 'builtin'], { DATA_DIR: dataDir });
      expect(online.code).toBe(0);
      expect(online.stdout).toMatch(/Backing up the embedded database of the running site \(pid \d+/);
      expect(await tableData(again)).toEqual(await tableData(backup)); // the same rows, byte for byte

      const refused = await cli('db-restore', [backup, '--force'], { DATA_DIR: dataDir });
      expect(refused.code).toBe(3);
      expect(refused.stderr).toMatch(/Restore refused: Wingshare \(pid \d+\) is running on .*embedded\. Stop it/);
    } finally {
      await running.stop();
    }
  }, 120_000);
});

/** Copies a backup file through a change of its description parts, with a checksum that matches again. */
async function rewrite(from: string, to: string, change: (type: number, json: Record<string, unknown>) => Record<string, unknown>) {
  const writer = new ArchiveWriter(to);
  await writer.start();
  for await (const frame of readFrames(from)) {
    if (frame.type === FRAME.end) break;
    if (frame.type === FRAME.data) await writer.data(frame.payload);
    else await writer.json(frame.type, change(frame.type, JSON.parse(frame.payload.toString('utf8'))));
  }
  await writer.finish();
}

/** Each table's COPY data in a backup file. */
async function tableData(file: string): Promise<string[]> {
  const tables: string[] = [];
  let current: Buffer[] = [];
  for await (const frame of readFrames(file)) {
    if (frame.type === FRAME.data) current.push(frame.payload);
    if (frame.type === FRAME.tableEnd) {
      tables.push(`${JSON.parse(frame.payload.toString('utf8')).table} ${Buffer.concat(current).toString('base64')}`);
      current = [];
    }
  }
  return tables;
}

/** The offset of a byte in the middle of the first sizeable table data in an uncompressed backup. */
function insideTableData(plain: Buffer): number {
  for (let at = MAGIC.length; at < plain.length; ) {
    const type = plain.readUInt8(at);
    const length = plain.readUInt32BE(at + 1);
    if (type === FRAME.data && length > 1_000) return at + 5 + Math.floor(length / 2);
    at += 5 + length;
  }
  throw new Error('no table data in the backup');
}

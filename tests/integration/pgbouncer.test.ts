import type { MikroORM } from '@mikro-orm/postgresql';
import { Jimp } from 'jimp';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgbouncerAvailable, showPgBouncer, startPgBouncer, type PgBouncer } from '../../bench/lib/pgbouncer.js';
import { compose } from '../../adapters/composition/composition.js';
import { readConfig, type Config } from '../../adapters/composition/config.js';
import { openDatabase, SCHEMA_LOCK_KEY } from '../../adapters/persistence/orm.js';
import { listTestPlane, signUpActor, type Agent } from '../support/http-actors.js';
import { RAISED_LIMITS, V, type TestApp } from '../support/test-app.js';
import { createDatabase, createTestDatabase } from '../support/test-database.js';
import { startAppProcess, type AppProcess } from '../support/app-processes.js';

// Issue 43 point 2: the app through a real PgBouncer in transaction mode, started from deploy/pgbouncer.ini
// with two server connections and round robin, so that one client connection's transactions really land on
// different server connections. The requests and the job queue go through the pooler (DATABASE_URL), the
// migrations and the schema lock to the database itself (DATABASE_DIRECT_URL).

const LIMIT_MS = 2_000;
/** The advisory locks held in the database queried (the test server is shared by other files' databases). */
const ADVISORY_LOCKS_HERE = "select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())";
const HOUR = 3_600_000;

describe.runIf(pgbouncerAvailable())('the app through PgBouncer in transaction mode', () => {
  let database: { url: string; drop: () => Promise<void> };
  /** An empty database for app processes that start together through the pooler. */
  let empty: { url: string; drop: () => Promise<void> };
  const apps: AppProcess[] = [];
  let bouncer: PgBouncer;
  let pooledUrl: string;
  let directUrl: string;
  let dataDir: string;
  let config: Config;
  let orm: MikroORM;
  let t: TestApp;
  const warnings: string[] = [];
  const opened: MikroORM[] = [];

  /** SQL on the database itself, outside the app (the app's, unless another URL is given). */
  const direct = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = [], url = directUrl): Promise<T[]> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    empty = await createDatabase(`pooled_empty_${Date.now().toString(36)}`);
    directUrl = database.url;
    const server = new URL(directUrl);
    const name = decodeURIComponent(server.pathname.slice(1));
    const emptyName = decodeURIComponent(new URL(empty.url).pathname.slice(1));
    const entry = (db: string) => `host=127.0.0.1 port=${server.port} dbname=${db} connect_query='SET statement_timeout = ${LIMIT_MS}'`;
    bouncer = await startPgBouncer({
      databases: { [name]: entry(name), [emptyName]: entry(emptyName) },
      users: { [decodeURIComponent(server.username)]: decodeURIComponent(server.password) },
      settings: { default_pool_size: 2, min_pool_size: 0, reserve_pool_size: 0, server_round_robin: 1 },
    });
    pooledUrl = bouncer.url(decodeURIComponent(server.username), name);
    dataDir = mkdtempSync(path.join(tmpdir(), 'wingshare-pgbouncer-data-'));
    config = readConfig({
      DATABASE_URL: pooledUrl,
      DATABASE_DIRECT_URL: directUrl,
      DB_QUERY_TIMEOUT_SECONDS: String(LIMIT_MS / 1000),
      HUMAN_CHECK: 'off',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://wingshare.test',
      ALTCHA_HMAC_KEY: 'test-hmac-key',
      PASSWORD_HASH_MEMORY_KIB: '1024',
      PASSWORD_HASH_PASSES: '1',
      ...RAISED_LIMITS,
    });
    // As adapters/main.ts opens it: migrations and the schema lock on the direct URL, the rest pooled.
    orm = await openDatabase(config.databaseUrl!, {
      poolMax: 5,
      queryTimeoutMs: config.dbQueryTimeoutMs,
      directUrl: config.databaseDirectUrl,
      preparedStatements: config.preparedStatements,
      warn: (line) => warnings.push(line),
    });
    opened.push(orm);
    const composed = compose(orm, config);
    const callback = composed.app.callback();
    t = {
      request: supertest(callback),
      orm,
      config,
      composed,
      agent: () => supertest.agent(callback),
      close: async () => undefined,
    };
  }, 60_000);

  afterAll(async () => {
    await Promise.allSettled(apps.map((a) => a.stop()));
    await t?.composed.close();
    await Promise.allSettled(opened.map((o) => o.close()));
    await bouncer?.destroy();
    await database?.drop();
    await empty?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('hands one client connection\'s transactions to different server connections, where a named statement is lost', async () => {
    const a = new pg.Client({ connectionString: pooledUrl });
    const b = new pg.Client({ connectionString: pooledUrl });
    await Promise.all([a.connect(), b.connect()]);
    try {
      // Two clients at once make the pooler open its two server connections; then it takes turns.
      await Promise.all([a.query('select pg_sleep(0.05)'), b.query('select pg_sleep(0.05)')]);
      const pids = new Set<number>();
      for (let i = 0; i < 4; i++) pids.add((await a.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid);
      expect(pids.size).toBe(2);
      // Why the app's searches are not named statements here: prepared on one server connection, unknown on the next.
      await a.query({ name: 'probe', text: 'select 1' });
      await expect(a.query({ name: 'probe', text: 'select 1' })).rejects.toMatchObject({ code: '26000' });
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
    expect(config.preparedStatements).toBe(false);
    expect(config.databaseDirectUrl).toBe(directUrl);
  });

  it('migrates and takes the schema lock on the direct connection: a second process opens as well, no lock left behind', async () => {
    // A session lock taken through the pooler would stay on one of its server connections after the client
    // left: this second open (a job worker's) would then wait for it on the other one.
    const worker = await openDatabase(config.databaseUrl!, {
      poolMax: 2, queryTimeoutMs: config.dbQueryTimeoutMs, directUrl: config.databaseDirectUrl, preparedStatements: false, warn: (line) => warnings.push(line),
    });
    opened.push(worker);
    const held = await direct(`${ADVISORY_LOCKS_HERE} and objid = $1`, [SCHEMA_LOCK_KEY]);
    expect(held).toEqual([{ n: 0 }]);
    expect(warnings).toEqual([]);
  });

  it('keeps the statement time limit through the pooler (its connect_query), and says so at start when the two differ', async () => {
    const started = Date.now();
    await expect(orm.em.fork().getConnection().execute('select pg_sleep(30)')).rejects.toMatchObject({ code: '57014' });
    expect(Date.now() - started).toBeLessThan(LIMIT_MS + 5_000);
    const other: string[] = [];
    opened.push(await openDatabase(config.databaseUrl!, { poolMax: 1, queryTimeoutMs: 5_000, directUrl, preparedStatements: false, warn: (line) => other.push(line) }));
    expect(other).toHaveLength(1);
    expect(other[0]).toContain(`connect_query = 'SET statement_timeout = 5000'`);
  });

  it('serves the main flows: sign-up and login, a listing, search, a request approved, its hold placed by the job queue', async () => {
    expect((await t.request.get('/api/health')).status).toBe(200);
    const png = await new Jimp({ width: 300, height: 200, color: 0x3366ccff }).getBuffer('image/png');
    const airportId: number = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
    const owner = await signUpActor(t, 'pooledowner', 'Owner', ['listing']);
    const pilot = await signUpActor(t, 'pooledpilot', 'Pilot');
    const login = await t.agent().post('/api/auth/local').set(V).send({ user: 'pooledpilot', password: 'flying-high' });
    expect(login.status).toBe(200);

    const shareId = await listTestPlane(owner.agent, { type: 'PRIVATE_OWNER_RENTAL', airportId, png, tailNumber: 'N43PB', title: 'Skyhawk behind a pooler' });
    // Every search reads the search stamp first (a named statement where the pooler allows it): several in a
    // row land on both server connections.
    for (let i = 0; i < 4; i++) {
      const found = await t.request.get('/api/search').query({ airport: airportId, searchTypes: 'share', limit: 20 }).set(V);
      expect(found.status, JSON.stringify(found.body)).toBe(200);
      expect(found.body.results.map((r: { id: number }) => r.id)).toContain(shareId);
    }

    // Payouts set up (the sandbox), so the request carries a card and approval schedules the hold.
    expect((await owner.agent.post('/api/user/payouts').set(V)).status).toBe(200);
    expect((await owner.agent.post('/api/sandbox/connect/complete').set(V)).status).toBe(200);
    expect((await owner.agent.put(`/api/share/${shareId}/availability`).set(V).send({ rules: { maxFutureBookings: 100 } })).status).toBe(200);
    const start = new Date(Math.ceil(Date.now() / HOUR) * HOUR + 48 * HOUR);
    const end = new Date(start.getTime() + 3 * HOUR);
    const ask = (by: Agent) => by.post(`/api/share/${shareId}/requests`).set(V).send({ start: start.toISOString(), end: end.toISOString(), message: 'Pooled flight', paymentMethodId: 'pm_card_visa' });
    const request = await ask(pilot.agent);
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    // The same period again from the same pilot: the pilot's advisory lock (transaction-scoped) serialises them.
    const again = await ask(pilot.agent);
    expect(again.status, JSON.stringify(again.body)).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);

    const worker = t.composed.payments.worker();
    await worker.start();
    try {
      const approved = await owner.agent.post(`/api/requests/${request.body.id}/approve`).set(V).send({});
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      // Scheduled on pg-boss through the pooler after the commit, worked by the queue's worker through it too.
      await expect
        .poll(async () => (await direct<{ state: string }>('select state from booking_payments where booking_id = $1', [request.body.id]))[0]?.state, { timeout: 20_000, interval: 200 })
        .toBe('held');
    } finally {
      await worker.stop();
    }
    const pools = await showPgBouncer(pooledUrl, 'pools');
    expect(pools.some((p) => Number(p.sv_idle) + Number(p.sv_used) + Number(p.sv_active) > 0)).toBe(true);
  }, 60_000);

  it('starts two app processes at once on an empty database through the pooler: one migrates, the other waits on the direct connection', async () => {
    const server = new URL(empty.url);
    const pooled = bouncer.url(decodeURIComponent(server.username), decodeURIComponent(server.pathname.slice(1)));
    const env = {
      DATABASE_URL: pooled, DATABASE_DIRECT_URL: empty.url, DB_QUERY_TIMEOUT_SECONDS: String(LIMIT_MS / 1000),
      DATA_DIR: dataDir, PUBLIC_URL: 'http://wingshare.test', HUMAN_CHECK: 'off', ALTCHA_HMAC_KEY: 'k', ALERT_TOKEN_KEY: 'k', ...RAISED_LIMITS,
    };
    apps.push(...(await Promise.all([startAppProcess(env), startAppProcess(env)])));
    for (const app of apps) {
      expect((await supertest(app.url).get('/api/health')).status).toBe(200);
      expect(app.output()).not.toContain('statement_timeout');
    }
    const [migrated] = await direct<{ n: number }>('select count(*)::int as n from mikro_orm_migrations', [], empty.url);
    const [admins] = await direct<{ n: number }>('select count(*)::int as n from users where is_admin', [], empty.url);
    expect(migrated!.n).toBeGreaterThan(10);
    expect(admins!.n).toBe(1);
    // The schema lock was let go of: no session kept it.
    expect(await direct(ADVISORY_LOCKS_HERE, [], empty.url)).toEqual([{ n: 0 }]);
  }, 60_000);

  it("runs pg-boss's maintenance through the pooler: its transaction-scoped lock and SET LOCAL in one transaction", async () => {
    const boss = new PgBoss({ connectionString: pooledUrl, max: 2, schedule: false, supervise: true, migrate: false, maintenanceIntervalSeconds: 1 });
    const errors: unknown[] = [];
    boss.on('error', (e) => errors.push(e));
    const maintained = new Promise((resolve) => boss.once('maintenance', resolve));
    await boss.start();
    try {
      await maintained;
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    expect(errors).toEqual([]);
    // A session-scoped lock would still be held by one of the pooler's server connections.
    expect(await direct(ADVISORY_LOCKS_HERE)).toEqual([{ n: 0 }]);
  });

  it('answers the health check with 503 while the pooler is gone, and 200 again once it is back, without a restart', async () => {
    await bouncer.stop();
    const res = await t.request.get('/api/health');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    await bouncer.start();
    await expect.poll(async () => (await t.request.get('/api/health')).status, { timeout: 10_000, interval: 100 }).toBe(200);
  });
});

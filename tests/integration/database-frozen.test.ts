import type { MikroORM } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compose } from '../../adapters/composition/composition.js';
import { readConfig } from '../../adapters/composition/config.js';
import { DATABASE_RETRY_AFTER, DATABASE_UNAVAILABLE, databaseUnreachable, errorsMiddleware } from '../../adapters/http/middleware/errors.middleware.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { FreezingProxy } from '../support/freezing-proxy.js';
import { RAISED_LIMITS, V } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-database.js';

// A database that hangs without closing its connections (a SIGSTOPped server, a network partition): the app
// talks to it through a TCP proxy that can freeze, with a query time limit of 1 s (DB_QUERY_TIMEOUT_SECONDS).
const LIMIT_MS = 1_000;
/** Room for a busy machine on top of the waits under test: the limit, node-postgres' 1 s more, the 2 s to connect. */
const SLACK_MS = 1_500;
const POOL = 3;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let proxy: FreezingProxy;
let orm: MikroORM;
let composed: ReturnType<typeof compose>;
let request: ReturnType<typeof supertest>;
let dataDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  const url = new URL(db.url);
  proxy = await FreezingProxy.start({ host: url.hostname, port: Number(url.port) });
  url.port = String(proxy.port);
  orm = await openDatabase(url.toString(), { poolMax: POOL, queryTimeoutMs: LIMIT_MS });
  dataDir = mkdtempSync(path.join(tmpdir(), 'wingshare-frozen-data-'));
  composed = compose(orm, readConfig({ HUMAN_CHECK: 'off', DATA_DIR: dataDir, PUBLIC_URL: 'http://wingshare.test', ALTCHA_HMAC_KEY: 'k', ...RAISED_LIMITS }));
  request = supertest(composed.app.callback());
});

afterEach(() => proxy?.thaw()); // a test that failed frozen leaves the next one a working database

afterAll(async () => {
  await proxy?.close(); // first: it closes the connections a failed test may have left waiting
  await composed?.close();
  await orm?.close();
  await db?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const query = (sql = 'select 1') => orm.em.fork().execute(sql);

/** How a call ends and after how long. */
async function outcome(call: PromiseLike<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = Date.now();
  try {
    await call;
    return { error: null, ms: Date.now() - started };
  } catch (error) {
    return { error, ms: Date.now() - started };
  }
}

/** What the errors middleware answers for an error thrown by a route. */
async function answerTo(error: unknown) {
  const headers: Record<string, string> = {};
  const ctx = { method: 'POST', path: '/api/share', set: (name: string, value: string) => (headers[name] = value) } as unknown as Context;
  await errorsMiddleware(() => undefined)(ctx, () => Promise.reject(error));
  return { status: ctx.status, body: ctx.body, retryAfter: headers['Retry-After'] };
}

function expectUnavailable(res: supertest.Response) {
  expect(res.status).toBe(503);
  expect(res.body).toEqual({ error: 'unavailable', message: DATABASE_UNAVAILABLE, errors: [DATABASE_UNAVAILABLE] });
  expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER));
}

describe('a statement longer than the query time limit', () => {
  it('is cancelled by the server (57014) and answered 503; its connection stays in use', async () => {
    const { error, ms } = await outcome(query('select pg_sleep(2)'));
    expect(error).toMatchObject({ code: '57014' });
    expect(ms).toBeLessThan(LIMIT_MS + SLACK_MS);
    expect(databaseUnreachable(error)).toBe(true);
    expect(await answerTo(error)).toMatchObject({ status: 503, retryAfter: String(DATABASE_RETRY_AFTER) });
    for (let i = 0; i < POOL * 2; i++) await expect(query('select pg_sleep(0.01)')).resolves.toBeDefined();
  });

  it('does not cut the migrations short: they run without it, then the app gets it', async () => {
    // The migrator's first statements wait 2 s for a table another session holds locked.
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    await holder.query('begin; lock table mikro_orm_migrations in access exclusive mode');
    const released = new Promise((resolve) => setTimeout(resolve, 2 * LIMIT_MS)).then(() => holder.query('commit')).finally(() => holder.end());
    const started = Date.now();
    const limited = await openDatabase(db.url, { poolMax: 1, queryTimeoutMs: LIMIT_MS }); // 57014 if the migrations had the limit
    try {
      expect(Date.now() - started).toBeGreaterThan(LIMIT_MS + 500);
      await released;
      const { error } = await outcome(limited.em.fork().execute('select pg_sleep(2)'));
      expect(error).toMatchObject({ code: '57014' });
    } finally {
      await limited.close();
    }
  });
});

describe('a database that hangs without closing its connections', () => {
  it('fails queries and new connections as 503 within seconds, then serves again on the same pool', async () => {
    await Promise.all(Array.from({ length: POOL }, () => query('select pg_sleep(0.2)'))); // every pooled connection open
    proxy.freeze();

    // The pooled connections: node-postgres stops waiting for the silent server.
    for (const { error, ms } of await Promise.all(Array.from({ length: POOL }, () => outcome(query())))) {
      expect(String((error as Error)?.message)).toMatch(/Query read timeout/);
      expect(databaseUnreachable(error)).toBe(true);
      expect(ms).toBeLessThan(LIMIT_MS + SLACK_MS + 1_000);
    }
    // Those connections are not handed out again: the next query opens a new one, which is not answered either.
    const fresh = await outcome(query());
    expect(fresh.error).toBeTruthy();
    expect(String((fresh.error as Error).message)).not.toMatch(/Query read timeout/);
    expect(databaseUnreachable(fresh.error)).toBe(true);
    expect(fresh.ms).toBeLessThan(2_000 + SLACK_MS);
    // Through the app: the JSON 503 with Retry-After.
    const started = Date.now();
    expectUnavailable(await request.get('/api/share?limit=1').set(V));
    expect(Date.now() - started).toBeLessThan(LIMIT_MS + 2_000 + SLACK_MS);

    // It answers again, but the connections it held while frozen stay silent for good (a middlebox lost them):
    // none of them may be used again, or every request on it would wait out the limit.
    proxy.thaw({ forgetFrozen: true });
    // A query handed a silent connection would fail with the read timeout: no error means none was.
    for (let i = 0; i < POOL * 2 + 1; i++) expect((await outcome(query())).error).toBeNull();
    for (const { error } of await Promise.all(Array.from({ length: POOL * 2 }, () => outcome(query())))) expect(error).toBeNull();
    expect((await request.get('/api/share?limit=1').set(V)).status).toBe(200);
  }, 20_000);

  it('a transaction frozen between two statements, its rollback timing out too, is a 503, not a 500', async () => {
    const { error, ms } = await outcome(
      orm.em.fork().transactional(async (em) => {
        await em.execute('select 1');
        proxy.freeze();
        await em.execute('select 2');
      }),
    );
    expect(databaseUnreachable(error)).toBe(true);
    expect(await answerTo(error)).toMatchObject({ status: 503, retryAfter: String(DATABASE_RETRY_AFTER) });
    expect(ms).toBeLessThan(2 * (LIMIT_MS + 1_000) + SLACK_MS); // the statement, then the rollback behind it
    proxy.thaw(); // as SIGCONT: what was held is delivered, the statement's answer too, but never the rollback
    await new Promise((resolve) => setTimeout(resolve, 200));
    // That connection is still in the transaction: handed out again, it would run other requests' writes in it.
    const inOldTransaction = 'select xact_start < query_start as "old" from pg_stat_activity where pid = pg_backend_pid()';
    for (let i = 0; i < POOL * 2 + 1; i++) expect(await query(inOldTransaction)).toEqual([{ old: false }]);
  }, 20_000);
});

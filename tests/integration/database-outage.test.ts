import type { MikroORM } from '@mikro-orm/postgresql';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose } from '../../adapters/composition/composition.js';
import { readConfig } from '../../adapters/composition/config.js';
import { DATABASE_RETRY_AFTER, DATABASE_UNAVAILABLE } from '../../adapters/http/middleware/errors.middleware.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { startPrivatePostgres, type PrivatePostgres } from '../../bench/lib/private-postgres.js';
import { RAISED_LIMITS, V } from '../support/test-app.js';

// A PostgreSQL of this file's own (not the shared test cluster, which other files use): it is stopped
// and started again under the running app.
let db: PrivatePostgres;
let orm: MikroORM;
let composed: ReturnType<typeof compose>;
let request: ReturnType<typeof supertest>;
let dataDir: string;
let token: string;
const POOL = 3;

beforeAll(async () => {
  db = await startPrivatePostgres('wingshare_outage', 'wingshare-outage-pg-');
  dataDir = mkdtempSync(path.join(tmpdir(), 'wingshare-outage-data-'));
  orm = await openDatabase(db.url, { poolMax: POOL });
  composed = compose(orm, readConfig({ HUMAN_CHECK: 'off', DATA_DIR: dataDir, PUBLIC_URL: 'http://wingshare.test', ALTCHA_HMAC_KEY: 'k', ...RAISED_LIMITS }));
  request = supertest(composed.app.callback());
  const res = await request.post('/api/user').set(V).send({ user: { email: 'outage@example.com', username: 'outage', password: 'flying-high', firstname: 'Olive' } });
  expect(res.status).toBe(201);
  token = (await request.post('/api/auth/local').set(V).send({ user: 'outage', password: 'flying-high' })).body.token;
  expect(token).toBeTruthy();
}, 90_000);

afterAll(async () => {
  await composed?.close();
  await orm?.close();
  await db?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Calls that each need the database: a public read, a login, a signed-in read, a write. */
const calls = () => [
  request.get('/api/share?limit=1').set(V),
  request.post('/api/auth/local').set(V).send({ user: 'outage', password: 'flying-high' }),
  request.get('/api/user').set(V).set('Authorization', `Bearer ${token}`),
  request.patch('/api/user').set(V).set('Authorization', `Bearer ${token}`).send({ user: { firstname: 'Olivia' } }),
];

async function timed(call: PromiseLike<supertest.Response>) {
  const started = Date.now();
  const res = await call;
  return { res, ms: Date.now() - started };
}

describe('the database stopped under the running app', () => {
  it('answers 503 JSON with Retry-After within 2 s, more requests at once than the pool has, then recovers by itself', async () => {
    for (const { res } of await Promise.all(calls().map(timed))) expect(res.status).toBeLessThan(300);

    await db.stop();
    // Three rounds (12+ requests against a pool of 3): none waits for a connection that will not come.
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([...calls(), ...calls(), ...calls()].map(timed));
      for (const { res, ms } of answers) {
        expect(res.status).toBe(503);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.body).toEqual({ error: 'unavailable', message: DATABASE_UNAVAILABLE, errors: [DATABASE_UNAVAILABLE] });
        expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER));
        expect(ms).toBeLessThan(2_000);
      }
    }

    await db.start();
    // The same app, no restart: the pool opens new connections once the server accepts them.
    await expect.poll(async () => (await request.get('/api/share?limit=1').set(V)).status, { timeout: 10_000, interval: 200 }).toBe(200);
    const after = await Promise.all(calls().map(timed));
    expect(after.map(({ res }) => res.status)).toEqual([200, 200, 200, 200]);
    // The write acknowledged after the outage is there, and the session made before it still works.
    expect((await request.get('/api/user').set(V).set('Authorization', `Bearer ${token}`)).body.firstname).toBe('Olivia');
  });

  it('a request whose connection is cut by the shutdown mid-query is a 503 too, not a 500', async () => {
    // Hold the pool's connections in slow statements, then stop the server under them (57P01 admin_shutdown).
    const em = orm.em.fork();
    const slow = Array.from({ length: POOL }, () => em.fork().execute('select pg_sleep(5)').then(() => null, (e: unknown) => e));
    await new Promise((r) => setTimeout(r, 300));
    const waiting = timed(request.get('/api/share?limit=1').set(V)); // queued behind them for a connection
    await db.stop();
    const errors = await Promise.all(slow);
    for (const e of errors) expect(String((e as Error).message)).toMatch(/terminat|Connection/i);
    const { res, ms } = await waiting;
    expect(res.status).toBe(503);
    expect(res.body.error).toBe('unavailable');
    expect(ms).toBeLessThan(2_000);
    await db.start();
    await expect.poll(async () => (await request.get('/api/share?limit=1').set(V)).status, { timeout: 10_000, interval: 200 }).toBe(200);
  });
});

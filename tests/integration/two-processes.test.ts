import { Jimp } from 'jimp';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../support/app-processes.js';
import { createEmptyDatabase } from '../support/backup-cli.js';
import { redisServerAvailable, startRedisServer, type RedisServer } from '../support/redis-server.js';
import { RAISED_LIMITS, V } from '../support/test-app.js';

// Issue 8 part 7: two real app processes (as on two machines) on one PostgreSQL and one Redis. A session
// opened on one is good on the other, a limit used up on one holds on the other, and what is listed
// through one is found through the other. They start together on an empty database: one migrates and
// writes the first-start data while the other waits for the schema lock.
describe.runIf(redisServerAvailable())('two app processes on one PostgreSQL and one Redis', () => {
  let redis: RedisServer;
  let database: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let a: AppProcess;
  let b: AppProcess;
  const LOGINS_PER_IP = 3;

  beforeAll(async () => {
    redis = await startRedisServer();
    database = await createEmptyDatabase(`two_apps_${Date.now().toString(36)}`);
    // DATA_DIR/media is where listing photos go: shared storage (NFS, say) between machines.
    dataDir = mkdtempSync(path.join(tmpdir(), 'wingshare-two-apps-'));
    chmodSync(dataDir, 0o755);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://wingshare.test',
      TRUST_PROXY: 'true', // behind a load balancer: the client's address comes from X-Forwarded-For
      HUMAN_CHECK: 'off',
      ALTCHA_HMAC_KEY: 'shared-altcha-key',
      ALERT_TOKEN_KEY: 'shared-alert-key',
      ...RAISED_LIMITS,
      LOGIN_LIMIT_PER_IP: String(LOGINS_PER_IP),
    };
    [a, b] = await Promise.all([startAppProcess(env), startAppProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await redis?.stop();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const on = (app: AppProcess) => supertest(app.url);
  const fromIp = (ip: string) => ({ ...V, 'X-Forwarded-For': ip });

  it('start together on an empty database: migrated once, the first-start data written once', async () => {
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      const { rows: [counts] } = await db.query(
        `select (select count(*) from users where is_admin)::int as admins, (select count(*) from airports)::int as airports,
                (select count(*) from mikro_orm_migrations)::int as migrations, (select count(distinct name) from mikro_orm_migrations)::int as distinct_migrations`,
      );
      expect(counts.admins).toBe(1);
      expect(counts.airports).toBeGreaterThan(3_000);
      expect(counts.migrations).toBe(counts.distinct_migrations);
    } finally {
      await db.end();
    }
    expect(a.pid).not.toBe(b.pid);
  });

  it('honours on B a session opened on A, and a logout on B ends it on A', async () => {
    const signUp = await on(a).post('/api/user').set(V).send({ user: { email: 'ada@example.com', username: 'ada', password: 'flying-high' } });
    expect(signUp.status).toBe(201);
    const login = await on(a).post('/api/auth/local').set(V).send({ user: 'ada', password: 'flying-high' });
    expect(login.status).toBe(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    expect(cookie).toMatch(/^wingshare_session=/);

    const onB = await on(b).get('/api/user').set(V).set('Cookie', cookie);
    expect(onB.status).toBe(200);
    expect(onB.body.username).toBe('ada');
    const bearer = await on(b).get('/api/user').set(V).set('Authorization', `Bearer ${login.body.token}`);
    expect(bearer.body.username).toBe('ada');

    expect((await on(b).post('/api/auth/logout').set(V).set('Cookie', cookie)).status).toBe(204);
    expect((await on(a).get('/api/user').set(V).set('Cookie', cookie)).status).toBe(401);
  });

  it('enforces on B the failed-login limit used up on A (counted in Redis)', async () => {
    const client = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i <= LOGINS_PER_IP; i++) {
      statuses.push((await on(a).post('/api/auth/local').set(fromIp(client)).send({ user: 'ada', password: 'wrong-password' })).status);
    }
    expect(statuses).toEqual([...Array(LOGINS_PER_IP).fill(400), 429]); // 400: wrong password

    // Even the right password is refused from that address on the other process...
    const onB = await on(b).post('/api/auth/local').set(fromIp(client)).send({ user: 'ada', password: 'flying-high' });
    expect(onB.status).toBe(429);
    expect(Number(onB.headers['retry-after'])).toBeGreaterThan(0);
    expect(onB.body.error).toBe('too_many_requests');
    // ...while another address logs in there.
    expect((await on(b).post('/api/auth/local').set(fromIp('203.0.113.10')).send({ user: 'ada', password: 'flying-high' })).status).toBe(200);
  });

  it('finds through B a listing made through A, and B serves its photo', async () => {
    const owner = supertest.agent(a.url);
    expect((await owner.post('/api/user').set(V).send({ user: { email: 'owner@example.com', username: 'twoapps', password: 'flying-high' } })).status).toBe(201);
    expect((await owner.post('/api/user/subscription').set(V).send({ priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' })).status).toBe(201);
    const [lou] = (await on(a).get('/api/airport?q=LOU').set(V)).body as { id: number }[];
    const png = await new Jimp({ width: 320, height: 240, color: 0x2255aaff }).getBuffer('image/png');
    const share = {
      type: 'PRIVATE_OWNER_RENTAL', tailNumber: 'N2PRC', title: 'Twin-process Tomahawk', ratePerHour: 120, description: 'Listed through A.',
      make: 'Piper', model: 'PA-38', year: 1979, airport: lou!.id, media: [{ type: 'image', file: 0 }], defaultMedia: 0,
    };
    const listed = await owner.post('/api/share').set(V).field('share', JSON.stringify({ ...share, ownershipConfirmed: true })).attach('images', png, { filename: 'p.png', contentType: 'image/png' });
    expect(listed.status).toBe(201);

    const found = await on(b).get('/api/search').query({ lat: 38.2281, lng: -85.6637, radius: 50_000, q: 'tomahawk' }).set(V);
    expect(found.status).toBe(200);
    expect(found.body.results).toHaveLength(1);
    expect(found.body.results[0]).toMatchObject({ type: 'share', data: { title: 'Twin-process Tomahawk' } });
    const photo = await on(b).get(found.body.results[0].data.media[0].url);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);
  });
});

import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimits } from '../../adapters/security/rate-limits/redis-rate-limits.js';
import { DEFAULT_RATE_LIMITS } from '../../adapters/security/rate-limits/rate-limit-rules.js';
import { freePort } from '../../adapters/persistence/embedded-postgres.js';
import { redisServerAvailable, startRedisServer, type RedisServer } from '../support/redis-server.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

const quiet = { log: () => undefined, logError: () => undefined };
const rules = { ...DEFAULT_RATE_LIMITS, passwordResetPerEmail: { points: 3, seconds: 600 } };

describe.runIf(redisServerAvailable())('rate limits in Redis (a real redis-server)', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(() => redis?.stop());

  describe('the adapter', () => {
    it('counts, checks, records and resets per limit and key, and says how long to wait', async () => {
      const limits = new RedisRateLimits(rules, { url: redis.url, ...quiet });
      const other = new RedisRateLimits(rules, { url: redis.url, ...quiet });
      try {
        await waitReady(limits);
        await waitReady(other);
        const key = `adapter-${Date.now()}@example.com`;
        await limits.consume('passwordResetPerEmail', key);
        await other.consume('passwordResetPerEmail', key); // a second process sees the same count
        await limits.check('passwordResetPerEmail', key);
        await other.record('passwordResetPerEmail', key);
        const refused = await limits.consume('passwordResetPerEmail', key).catch((e: unknown) => e);
        expect(refused).toMatchObject({ code: 'too_many_requests' });
        expect((refused as { retryAfter: number }).retryAfter).toBeGreaterThan(590);
        expect((refused as { retryAfter: number }).retryAfter).toBeLessThanOrEqual(600);
        await expect(other.check('passwordResetPerEmail', key)).rejects.toMatchObject({ code: 'too_many_requests' });
        await limits.consume('passwordResetPerEmail', `another-${key}`); // other keys are untouched
        await other.reset('passwordResetPerEmail', key);
        await limits.check('passwordResetPerEmail', key);
      } finally {
        await limits.close();
        await other.close();
      }
    });
  });

  describe('two app processes on one Redis', () => {
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      const env = { REDIS_URL: redis.url, TRUST_PROXY: 'true', PASSWORD_RESET_LIMIT_PER_EMAIL: '5', LOGIN_LIMIT_PER_IP: '4' };
      a = await startTestApp(env);
      b = await startTestApp(env);
      await waitReady(a.composed.rateLimits);
      await waitReady(b.composed.rateLimits);
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it('share the password-reset limit of an address', async () => {
      const email = `shared-${Date.now()}@example.com`;
      const reset = (t: TestApp) => t.request.post('/api/auth/reset/password').set(V).send({ email });
      for (const t of [a, b, a, b, a]) expect((await reset(t)).status).toBe(404); // no such user, but it counts
      const refused = await reset(b);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('too_many_requests');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(1700);
      expect((await reset(a)).status).toBe(429);
    });

    it('share the failed-login limit of a client address', async () => {
      const ip = '203.0.113.40';
      const login = (t: TestApp, n: number) =>
        t.request.post('/api/auth/local').set(V).set('X-Forwarded-For', ip).send({ user: `nobody-${n}`, password: 'wrong-password' });
      for (const [n, t] of [a, b, a, b].entries()) expect((await login(t, n)).status).toBe(400);
      expect((await login(a, 5)).status).toBe(429);
      expect((await login(b, 6)).status).toBe(429);
    });
  });

  describe('Redis stopped', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ REDIS_URL: redis.url, PASSWORD_RESET_LIMIT_PER_EMAIL: '3' });
      await waitReady(app.composed.rateLimits);
    });
    afterAll(() => app?.close());

    it('keeps serving, with the limits counted in the process until Redis is back', async () => {
      const email = `outage-${Date.now()}@example.com`;
      const reset = () => app.request.post('/api/auth/reset/password').set(V).send({ email });
      expect((await reset()).status).toBe(404);
      expect((await reset()).status).toBe(404);

      await redis.kill();
      // The site answers as usual (no 500, no waiting on Redis)...
      const started = Date.now();
      expect((await app.request.get('/api/config').set(V)).status).toBe(200);
      expect((await app.request.get('/api/user/count').set(V)).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(5_000);
      // ...and the limit still holds, counted afresh in this process.
      expect((await reset()).status).toBe(404);
      expect((await reset()).status).toBe(404);
      expect((await reset()).status).toBe(404);
      const refused = await reset();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      // Redis back (empty: it saved nothing): the count is Redis's again.
      await redis.restart();
      await waitReady(app.composed.rateLimits);
      const fresh = `after-${email}`;
      const again = () => app.request.post('/api/auth/reset/password').set(V).send({ email: fresh });
      for (let i = 0; i < 3; i++) expect((await again()).status).toBe(404);
      expect((await again()).status).toBe(429);
      const client = new Redis(redis.url);
      try {
        expect(await client.get(`wingshare:rl:passwordResetPerEmail:${fresh}`)).toBe('4');
      } finally {
        client.disconnect();
      }
    });
  });

  it('an app whose Redis cannot be reached at all still serves, with in-process limits', async () => {
    const app = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, PASSWORD_RESET_LIMIT_PER_EMAIL: '2' });
    try {
      expect((await app.request.get('/api/config').set(V)).status).toBe(200);
      const reset = () => app.request.post('/api/auth/reset/password').set(V).send({ email: 'unreachable@example.com' });
      expect((await reset()).status).toBe(404);
      expect((await reset()).status).toBe(404);
      expect((await reset()).status).toBe(429);
    } finally {
      await app.close();
    }
  });
});

/** Waits until the adapter's connection is up, so a test counts in Redis rather than in the fallback. */
async function waitReady(limits: unknown) {
  const redisLimits = limits as RedisRateLimits;
  for (let i = 0; i < 200 && !redisLimits.ready; i++) await new Promise((r) => setTimeout(r, 25));
  expect(redisLimits.ready).toBe(true);
}

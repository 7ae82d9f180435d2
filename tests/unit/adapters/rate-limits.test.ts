import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../adapters/composition/config.js';
import { MemoryRateLimits } from '../../../adapters/security/rate-limits/memory-rate-limits.js';
import { DEFAULT_RATE_LIMITS } from '../../../adapters/security/rate-limits/rate-limit-rules.js';

// Keys given, so reading the configuration writes no secrets file.
const config = (env: Record<string, string> = {}) => readConfig({ ALTCHA_HMAC_KEY: 'k', ALERT_TOKEN_KEY: 'k', DATA_DIR: '/nonexistent', ...env });

describe('the abuse limits in the configuration', () => {
  it('default to the numbers of issue 8', () => {
    expect(config().rateLimits).toEqual({
      loginPerIp: { points: 25, seconds: 300 },
      loginPerAccount: { points: 25, seconds: 3600 },
      passwordResetPerEmail: { points: 5, seconds: 1800 },
      signUpPerIp: { points: 5, seconds: 1800 },
      requestsPerIp: { points: 200, seconds: 60 },
      uploadsPerUser: { points: 30, seconds: 1800 },
      contactPerIp: { points: 10, seconds: 3600 },
      messagesPerUser: { points: 60, seconds: 3600 },
      questionsPerUser: { points: 20, seconds: 3600 },
      reportsPerUser: { points: 20, seconds: 86400 },
      faaMatchesPerUser: { points: 20, seconds: 86400 },
      flyersPerIp: { points: 30, seconds: 600 },
    });
    expect(DEFAULT_RATE_LIMITS).toEqual(config().rateLimits);
    expect(config().redisUrl).toBeNull();
    expect(config().sessions).toEqual({ idleMinutes: 1440, maxDays: 30 });
  });

  it('take each number and window from its variables, the older LOGIN_LIMIT_* ones included', () => {
    const c = config({
      LOGIN_LIMIT_PER_IP: '10',
      LOGIN_LIMIT_PER_ACCOUNT_SECONDS: '600',
      PASSWORD_RESET_LIMIT_PER_EMAIL: '3',
      SIGNUP_LIMIT_PER_IP_SECONDS: '3600',
      REQUEST_LIMIT_PER_IP: '0',
      UPLOAD_LIMIT_PER_USER: '50',
      REDIS_URL: 'redis://:secret@cache.internal:6379/2',
      SESSION_IDLE_MINUTES: '120',
      SESSION_MAX_DAYS: '7',
    });
    expect(c.rateLimits).toMatchObject({
      loginPerIp: { points: 10, seconds: 300 },
      loginPerAccount: { points: 25, seconds: 600 },
      passwordResetPerEmail: { points: 3, seconds: 1800 },
      signUpPerIp: { points: 5, seconds: 3600 },
      requestsPerIp: { points: 0, seconds: 60 },
      uploadsPerUser: { points: 50, seconds: 1800 },
    });
    expect(c.redisUrl).toBe('redis://:secret@cache.internal:6379/2');
    expect(c.sessions).toEqual({ idleMinutes: 120, maxDays: 7 });
  });

  it('refuse values that cannot be meant, without echoing a Redis password', () => {
    expect(() => config({ REQUEST_LIMIT_PER_IP: 'lots' })).toThrow('REQUEST_LIMIT_PER_IP must be a whole number (got "lots")');
    expect(() => config({ UPLOAD_LIMIT_PER_USER_SECONDS: '0' })).toThrow('UPLOAD_LIMIT_PER_USER_SECONDS must be 1 or more');
    expect(() => config({ SESSION_MAX_DAYS: '0' })).toThrow('SESSION_MAX_DAYS must be 1 or more');
    expect(() => config({ REDIS_URL: 'http://user:hunter2@cache:6379' })).toThrow('REDIS_URL must be a redis:// or rediss:// address (got "http://***@cache:6379")');
  });
});

describe('MemoryRateLimits', () => {
  const limits = () => new MemoryRateLimits({ ...DEFAULT_RATE_LIMITS, signUpPerIp: { points: 2, seconds: 1800 }, requestsPerIp: { points: 0, seconds: 60 } });

  it('consumes until the key is out of points, then refuses with the wait in seconds and words', async () => {
    const l = limits();
    await l.consume('signUpPerIp', 'a');
    await l.consume('signUpPerIp', 'a');
    const refused = await l.consume('signUpPerIp', 'a').catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'too_many_requests', retryAfter: 1800 });
    expect((refused as Error).message).toBe('Several accounts were created from your network already. Please wait 30 minutes and try again.');
    await l.consume('signUpPerIp', 'b'); // keys are separate
  });

  it('checks without counting, records without refusing, and resets', async () => {
    const l = limits();
    await l.check('signUpPerIp', 'a');
    await l.record('signUpPerIp', 'a');
    await l.check('signUpPerIp', 'a');
    await l.record('signUpPerIp', 'a');
    await l.record('signUpPerIp', 'a'); // over already: still no error
    await expect(l.check('signUpPerIp', 'a')).rejects.toMatchObject({ code: 'too_many_requests' });
    await l.reset('signUpPerIp', 'a');
    await l.check('signUpPerIp', 'a');
  });

  it('never refuses a limit set to 0', async () => {
    const l = limits();
    for (let i = 0; i < 1000; i++) await l.consume('requestsPerIp', 'a');
    await l.check('requestsPerIp', 'a');
  });
});

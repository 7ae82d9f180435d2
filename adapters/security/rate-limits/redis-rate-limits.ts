import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { RateLimitRules } from '../../../application/ports/rate-limits.js';
import { FlexibleRateLimits } from './flexible-rate-limits.js';

export interface RedisRateLimitsOptions {
  url: string;
  log: (line: string) => void;
  logError: (message: string, error: unknown) => void;
  /** How long one Redis call may take before the in-process count answers instead. */
  commandTimeoutMs?: number;
}

/**
 * Limits counted in Redis, so every app process shares them. While Redis cannot be reached (not yet
 * connected, stopped, too slow) each process counts on its own (the insurance limiters): the site keeps
 * serving and the limits still hold per process. ioredis reconnects by itself and Redis takes over again.
 */
export class RedisRateLimits extends FlexibleRateLimits {
  private readonly client: Redis;
  private closing = false;

  constructor(rules: RateLimitRules, options: RedisRateLimitsOptions) {
    const client = new Redis(options.url, {
      // Fail at once rather than queue while disconnected: a request must not wait for Redis to come back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: options.commandTimeoutMs ?? 1000,
    });
    super(rules, (name, rule) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `wingshare:rl:${name}`,
        points: rule.points,
        duration: rule.seconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${name}_insurance`, points: rule.points, duration: rule.seconds }),
      }),
    );
    this.client = client;
    watch(client, options, () => this.closing);
  }

  /** Connected: limits are counted in Redis (else in this process). */
  get ready(): boolean {
    return this.client.status === 'ready';
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.client.status === 'ready') await this.client.quit();
    else this.client.disconnect();
  }
}

/** One log line when Redis goes away and one when it is back (ioredis reports every reconnect attempt). */
function watch(client: Redis, { url, log, logError }: RedisRateLimitsOptions, closing: () => boolean) {
  let down = false;
  const where = redact(url);
  client.on('ready', () => {
    if (down) log(`Redis at ${where} is back: rate limits are shared again`);
    down = false;
  });
  const lost = (reason: string) => {
    if (down || closing()) return;
    down = true;
    logError(`Redis at ${where} cannot be reached; rate limits are counted in this process until it is back`, reason);
  };
  client.on('error', (error: Error) => lost(error.message));
  client.on('close', () => lost('the connection closed'));
}

const redact = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');

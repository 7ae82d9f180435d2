import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitName, RateLimitRule, RateLimitRules, RateLimits } from '../../../application/ports/rate-limits.js';
import { DomainError } from '../../../domain/errors.js';
import { formatWait, RATE_LIMIT_SETTINGS } from './rate-limit-rules.js';

/** The RateLimits port on rate-limiter-flexible limiters, one per limit; which store they use is the subclass's choice. */
export abstract class FlexibleRateLimits implements RateLimits {
  private readonly limiters = new Map<RateLimitName, RateLimiterAbstract>();

  protected constructor(
    private readonly rules: RateLimitRules,
    makeLimiter: (name: RateLimitName, rule: RateLimitRule) => RateLimiterAbstract,
  ) {
    for (const [name, rule] of Object.entries(rules) as [RateLimitName, RateLimitRule][]) {
      if (rule.points > 0) this.limiters.set(name, makeLimiter(name, rule));
    }
  }

  async consume(limit: RateLimitName, key: string): Promise<void> {
    const limiter = this.limiters.get(limit);
    if (!limiter) return;
    try {
      await limiter.consume(key);
    } catch (e) {
      if (e instanceof RateLimiterRes) throw tooManyRequests(limit, e.msBeforeNext);
      throw e;
    }
  }

  async check(limit: RateLimitName, key: string): Promise<void> {
    const limiter = this.limiters.get(limit);
    const used = limiter ? await limiter.get(key) : null;
    if (used && used.consumedPoints >= this.rules[limit].points) throw tooManyRequests(limit, used.msBeforeNext);
  }

  async record(limit: RateLimitName, key: string): Promise<void> {
    await this.limiters.get(limit)?.penalty(key, 1);
  }

  async reset(limit: RateLimitName, key: string): Promise<void> {
    await this.limiters.get(limit)?.delete(key);
  }
}

function tooManyRequests(limit: RateLimitName, msBeforeNext: number): DomainError {
  const wait = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const message = RATE_LIMIT_SETTINGS[limit].message(formatWait(wait));
  return new DomainError('too_many_requests', message, [message], wait);
}

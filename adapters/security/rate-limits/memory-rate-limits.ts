import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { RateLimitRules } from '../../../application/ports/rate-limits.js';
import { FlexibleRateLimits } from './flexible-rate-limits.js';

/** Limits counted in this process: right for one app process (set REDIS_URL with more than one). */
export class MemoryRateLimits extends FlexibleRateLimits {
  constructor(rules: RateLimitRules) {
    super(rules, (name, rule) => new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.seconds }));
  }
}

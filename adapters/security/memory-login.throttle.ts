import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../../domain/errors.js';
import type { LoginThrottle } from '../../application/ports/security.js';

export interface LoginThrottleLimits {
  perIp: { points: number; seconds: number };
  perAccount: { points: number; seconds: number };
}

export const DEFAULT_LOGIN_LIMITS: LoginThrottleLimits = {
  perIp: { points: 25, seconds: 5 * 60 },
  perAccount: { points: 25, seconds: 60 * 60 },
};

/** Counts failed logins in process (rate-limiter-flexible); Redis takes over with several processes. */
export class MemoryLoginThrottle implements LoginThrottle {
  private readonly byIp: RateLimiterMemory;
  private readonly byAccount: RateLimiterMemory;

  constructor(limits: LoginThrottleLimits = DEFAULT_LOGIN_LIMITS) {
    this.byIp = new RateLimiterMemory({ keyPrefix: 'login_ip', points: limits.perIp.points, duration: limits.perIp.seconds });
    this.byAccount = new RateLimiterMemory({
      keyPrefix: 'login_account',
      points: limits.perAccount.points,
      duration: limits.perAccount.seconds,
    });
  }

  async check(keys: { ip: string; account: string }): Promise<void> {
    const [ip, account] = await Promise.all([this.byIp.get(keys.ip), this.byAccount.get(keys.account)]);
    const blocked = [
      ip && ip.consumedPoints >= this.byIp.points ? ip : null,
      account && account.consumedPoints >= this.byAccount.points ? account : null,
    ].filter((r): r is RateLimiterRes => r !== null);
    if (blocked.length) {
      const wait = Math.max(...blocked.map((r) => Math.ceil(r.msBeforeNext / 1000)), 1);
      throw new DomainError(
        'too_many_requests',
        `Too many failed login attempts. Please wait ${formatWait(wait)} and try again, or reset your password.`,
        [],
        wait,
      );
    }
  }

  async fail(keys: { ip: string; account: string }): Promise<void> {
    await Promise.all([consume(this.byIp, keys.ip), consume(this.byAccount, keys.account)]);
  }

  async succeed(keys: { ip: string; account: string }): Promise<void> {
    await this.byAccount.delete(keys.account);
  }
}

async function consume(limiter: RateLimiterMemory, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (e) {
    // Over the limit already: check() answers 429 on the next try. Anything else is a real fault.
    if (!(e instanceof RateLimiterRes)) throw e;
  }
}

const formatWait = (s: number) => (s >= 120 ? `${Math.ceil(s / 60)} minutes` : `${s} seconds`);

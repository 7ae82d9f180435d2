import type { RateLimits } from '../../../application/ports/rate-limits.js';
import type { LoginThrottle } from '../../../application/ports/security.js';

/**
 * Failed logins counted per client IP and per account (the loginPerIp and loginPerAccount limits).
 * Only failures count: a flight school's pilots logging in behind one address are not abuse, and the
 * overall request limit bounds attempts of any kind. Once a key is over, even the right password is
 * refused until the window ends; a successful login clears the account's failures.
 */
export class RateLimitedLoginThrottle implements LoginThrottle {
  constructor(private readonly limits: RateLimits) {}

  async check(keys: { ip?: string; account?: string }): Promise<void> {
    if (keys.ip !== undefined) await this.limits.check('loginPerIp', keys.ip);
    if (keys.account !== undefined) await this.limits.check('loginPerAccount', keys.account);
  }

  async fail(keys: { ip: string; account: string }): Promise<void> {
    await Promise.all([this.limits.record('loginPerIp', keys.ip), this.limits.record('loginPerAccount', keys.account)]);
  }

  async succeed(keys: { ip: string; account: string }): Promise<void> {
    await this.limits.reset('loginPerAccount', keys.account);
  }
}

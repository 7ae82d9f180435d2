import { assertValidFields } from '../../domain/errors.js';
import { MESSAGES } from '../../domain/user/account-rules.js';
import type { User } from '../../domain/user/user.js';
import type { LoginThrottle, PasswordHasher } from '../ports/security.js';
import { loginAccountKey } from './log-in.service.js';

/**
 * The current password of a password account, asked before what a session alone may not do (change the
 * email or the password, delete the account; issue 34): 400 beside currentPassword when wrong. A wrong one
 * counts as a failed login of the account and the client, so a session cannot be used to guess it faster
 * than the login form allows.
 */
export class CurrentPassword {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
  ) {}

  async assert(user: User, currentPassword: unknown, ip: string): Promise<void> {
    const keys = { ip, account: loginAccountKey(user, user.username) };
    await this.throttle.check(keys);
    const ok = !!user.passwordHash && typeof currentPassword === 'string' && (await this.hasher.verify(user.passwordHash, currentPassword));
    if (!ok) {
      await this.throttle.fail(keys);
      assertValidFields({ currentPassword: [MESSAGES.currentPasswordWrong] });
    }
  }
}

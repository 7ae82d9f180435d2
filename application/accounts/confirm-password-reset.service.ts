import { validationFailed } from '../../domain/errors.js';
import { MESSAGES, passwordResetErrors } from '../../domain/user/account-rules.js';
import type { Clock, PasswordHasher, PasswordResetTokens, SessionStore } from '../ports/security.js';
import type { UserRepository } from '../ports/user.repository.js';
import { isBlank } from './input.js';

/** Sets a new password from a reset link; the token is spent with the account's other links, and every open session is closed. */
export class ConfirmPasswordReset {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: PasswordResetTokens,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStore,
    private readonly clock: Clock,
  ) {}

  async execute(token: unknown, password: unknown): Promise<void> {
    const errors = passwordResetErrors(password);
    if (isBlank(token) || typeof token !== 'string') errors.unshift(MESSAGES.resetTokenInvalid);
    if (errors.length) throw validationFailed(errors);
    const passwordHash = await this.hasher.hash(password as string);
    const userId = await this.tokens.consume(token as string, this.clock.now());
    if (userId === null) throw validationFailed([MESSAGES.resetTokenInvalid]);
    await this.users.update(userId, { passwordHash });
    await this.sessions.destroyAllFor(userId);
  }
}

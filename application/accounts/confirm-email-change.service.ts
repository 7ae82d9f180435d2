import { conflict, validationFailed } from '../../domain/errors.js';
import { MESSAGES } from '../../domain/user/account-rules.js';
import type { Clock, EmailChangeTokens } from '../ports/security.js';
import type { UserRepository } from '../ports/user.repository.js';
import { isBlank } from './input.js';

/** Follows an email-change link (RequestEmailChange): the token is spent and the account takes its new address. */
export class ConfirmEmailChange {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: EmailChangeTokens,
    private readonly clock: Clock,
  ) {}

  async execute(token: unknown): Promise<{ email: string }> {
    if (isBlank(token) || typeof token !== 'string') throw validationFailed([MESSAGES.emailChangeInvalid]);
    const change = await this.tokens.consume(token, this.clock.now());
    if (change === null) throw validationFailed([MESSAGES.emailChangeInvalid]);
    // Someone may have signed up with the address since the link was mailed.
    if (await this.users.emailTaken(change.email, change.userId)) throw conflict(MESSAGES.emailTaken);
    const user = await this.users.update(change.userId, { email: change.email });
    return { email: user.email };
  }
}

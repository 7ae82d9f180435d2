import { assertValidFields } from '../../domain/errors.js';
import { accountDeletionFieldErrors } from '../../domain/user/account-rules.js';
import type { User } from '../../domain/user/user.js';
import type { CurrentPassword } from './current-password.js';

export interface DeleteOwnAccountCommand {
  user: User;
  /** `currentPassword` (password account) or `confirmUsername` (social account). */
  input: Record<string, unknown>;
  /** The client's address: wrong current passwords count toward the login limits. */
  ip?: string;
}

/**
 * A person deleting their own account (DELETE /api/user) confirms it: a password account with its current
 * password (counted as a login attempt when wrong), a social account, which has no password, by typing its
 * username. A session alone, a stolen one, cannot delete the account (issue 34). Staff deletions (the back
 * office) go to the deletion directly.
 */
export class DeleteOwnAccount {
  constructor(
    private readonly deletion: { execute(user: User): Promise<void> },
    private readonly currentPassword: CurrentPassword,
  ) {}

  async execute({ user, input, ip = 'unknown' }: DeleteOwnAccountCommand): Promise<void> {
    assertValidFields(accountDeletionFieldErrors(input, user));
    if (user.provider === 'local') await this.currentPassword.assert(user, input.currentPassword, ip);
    await this.deletion.execute(user);
  }
}

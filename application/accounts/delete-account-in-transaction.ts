import type { User } from '../../domain/user/user.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';

/**
 * Account deletion as one database transaction: the sessions, the account and everything that cascades
 * with it go together or not at all, and the stored files are removed only after the commit (the media
 * store defers removals through UnitOfWork.afterCommit). Running inside another transaction (the back
 * office's audited delete) makes it a savepoint of that one.
 */
export class DeleteAccountInTransaction {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly deletion: { execute(user: User): Promise<void> },
  ) {}

  execute(user: User): Promise<void> {
    return this.unitOfWork.run(() => this.deletion.execute(user));
  }
}

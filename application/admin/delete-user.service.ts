import { forbidden, notFound, validationFailed } from '../../domain/errors.js';
import type { User } from '../../domain/user/user.js';
import type { DeleteAccount } from '../accounts/delete-account.service.js';
import type { UserRepository } from '../ports/user.repository.js';

export const CANNOT_DELETE_OWN_ACCOUNT = 'You cannot delete your own account here; use Delete Account on your profile.';
export const NO_SUCH_USER = 'No user with that id';
export const STAFF_ONLY = 'Only Wingshare staff may do that';

/**
 * "Delete User" of the admin page (DELETE /user/{id} and the console's users resource): the account with
 * its listings and their photos, favourites, followed airports, professional profile and sessions, as
 * DeleteAccount does for one's own account (running subscriptions are ended at the provider first).
 */
export class DeleteUser {
  constructor(
    private readonly users: UserRepository,
    private readonly deleteAccount: Pick<DeleteAccount, 'execute'>,
  ) {}

  /** Answers the account as it was. */
  async execute(admin: User, userId: number): Promise<User> {
    if (!admin.isAdmin) throw forbidden(STAFF_ONLY);
    if (admin.id === userId) throw validationFailed([CANNOT_DELETE_OWN_ACCOUNT]);
    const user = await this.users.findById(userId);
    if (!user) throw notFound(NO_SUCH_USER);
    await this.deleteAccount.execute(user);
    return user;
  }
}

import { forbidden, notFound, validationFailed } from '../../domain/errors.js';
import type { User } from '../../domain/user/user.js';
import type { AccountFlags, AdminUserStore } from '../ports/admin-users.js';
import type { UserRepository } from '../ports/user.repository.js';
import { NO_SUCH_USER, STAFF_ONLY } from './delete-user.service.js';

export const CANNOT_DROP_OWN_ADMIN = 'You cannot take away your own admin role; ask another admin to do it.';
export const CANNOT_DISABLE_SELF = 'You cannot disable your own account; ask another admin to do it.';
export const FLAG_MESSAGES = {
  isAdmin: 'isAdmin must be true or false',
  isDiscoverable: 'isDiscoverable must be true or false',
  isDisabled: 'isDisabled must be true or false',
} as const;
const FLAGS = ['isAdmin', 'isDiscoverable', 'isDisabled'] as const;

/**
 * Staff edit an account's roles: admin or not, whether the pilot shows on the map, and whether the account
 * is disabled (issue 16: it cannot sign in, its sessions stop, it writes nothing). Nothing else.
 */
export class UpdateUserFlags {
  constructor(
    private readonly users: UserRepository,
    private readonly store: AdminUserStore,
  ) {}

  async execute(admin: User, userId: number, input: { isAdmin?: unknown; isDiscoverable?: unknown; isDisabled?: unknown }): Promise<User> {
    if (!admin.isAdmin) throw forbidden(STAFF_ONLY);
    const errors: string[] = [];
    for (const key of FLAGS) {
      if (input[key] !== undefined && typeof input[key] !== 'boolean') errors.push(FLAG_MESSAGES[key]);
    }
    if (errors.length) throw validationFailed(errors);
    if (admin.id === userId && input.isAdmin === false) throw validationFailed([CANNOT_DROP_OWN_ADMIN]);
    if (admin.id === userId && input.isDisabled === true) throw validationFailed([CANNOT_DISABLE_SELF]);

    const user = await this.users.findById(userId);
    if (!user) throw notFound(NO_SUCH_USER);
    const flags: AccountFlags = {};
    for (const key of FLAGS) {
      if (typeof input[key] === 'boolean' && input[key] !== user[key]) flags[key] = input[key];
    }
    if (!Object.keys(flags).length) return user;
    await this.store.setFlags(userId, flags);
    return (await this.users.findById(userId))!;
  }
}

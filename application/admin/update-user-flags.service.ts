import { forbidden, notFound, validationFailed } from '../../domain/errors.js';
import type { User } from '../../domain/user/user.js';
import type { AccountFlags, AdminUserStore } from '../ports/admin-users.js';
import type { UserRepository } from '../ports/user.repository.js';
import { NO_SUCH_USER, STAFF_ONLY } from './delete-user.service.js';

export const CANNOT_DROP_OWN_ADMIN = 'You cannot take away your own admin role; ask another admin to do it.';
export const FLAG_MESSAGES = {
  isAdmin: 'isAdmin must be true or false',
  isDiscoverable: 'isDiscoverable must be true or false',
} as const;

/** Staff edit an account's roles: admin or not, and whether the pilot shows on the map. Nothing else. */
export class UpdateUserFlags {
  constructor(
    private readonly users: UserRepository,
    private readonly store: AdminUserStore,
  ) {}

  async execute(admin: User, userId: number, input: { isAdmin?: unknown; isDiscoverable?: unknown }): Promise<User> {
    if (!admin.isAdmin) throw forbidden(STAFF_ONLY);
    const errors: string[] = [];
    for (const key of ['isAdmin', 'isDiscoverable'] as const) {
      if (input[key] !== undefined && typeof input[key] !== 'boolean') errors.push(FLAG_MESSAGES[key]);
    }
    if (errors.length) throw validationFailed(errors);
    if (admin.id === userId && input.isAdmin === false) throw validationFailed([CANNOT_DROP_OWN_ADMIN]);

    const user = await this.users.findById(userId);
    if (!user) throw notFound(NO_SUCH_USER);
    const flags: AccountFlags = {};
    if (typeof input.isAdmin === 'boolean' && input.isAdmin !== user.isAdmin) flags.isAdmin = input.isAdmin;
    if (typeof input.isDiscoverable === 'boolean' && input.isDiscoverable !== user.isDiscoverable) flags.isDiscoverable = input.isDiscoverable;
    if (!Object.keys(flags).length) return user;
    await this.store.setFlags(userId, flags);
    return (await this.users.findById(userId))!;
  }
}

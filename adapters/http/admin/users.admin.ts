import type { DeleteUser } from '../../../application/admin/delete-user.service.js';
import type { UpdateUserFlags } from '../../../application/admin/update-user-flags.service.js';
import type { UserListQuery, UserRepository } from '../../../application/ports/user.repository.js';
import { toProfile, type Profile } from '../../../domain/user/user.js';
import { requireAdmin } from '../session.js';
import { booleanFilter, choiceFilter, textFilter } from './filters.js';
import type { AdminResource } from './simple-rest.js';

const ROLES = ['user', 'instructor', 'admin'] as const;

/**
 * What the audit trail keeps of an account: who it is and the flags staff change, not the person's contact
 * data or bio (those would outlive the account's deletion in the log).
 */
export const userAuditSnapshot = (p: Pick<Profile, 'id' | 'username' | 'isAdmin' | 'isInstructor' | 'isDiscoverable' | 'isDisabled' | 'roles'>) => ({
  id: p.id,
  username: p.username,
  isAdmin: p.isAdmin,
  isInstructor: p.isInstructor,
  isDiscoverable: p.isDiscoverable,
  isDisabled: p.isDisabled,
  roles: p.roles,
});

export function usersResource(deps: { users: UserRepository; updateFlags: UpdateUserFlags; deleteUser: DeleteUser }): AdminResource<Profile, UserListQuery['sort']['field']> {
  const { users } = deps;
  return {
    name: 'users',
    sortFields: ['id', 'username', 'email', 'lastname', 'createdAt'],
    defaultSort: { field: 'id', order: 'DESC' },
    async list({ filter, ids, sort, offset, limit }) {
      const { items, total } = await users.list({
        q: textFilter(filter, 'q'), role: choiceFilter(filter, 'role', ROLES), disabled: booleanFilter(filter, 'disabled'), ids, sort, offset, limit,
      });
      return { items: items.map(toProfile), total };
    },
    async getOne(id) {
      const user = await users.findById(id);
      return user ? toProfile(user) : null;
    },
    // react-admin sends the whole record back; only the flags are read.
    update: async (id, data, ctx) =>
      toProfile(await deps.updateFlags.execute(requireAdmin(ctx), id, { isAdmin: data.isAdmin, isDiscoverable: data.isDiscoverable, isDisabled: data.isDisabled })),
    delete: async (id, ctx) => {
      await deps.deleteUser.execute(requireAdmin(ctx), id);
    },
    auditSnapshot: userAuditSnapshot,
  };
}

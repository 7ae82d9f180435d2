import { toProfile, type Profile } from '../../../domain/user/user.js';
import type { UserListQuery, UserRepository } from '../../../application/ports/user.repository.js';
import type { AdminResource } from './simple-rest.js';

const ROLES = ['user', 'instructor', 'admin'] as const;

export function usersResource(users: UserRepository): AdminResource<Profile, UserListQuery['sort']['field']> {
  return {
    name: 'users',
    sortFields: ['id', 'username', 'email', 'lastname', 'createdAt'],
    defaultSort: { field: 'id', order: 'DESC' },
    async list({ filter, ids, sort, offset, limit }) {
      const role = (ROLES as readonly unknown[]).includes(filter.role) ? (filter.role as UserListQuery['role']) : undefined;
      const q = typeof filter.q === 'string' ? filter.q : undefined;
      const { items, total } = await users.list({ q, role, ids, sort, offset, limit });
      return { items: items.map(toProfile), total };
    },
    async getOne(id) {
      const user = await users.findById(id);
      return user ? toProfile(user) : null;
    },
  };
}

import type { User } from '../../domain/user/user.js';
import type { SessionStore } from '../ports/security.js';
import type { UserRepository } from '../ports/user.repository.js';

/** Resolves the user behind a session token (cookie or bearer). */
export class CurrentUser {
  constructor(
    private readonly sessions: SessionStore,
    private readonly users: UserRepository,
  ) {}

  async execute(token: string | null): Promise<User | null> {
    if (!token) return null;
    const userId = await this.sessions.resolve(token);
    return userId === null ? null : this.users.findById(userId);
  }
}

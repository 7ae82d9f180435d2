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
    const user = userId === null ? null : await this.users.findById(userId);
    // A disabled account's sessions stop working at once (and work again if staff enable it).
    return user && !user.isDisabled ? user : null;
  }
}

import type { User } from '../../domain/user/user.js';
import type { SessionStore } from '../ports/security.js';
import type { UserRepository } from '../ports/user.repository.js';
import { AvatarUpload } from './avatar-upload.js';

/** Deletes an account with its favourites, sessions and reset tokens (the repository cascades). */
export class DeleteAccount {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionStore,
    private readonly avatars: AvatarUpload,
  ) {}

  async execute(user: User): Promise<void> {
    await this.sessions.destroyAllFor(user.id);
    await this.users.delete(user.id);
    await this.avatars.discard(user.avatar);
  }
}

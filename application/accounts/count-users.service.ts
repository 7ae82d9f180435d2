import type { UserRepository } from '../ports/user.repository.js';

export class CountUsers {
  constructor(private readonly users: UserRepository) {}

  execute(): Promise<number> {
    return this.users.count();
  }
}

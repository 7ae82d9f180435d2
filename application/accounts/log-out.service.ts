import type { SessionStore } from '../ports/security.js';

export class LogOut {
  constructor(private readonly sessions: SessionStore) {}

  async execute(token: string | null): Promise<void> {
    if (token) await this.sessions.destroy(token);
  }
}

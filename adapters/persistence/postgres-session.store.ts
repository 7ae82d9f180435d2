import type { MikroORM } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import type { SessionStore } from '../../application/ports/security.js';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * Sessions in PostgreSQL: they survive restarts and are shared by every app process. Only a SHA-256 of
 * the token is stored, so a leaked table opens no session.
 */
export class PostgresSessionStore implements SessionStore {
  constructor(private readonly orm: MikroORM) {}

  async create(userId: number): Promise<string> {
    const token = newToken();
    await this.orm.em.execute('insert into sessions (token_hash, user_id, expires_at) values (?, ?, ?)', [
      hashToken(token),
      userId,
      new Date(Date.now() + SESSION_LIFETIME_MS),
    ]);
    return token;
  }

  async resolve(token: string): Promise<number | null> {
    if (!token || token.length > 200) return null;
    const rows = await this.orm.em.execute<{ user_id: number }[]>(
      'select user_id from sessions where token_hash = ? and expires_at > now()',
      [hashToken(token)],
    );
    return rows[0]?.user_id ?? null;
  }

  async destroy(token: string): Promise<void> {
    await this.orm.em.execute('delete from sessions where token_hash = ?', [hashToken(token)]);
  }

  async destroyAllFor(userId: number): Promise<void> {
    await this.orm.em.execute('delete from sessions where user_id = ?', [userId]);
  }
}

import type { MikroORM } from '@mikro-orm/postgresql';
import type { PasswordResetTokens } from '../../application/ports/security.js';
import { hashToken, newToken } from './postgres-session.store.js';

export class PostgresPasswordResetTokens implements PasswordResetTokens {
  constructor(private readonly orm: MikroORM) {}

  async issue(userId: number, expiresAt: Date): Promise<string> {
    const token = newToken();
    await this.orm.em.execute('insert into password_resets (token_hash, user_id, expires_at) values (?, ?, ?)', [
      hashToken(token),
      userId,
      expiresAt,
    ]);
    return token;
  }

  /** One UPDATE marks the token used, so two concurrent uses cannot both succeed. */
  async consume(token: string, now: Date): Promise<number | null> {
    if (token.length > 200) return null;
    const rows = await this.orm.em.execute<{ user_id: number }[]>(
      `update password_resets set used_at = ? where token_hash = ? and used_at is null and expires_at > ?
       returning user_id`,
      [now, hashToken(token), now],
    );
    return rows[0]?.user_id ?? null;
  }
}

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

  /**
   * One UPDATE spends the token and, with it, every other outstanding link of its user (issue 34), so neither
   * two uses of one link nor of two links of the account can both succeed: the second waits on the rows the
   * first locked (both take them in the index's order), then finds them used.
   */
  async consume(token: string, now: Date): Promise<number | null> {
    if (token.length > 200) return null;
    const hash = hashToken(token);
    const rows = await this.orm.em.execute<{ user_id: number; mine: boolean }[]>(
      `update password_resets set used_at = ?
        where used_at is null
          and user_id = (select r.user_id from password_resets r where r.token_hash = ? and r.used_at is null and r.expires_at > ?)
       returning user_id, token_hash = ? as mine`,
      [now, hash, now, hash],
    );
    return rows.find((r) => r.mine)?.user_id ?? null;
  }
}

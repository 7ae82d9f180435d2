import type { MikroORM } from '@mikro-orm/postgresql';
import type { EmailChangeTokens } from '../../application/ports/security.js';
import { hashToken, newToken } from './postgres-session.store.js';

/** Email-change links in `email_changes`: the SHA-256 of the token only, as password resets and sessions. */
export class PostgresEmailChangeTokens implements EmailChangeTokens {
  constructor(private readonly orm: MikroORM) {}

  async issue(userId: number, email: string, expiresAt: Date): Promise<string> {
    const token = newToken();
    // The latest link alone works: an earlier one for another address is spent as this one is made.
    await this.orm.em.execute('delete from email_changes where user_id = ?', [userId]);
    await this.orm.em.execute('insert into email_changes (token_hash, user_id, email, expires_at) values (?, ?, ?, ?)', [
      hashToken(token),
      userId,
      email,
      expiresAt,
    ]);
    return token;
  }

  /** One statement spends the token and its account's other links, so two uses at once cannot both succeed. */
  async consume(token: string, now: Date): Promise<{ userId: number; email: string } | null> {
    if (token.length > 200) return null;
    const rows = await this.orm.em.execute<{ user_id: number; email: string }[]>(
      `with spent as (
         update email_changes set used_at = ? where token_hash = ? and used_at is null and expires_at > ?
         returning user_id, email),
       others as (
         update email_changes set used_at = ? where user_id in (select user_id from spent) and used_at is null and token_hash <> ?)
       select user_id, email from spent`,
      [now, hashToken(token), now, now, hashToken(token)],
    );
    const row = rows[0];
    return row ? { userId: row.user_id, email: row.email } : null;
  }
}

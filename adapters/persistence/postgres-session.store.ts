import type { MikroORM } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import type { SessionStore } from '../../application/ports/security.js';

export interface SessionLifetime {
  /** A session unused for this long is over (SESSION_IDLE_MINUTES). */
  idleMinutes: number;
  /** A session is over this long after login, used or not (SESSION_MAX_DAYS). */
  maxDays: number;
}

export const DEFAULT_SESSION_LIFETIME: SessionLifetime = { idleMinutes: 24 * 60, maxDays: 30 };

/** last_seen_at is written at most this often per session, not on every request. */
const TOUCH_EVERY_SECONDS = 60;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * Sessions in PostgreSQL: they survive restarts and are shared by every app process. Only a SHA-256 of
 * the token is stored, so a leaked table opens no session. Both timeouts are enforced here, by the
 * database clock: expires_at is the absolute end, last_seen_at the idle one.
 */
export class PostgresSessionStore implements SessionStore {
  constructor(
    private readonly orm: MikroORM,
    private readonly lifetime: SessionLifetime = DEFAULT_SESSION_LIFETIME,
  ) {}

  async create(userId: number): Promise<string> {
    const token = newToken();
    // The user's sessions that are over anyway go now, so the table does not grow with abandoned logins.
    await this.orm.em.execute(
      'delete from sessions where user_id = ? and (expires_at <= now() or last_seen_at <= now() - make_interval(mins => ?))',
      [userId, this.lifetime.idleMinutes],
    );
    await this.orm.em.execute(
      'insert into sessions (token_hash, user_id, expires_at) values (?, ?, now() + make_interval(days => ?))',
      [hashToken(token), userId, this.lifetime.maxDays],
    );
    return token;
  }

  async resolve(token: string): Promise<number | null> {
    if (!token || token.length > 200) return null;
    const hash = hashToken(token);
    const rows = await this.orm.em.execute<{ user_id: number; stale: boolean }[]>(
      `select user_id, last_seen_at < now() - make_interval(secs => ?) as stale from sessions
        where token_hash = ? and expires_at > now() and last_seen_at > now() - make_interval(mins => ?)`,
      [TOUCH_EVERY_SECONDS, hash, this.lifetime.idleMinutes],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.stale) await this.orm.em.execute('update sessions set last_seen_at = now() where token_hash = ?', [hash]);
    return row.user_id;
  }

  async destroy(token: string): Promise<void> {
    await this.orm.em.execute('delete from sessions where token_hash = ?', [hashToken(token)]);
  }

  async destroyAllFor(userId: number): Promise<void> {
    await this.orm.em.execute('delete from sessions where user_id = ?', [userId]);
  }

  async destroyOthers(userId: number, keepToken: string | null): Promise<void> {
    await this.orm.em.execute('delete from sessions where user_id = ? and token_hash <> ?', [userId, keepToken ? hashToken(keepToken) : '']);
  }
}

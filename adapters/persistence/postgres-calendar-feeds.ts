import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import type { CalendarFeedTokens, FeedOwner } from '../../application/ports/calendar-feeds.js';

/** 32 random bytes, URL-safe: the address is the credential, so it must not be guessable. */
const newToken = () => randomBytes(32).toString('base64url');
const columnOf = (owner: FeedOwner) => ('shareId' in owner ? { column: 'share_id', id: owner.shareId } : { column: 'user_id', id: owner.userId });

/** Feed tokens in PostgreSQL (calendar_feeds): one row per listing or user, its token replaced on reset. */
export class PostgresCalendarFeedTokens implements CalendarFeedTokens {
  constructor(private readonly orm: MikroORM) {}

  private get em(): EntityManager {
    return this.orm.em;
  }

  async tokenFor(owner: FeedOwner): Promise<string> {
    const { column, id } = columnOf(owner);
    // Two first reads at once: one insert wins, both answer the stored token.
    await this.em.execute(`insert into calendar_feeds (token, ${column}) values (?, ?) on conflict (${column}) do nothing`, [newToken(), id]);
    const [row] = await this.em.execute<{ token: string }[]>(`select token from calendar_feeds where ${column} = ?`, [id]);
    return row!.token;
  }

  async reset(owner: FeedOwner): Promise<string> {
    const { column, id } = columnOf(owner);
    const [row] = await this.em.execute<{ token: string }[]>(
      `insert into calendar_feeds (token, ${column}) values (?, ?) on conflict (${column}) do update set token = excluded.token, created_at = now() returning token`,
      [newToken(), id],
    );
    return row!.token;
  }

  async find(token: string): Promise<FeedOwner | null> {
    const [row] = await this.em.execute<{ share_id: number | null; user_id: number | null }[]>(
      'select share_id, user_id from calendar_feeds where token = ?', [token],
    );
    if (!row) return null;
    return row.share_id !== null ? { shareId: row.share_id } : { userId: row.user_id! };
  }
}

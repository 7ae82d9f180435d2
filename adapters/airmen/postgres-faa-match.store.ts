import type { MikroORM } from '@mikro-orm/postgresql';
import type { FaaMatchStore } from '../../application/ports/faa-match.repository.js';
import type { FaaMatch } from '../../domain/pilot/airmen/faa-match.js';

/** faa_matches (migration 20261217300000): each pilot's last match as JSON, removed with the account. */
export class PostgresFaaMatchStore implements FaaMatchStore {
  constructor(private readonly orm: MikroORM) {}

  async find(userId: number): Promise<FaaMatch | null> {
    const [row] = await this.orm.em.execute<{ match: FaaMatch }[]>('select match from faa_matches where user_id = ?', [userId]);
    return row?.match ?? null;
  }

  async findMany(userIds: number[]): Promise<Map<number, FaaMatch>> {
    if (!userIds.length) return new Map();
    const rows = await this.orm.em.execute<{ user_id: number; match: FaaMatch }[]>(
      'select user_id, match from faa_matches where user_id = any(?::int[])',
      [`{${userIds.join(',')}}`],
    );
    return new Map(rows.map((r) => [r.user_id, r.match]));
  }

  async save(userId: number, match: FaaMatch): Promise<void> {
    await this.orm.em.execute(
      `insert into faa_matches (user_id, match) values (?, ?::jsonb)
       on conflict (user_id) do update set match = excluded.match, updated_at = now()`,
      [userId, JSON.stringify(match)],
    );
  }
}

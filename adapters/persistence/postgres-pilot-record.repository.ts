import type { MikroORM } from '@mikro-orm/postgresql';
import type { PilotRecordRepository } from '../../application/ports/pilot-record.repository.js';
import type { PilotRecord } from '../../domain/pilot/pilot-record.js';

/** pilot_records (migration 20261205000000): the record as JSON, one row per pilot. */
export class PostgresPilotRecordRepository implements PilotRecordRepository {
  constructor(private readonly orm: MikroORM) {}

  async find(userId: number): Promise<PilotRecord | null> {
    const [row] = await this.orm.em.execute<{ record: PilotRecord }[]>('select record from pilot_records where user_id = ?', [userId]);
    return row ? row.record : null;
  }

  async save(userId: number, record: PilotRecord): Promise<void> {
    await this.orm.em.execute(
      `insert into pilot_records (user_id, record) values (?, ?::jsonb)
       on conflict (user_id) do update set record = excluded.record, updated_at = now()`,
      [userId, JSON.stringify(record)],
    );
  }

  async findMany(userIds: number[]): Promise<Map<number, PilotRecord>> {
    if (!userIds.length) return new Map();
    const rows = await this.orm.em.execute<{ user_id: number; record: PilotRecord }[]>(
      'select user_id, record from pilot_records where user_id = any(?::int[])',
      [`{${userIds.join(',')}}`],
    );
    return new Map(rows.map((r) => [r.user_id, r.record]));
  }
}

import type { MikroORM } from '@mikro-orm/postgresql';
import type { AdminAirportQuery, AdminAirportRecord, AdminAirportStore } from '../../application/ports/admin-airports.js';
import type { AirportCorrection } from '../../domain/airport/airport-rules.js';
import { escapeLike } from './mikro-orm-user.repository.js';

interface Row { id: number; location_id: string; facility: string; city: string; state: string; lat: number; long: number; share_count: number }

// The search read model keeps the number of active listings per airport: no count over shares per row.
const SELECT = `select a.id, a.location_id, a.facility, a.city, a.state, a.lat, a.long, coalesce(sa.shares, 0)::int as share_count
    from airports a left join search_airports sa on sa.airport_id = a.id`;
const SORT = { id: 'a.id', locationId: 'a.location_id', facility: 'lower(a.facility)', state: 'a.state' } as const;

const toRecord = (r: Row): AdminAirportRecord => ({
  id: r.id, locationId: r.location_id, facility: r.facility, city: r.city, state: r.state, lat: r.lat, lng: r.long, shareCount: r.share_count,
});

export class PostgresAdminAirportStore implements AdminAirportStore {
  constructor(private readonly orm: MikroORM) {}

  async findById(id: number): Promise<AdminAirportRecord | null> {
    const rows = await this.orm.em.execute<Row[]>(`${SELECT} where a.id = ?`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** The airports trigger copies the change into the search read model. */
  async correct(id: number, c: AirportCorrection): Promise<void> {
    await this.orm.em.execute(
      'update airports set facility = coalesce(?, facility), city = coalesce(?, city), state = coalesce(?, state) where id = ?',
      [c.facility ?? null, c.city ?? null, c.state ?? null, id],
    );
  }

  async list(q: AdminAirportQuery): Promise<{ items: AdminAirportRecord[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.ids) {
      where.push(`a.id in (${q.ids.map(() => '?').join(', ') || 'null'})`);
      params.push(...q.ids);
    }
    if (q.q?.trim()) {
      const like = `%${escapeLike(q.q.trim())}%`;
      where.push('(a.location_id ilike ? or a.facility ilike ? or a.city ilike ?)');
      params.push(like, like, like);
    }
    if (q.state) {
      where.push('a.state = ?');
      params.push(q.state.toUpperCase());
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const dir = q.sort.order === 'ASC' ? 'asc' : 'desc';
    const [{ total }] = await this.orm.em.execute<{ total: number }[]>(`select count(*)::int as total from airports a ${clause}`, params);
    const rows = await this.orm.em.execute<Row[]>(`${SELECT} ${clause} order by ${SORT[q.sort.field]} ${dir}, a.id ${dir} limit ? offset ?`, [
      ...params,
      q.limit,
      q.offset,
    ]);
    return { items: rows.map(toRecord), total };
  }
}

import type { MikroORM } from '@mikro-orm/postgresql';
import type { AdminInstructorQuery, AdminInstructorRecord, AdminInstructorStore } from '../../application/ports/admin-instructors.js';
import { escapeLike } from './mikro-orm-user.repository.js';

interface Row {
  id: number; user_id: number; username: string; firstname: string; lastname: string; email: string; business_name: string;
  rate_per_hour: number | null; tags: string[] | null; is_commercial: boolean; is_discoverable: boolean;
  airport_id: number; location_id: string; facility: string; city: string; state: string; created_at: Date; updated_at: Date;
}

const FROM = 'from instructors i join users u on u.id = i.user_id join airports p on p.id = i.airport_id';
const SELECT = `select i.id, i.user_id, u.username, u.firstname, u.lastname, u.email, i.business_name, i.rate_per_hour, i.tags,
         i.is_commercial, i.is_discoverable, i.airport_id, p.location_id, p.facility, p.city, p.state, i.created_at, i.updated_at
    ${FROM}`;
const SORT = {
  id: 'i.id',
  createdAt: 'i.created_at',
  ratePerHour: 'i.rate_per_hour',
  name: "lower(concat_ws(' ', u.firstname, u.lastname))",
} as const;

const toRecord = (r: Row): AdminInstructorRecord => ({
  id: r.id,
  userId: r.user_id,
  username: r.username,
  firstname: r.firstname,
  lastname: r.lastname,
  name: [r.firstname, r.lastname].filter(Boolean).join(' '),
  email: r.email,
  businessName: r.business_name,
  ratePerHour: r.rate_per_hour,
  tags: r.tags ?? [],
  isCommercial: r.is_commercial,
  isDiscoverable: r.is_discoverable,
  airport: { id: r.airport_id, locationId: r.location_id, facility: r.facility, city: r.city, state: r.state },
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

/** Professional profiles, discoverable or not, for the back office. */
export class PostgresAdminInstructorStore implements AdminInstructorStore {
  constructor(private readonly orm: MikroORM) {}

  async findById(id: number): Promise<AdminInstructorRecord | null> {
    const rows = await this.orm.em.execute<Row[]>(`${SELECT} where i.id = ?`, [id]);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  async setDiscoverable(id: number, discoverable: boolean): Promise<void> {
    await this.orm.em.execute('update instructors set is_discoverable = ?, updated_at = now() where id = ?', [discoverable, id]);
  }

  async list(q: AdminInstructorQuery): Promise<{ items: AdminInstructorRecord[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.ids) {
      where.push(`i.id in (${q.ids.map(() => '?').join(', ') || 'null'})`);
      params.push(...q.ids);
    }
    if (q.q?.trim()) {
      const like = `%${escapeLike(q.q.trim())}%`;
      where.push("(concat_ws(' ', u.firstname, u.lastname) ilike ? or u.username ilike ? or u.email ilike ? or i.business_name ilike ?)");
      params.push(like, like, like, like);
    }
    if (q.active !== undefined) {
      where.push('i.is_discoverable = ?');
      params.push(q.active);
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const dir = q.sort.order === 'ASC' ? 'asc' : 'desc';
    const [{ total }] = await this.orm.em.execute<{ total: number }[]>(`select count(*)::int as total ${FROM} ${clause}`, params);
    const rows = await this.orm.em.execute<Row[]>(
      `${SELECT} ${clause} order by ${SORT[q.sort.field]} ${dir} nulls last, i.id ${dir} limit ? offset ?`,
      [...params, q.limit, q.offset],
    );
    return { items: rows.map(toRecord), total };
  }
}

import type { MikroORM } from '@mikro-orm/postgresql';
import type { AdminShareQuery, AdminShareRecord, AdminShareStore } from '../../application/ports/admin-shares.js';
import type { MediaItem, MediaType } from '../../domain/share/share.js';
import type { ShareType } from '../../domain/share/share-types.js';
import { escapeLike } from './mikro-orm-user.repository.js';

interface Row {
  id: number; title: string; type: ShareType; tail_number: string | null; make: string; model: string; year: number | null;
  rate_per_hour: string | null; is_active: boolean; owner_id: number; owner_username: string; owner_email: string;
  airport_id: number; location_id: string; facility: string; city: string; state: string; list_date: Date; updated_at: Date;
}

const FROM = `from shares s
    join aircraft a on a.id = s.aircraft_id
    join airports p on p.id = s.airport_id
    join users u on u.id = s.owner_id`;
const SELECT = `select s.id, s.title, s.type, a.tail_number, a.make, a.model, a.year, s.rate_per_hour, s.is_active, s.owner_id,
         u.username as owner_username, u.email as owner_email, s.airport_id, p.location_id, p.facility, p.city, p.state,
         s.list_date, s.updated_at
    ${FROM}`;
const SORT = { id: 's.id', listDate: 's.list_date', ratePerHour: 's.rate_per_hour', title: 'lower(s.title)' } as const;

const toRecord = (r: Row, media: MediaItem[]): AdminShareRecord => ({
  id: r.id,
  title: r.title,
  type: r.type,
  tailNumber: r.tail_number,
  make: r.make,
  model: r.model,
  year: r.year,
  ratePerHour: r.rate_per_hour === null ? null : Number(r.rate_per_hour),
  isActive: r.is_active,
  ownerId: r.owner_id,
  ownerUsername: r.owner_username,
  ownerEmail: r.owner_email,
  airport: { id: r.airport_id, locationId: r.location_id, facility: r.facility, city: r.city, state: r.state },
  listDate: new Date(r.list_date),
  updatedAt: new Date(r.updated_at),
  media,
});

/** Every listing, active or not, for the back office. */
export class PostgresAdminShareStore implements AdminShareStore {
  constructor(private readonly orm: MikroORM) {}

  async findById(id: number): Promise<AdminShareRecord | null> {
    const rows = await this.orm.em.execute<Row[]>(`${SELECT} where s.id = ?`, [id]);
    return (await this.withMedia(rows))[0] ?? null;
  }

  async list(q: AdminShareQuery): Promise<{ items: AdminShareRecord[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.ids) {
      where.push(`s.id in (${q.ids.map(() => '?').join(', ') || 'null'})`);
      params.push(...q.ids);
    }
    if (q.q?.trim()) {
      const like = `%${escapeLike(q.q.trim())}%`;
      where.push('(s.title ilike ? or a.tail_number ilike ? or u.username ilike ?)');
      params.push(like, like, like);
    }
    if (q.type) {
      where.push('s.type = ?');
      params.push(q.type);
    }
    if (q.isActive !== undefined) {
      where.push('s.is_active = ?');
      params.push(q.isActive);
    }
    if (q.ownerId !== undefined) {
      where.push('s.owner_id = ?');
      params.push(q.ownerId);
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const dir = q.sort.order === 'ASC' ? 'asc' : 'desc';
    const [{ total }] = await this.orm.em.execute<{ total: number }[]>(`select count(*)::int as total ${FROM} ${clause}`, params);
    const rows = await this.orm.em.execute<Row[]>(
      `${SELECT} ${clause} order by ${SORT[q.sort.field]} ${dir} nulls last, s.id ${dir} limit ? offset ?`,
      [...params, q.limit, q.offset],
    );
    return { items: await this.withMedia(rows), total };
  }

  private async withMedia(rows: Row[]): Promise<AdminShareRecord[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const media = await this.orm.em.execute<{ share_id: number; type: MediaType; url: string; video_id: string | null }[]>(
      `select share_id, type, url, video_id from share_media where share_id in (${ids.map(() => '?').join(', ')}) order by share_id, position`,
      ids,
    );
    const byShare = new Map<number, MediaItem[]>();
    for (const m of media) {
      const list = byShare.get(m.share_id) ?? [];
      list.push({ type: m.type, url: m.url, videoId: m.video_id });
      byShare.set(m.share_id, list);
    }
    return rows.map((r) => toRecord(r, byShare.get(r.id) ?? []));
  }
}

import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { ALREADY_PROFESSIONAL } from '../../application/instructors/instructor-access.js';
import type { InstructorData, InstructorQuery, InstructorRepository } from '../../application/ports/instructor.repository.js';
import { conflict, notFound } from '../../domain/errors.js';
import type { Instructor } from '../../domain/instructor/instructor.js';
import { imageSizeSql, sizesOf, type ImageSizeJson } from './image-sizes.sql.js';

interface InstructorRow {
  id: number; user_id: number; business_name: string; rate_per_hour: number | null; about: string; airport_id: number;
  avatar_url: string | null; tags: string[] | null; is_commercial: boolean; is_discoverable: boolean;
  created_at: Date; updated_at: Date;
  // account
  firstname: string; lastname: string; email: string | null; bio: string; account_avatar_url: string | null;
  avatar_size: ImageSizeJson | null; account_avatar_size: ImageSizeJson | null;
  // airport
  location_id: string; facility: string; city: string; state: string; lat: number; long: number;
}

const SELECT = `
  select i.*, u.firstname, u.lastname, case when u.email_public then u.email end as email, u.bio, u.avatar_url as account_avatar_url,
         ${imageSizeSql('i.avatar_url')} as avatar_size, ${imageSizeSql('u.avatar_url')} as account_avatar_size,
         p.location_id, p.facility, p.city, p.state, p.lat, p.long
    from instructors i
    join users u on u.id = i.user_id
    join airports p on p.id = i.airport_id`;

const COLUMNS = ['business_name', 'rate_per_hour', 'about', 'airport_id', 'avatar_url', 'tags', 'is_commercial', 'is_discoverable'];

function values({ fields: f, profileAvatar }: InstructorData): unknown[] {
  return [f.businessName, f.ratePerHour, f.about, f.airportId, profileAvatar?.url ?? null, pgArray(f.tags), f.isCommercial, f.isDiscoverable];
}

/** Professional profiles in PostgreSQL: an `instructors` row per account, favourites in `instructor_favorites`. */
export class PostgresInstructorRepository implements InstructorRepository {
  constructor(private readonly orm: MikroORM) {}

  private get em(): EntityManager {
    return this.orm.em;
  }

  async create(userId: number, data: InstructorData): Promise<Instructor> {
    let id: number;
    try {
      id = await this.em.transactional(async (em) => {
        const [row] = await em.execute<{ id: number }[]>(
          `insert into instructors (user_id, ${COLUMNS.join(', ')}) values (?, ${COLUMNS.map(() => '?').join(', ')}) returning id`,
          [userId, ...values(data)],
        );
        await em.execute('update users set is_instructor = true, updated_at = now() where id = ?', [userId]);
        return row!.id;
      });
    } catch (e) {
      // Two creates racing for one account both pass the service's check; the unique user_id decides.
      if (e instanceof UniqueConstraintViolationException) throw conflict(ALREADY_PROFESSIONAL);
      throw e;
    }
    return (await this.findById(id))!;
  }

  async update(id: number, data: InstructorData): Promise<Instructor> {
    await this.em.execute(
      `update instructors set ${COLUMNS.map((c) => `${c} = ?`).join(', ')}, updated_at = now() where id = ?`,
      [...values(data), id],
    );
    const updated = await this.findById(id);
    if (!updated) throw notFound('Professional profile not found');
    return updated;
  }

  async delete(id: number): Promise<void> {
    await this.em.transactional(async (em) => {
      const rows = await em.execute<{ user_id: number }[]>('delete from instructors where id = ? returning user_id', [id]);
      if (rows[0]) await em.execute('update users set is_instructor = false, updated_at = now() where id = ?', [rows[0].user_id]);
    });
  }

  async findById(id: number): Promise<Instructor | null> {
    const [row] = await this.em.execute<InstructorRow[]>(`${SELECT} where i.id = ?`, [id]);
    return row ? toInstructor(row) : null;
  }

  async findByUser(userId: number): Promise<Instructor | null> {
    const [row] = await this.em.execute<InstructorRow[]>(`${SELECT} where i.user_id = ?`, [userId]);
    return row ? toInstructor(row) : null;
  }

  async list(q: InstructorQuery) {
    const where: string[] = ['(i.is_discoverable or i.user_id = ?)'];
    const params: unknown[] = [q.viewerId ?? 0];
    if (q.favoritesOf !== undefined) {
      where.push('exists (select 1 from instructor_favorites f where f.instructor_id = i.id and f.user_id = ?)');
      params.push(q.favoritesOf);
    }
    for (const word of q.keywords ?? []) {
      where.push('(i.business_name ilike ? or u.firstname ilike ? or u.lastname ilike ? or i.about ilike ?)');
      const like = `%${escapeLike(word)}%`;
      params.push(like, like, like, like);
    }
    if (q.tags?.length) {
      where.push('i.tags && ?::text[]');
      params.push(pgArray(q.tags));
    }
    if (q.near && q.radiusKm !== undefined) {
      // The airports' GiST index answers the box; the exact distance trims its corners.
      const metres = q.radiusKm * 1000;
      where.push('earth_box(ll_to_earth(?, ?), ?) @> ll_to_earth(p.lat, p.long)');
      where.push('earth_distance(ll_to_earth(?, ?), ll_to_earth(p.lat, p.long)) <= ?');
      params.push(q.near.lat, q.near.lng, metres, q.near.lat, q.near.lng, metres);
    }
    const clause = `where ${where.join(' and ')}`;
    const dir = q.sort.dir === 'asc' ? 'asc' : 'desc';
    // Every order ends on the id, so pages never repeat or skip a profile.
    let order = `i.created_at ${dir}, i.id ${dir}`;
    const orderParams: unknown[] = [];
    if (q.sort.by === 'ratePerHour') order = `i.rate_per_hour ${dir} nulls last, i.id asc`;
    if (q.sort.by === 'dist' && q.near) {
      order = `earth_distance(ll_to_earth(p.lat, p.long), ll_to_earth(?, ?)) ${dir}, i.id asc`;
      orderParams.push(q.near.lat, q.near.lng);
    }
    const [stats] = await this.em.execute<{ total: number }[]>(
      `select count(*)::int as total from instructors i join users u on u.id = i.user_id join airports p on p.id = i.airport_id ${clause}`,
      params,
    );
    const rows = await this.em.execute<InstructorRow[]>(
      `${SELECT} ${clause} order by ${order} limit ? offset ?`,
      [...params, ...orderParams, q.limit, q.offset],
    );
    return { items: rows.map(toInstructor), total: stats!.total };
  }

  async addFavorite(userId: number, instructorId: number): Promise<void> {
    await this.em.execute(
      'insert into instructor_favorites (user_id, instructor_id) values (?, ?) on conflict do nothing',
      [userId, instructorId],
    );
  }

  async removeFavorite(userId: number, instructorId: number): Promise<void> {
    await this.em.execute('delete from instructor_favorites where user_id = ? and instructor_id = ?', [userId, instructorId]);
  }

  async favoriteIds(userId: number, instructorIds: number[]): Promise<Set<number>> {
    if (!instructorIds.length) return new Set();
    const rows = await this.em.execute<{ instructor_id: number }[]>(
      `select instructor_id from instructor_favorites where user_id = ? and instructor_id in (${instructorIds.map(() => '?').join(', ')})`,
      [userId, ...instructorIds],
    );
    return new Set(rows.map((r) => r.instructor_id));
  }
}

/** A text[] literal: knex would otherwise expand a JS array into a list of parameters. */
function pgArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function toInstructor(r: InstructorRow): Instructor {
  const own = r.avatar_url ? { url: r.avatar_url, type: 'image' as const, ...sizesOf(r.avatar_url, r.avatar_size) } : null;
  const account = r.account_avatar_url
    ? { url: r.account_avatar_url, type: 'image' as const, ...sizesOf(r.account_avatar_url, r.account_avatar_size) }
    : null;
  return {
    id: r.id,
    userId: r.user_id,
    businessName: r.business_name,
    ratePerHour: r.rate_per_hour === null ? null : Number(r.rate_per_hour),
    about: r.about,
    airport: { id: r.airport_id, locationId: r.location_id, facility: r.facility, city: r.city, state: r.state, lat: Number(r.lat), long: Number(r.long) },
    avatar: own ?? account,
    profileAvatar: own,
    tags: r.tags ?? [],
    isCommercial: r.is_commercial,
    isDiscoverable: r.is_discoverable,
    first: r.firstname,
    last: r.lastname,
    email: r.email,
    bio: r.bio,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

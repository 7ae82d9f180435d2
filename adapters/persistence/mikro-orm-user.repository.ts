import { UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { conflict, notFound } from '../../domain/errors.js';
import { MESSAGES } from '../../domain/user/account-rules.js';
import type { AirportRef } from '../../domain/airport/airport.js';
import type { AuthProvider, User } from '../../domain/user/user.js';
import type { NewUser, UserChanges, UserListQuery, UserRepository } from '../../application/ports/user.repository.js';
import type { ImageSizes } from '../../domain/media/image-sizes.js';
import { AirportSchema, UserSchema, type UserRow } from './entities/schemas.js';
import { imageSizesByUrl } from './image-sizes.sql.js';

const SORT_FIELDS: Record<UserListQuery['sort']['field'], keyof UserRow> = {
  id: 'id',
  username: 'username',
  email: 'email',
  lastname: 'lastname',
  createdAt: 'createdAt',
};

export class MikroOrmUserRepository implements UserRepository {
  constructor(private readonly orm: MikroORM) {}

  private get em(): EntityManager {
    return this.orm.em;
  }

  async findById(id: number): Promise<User | null> {
    const row = await this.em.findOne(UserSchema, { id }, { populate: ['airport'], refresh: true });
    return row ? this.toDomain(row) : null;
  }

  async findByLogin(login: string): Promise<User | null> {
    const value = login.toLowerCase();
    return this.findOneWhere({ $or: [{ username: { $ilike: escapeLike(value) } }, { email: value }] });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.findOneWhere({ email: email.trim().toLowerCase() });
  }

  findByProvider(provider: AuthProvider, providerId: string): Promise<User | null> {
    return this.findOneWhere({ provider, providerId });
  }

  async usernameTaken(username: string): Promise<boolean> {
    return (await this.em.count(UserSchema, { username: { $ilike: escapeLike(username) } })) > 0;
  }

  async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
    const where: FilterQuery<UserRow> = { email: email.trim().toLowerCase() };
    if (exceptUserId !== undefined) where.id = { $ne: exceptUserId };
    return (await this.em.count(UserSchema, where)) > 0;
  }

  async create(user: NewUser): Promise<User> {
    const em = this.em.fork();
    const row = em.create(UserSchema, {
      username: user.username,
      email: user.email,
      firstname: user.firstname,
      lastname: user.lastname,
      provider: user.provider,
      providerId: user.providerId,
      passwordHash: user.passwordHash,
      avatarUrl: user.avatar?.url ?? null,
      airport: user.airportId ? em.getReference(AirportSchema, user.airportId) : null,
      isDiscoverable: user.isDiscoverable,
      bio: user.bio,
      credentials: [],
      totalHours: null,
      wantedPlane: '',
      mostExpPlane: '',
      isInstructor: false,
      isAdmin: user.isAdmin ?? false,
      isDisabled: false,
      emailPublic: user.emailPublic ?? false,
    } as unknown as UserRow);
    try {
      await em.flush();
    } catch (e) {
      throw translateUnique(e);
    }
    return (await this.findById(row.id))!;
  }

  async update(id: number, changes: UserChanges): Promise<User> {
    const em = this.em.fork();
    const row = await em.findOne(UserSchema, { id });
    if (!row) throw notFound('User not found');
    const { avatar, airportId, ...plain } = changes;
    em.assign(row, plain as Partial<UserRow>);
    if (avatar !== undefined) row.avatarUrl = avatar?.url ?? null;
    if (airportId !== undefined) row.airport = airportId ? em.getReference(AirportSchema, airportId) : null;
    try {
      await em.flush();
    } catch (e) {
      throw translateUnique(e);
    }
    return (await this.findById(id))!;
  }

  async delete(id: number): Promise<void> {
    await this.em.transactional(async (em) => {
      // A listing's aircraft row owns it; removing those first frees their tail numbers for others.
      await em.execute('delete from aircraft where id in (select aircraft_id from shares where owner_id = ?)', [id]);
      await em.execute('delete from users where id = ?', [id]);
    });
  }

  count(): Promise<number> {
    return this.em.count(UserSchema, {});
  }

  async followAirport(userId: number, airportId: number): Promise<void> {
    await this.em.execute(
      'insert into user_favorite_airports (user_id, airport_id) values (?, ?) on conflict do nothing',
      [userId, airportId],
    );
  }

  async unfollowAirport(userId: number, airportId: number): Promise<void> {
    await this.em.execute('delete from user_favorite_airports where user_id = ? and airport_id = ?', [userId, airportId]);
  }

  async list(query: UserListQuery): Promise<{ items: User[]; total: number }> {
    const where: FilterQuery<UserRow> = {};
    if (query.ids) where.id = { $in: query.ids };
    if (query.q?.trim()) {
      const like = `%${escapeLike(query.q.trim())}%`;
      where.$or = [
        { username: { $ilike: like } },
        { email: { $ilike: like } },
        { firstname: { $ilike: like } },
        { lastname: { $ilike: like } },
      ];
    }
    if (query.role === 'admin') where.isAdmin = true;
    if (query.role === 'instructor') where.isInstructor = true;
    if (query.role === 'user') Object.assign(where, { isAdmin: false, isInstructor: false });
    if (query.disabled !== undefined) where.isDisabled = query.disabled;
    const [rows, total] = await this.em.findAndCount(UserSchema, where, {
      populate: ['airport'],
      // The id breaks ties; when the sort is by id itself it must not overwrite the asked direction.
      orderBy: query.sort.field === 'id' ? { id: query.sort.order } : { [SORT_FIELDS[query.sort.field]]: query.sort.order, id: 'ASC' },
      offset: query.offset,
      limit: query.limit,
      refresh: true,
    });
    const favorites = await this.favoritesOf(rows.map((r) => r.id));
    const sizes = await imageSizesByUrl(this.em, rows.map((r) => r.avatarUrl));
    return { items: rows.map((r) => toUser(r, favorites.get(r.id) ?? [], sizes.get(r.avatarUrl ?? ''))), total };
  }

  private async findOneWhere(where: FilterQuery<UserRow>): Promise<User | null> {
    const row = await this.em.findOne(UserSchema, where, { populate: ['airport'], refresh: true });
    return row ? this.toDomain(row) : null;
  }

  private async toDomain(row: UserRow): Promise<User> {
    const favorites = await this.favoritesOf([row.id]);
    const sizes = await imageSizesByUrl(this.em, [row.avatarUrl]);
    return toUser(row, favorites.get(row.id) ?? [], sizes.get(row.avatarUrl ?? ''));
  }

  private async favoritesOf(userIds: number[]): Promise<Map<number, AirportRef[]>> {
    const map = new Map<number, AirportRef[]>();
    if (!userIds.length) return map;
    const rows = await this.em.execute<{ user_id: number; id: number; location_id: string; facility: string; city: string; state: string }[]>(
      `select f.user_id, a.id, a.location_id, a.facility, a.city, a.state from user_favorite_airports f
       join airports a on a.id = f.airport_id where f.user_id in (${userIds.map(() => '?').join(',')})
       order by f.created_at, a.location_id`,
      userIds,
    );
    for (const r of rows) {
      const list = map.get(r.user_id) ?? [];
      list.push({ id: r.id, locationId: r.location_id, facility: r.facility, city: r.city, state: r.state });
      map.set(r.user_id, list);
    }
    return map;
  }
}

function toUser(row: UserRow, favoriteAirports: AirportRef[], avatarSizes?: ImageSizes): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    provider: row.provider as AuthProvider,
    providerId: row.providerId,
    passwordHash: row.passwordHash,
    avatar: row.avatarUrl ? { url: row.avatarUrl, type: 'image', ...avatarSizes } : null,
    airport: row.airport
      ? { id: row.airport.id, locationId: row.airport.locationId, facility: row.airport.facility, city: row.airport.city, state: row.airport.state }
      : null,
    isDiscoverable: row.isDiscoverable,
    bio: row.bio,
    credentials: row.credentials ?? [],
    totalHours: row.totalHours,
    wantedPlane: row.wantedPlane,
    mostExpPlane: row.mostExpPlane,
    isInstructor: row.isInstructor,
    isAdmin: row.isAdmin,
    isDisabled: row.isDisabled ?? false,
    emailPublic: row.emailPublic ?? false,
    favoriteAirports,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The unique indexes of `users` (migrations/Migration20261121000000_accounts.ts) and the field each guards. */
const UNIQUE_FIELDS: Record<string, { field: 'username' | 'email'; message: string }> = {
  users_username_key: { field: 'username', message: MESSAGES.usernameTaken },
  users_email_key: { field: 'email', message: MESSAGES.emailTaken },
};

/**
 * Two sign-ups racing for one username (or email) both pass the check; the unique index decides, and the
 * index PostgreSQL names (the driver error's `constraint`, which MikroORM's exception copies) says which
 * field was taken. The error's message holds the whole statement, so it names every column: never read it.
 */
function translateUnique(e: unknown): unknown {
  if (e instanceof UniqueConstraintViolationException) {
    const taken = UNIQUE_FIELDS[String((e as { constraint?: unknown }).constraint)];
    // Another unique key (one Google identity signing up twice at once): the account exists, no field to mark.
    if (!taken) return conflict(MESSAGES.userExists);
    return conflict(MESSAGES.userExists, [taken.message], { [taken.field]: [taken.message] });
  }
  return e;
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

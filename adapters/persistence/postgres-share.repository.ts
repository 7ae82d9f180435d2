import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { conflict, notFound } from '../../domain/errors.js';
import type { MediaItem, MediaType, Share } from '../../domain/share/share.js';
import type { ShareType } from '../../domain/share/share-types.js';
import type { Minimums } from '../../domain/pilot/minimums.js';
import { makeModelKey } from '../../domain/pilot/make-model.js';
import type { ShareData, ShareQuery, ShareRepository } from '../../application/ports/share.repository.js';
import { imageSizeSql, sizesOf, type ImageSizeJson } from './image-sizes.sql.js';
import { PARTNER_PROFILE_JOIN, PARTNER_PROFILE_JSON, writeListingPartnerProfile } from './listing-partner-profiles.sql.js';
import type { ListingPartnerProfile } from '../../domain/partner/partner-profile.js';

export const TAIL_NUMBER_IN_USE = 'Tail number already in use.';

interface ShareRow {
  id: number; aircraft_id: number; owner_id: number; type: string; title: string; description: string; url: string;
  rate_per_hour: string | null; is_wet: boolean; is_active: boolean; default_media: number; airport_id: number;
  business_name: string; cost: string | null; desired_number_of_pilots: number; share_percent_offered: string | null;
  price_percent_offered: string | null; club_name: string; club_rep_name: string; club_member_size: number | null;
  club_num_aircrafts: number | null; club_website_url: string; club_email: string; club_phone: string;
  preferred_instructor_name: string; preferred_instructor_email: string; list_date: Date; updated_at: Date;
  // aircraft
  tail_number: string | null; reg_owner: string; make: string; model: string; year: number | null; serial: string;
  engine_hours: string; engine_manufacturer: string; engine_model: string; classification: string; categories: string[];
  interior: string; exterior: string; avionics: string; equipment: string; comments: string; tags: string[];
  instrument_rating_required: boolean; retractable: boolean; complex: boolean; high_performance: boolean; tailwheel: boolean;
  multi_engine: boolean; minimums: Minimums | null;
  // airport and owner
  location_id: string; facility: string; city: string; state: string; lat: number; long: number;
  owner_first: string; owner_last: string; owner_email: string | null; owner_avatar: string | null; owner_since: Date;
  partner_profile: ListingPartnerProfile | null;
}

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));

const SELECT = `
  select s.*, a.tail_number, a.reg_owner, a.make, a.model, a.year, a.serial, a.engine_hours, a.engine_manufacturer,
         a.engine_model, a.classification, a.categories, a.interior, a.exterior, a.avionics, a.equipment, a.comments,
         a.tags, a.instrument_rating_required, a.retractable, a.complex, a.high_performance, a.tailwheel, a.multi_engine,
         p.location_id, p.facility, p.city, p.state, p.lat, p.long,
         u.firstname as owner_first, u.lastname as owner_last, case when u.email_public then u.email end as owner_email,
         u.avatar_url as owner_avatar, u.created_at as owner_since, ${PARTNER_PROFILE_JSON} as partner_profile
    from shares s
    join aircraft a on a.id = s.aircraft_id
    join airports p on p.id = s.airport_id
    join users u on u.id = s.owner_id
    ${PARTNER_PROFILE_JOIN}`;

/** Listings in PostgreSQL: a share row, its aircraft row, its ordered media rows. */
export class PostgresShareRepository implements ShareRepository {
  constructor(private readonly orm: MikroORM) {}

  private get em(): EntityManager {
    return this.orm.em;
  }

  async create(ownerId: number, data: ShareData): Promise<Share> {
    const id = await this.write(async (em) => {
      const [aircraft] = await em.execute<{ id: number }[]>(
        `insert into aircraft (${AIRCRAFT_COLUMNS.join(', ')}) values (${AIRCRAFT_COLUMNS.map(() => '?').join(', ')}) returning id`,
        aircraftValues(data),
      );
      const [share] = await em.execute<{ id: number }[]>(
        `insert into shares (aircraft_id, owner_id, airport_id, ownership_confirmed_at, ${SHARE_COLUMNS.join(', ')})
         values (?, ?, ?, case when ? then now() end, ${SHARE_COLUMNS.map(() => '?').join(', ')}) returning id`,
        [aircraft!.id, ownerId, data.airportId, data.ownershipConfirmed === true, ...shareValues(data)],
      );
      await insertMedia(em, share!.id, data.media);
      if (data.partnerProfile) await writeListingPartnerProfile(em, share!.id, data.partnerProfile);
      return share!.id;
    });
    return (await this.findById(id))!;
  }

  async update(id: number, data: ShareData): Promise<Share> {
    await this.write(async (em) => {
      const rows = await em.execute<{ aircraft_id: number }[]>('select aircraft_id from shares where id = ? for update', [id]);
      if (!rows[0]) throw notFound('Listing not found');
      await em.execute(
        `update aircraft set ${AIRCRAFT_COLUMNS.map((c) => `${c} = ?`).join(', ')}, updated_at = now() where id = ?`,
        [...aircraftValues(data), rows[0].aircraft_id],
      );
      await em.execute(
        `update shares set airport_id = ?, ${SHARE_COLUMNS.map((c) => `${c} = ?`).join(', ')}, updated_at = now() where id = ?`,
        [data.airportId, ...shareValues(data), id],
      );
      await em.execute('delete from share_media where share_id = ?', [id]);
      await insertMedia(em, id, data.media);
      if (data.partnerProfile !== undefined) await writeListingPartnerProfile(em, id, data.partnerProfile);
    });
    return (await this.findById(id))!;
  }

  async findById(id: number): Promise<Share | null> {
    const rows = await this.em.execute<ShareRow[]>(`${SELECT} where s.id = ?`, [id]);
    if (!rows[0]) return null;
    return (await this.withMedia(rows))[0]!;
  }

  async delete(id: number): Promise<void> {
    // The aircraft row owns the share (1:1); deleting it cascades to the share, its media and favourites.
    await this.em.execute('delete from aircraft where id = (select aircraft_id from shares where id = ?)', [id]);
  }

  async setActive(id: number, active: boolean): Promise<Share> {
    await this.em.execute('update shares set is_active = ?, updated_at = now() where id = ?', [active, id]);
    const share = await this.findById(id);
    if (!share) throw notFound('Listing not found');
    return share;
  }

  async tailNumberInUse(tailNumber: string, exceptShareId?: number): Promise<boolean> {
    const rows = await this.em.execute<{ n: number }[]>(
      `select count(*)::int as n from aircraft a join shares s on s.aircraft_id = a.id
        where a.tail_number = ? and s.id <> ?`,
      [tailNumber, exceptShareId ?? 0],
    );
    return rows[0]!.n > 0;
  }

  async list(q: ShareQuery) {
    const where: string[] = ['(s.is_active or s.owner_id = ? or ?)'];
    const params: unknown[] = [q.viewer.userId ?? 0, q.viewer.isAdmin];
    if (q.id !== undefined) {
      where.push('s.id = ?');
      params.push(q.id);
    }
    if (q.ownerId !== undefined) {
      where.push('s.owner_id = ?');
      params.push(q.ownerId);
    }
    if (q.favoritesOf !== undefined) {
      where.push('exists (select 1 from share_favorites f where f.share_id = s.id and f.user_id = ?)');
      params.push(q.favoritesOf);
    }
    if (q.types?.length) {
      where.push(`s.type in (${q.types.map(() => '?').join(', ')})`);
      params.push(...q.types);
    }
    if (q.airportId !== undefined) {
      where.push('s.airport_id = ?');
      params.push(q.airportId);
    }
    const clause = `where ${where.join(' and ')}`;
    const dir = q.sort.dir === 'asc' ? 'asc' : 'desc';
    let order = `s.list_date ${dir}, s.id ${dir}`;
    const orderParams: unknown[] = [];
    if (q.sort.by === 'ratePerHour') order = `s.rate_per_hour ${dir} nulls last, s.id desc`;
    if (q.sort.by === 'dist' && q.near) {
      order = `earth_distance(ll_to_earth(p.lat, p.long), ll_to_earth(?, ?)) ${dir}, s.id desc`;
      orderParams.push(q.near.lat, q.near.lng);
    }
    const [stats] = await this.em.execute<{ total: number; lat: number | null; lng: number | null }[]>(
      `select count(*)::int as total, avg(p.lat) as lat, avg(p.long) as lng
         from shares s join airports p on p.id = s.airport_id ${clause}`,
      params,
    );
    const rows = await this.em.execute<ShareRow[]>(
      `${SELECT} ${clause} order by ${order} limit ? offset ?`,
      [...params, ...orderParams, q.limit, q.offset],
    );
    const centre = stats!.lat === null || stats!.lng === null ? null : { lat: Number(stats!.lat), lng: Number(stats!.lng) };
    return { items: await this.withMedia(rows), total: stats!.total, centre };
  }

  async addFavorite(userId: number, shareId: number): Promise<void> {
    await this.em.execute('insert into share_favorites (user_id, share_id) values (?, ?) on conflict do nothing', [userId, shareId]);
  }

  async removeFavorite(userId: number, shareId: number): Promise<void> {
    await this.em.execute('delete from share_favorites where user_id = ? and share_id = ?', [userId, shareId]);
  }

  async favoriteIds(userId: number, shareIds: number[]): Promise<Set<number>> {
    if (!shareIds.length) return new Set();
    const rows = await this.em.execute<{ share_id: number }[]>(
      `select share_id from share_favorites where user_id = ? and share_id in (${shareIds.map(() => '?').join(', ')})`,
      [userId, ...shareIds],
    );
    return new Set(rows.map((r) => r.share_id));
  }

  async imageUrlsOfOwner(ownerId: number): Promise<string[]> {
    const rows = await this.em.execute<{ url: string }[]>(
      `select m.url from share_media m join shares s on s.id = m.share_id where s.owner_id = ? and m.type = 'image'`,
      [ownerId],
    );
    return rows.map((r) => r.url);
  }

  private async write<T>(fn: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.em.transactional(fn);
    } catch (e) {
      if (e instanceof UniqueConstraintViolationException) throw conflict(TAIL_NUMBER_IN_USE, [TAIL_NUMBER_IN_USE], { tailNumber: [TAIL_NUMBER_IN_USE] });
      throw e;
    }
  }

  private async withMedia(rows: ShareRow[]): Promise<Share[]> {
    const media = new Map<number, MediaItem[]>();
    if (rows.length) {
      const ids = rows.map((r) => r.id);
      const items = await this.em.execute<{ share_id: number; type: MediaType; url: string; video_id: string | null; size: ImageSizeJson | null }[]>(
        `select m.share_id, m.type, m.url, m.video_id, ${imageSizeSql('m.url')} as size
           from share_media m where m.share_id in (${ids.map(() => '?').join(', ')}) order by m.share_id, m.position`,
        ids,
      );
      for (const m of items) {
        const list = media.get(m.share_id) ?? [];
        list.push({ type: m.type, url: m.url, videoId: m.video_id, ...(m.type === 'image' ? sizesOf(m.url, m.size) : {}) });
        media.set(m.share_id, list);
      }
    }
    return rows.map((r) => toShare(r, media.get(r.id) ?? []));
  }
}

const AIRCRAFT_COLUMNS = [
  'tail_number', 'reg_owner', 'make', 'model', 'year', 'serial', 'engine_hours', 'engine_manufacturer', 'engine_model',
  'classification', 'categories', 'interior', 'exterior', 'avionics', 'equipment', 'comments', 'tags', 'instrument_rating_required',
  'retractable', 'complex', 'high_performance', 'tailwheel', 'multi_engine', 'model_key', 'make_model_key',
];

function aircraftValues({ aircraft: a }: ShareData): unknown[] {
  return [
    a.tailNumber || null, a.regOwner, a.make, a.model, a.year, a.serial, a.engineHours, a.engineManufacturer, a.engineModel,
    a.classification, pgArray(a.categories), a.interior, a.exterior, a.avionics, a.equipment, a.comments, pgArray(a.tags),
    a.instrumentRatingRequired, a.retractable, a.complex, a.highPerformance, a.tailwheel, a.multiEngine,
    // What the search's "planes I qualify for" compares with the pilot's hours in make and model.
    makeModelKey(a.model), makeModelKey(`${a.make} ${a.model}`),
  ];
}

const SHARE_COLUMNS = [
  'type', 'title', 'description', 'url', 'rate_per_hour', 'is_wet', 'default_media', 'business_name', 'cost',
  'desired_number_of_pilots', 'share_percent_offered', 'price_percent_offered', 'club_name', 'club_rep_name',
  'club_member_size', 'club_num_aircrafts', 'club_website_url', 'club_email', 'club_phone', 'preferred_instructor_name',
  'preferred_instructor_email', 'minimums',
];

function shareValues({ fields: f }: ShareData): unknown[] {
  return [
    f.type, f.title, f.description, f.url, f.ratePerHour, f.isWet, f.defaultMedia, f.businessName, f.cost,
    f.desiredNumberOfPilots, f.sharePercentOffered, f.pricePercentOffered, f.clubName, f.clubRepName, f.clubMemberSize,
    f.clubNumAircrafts, f.clubWebsiteUrl, f.clubEmail, f.clubPhone, f.preferredInstructorName, f.preferredInstructorEmail,
    JSON.stringify(f.minimums),
  ];
}

/** A text[] literal: knex would otherwise expand a JS array into a list of parameters. */
function pgArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

async function insertMedia(em: EntityManager, shareId: number, media: MediaItem[]): Promise<void> {
  if (!media.length) return;
  await em.execute(
    `insert into share_media (share_id, position, type, url, video_id) values ${media.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
    media.flatMap((m, i) => [shareId, i, m.type, m.url, m.videoId ?? null]),
  );
}

function toShare(r: ShareRow, media: MediaItem[]): Share {
  return {
    id: r.id,
    aircraftId: r.aircraft_id,
    type: r.type as ShareType,
    title: r.title,
    description: r.description,
    url: r.url,
    ratePerHour: num(r.rate_per_hour),
    isWet: r.is_wet,
    isActive: r.is_active,
    defaultMedia: r.default_media,
    businessName: r.business_name,
    cost: num(r.cost),
    desiredNumberOfPilots: r.desired_number_of_pilots,
    sharePercentOffered: num(r.share_percent_offered),
    pricePercentOffered: num(r.price_percent_offered),
    clubName: r.club_name,
    clubRepName: r.club_rep_name,
    clubMemberSize: r.club_member_size,
    clubNumAircrafts: r.club_num_aircrafts,
    clubWebsiteUrl: r.club_website_url,
    clubEmail: r.club_email,
    clubPhone: r.club_phone,
    preferredInstructorName: r.preferred_instructor_name,
    preferredInstructorEmail: r.preferred_instructor_email,
    minimums: r.minimums ?? {},
    partnerProfile: r.partner_profile,
    media,
    airport: { id: r.airport_id, locationId: r.location_id, facility: r.facility, city: r.city, state: r.state, lat: Number(r.lat), long: Number(r.long) },
    owner: { id: r.owner_id, first: r.owner_first, last: r.owner_last, email: r.owner_email, avatarUrl: r.owner_avatar, memberSince: new Date(r.owner_since) },
    listDate: new Date(r.list_date),
    updatedAt: new Date(r.updated_at),
    aircraft: {
      id: r.aircraft_id,
      tailNumber: r.tail_number ?? '',
      regOwner: r.reg_owner,
      make: r.make,
      model: r.model,
      year: r.year,
      serial: r.serial,
      engineHours: Number(r.engine_hours),
      engineManufacturer: r.engine_manufacturer,
      engineModel: r.engine_model,
      classification: r.classification,
      categories: r.categories ?? [],
      interior: r.interior,
      exterior: r.exterior,
      avionics: r.avionics,
      equipment: r.equipment,
      comments: r.comments,
      tags: r.tags ?? [],
      instrumentRatingRequired: r.instrument_rating_required,
      retractable: r.retractable,
      complex: r.complex,
      highPerformance: r.high_performance,
      tailwheel: r.tailwheel,
      multiEngine: r.multi_engine,
    },
  };
}

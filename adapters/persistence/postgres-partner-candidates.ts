import type { MikroORM } from '@mikro-orm/postgresql';
import type { CandidateQuery, GeoPoint, PartnerCandidates, PartnerSeeker } from '../../application/ports/partner-candidates.js';
import type { ListingCandidate, PilotCandidate } from '../../domain/partner/partner-fit.js';
import {
  MAX_CO_OWNERS, MAX_DRIVE_KM, PARTNER_LISTING_TYPES, type Flies, type LookingFor, type Mission, type PartnerListingType,
  type PartnerProfile, type Scale,
} from '../../domain/partner/partner-profile.js';
import type { AircraftTag } from '../../domain/options.js';
import { qualifiedSql } from './qualification.sql.js';

/** A partner_profiles row as read (bigint cents as float8: numbers, exact below 2^53). */
interface ProfileRow {
  visible: boolean;
  looking_for: LookingFor;
  buy_in_min: number;
  buy_in_max: number;
  monthly_min: number;
  monthly_max: number;
  hours_per_year: number;
  missions: Mission[];
  aircraft_kinds: AircraftTag[];
  drive_km: number;
  upgrade_appetite: Scale;
  maintenance_care: Scale;
  flies: Flies;
}

const PROFILE_COLUMNS = (p: string) => `${p}.visible, ${p}.looking_for, ${p}.buy_in_min_cents::float8 as buy_in_min, ${p}.buy_in_max_cents::float8 as buy_in_max,
  ${p}.monthly_min_cents::float8 as monthly_min, ${p}.monthly_max_cents::float8 as monthly_max, ${p}.hours_per_year, ${p}.missions,
  ${p}.aircraft_kinds, ${p}.drive_km, ${p}.upgrade_appetite, ${p}.maintenance_care, ${p}.flies`;

const profileOf = (r: ProfileRow): PartnerProfile => ({
  visible: r.visible,
  lookingFor: r.looking_for,
  buyInCents: { min: r.buy_in_min, max: r.buy_in_max },
  monthlyCents: { min: r.monthly_min, max: r.monthly_max },
  hoursPerYear: r.hours_per_year,
  missions: r.missions,
  aircraftKinds: r.aircraft_kinds,
  driveKm: r.drive_km,
  upgradeAppetite: r.upgrade_appetite,
  maintenanceCare: r.maintenance_care,
  flies: r.flies,
});

/** The declared total of a pilot_records row (the counted record is read for the one who asks only). */
const TOTAL_HOURS = (r: string) => `case when jsonb_typeof(${r}.record -> 'totalHours') = 'number' then (${r}.record ->> 'totalHours')::float8 end`;

/**
 * The airports inside both circles: the one asked for and his drive around his home airport (each tested
 * with earth_box on the airports' ll_to_earth GiST index, then exactly). Parameters: centre lat, lng,
 * radius m (x3 with the box), home lat, lng, drive m; the distance from home comes out as `home_km`.
 */
const AIRPORTS_IN_REACH = `select a.id, a.facility, earth_distance(ll_to_earth(?::float8, ?::float8), ll_to_earth(a.lat, a.long)) / 1000 as home_km
    from airports a
   where earth_box(ll_to_earth(?::float8, ?::float8), ?::float8) @> ll_to_earth(a.lat, a.long)
     and earth_distance(ll_to_earth(?::float8, ?::float8), ll_to_earth(a.lat, a.long)) <= ?::float8
     and earth_box(ll_to_earth(?::float8, ?::float8), ?::float8) @> ll_to_earth(a.lat, a.long)`;

const reachParams = (home: GeoPoint, centre: GeoPoint, radiusM: number, driveM: number) => [
  home.lat, home.lng, centre.lat, centre.lng, radiusM, centre.lat, centre.lng, radiusM, home.lat, home.lng, driveM,
];

/**
 * "Partners for you" read side (issue 41) over partner_profiles and listing_partner_profiles (migration
 * 20261218000000). Every hard filter of partner-fit.ts the tables can answer is in the SQL, each as loose
 * as the domain's rule or looser, so nothing that passes the domain is left out:
 * - the drive: the listing's (or pilot's home) airport within his driveKm of his home airport;
 * - the buy-in at most his highest; the monthly cost at his hours (monthly_fixed + hourly x hours / 12,
 *   before rounding, less a cent) at most his highest monthly;
 * - at most MAX_CO_OWNERS co-owners, him included, in a partnership or share (clubs are exempt);
 * - the insurance minimums he meets (qualification.sql.ts over search_entries' requirement columns);
 * - pilots: within both drives, budgets (buy-in and monthly) that overlap his; visible profiles only, never a
 *   disabled account, never himself; listings: active, not his own.
 */
export class PostgresPartnerCandidates implements PartnerCandidates {
  constructor(private readonly orm: MikroORM) {}

  private exec<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.orm.em.getConnection().execute<T[]>(sql, params);
  }

  async seekerOf(userId: number): Promise<{ profile: PartnerProfile; home: GeoPoint | null } | null> {
    const [row] = await this.exec<ProfileRow & { lat: number | null; long: number | null }>(
      `select ${PROFILE_COLUMNS('p')}, a.lat, a.long
         from partner_profiles p join users u on u.id = p.user_id left join airports a on a.id = u.airport_id
        where p.user_id = ?`,
      [userId],
    );
    if (!row) return null;
    return { profile: profileOf(row), home: row.lat === null || row.long === null ? null : { lat: row.lat, lng: row.long } };
  }

  async listings(q: CandidateQuery): Promise<Array<ListingCandidate & { airportId: number }>> {
    const { profile, home } = q.seeker;
    const types = (q.types ?? PARTNER_LISTING_TYPES).filter((t) => (PARTNER_LISTING_TYPES as readonly string[]).includes(t));
    if (!types.length) return [];
    const qualified = q.facts ? qualifiedSql(q.facts) : null;
    const rows = await this.exec<ListingRow>(
      `with reach as materialized (${AIRPORTS_IN_REACH})
       select s.id, s.type, s.airport_id, r.facility as airport_name, ac.tags, r.home_km, se.req_any,
              lp.buy_in_cents::float8 as buy_in, lp.monthly_fixed_cents::float8 as monthly_fixed, lp.hourly_rate_cents::float8 as hourly,
              lp.wet, lp.group_hours_per_year, lp.partners, lp.partners_wanted, lp.missions, lp.upgrade_appetite, lp.maintenance_care, lp.flies,
              ${TOTAL_HOURS('pr')} as owner_total_hours
         from reach r
         join shares s on s.airport_id = r.id and s.is_active
         join listing_partner_profiles lp on lp.share_id = s.id
         join aircraft ac on ac.id = s.aircraft_id
         join search_entries se on se.kind = 0 and se.entity_id = s.id
         left join pilot_records pr on pr.user_id = s.owner_id
        where r.home_km <= ?::float8
          and s.type = any(?::text[]) and s.owner_id <> ?::int ${q.shareId !== undefined ? 'and s.id = ?::int' : ''}
          and lp.buy_in_cents <= ?::float8
          and lp.monthly_fixed_cents + lp.hourly_rate_cents * ?::float8 / 12 - 1 <= ?::float8
          and (s.type = 'FLIGHT_CLUB' or lp.partners + 1 <= ?::int)
          ${qualified ? `and ${qualified.sql.replace(/\breq_/g, 'se.req_')}` : ''}`,
      [
        ...reachParams(home, q.centre, q.radiusKm * 1000, driveMetres(profile)),
        profile.driveKm,
        `{${types.join(',')}}`, q.seeker.userId, ...(q.shareId !== undefined ? [q.shareId] : []),
        profile.buyInCents.max, profile.hoursPerYear, profile.monthlyCents.max, MAX_CO_OWNERS,
        ...(qualified ? qualified.params : []),
      ],
    );
    return rows.map((r) => ({
      id: r.id,
      type: r.type,
      group: {
        buyInCents: r.buy_in, monthlyFixedCents: r.monthly_fixed, hourlyRateCents: r.hourly, wet: r.wet,
        groupHoursPerYear: r.group_hours_per_year, partners: r.partners, partnersWanted: r.partners_wanted, missions: r.missions,
        upgradeAppetite: r.upgrade_appetite, maintenanceCare: r.maintenance_care, flies: r.flies,
      },
      aircraftTags: r.tags,
      distanceKm: r.home_km,
      airportName: r.airport_name,
      // Those he does not meet were left out above; a listing that asks nothing says so.
      minimumsMet: r.req_any ? (qualified ? true : null) : null,
      ownerTotalHours: r.owner_total_hours,
      airportId: r.airport_id,
    }));
  }

  async pilots(q: CandidateQuery): Promise<PilotCandidate[]> {
    const { profile, home } = q.seeker;
    const rows = await this.exec<ProfileRow & { id: number; home_km: number; total_hours: number | null }>(
      `with reach as materialized (${AIRPORTS_IN_REACH})
       select u.id, r.home_km, ${PROFILE_COLUMNS('p')}, ${TOTAL_HOURS('pr')} as total_hours
         from reach r
         join users u on u.airport_id = r.id and not u.is_disabled
         join partner_profiles p on p.user_id = u.id and p.visible
         left join pilot_records pr on pr.user_id = u.id
        where r.home_km <= ?::float8 and r.home_km <= p.drive_km and u.id <> ?::int
          and p.buy_in_min_cents <= ?::float8 and p.buy_in_max_cents >= ?::float8
          and p.monthly_min_cents <= ?::float8 and p.monthly_max_cents >= ?::float8`,
      [
        ...reachParams(home, q.centre, q.radiusKm * 1000, driveMetres(profile)), profile.driveKm, q.seeker.userId,
        profile.buyInCents.max, profile.buyInCents.min, profile.monthlyCents.max, profile.monthlyCents.min,
      ],
    );
    return rows.map((r) => ({ id: r.id, distanceKm: r.home_km, profile: profileOf(r), totalHours: r.total_hours }));
  }

  async pilotsNear(shareId: number): Promise<PartnerSeeker[]> {
    // Every pilot whose drive reaches the listing's airport (MAX_DRIVE_KM bounds the box), with a budget
    // the listing's buy-in and monthly cost at his hours fit under.
    const rows = await this.exec<ProfileRow & { user_id: number; lat: number; long: number }>(
      `select p.user_id, ${PROFILE_COLUMNS('p')}, ha.lat, ha.long
         from shares s
         join airports sa on sa.id = s.airport_id
         join listing_partner_profiles lp on lp.share_id = s.id
         join airports ha on earth_box(ll_to_earth(sa.lat, sa.long), ?::float8) @> ll_to_earth(ha.lat, ha.long)
         join users u on u.airport_id = ha.id and not u.is_disabled and u.id <> s.owner_id
         join partner_profiles p on p.user_id = u.id and p.visible
        where s.id = ?::int and s.is_active
          and earth_distance(ll_to_earth(sa.lat, sa.long), ll_to_earth(ha.lat, ha.long)) <= p.drive_km * 1000.0 + 1
          and lp.buy_in_cents <= p.buy_in_max_cents
          and lp.monthly_fixed_cents + lp.hourly_rate_cents * p.hours_per_year / 12.0 - 1 <= p.monthly_max_cents
        order by p.user_id`,
      [MAX_DRIVE_KM * 1000 + 1000, shareId],
    );
    return rows.map((r) => ({ userId: r.user_id, profile: profileOf(r), home: { lat: r.lat, lng: r.long } }));
  }
}

interface ListingRow {
  id: number;
  airport_id: number;
  airport_name: string;
  type: PartnerListingType;
  tags: string[];
  home_km: number;
  req_any: boolean;
  buy_in: number;
  monthly_fixed: number;
  hourly: number;
  wet: boolean;
  group_hours_per_year: number;
  partners: number;
  partners_wanted: number;
  missions: Mission[];
  upgrade_appetite: Scale;
  maintenance_care: Scale;
  flies: Flies;
  owner_total_hours: number | null;
}

/** The box around his home: his drive, a kilometre wider (the exact test is on home_km). */
const driveMetres = (p: PartnerProfile) => p.driveKm * 1000 + 1000;

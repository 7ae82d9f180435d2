import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { CandidateBatch, CandidateQuery, GeoPoint, PartnerCandidates, PartnerSeeker } from '../../application/ports/partner-candidates.js';
import type { ListingCandidate, PilotCandidate } from '../../domain/partner/partner-fit.js';
import { FIT_TERM_WEIGHTS, GROUP_HOURS_RANGE } from '../../domain/partner/partner-fit.js';
import {
  MAX_CO_OWNERS, MAX_DRIVE_KM, MISSIONS, PARTNER_LISTING_TYPES, type Flies, type LookingFor, type Mission, type PartnerListingType,
  type PartnerProfile, type Scale,
} from '../../domain/partner/partner-profile.js';
import type { AircraftTag } from '../../domain/options.js';
import { qualifiedSql } from './qualification.sql.js';
import { preparesStatements } from './orm.js';

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

/**
 * A text[] column as JSON: the same array of strings, parsed by JSON.parse instead of the driver's array parser
 * in JavaScript (a few hundred rows a request, two arrays each).
 */
const JSON_ARRAY = (column: string) => `to_json(${column})`;

const PROFILE_COLUMNS = (p: string) => `${p}.visible, ${p}.looking_for, ${p}.buy_in_min_cents::float8 as buy_in_min, ${p}.buy_in_max_cents::float8 as buy_in_max,
  ${p}.monthly_min_cents::float8 as monthly_min, ${p}.monthly_max_cents::float8 as monthly_max, ${p}.hours_per_year, ${JSON_ARRAY(`${p}.missions`)} as missions,
  ${JSON_ARRAY(`${p}.aircraft_kinds`)} as aircraft_kinds, ${p}.drive_km, ${p}.upgrade_appetite, ${p}.maintenance_care, ${p}.flies`;

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
 * with earth_box on the airports' ll_to_earth GiST index, then exactly), with their distance from home
 * (`home_km`). Parameters: home lat, lng, centre lat, lng, radius m (x2), home lat, lng, drive m (the box),
 * drive km (the exact test).
 */
const AIRPORTS_IN_REACH = `select id, home_km from (
  select a.id, earth_distance(ll_to_earth(?::float8, ?::float8), ll_to_earth(a.lat, a.long)) / 1000 as home_km
    from airports a
   where earth_box(ll_to_earth(?::float8, ?::float8), ?::float8) @> ll_to_earth(a.lat, a.long)
     and earth_distance(ll_to_earth(?::float8, ?::float8), ll_to_earth(a.lat, a.long)) <= ?::float8
     and earth_box(ll_to_earth(?::float8, ?::float8), ?::float8) @> ll_to_earth(a.lat, a.long)) r
  where home_km <= ?::float8
  order by id`;

const reachParams = (home: GeoPoint, centre: GeoPoint, radiusM: number, driveM: number, driveKm: number) => [
  home.lat, home.lng, centre.lat, centre.lng, radiusM, centre.lat, centre.lng, radiusM, home.lat, home.lng, driveM, driveKm,
];

/** The reach's airports as the candidates' statements take them: ids and km from home, each an array literal. */
interface Reach { ids: string; kms: string }

/**
 * How long a reach is kept (the airports' places change by an administrator's edit only), and how many: a
 * pilot's next request (paging, the other kind, a refresh) reads no airport. Its distances are PostgreSQL's,
 * read back exactly (float8 written as its shortest text), so a kept reach answers what the statement would.
 */
const REACH_TTL_MS = 60_000;
const REACH_KEPT = 2_000;

/** The airports' rows of the reach, as the candidates' statements join them. */
const REACH_ROWS = 'select * from unnest(?::int[], ?::float8[]) as r(id, home_km)';

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
  constructor(
    private readonly orm: MikroORM,
    /** Sees every statement with its parameters (the bench EXPLAINs them). */
    private readonly record: (sql: string, params: unknown[]) => void = () => {},
  ) {}

  /**
   * In the caller's transaction when there is one (the new-match mail is queued in the listing's write);
   * otherwise as a named prepared statement (a few texts, planned once per connection: planning the
   * candidates' statement took longer than running it).
   */
  private async exec<T>(sql: string, params: unknown[]): Promise<T[]> {
    this.record(sql, params);
    const em = this.orm.em;
    const client = (em.getConnection().getKnex() as { client?: Partial<PooledClient> }).client;
    // Behind a transaction-mode pooler (DATABASE_PREPARED_STATEMENTS off) it is planned each time.
    if (em.isInTransaction() || !client?.acquireConnection || !client.releaseConnection || !preparesStatements(this.orm)) return em.execute<T[]>(sql, params);
    const connection = await client.acquireConnection();
    try {
      let n = 0;
      const text = sql.replace(/\?/g, () => `$${++n}`);
      const name = `partners_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      return (await connection.query({ name, text, values: params })).rows as T[];
    } finally {
      await client.releaseConnection(connection);
    }
  }

  private readonly reaches = new Map<string, { until: number; reach: Promise<Reach> }>();

  /** The airports in both circles (his drive and the area asked), kept REACH_TTL_MS. */
  private reachOf(home: GeoPoint, centre: GeoPoint, radiusKm: number, driveKm: number): Promise<Reach> {
    const key = `${home.lat},${home.lng},${centre.lat},${centre.lng},${radiusKm},${driveKm}`;
    const now = Date.now();
    const kept = this.reaches.get(key);
    if (kept && kept.until > now) return kept.reach;
    if (this.reaches.size >= REACH_KEPT) {
      for (const [k, v] of this.reaches) if (v.until <= now) this.reaches.delete(k);
      if (this.reaches.size >= REACH_KEPT) this.reaches.delete(this.reaches.keys().next().value!);
    }
    const reach = this.exec<{ id: number; home_km: number }>(AIRPORTS_IN_REACH, reachParams(home, centre, radiusKm * 1000, driveKm * 1000 + 1000, driveKm))
      .then((rows) => ({ ids: `{${rows.map((r) => r.id).join(',')}}`, kms: `{${rows.map((r) => r.home_km).join(',')}}` }));
    this.reaches.set(key, { until: now + REACH_TTL_MS, reach });
    reach.catch(() => this.reaches.delete(key));
    return reach;
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

  async listings(q: CandidateQuery): Promise<CandidateBatch<ListingCandidate & { airportId: number; ownerId: number }>> {
    const { profile, home } = q.seeker;
    const types = (q.types ?? PARTNER_LISTING_TYPES).filter((t) => (PARTNER_LISTING_TYPES as readonly string[]).includes(t));
    if (!types.length) return { candidates: [], read: 0, lastBound: null };
    const qualified = q.facts ? qualifiedSql(q.facts) : null;
    // Without a window (the find page's sortBy=fit reads them all) nothing stops on the bound: not computed.
    const bound = q.window ? listingBound(profile) : NO_BOUND;
    const reach = await this.reachOf(home, q.centre, q.radiusKm, profile.driveKm);
    // The area's profiles through listing_partner_profiles_reach_idx, filtered on the index's columns, the
    // best bound first; then, for that window only, the listing, its aircraft, its minimums and its owner.
    const rows = await this.exec<ListingRow>(
      `with reach as materialized (${REACH_ROWS}),
       window_ as materialized (
         select lp.share_id, r.id as airport_id, r.home_km, ${bound.sql} as bound
           from reach r
           join listing_partner_profiles lp on lp.airport_id = r.id and lp.listed
          where lp.share_type = any(?::text[]) ${q.shareId !== undefined ? 'and lp.share_id = ?::int' : ''}
            and lp.buy_in_cents <= ?::float8
            and lp.monthly_fixed_cents + lp.hourly_rate_cents * ?::float8 / 12 - 1 <= ?::float8
            and (lp.share_type = 'FLIGHT_CLUB' or lp.partners + 1 <= ?::int)
          order by bound desc, r.home_km, lp.share_id
          ${q.window ? 'limit ?::int offset ?::int' : ''})
       select w.share_id as id, w.airport_id, ap.facility as airport_name, w.home_km, w.bound,
              s.type, s.owner_id, s.is_active and s.owner_id <> ?::int as eligible, ${JSON_ARRAY('ac.tags')} as tags, coalesce(se.req_any, false) as req_any,
              ${qualified ? `coalesce(${qualified.sql.replace(/\breq_/g, 'se.req_')}, false)` : 'null::boolean'} as meets,
              lp.buy_in_cents::float8 as buy_in, lp.monthly_fixed_cents::float8 as monthly_fixed, lp.hourly_rate_cents::float8 as hourly,
              lp.wet, lp.group_hours_per_year, lp.partners, lp.partners_wanted, ${JSON_ARRAY('lp.missions')} as missions, lp.upgrade_appetite, lp.maintenance_care, lp.flies,
              ${TOTAL_HOURS('pr')} as owner_total_hours
         from window_ w
         join listing_partner_profiles lp on lp.share_id = w.share_id
         join shares s on s.id = w.share_id
         join airports ap on ap.id = w.airport_id
         join aircraft ac on ac.id = s.aircraft_id
         left join search_entries se on se.kind = 0 and se.entity_id = s.id
         left join pilot_records pr on pr.user_id = s.owner_id
        order by w.bound desc, w.home_km, w.share_id`,
      [
        reach.ids, reach.kms,
        ...bound.params,
        `{${types.join(',')}}`, ...(q.shareId !== undefined ? [q.shareId] : []),
        profile.buyInCents.max, profile.hoursPerYear, profile.monthlyCents.max, MAX_CO_OWNERS,
        ...(q.window ? [q.window.limit, q.window.offset] : []),
        q.seeker.userId,
        ...(qualified ? qualified.params : []),
      ],
    );
    const candidates = rows.filter((r) => r.eligible).map((r) => ({
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
      // His insurance-minimums match (qualification.sql.ts); null when the listing asks nothing.
      minimumsMet: r.req_any ? r.meets : null,
      ownerTotalHours: r.owner_total_hours,
      airportId: r.airport_id,
      ownerId: r.owner_id,
    }));
    return { candidates, read: rows.length, lastBound: rows.length ? rows[rows.length - 1]!.bound : null };
  }

  async pilots(q: CandidateQuery): Promise<CandidateBatch<PilotCandidate>> {
    const { profile, home } = q.seeker;
    const bound = q.window ? pilotBound(profile) : NO_BOUND;
    const reach = await this.reachOf(home, q.centre, q.radiusKm, profile.driveKm);
    // The area's visible profiles through partner_profiles_reach_idx, within both drives and with budgets
    // that meet his, the best bound first; the account (never disabled) and the record for that window only.
    const rows = await this.exec<ProfileRow & { id: number; home_km: number; bound: number; eligible: boolean; total_hours: number | null }>(
      `with reach as materialized (${REACH_ROWS}),
       window_ as materialized (
         select p.user_id, r.home_km, ${bound.sql} as bound
           from reach r
           join partner_profiles p on p.airport_id = r.id and p.visible
          where r.home_km <= p.drive_km and p.user_id <> ?::int
            and p.buy_in_min_cents <= ?::float8 and p.buy_in_max_cents >= ?::float8
            and p.monthly_min_cents <= ?::float8 and p.monthly_max_cents >= ?::float8
          order by bound desc, r.home_km, p.user_id
          ${q.window ? 'limit ?::int offset ?::int' : ''})
       select w.user_id as id, w.home_km, w.bound, not u.is_disabled and u.is_discoverable and u.airport_id = p.airport_id as eligible,
              ${PROFILE_COLUMNS('p')}, ${TOTAL_HOURS('pr')} as total_hours
         from window_ w
         join partner_profiles p on p.user_id = w.user_id
         join users u on u.id = w.user_id
         left join pilot_records pr on pr.user_id = w.user_id
        order by w.bound desc, w.home_km, w.user_id`,
      [
        reach.ids, reach.kms,
        ...bound.params,
        q.seeker.userId,
        profile.buyInCents.max, profile.buyInCents.min, profile.monthlyCents.max, profile.monthlyCents.min,
        ...(q.window ? [q.window.limit, q.window.offset] : []),
      ],
    );
    const candidates = rows.filter((r) => r.eligible).map((r) => ({ id: r.id, distanceKm: r.home_km, profile: profileOf(r), totalHours: r.total_hours }));
    return { candidates, read: rows.length, lastBound: rows.length ? rows[rows.length - 1]!.bound : null };
  }

  async pilotsNear(shareId: number): Promise<PartnerSeeker[]> {
    // Every pilot with a visible profile and its mails on whose drive reaches the listing's airport
    // (MAX_DRIVE_KM bounds the box), whose budget the listing's buy-in and monthly cost at his hours fit.
    const rows = await this.exec<ProfileRow & { user_id: number; lat: number; long: number }>(
      `select p.user_id, ${PROFILE_COLUMNS('p')}, ha.lat, ha.long
         from shares s
         join airports sa on sa.id = s.airport_id
         join listing_partner_profiles lp on lp.share_id = s.id
         join airports ha on earth_box(ll_to_earth(sa.lat, sa.long), ?::float8) @> ll_to_earth(ha.lat, ha.long)
         join partner_profiles p on p.airport_id = ha.id and p.visible and p.match_mails
         join users u on u.id = p.user_id and not u.is_disabled and u.id <> s.owner_id
        where s.id = ?::int and s.is_active
          and earth_distance(ll_to_earth(sa.lat, sa.long), ll_to_earth(ha.lat, ha.long)) <= p.drive_km * 1000.0 + 1
          and lp.buy_in_cents <= p.buy_in_max_cents
          and lp.monthly_fixed_cents + lp.hourly_rate_cents * p.hours_per_year / 12.0 - 1 <= p.monthly_max_cents
        order by p.user_id`,
      [MAX_DRIVE_KM * 1000 + 1000, shareId],
    );
    return rows.map((r) => ({ userId: r.user_id, profile: profileOf(r), home: { lat: r.lat, lng: r.long } }));
  }

  /** The new-match mails' switch, off (their unsubscribe link). */
  async stop(userId: number): Promise<void> {
    await this.exec('update partner_profiles set match_mails = false where user_id = ?', [userId]);
  }

}

interface ListingRow {
  id: number;
  owner_id: number;
  bound: number;
  eligible: boolean;
  meets: boolean | null;
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

/** The bound of a read without a window: none (every candidate is read, in the order of their distance). */
const NO_BOUND = { sql: 'null::float8', params: [] as unknown[] };

/** The weights of the terms the bounds take at their most (the terms the tables cannot tell). */
const W = FIT_TERM_WEIGHTS;

/** A term's fraction from the hours of two sides, as partner-fit.ts's hoursMatchTerm (1, its most, when one states none). */
const HOURS_MATCH = (mine: string, theirs: string) =>
  `(case when ${theirs} <= 0 then 1 when ${mine} = ${theirs} then 1 else least(${mine}, ${theirs}) / greatest(${mine}, ${theirs}) end)`;
/** Each other partner's hours a year (a partnership still to form: its lister's). */
const THEIRS = '(lp.group_hours_per_year::float8 / greatest(lp.partners, 1))';
/** groupHoursTerm's fraction of a year's total hours. */
const GROUP_HOURS = (total: string) =>
  `(case when ${total} < ${GROUP_HOURS_RANGE.min} then ${total} / ${GROUP_HOURS_RANGE.min}.0
         when ${total} > ${GROUP_HOURS_RANGE.max} then greatest(0, 1 - (${total} - ${GROUP_HOURS_RANGE.max}) / ${GROUP_HOURS_RANGE.max}.0) else 1 end)`;
/** scaleTerm's fraction: 0 apart is 1, 4 apart is 0. */
const SCALE = (mine: string, theirs: string) => `(1 - abs(${mine} - ${theirs}) / 4.0)`;
/** The part of `mine` that `theirs` holds (1 when either is empty: the term's most). */
const SHARED = (mine: string, theirs: string) =>
  `(case when cardinality(${mine}) = 0 or cardinality(${theirs}) = 0 then 1
         else (select count(*) from unnest(${mine}) m where m = any(${theirs}))::float8 / cardinality(${mine}) end)`;

/** fit-terms.ts's WEEKEND_SHARE: the part of a pilot's outings flown on weekends. */
const WEEKEND_SHARE_SQL = (flies: string) => `(case ${flies} when 'weekends' then 1.0 when 'both' then 2.0 / 7 else 0.0 end)`;
/** fit-terms.ts's saturdayChance: a pilot's chance of wanting a given Saturday (outings of 2 hours over 104 weekend days). */
const SATURDAY_CHANCE = (flies: string, hoursEach: string) => `least(1.0, (greatest(0.0, ${hoursEach}) / 2.0) * ${WEEKEND_SHARE_SQL(flies)} / 104.0)`;
const SATURDAY_SHARE: Record<string, number> = { weekends: 1, both: 2 / 7, weekdays: 0 };
/**
 * weekendsTerm's fraction: 1 - 2 x his chance x the chance that one of the others wants it too (1 for a
 * weekday flyer). `count` others fly `hoursEach` each.
 */
const WEEKENDS = (p: PartnerProfile, flies: string, count: string, hoursEach: string) =>
  SATURDAY_SHARE[p.flies] === 0
    ? '1.0'
    : `greatest(0.0, 1 - 2 * {{chance}} * (1 - power(1 - ${SATURDAY_CHANCE(flies, hoursEach)}, ${count})))`;
/**
 * monthlyCostTerm's fraction at most, from the cost at his hours before rounding (dues + rate x tenths / 120;
 * the domain rounds the flying line once, half a cent at most, so the cost is taken anywhere a cent either
 * side): 0.8 below his range, 1 inside it, from 1 down to 0.5 in the top tenth of it (the most of these
 * over that cent either side).
 */
const MONTHLY_COST = (cost: string) => `(case when ${cost} + 1 < {{monthlyMin}} then 0.8
    when ${cost} - 1 <= {{monthlyMax}} - {{nearBand}} then 1.0
    else greatest(case when ${cost} - 1 < {{monthlyMin}} then 0.8 else 0.0 end,
                  coalesce(least(1.0, 0.5 + 0.5 * ({{monthlyMax}} - (${cost} - 1)) / nullif({{nearBand}}, 0)), 1.0)) end)`;
const LISTING_COST = '(lp.monthly_fixed_cents::float8 + lp.hourly_rate_cents::float8 * {{tenths}} / 120.0)';
/** overlapShare's fraction of two ranges that meet (the SQL keeps only those): 1 when one holds the other. */
const OVERLAP_SHARE = (minA: string, maxA: string, minB: string, maxB: string) =>
  `(case when least(${maxA} - ${minA}, ${maxB} - ${minB}) = 0 then 1.0
         else (least(${maxA}, ${maxB}) - greatest(${minA}, ${minB}))::float8 / least(${maxA} - ${minA}, ${maxB} - ${minB}) end)`;
/** A hair over the SQL's floating point, so the bound never falls under the domain's sum of the same terms. */
const SLACK = 1e-6;

/**
 * The most a listing can score for him (partner-fit.ts's listingFit), from its row: the terms the table
 * tells exactly (the monthly cost at his hours, the group's hours, the hours match (in a club, flying more
 * than a member is whole), the weekends, the missions, upgrades, maintenance), each at its weight, the
 * aircraft's kind whole when he wants any kind, and the others (the aircraft's kind, experience) at their full
 * weight. A listing scores round(points) <= bound + 0.5, so once the 20th best scores more than a window's
 * last bound + 0.5, nothing after it can enter (application/partners/partners-for-you.service.ts).
 */
function listingBound(p: PartnerProfile): { sql: string; params: unknown[] } {
  const { hours, missions, upgrade, care } = TOKENS;
  return bind(p, `(${W.aircraftKind + W.experience + SLACK}
    + ${W.monthlyCost} * ${MONTHLY_COST(LISTING_COST)}
    + ${W.groupHours} * ${GROUP_HOURS(`(lp.group_hours_per_year + ${hours})`)}
    + ${W.hoursMatch} * (case when lp.share_type = 'FLIGHT_CLUB' and ${hours} > ${THEIRS} then 1 else ${HOURS_MATCH(hours, THEIRS)} end)
    + ${W.weekends} * ${WEEKENDS(p, 'lp.flies', 'greatest(lp.partners, 1)', THEIRS)}
    + ${W.mission} * ${SHARED(missions, 'lp.missions')}
    + ${W.upgrade} * ${SCALE(upgrade, 'lp.upgrade_appetite')}
    + ${W.maintenance} * ${SCALE(care, 'lp.maintenance_care')})::float8`);
}

/**
 * The same for another pilot (pilotFit): his missions are matched both ways, half each; the budgets' overlap,
 * the weekends and the aircraft kinds are told exactly; only experience is at its full weight.
 */
function pilotBound(p: PartnerProfile): { sql: string; params: unknown[] } {
  const { hours, missions, upgrade, care } = TOKENS;
  return bind(p, `(${W.experience + SLACK}
    + ${W.monthlyCost} * (${OVERLAP_SHARE('{{buyInMin}}', '{{buyInMax}}', 'p.buy_in_min_cents', 'p.buy_in_max_cents')}
      + ${OVERLAP_SHARE('{{monthlyMin}}', '{{monthlyMax}}', 'p.monthly_min_cents', 'p.monthly_max_cents')}) / 2
    + ${W.groupHours} * ${GROUP_HOURS(`(p.hours_per_year + ${hours})`)}
    + ${W.hoursMatch} * ${HOURS_MATCH(hours, 'p.hours_per_year::float8')}
    + ${W.weekends} * ${WEEKENDS(p, 'p.flies', '1', 'p.hours_per_year::float8')}
    + ${W.mission} * (${SHARED(missions, 'p.missions')} + ${SHARED('p.missions', missions)}) / 2
    + ${W.aircraftKind} * (case when cardinality({{kinds}}) = 0 or cardinality(p.aircraft_kinds) = 0 or p.aircraft_kinds && {{kinds}} then 1 else 0 end)
    + ${W.upgrade} * ${SCALE(upgrade, 'p.upgrade_appetite')}
    + ${W.maintenance} * ${SCALE(care, 'p.maintenance_care')})::float8`);
}

/** Where his figures go in a bound's text: each becomes a parameter, in the order they appear. */
const TOKENS = { hours: '{{hours}}', missions: '{{missions}}', upgrade: '{{upgrade}}', care: '{{care}}' } as const;

function bind(p: PartnerProfile, text: string): { sql: string; params: unknown[] } {
  const values: Record<string, [cast: string, value: unknown]> = {
    hours: ['float8', p.hoursPerYear],
    missions: ['text[]', `{${p.missions.filter((m) => (MISSIONS as readonly string[]).includes(m)).join(',')}}`],
    // His kinds as an array literal; one that could not be written as one counts as any kind (the term whole).
    kinds: ['text[]', p.aircraftKinds.every((k) => /^[A-Za-z0-9_-]+$/.test(k)) ? `{${p.aircraftKinds.join(',')}}` : '{}'],
    upgrade: ['int', p.upgradeAppetite],
    care: ['int', p.maintenanceCare],
    // newMemberMonthlyCost's tenths of an hour a year; monthlyCostTerm's band near his highest.
    tenths: ['float8', Math.round(p.hoursPerYear * 10)],
    monthlyMin: ['float8', p.monthlyCents.min],
    monthlyMax: ['float8', p.monthlyCents.max],
    nearBand: ['float8', p.monthlyCents.max * 0.1],
    buyInMin: ['float8', p.buyInCents.min],
    buyInMax: ['float8', p.buyInCents.max],
    chance: ['float8', Math.min(1, (Math.max(0, p.hoursPerYear) / 2) * (SATURDAY_SHARE[p.flies] ?? 0) / 104)],
  };
  const params: unknown[] = [];
  const sql = text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => {
    const [cast, value] = values[name]!;
    params.push(value);
    return `?::${cast}`;
  });
  return { sql, params };
}

/** The part of knex's client the prepared statements use (as search/search-statements.ts). */
interface PooledClient {
  acquireConnection(): Promise<{ query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> }>;
  releaseConnection(connection: unknown): Promise<unknown>;
}


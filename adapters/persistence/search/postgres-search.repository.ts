import type { MikroORM } from '@mikro-orm/postgresql';
import type { AirportShareCount, AirportTally, EntryCard, KeyPage, SearchArea, SearchRepository } from '../../../application/ports/search.repository.js';
import type { SearchType } from '../../../domain/options.js';
import type { BucketSlice } from '../../../domain/search/distance-paging.js';
import { narrowsKind, type QualifiedFor, type SearchFilter } from '../../../domain/search/search-criteria.js';
import { SearchAirportsCache, SNAPSHOT_SQL, snapshotOf, toAirport, airportsInCircle, type AirportRow, type SnapshotAirport, type SnapshotRow } from './counters-copy.js';
import { accessPathFor, AIRPORT_INDEX_ONLY, BOTH_INDEXES, entryFilter, hasIndexedFilter } from './entry-filter.js';
import { PostingsPages } from './postings-pages.js';
import { clauseOfDays, dayGroups, qualifiedClause, UnqualifiedCounts } from './qualification-counts.js';
import { cardsOf } from './search-cards.js';
import { airportsCondition, intArray, KIND_CODE, kindOf, ORDER_BY, orderKey, parseRows, professionalsArePilots, type Clause, type PageRow } from './search-sql.js';
import { SearchStatements, type QueryObserver } from './search-statements.js';
import { AREA_ROWS, POSTINGS_WALK, PROBED_AIRPORTS, type AreaRows } from './search-tuning.js';
import { KeywordCounts, NO_TOKENS } from './word-counts.js';

/**
 * The map search on PostgreSQL (docs/search.md), on its read model: `search_airports` (each airport's earth point
 * and per-kind counters, kept by triggers), `search_entries` (one row per searchable share, professional and
 * pilot; B-trees per sort order, trigram, token and tag GIN indexes) and the token counters and postings. A search
 * is two to four statements: the counters' stamp (the area's airports and their counters, and a word's counts,
 * come from copies kept in the process while it stays: counters-copy.ts, word-counts.ts); the matching counts when
 * a filter needs them and no counter has them; the page's entries; their cards (search-cards.ts). This class
 * chooses the way of answering; each way's statements are in the files beside it.
 */
export class PostgresSearchRepository implements SearchRepository {
  private readonly statements: SearchStatements;
  /** search_airports in the process, checked against the counters' stamp by every search (counters-copy.ts). */
  private readonly airports: SearchAirportsCache;
  /** A keyword's counts from the token counters, kept per stamp (word-counts.ts). */
  private readonly keywords: KeywordCounts;
  /** Key-order pages from the postings, distance pages from the ids (postings-pages.ts). */
  private readonly postings: PostingsPages;
  /** "Planes I qualify for": the listings a pilot does not qualify for, per airport (qualification-counts.ts). */
  private readonly unqualified: UnqualifiedCounts;

  constructor(
    orm: MikroORM,
    observe?: QueryObserver,
    /** Which indexes a filtered read uses, by the area's entries (AREA_ROWS, search-tuning.ts). */
    private readonly areaRows: AreaRows = AREA_ROWS,
    /** Whether a one-word search counts through search_token_counts (off: every match is counted, as before them). */
    useTokens: 'on' | 'off' = 'on',
    /**
     * The longest expected walk of a token's postings for a key-order page (POSTINGS_WALK, search-tuning.ts):
     * longer (a small area, a deep page), the area's matches are read and sorted instead.
     */
    private readonly postingsWalk = POSTINGS_WALK,
    /** The most airports read by index in the counts of "Planes I qualify for" (PROBED_AIRPORTS, search-tuning.ts). */
    probedAirports = PROBED_AIRPORTS,
  ) {
    const statements = new SearchStatements(orm, observe);
    this.statements = statements;
    this.keywords = new KeywordCounts(statements, useTokens);
    this.postings = new PostingsPages(statements, postingsWalk);
    this.unqualified = new UnqualifiedCounts(statements, probedAirports);
    this.airports = new SearchAirportsCache(
      async () => snapshotOf(await statements.runPrepared<SnapshotRow>(SNAPSHOT_SQL, [])),
      async () => (await statements.runPrepared<{ version: string }>('select version::text as version from search_stamp', []))[0]!.version,
    );
  }

  async tally(area: SearchArea, filter: SearchFilter, keyPage?: KeyPage): Promise<{ airports: AirportTally[]; page: EntryCard[] }> {
    const circle = await this.airportsOf(area, filter);
    let airports = circle.airports;
    if (!airports.length) return { airports, page: [] };
    const days = filter.qualified ? dayGroups(filter.qualified, airports.map((t) => t.airport)) : [];
    const qualified = clauseOfDays(days);
    // "Planes I qualify for" alone: listings that ask nothing are right in the counters; those with
    // requirements the pilot does not meet are counted from search_requirement_groups (listings per airport
    // and set of requirements, kept by triggers) and taken off. The page walks the sort order, checking rows.
    const subtracted = qualified !== null && filter.kinds.includes('share') && !filter.keywords.length && !filter.shareCategories.length;
    if (subtracted) {
      await this.unqualified.takeOff(airports, days);
      airports = airports.filter((t) => t.counts.share + t.counts.instructor + t.counts.user > 0);
    }
    const narrowed = filter.kinds.filter((k) => narrowsKind(filter, k) && !(k === 'share' && subtracted));
    const idsOf = (kinds: SearchType[]) => airports.filter((t) => kinds.some((k) => t.counts[k] > 0)).map((t) => t.airport.id);
    const ids = (kinds: SearchType[]) => intArray(idsOf(kinds));
    let page: EntryCard[] = [];

    if (!narrowed.length) {
      // Counters answer the counts; the page is one walk of a sort index, restricted to the area's airports.
      if (keyPage) page = await this.walk(ids(filter.kinds), filter, keyPage, qualified);
      return { airports, page };
    }

    const areaRows = airports.reduce((n, t) => n + narrowed.reduce((m, k) => m + t.counts[k], 0), 0);
    // One word that is part of one token only: the counters give the markers and the total (issue 17). By
    // distance the page is read from its first airports' slices; in a key order it is a walk of the token's
    // postings in that order (migration 20261208000000), when the area holds enough of the token's entries
    // for the walk to be short. Otherwise the matches are read once for the count and the page together, as
    // below: a walk of search_entries' sort index would pass every cheaper listing first, as prices follow
    // the model (4 s for 'bonanza' by price on the bench).
    const word = qualified === null ? this.keywords.tokenWordOf(filter) : null;
    const byToken = word === null ? null : await this.keywords.tokenCounts(word, filter, narrowed, idsOf(narrowed), circle.version);
    if (byToken !== null) {
      const matching = applyCounts(airports, narrowed, byToken.counts, filter);
      if (!keyPage) return { airports: matching, page };
      const found = byToken.counts.reduce((n, c) => n + c[2]!, 0);
      const walk = found ? ((keyPage.window.offset + keyPage.window.limit) * byToken.entries) / found : 0;
      if (walk <= this.postingsWalk) {
        if (found) page = await this.postings.postingsPage(byToken.token, intArray(matching.map((t) => t.airport.id)), filter, narrowed, keyPage);
        return { airports: matching, page };
      }
    }

    // Several words, or one word inside several tokens: the entries holding every word, per airport, are the
    // intersection of each word's ids kept with the token counts (migration 20261211000000). By distance the
    // page is read from its first airports' slices; in a key order it is a walk of one word's postings checked
    // against the other words' ids, when short. Otherwise the matches are read once, as below.
    const common = qualified === null && byToken === null ? await this.keywords.commonCounts(filter, narrowed, idsOf(narrowed), circle.version) : null;
    if (common === NO_TOKENS) return { airports: applyCounts(airports, narrowed, [], filter), page: [] };
    if (common !== null) {
      const matching = applyCounts(airports, narrowed, common.counts, filter);
      const found = common.counts.reduce((n, c) => n + c[2]!, 0);
      if (!keyPage || !found) return { airports: matching, page };
      const walked = await this.postings.commonPage(common, found, intArray(matching.map((t) => t.airport.id)), filter, narrowed, keyPage);
      if (walked !== null) return { airports: matching, page: walked };
    }

    // Counts the counters or the ids gave (tokenCounts, commonCounts) whose page was not walked: only the page
    // is left to read.
    const known = byToken?.counts ?? common?.counts ?? null;
    let counted: number[][];
    // Only the keyword and tag filters have an index of their own; the qualification is checked row by row.
    const access = hasIndexedFilter(filter, narrowed) ? accessPathFor(areaRows, this.areaRows) : AIRPORT_INDEX_ONLY;
    const tokens = access.byFilter ? await this.keywords.wordTokens(filter) : null;
    // A word that no entry holds: nothing matches, in any kind or airport.
    if (tokens === NO_TOKENS) return { airports: applyCounts(airports, narrowed, [], filter), page: [] };
    const where = entryFilter(filter, narrowed, access, qualified, tokens);
    const atAirports = airportsCondition(access.byAirport);
    if (keyPage && narrowed.length === filter.kinds.length) {
      // Every selected kind is filtered: read the matching rows once (trigram or tag index), count them
      // per airport and sort them for the page. Cost follows the number of matches, never a long walk
      // of a sort index past rows that do not match.
      const [row] = await this.statements.run<{ counts: string | null; page: string | null }>(
        `with matches as materialized (
           select airport_id, kind, entity_id, rate, listed_at from search_entries
            where ${atAirports} and ${where.sql})
         select ${known ? 'null::text' : `(select to_json(array_agg(array[airport_id, kind, n]))::text
                   from (select airport_id, kind, count(*) as n from matches group by airport_id, kind) c)`} as counts,
                (select to_json(array_agg(array[kind, entity_id, airport_id] order by ${ORDER_BY[orderKey(keyPage)]}))::text
                   from (select * from matches order by ${ORDER_BY[orderKey(keyPage)]} limit ? offset ?) p) as page`,
        [ids(narrowed), ...where.params, keyPage.window.limit, keyPage.window.offset],
      );
      counted = known ?? parseRows(row!.counts);
      page = await cardsOf(this.statements, parseRows(row!.page));
    } else if (known) {
      counted = known;
    } else {
      const [row] = await this.statements.run<{ counts: string | null }>(
        `select to_json(array_agg(array[airport_id, kind, n]))::text as counts
           from (select airport_id, kind, count(*) as n from search_entries
                  where ${atAirports} and ${where.sql} group by airport_id, kind) c`,
        [ids(narrowed), ...where.params],
      );
      counted = parseRows(row!.counts);
    }

    const matching = applyCounts(airports, narrowed, counted, filter);
    if (keyPage && narrowed.length < filter.kinds.length) page = await this.walk(intArray(matching.map((t) => t.airport.id)), filter, keyPage, qualified);
    return { airports: matching, page };
  }


  /** Per airport, the active shares this pilot does not qualify for (over the whole site). */
  private async unqualifiedByAirport(q: QualifiedFor): Promise<Map<number, number>> {
    const { airports } = await this.airports.current();
    return new Map(await this.unqualified.of(dayGroups(q, airports.map((a) => a.airport))));
  }

  /**
   * The area's airports with entries of a selected kind, with their counters: from the in-process copy of
   * search_airports, after one statement that reads the counters' stamp, the centre's earth point and the chord
   * of the radius (computed by PostgreSQL, as the circle test was). The copy is read again when the stamp has
   * moved. The test is the chord length (cube_distance) against the chord of the radius, the same test as
   * earth_distance <= radius without per-airport trigonometry, computed as PostgreSQL did; distances are whole
   * metres (they only order airports) and unsorted (the use case sorts them). At 500 km on the bench the
   * database's 2.3 ms per search (a GiST probe and 1,700 numbers written as text) became one row.
   */
  private async airportsOf(area: SearchArea, filter: SearchFilter): Promise<{ airports: AirportTally[]; version: string }> {
    const [probe] = await this.statements.runPrepared<{ version: string; x: number; y: number; z: number; chord: number }>(
      `select (select version::text from search_stamp) as version,
              cube_ll_coord(c, 1) as x, cube_ll_coord(c, 2) as y, cube_ll_coord(c, 3) as z,
              2 * earth() * sin(?::float8 / (2 * earth())) as chord
         from ll_to_earth(?, ?) c`,
      [area.radiusMetres, ...latLng(area)],
    );
    const { airports } = await this.airports.at(probe!.version);
    const pilotPros = professionalsArePilots(filter);
    const [shares, instructors, users] = (['share', 'instructor', 'user'] as const).map((k) => filter.kinds.includes(k));
    const usersOf = (a: SnapshotAirport) => (users ? a.users + (pilotPros ? a.professionalPilots : 0) : 0);
    const countsOf = (a: SnapshotAirport) => ({ share: shares ? a.shares : 0, instructor: instructors ? a.instructors : 0, user: usersOf(a) });
    const centre = { x: Number(probe!.x), y: Number(probe!.y), z: Number(probe!.z) };
    // Tested for each airport of the country: without building its counts.
    const keep = (a: SnapshotAirport) =>
      (area.airportId === null || a.airport.id === area.airportId) &&
      ((shares && a.shares > 0) || (instructors && a.instructors > 0) || usersOf(a) > 0);
    const found = airportsInCircle(airports, centre, Number(probe!.chord), keep);
    return { airports: found.map(({ airport, dist }) => ({ airport: airport.airport, dist, counts: countsOf(airport) })), version: probe!.version };
  }

  /** One page in a key order: a walk of that order's index, keeping the rows at the area's airports. */
  private async walk(airportIds: string, filter: SearchFilter, keyPage: KeyPage, qualified: Clause | null): Promise<EntryCard[]> {
    const where = entryFilter(filter, filter.kinds, BOTH_INDEXES, qualified);
    const rows = await this.statements.run<PageRow>(
      `select kind, entity_id, airport_id
         from search_entries
        where airport_id = any(?::int[]) and ${where.sql}
        order by ${ORDER_BY[orderKey(keyPage)]}
        limit ? offset ?`,
      [airportIds, ...where.params, keyPage.window.limit, keyPage.window.offset],
    );
    return cardsOf(this.statements, rows.map((r) => [r.kind, r.entity_id, r.airport_id]));
  }

  async slices(slices: BucketSlice[], filter: SearchFilter): Promise<EntryCard[]> {
    if (!slices.length) return [];
    const words = this.keywords.keptWordTokens(filter, this.airports.version);
    if (words) {
      const rows = await this.postings.slicesOfIds(slices, filter, words);
      return cardsOf(this.statements, rows.map((r) => [r.kind, r.entity_id, r.airport_id]));
    }
    const parts: string[] = [];
    const params: unknown[] = [];
    // The slices' airports come from this search's tally: the copy it read has them.
    const directory = filter.qualified ? (await this.airports.latest()).byId : null;
    slices.forEach((s, i) => {
      const airport = directory?.get(s.airportId)?.airport;
      const qualified = filter.qualified && airport ? qualifiedClause(filter.qualified, [airport]) : null;
      const where = entryFilter(filter, [s.kind], AIRPORT_INDEX_ONLY, qualified);
      parts.push(
        `(select ${i} as slice, kind, entity_id, airport_id from search_entries
           where airport_id = ? and ${where.sql} order by kind, entity_id limit ? offset ?)`,
      );
      params.push(s.airportId, ...where.params, s.limit, s.offset);
    });
    const rows = await this.statements.run<PageRow>(
      `select kind, entity_id, airport_id from (${parts.join(' union all ')}) slices order by slice, entity_id`,
      params,
    );
    return cardsOf(this.statements, rows.map((r) => [r.kind, r.entity_id, r.airport_id]));
  }

  async shareCards(shares: Array<{ id: number; airportId: number }>): Promise<EntryCard[]> {
    return cardsOf(this.statements, shares.map((s) => [KIND_CODE.share, s.id, s.airportId]));
  }

  async totals(q: QualifiedFor | null = null): Promise<{ shares: number; users: number }> {
    // Pilots on the map: those listed as pilots and the professionals who are also pilots.
    const [row] = await this.statements.run<{ shares: number; users: number }>(
      'select coalesce(sum(shares), 0)::int as shares, coalesce(sum(users + professional_pilots), 0)::int as users from search_airports',
      [],
    );
    if (!q) return { shares: row!.shares, users: row!.users };
    const unqualified = [...(await this.unqualifiedByAirport(q)).values()].reduce((a, b) => a + b, 0);
    return { shares: row!.shares - unqualified, users: row!.users };
  }

  async airportShareCounts(q: QualifiedFor | null = null): Promise<AirportShareCount[]> {
    const rows = await this.statements.run<AirportRow>(
      `select airport_id, location_id, facility, city, state, lat, long, shares
         from search_airports where shares > 0 order by airport_id`,
      [],
    );
    const unqualified = q ? await this.unqualifiedByAirport(q) : new Map<number, number>();
    return rows
      .map((r) => ({ airport: toAirport(r), count: (r.shares ?? 0) - (unqualified.get(r.airport_id) ?? 0) }))
      .filter((c) => c.count > 0);
  }
}

/** The counted numbers for the narrowed kinds (the other kinds keep the counters'); the airports with any left. */
function applyCounts(airports: AirportTally[], narrowed: SearchType[], counted: number[][], filter: SearchFilter): AirportTally[] {
  const byId = new Map(airports.map((t) => [t.airport.id, t]));
  for (const t of airports) for (const k of narrowed) t.counts[k] = 0;
  for (const [airportId, kind, n] of counted) byId.get(airportId!)!.counts[kindOf(kind!, filter)] += n!;
  return airports.filter((t) => t.counts.share + t.counts.instructor + t.counts.user > 0);
}

const latLng = (area: SearchArea) => [area.centre.lat, area.centre.lng];

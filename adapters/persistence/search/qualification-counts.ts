import type { AirportTally } from '../../../application/ports/search.repository.js';
import type { QualificationFacts, QualifiedFor } from '../../../domain/search/search-criteria.js';
import type { SearchAirport } from '../../../domain/search/search-result.js';
import { qualifiedSql } from '../qualification.sql.js';
import { airportsCondition, intArray, parseRows, type Clause } from './search-sql.js';
import type { SearchStatements } from './search-statements.js';

/**
 * "Planes I qualify for" (issue 15): the qualification as a filter of search_entries' rows (qualifiedSql, per
 * local day), and the counts of the listings a pilot does not qualify for, from search_requirement_groups (listings
 * per airport and set of requirements, kept by triggers), taken off the counters.
 */

/** Airports on the same local day, with the pilot's facts on that day. */
export interface DayGroup {
  ids: number[];
  facts: QualificationFacts;
}

export function dayGroups(q: QualifiedFor, airports: SearchAirport[]): DayGroup[] {
  const byDay = new Map<string, number[]>();
  for (const a of airports) {
    const day = q.dayAt(a);
    const ids = byDay.get(day);
    if (ids) ids.push(a.id);
    else byDay.set(day, [a.id]);
  }
  return [...byDay].map(([day, ids]) => ({ ids, facts: q.factsOn(day) }));
}

/**
 * The qualification filter for these airports: the pilot's facts on each airport's local day. Usually
 * every airport of the area is on the same day (one clause); around midnight somewhere, one clause per
 * day, each for its airports.
 */
export function qualifiedClause(q: QualifiedFor | null, airports: SearchAirport[]): Clause | null {
  return q && airports.length ? clauseOfDays(dayGroups(q, airports)) : null;
}

/** The qualification filter of airports already grouped by day (none: no filter). */
export function clauseOfDays(days: DayGroup[]): Clause | null {
  if (!days.length) return null;
  if (days.length === 1) return qualifiedSql(days[0]!.facts);
  const parts = days.map(({ ids, facts }) => {
    const c = qualifiedSql(facts);
    return { sql: `(airport_id = any(?::int[]) and ${c.sql})`, params: [intArray(ids), ...c.params] };
  });
  return { sql: `(${parts.map((p) => p.sql).join(' or ')})`, params: parts.flatMap((p) => p.params) };
}

/** The listings a pilot does not qualify for, per airport, from search_requirement_groups. */
export class UnqualifiedCounts {
  constructor(
    private readonly statements: SearchStatements,
    /** The most airports read by index (PROBED_AIRPORTS, search-tuning.ts). */
    private readonly probedAirports: number,
  ) {}

  /** Each airport's share count less its listings with requirements this pilot does not meet. */
  async takeOff(airports: AirportTally[], days: DayGroup[]): Promise<void> {
    const withShares = new Set(airports.filter((t) => t.counts.share > 0).map((t) => t.airport.id));
    if (!withShares.size) return;
    const counted = await this.of(days.map((d) => ({ ...d, ids: d.ids.filter((id) => withShares.has(id)) })).filter((d) => d.ids.length));
    const byId = new Map(airports.map((t) => [t.airport.id, t]));
    for (const [airportId, n] of counted) byId.get(airportId)!.counts.share -= n;
  }

  /**
   * Per airport of the groups, the listings with a set of requirements the pilot does not meet on that
   * airport's day: the sets are checked once each (search_requirement_sets), then the airports' counts of
   * those sets are added up (search_requirement_groups). A pilot usually meets few of the sets: then the
   * airport's total of listings that ask anything (its group '*') less the met sets' counts reads far fewer
   * rows. Which side is read is decided in the statement, once per day, by counting the sets each way: the
   * other side's branch does not run (a one-time filter).
   */
  async of(days: DayGroup[]): Promise<[number, number][]> {
    if (!days.length) return [];
    const params: unknown[] = [];
    const ctes = days.map((d, i) => {
      const c = qualifiedSql(d.facts);
      params.push(...c.params);
      return `verdict${i} as materialized (select req_key, ${c.sql} as met from search_requirement_sets),
       side${i} as materialized (select count(*) filter (where met) + 1 < count(*) filter (where not met) as by_met from verdict${i})`;
    });
    const parts = days.map((d, i) => {
      params.push(intArray(d.ids), intArray(d.ids));
      const atAirports = airportsCondition(d.ids.length <= this.probedAirports);
      // One probe of the by-set index per set read (offset 0 keeps each lateral probe a probe: joined
      // instead, the planner reads every group row of the area and throws most away).
      return `select g.airport_id, g.n from verdict${i} v
                cross join lateral (select airport_id, n from search_requirement_groups
                                     where req_key = v.req_key and ${atAirports} offset 0) g
               where not v.met and not (select by_met from side${i})
              union all
              select g.airport_id, case when v.req_key = '*' then g.n else -g.n end
                from (select '*'::text as req_key union all select req_key from verdict${i} where met) v
                cross join lateral (select airport_id, n from search_requirement_groups
                                     where req_key = v.req_key and ${atAirports} offset 0) g
               where (select by_met from side${i})`;
    });
    const [row] = await this.statements.run<{ counts: string | null }>(
      `with ${ctes.join(', ')}
       select to_json(array_agg(array[airport_id, n]))::text as counts
         from (select airport_id, sum(n)::int as n from (${parts.join(' union all ')}) x group by airport_id) c`,
      params,
    );
    return parseRows(row!.counts).filter(([, n]) => n! > 0).map(([id, n]) => [id!, n!]);
  }
}

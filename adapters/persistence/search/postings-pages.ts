import type { EntryCard, KeyPage } from '../../../application/ports/search.repository.js';
import type { SearchType } from '../../../domain/options.js';
import type { BucketSlice } from '../../../domain/search/distance-paging.js';
import type { SearchFilter } from '../../../domain/search/search-criteria.js';
import { cardsOf } from './search-cards.js';
import {
  intArray, KIND_CODE, kindClause, ORDER_BY, orderKey, POSTINGS_AT_AIRPORTS, professionalsArePilots, textArray, type PageRow,
} from './search-sql.js';
import type { SearchStatements } from './search-statements.js';
import { CHECKED_ROW_COST } from './search-tuning.js';
import type { CommonCounts } from './word-counts.js';

/**
 * A keyword's page without reading its matches: in a key order, a walk of a token's postings (search_postings,
 * migration 20261208000000) in that order, checked against the other words' ids when there are several; by
 * distance, each slice's ids from the token counters (slicesOfIds). The repository decides when a walk is short
 * enough to take (POSTINGS_WALK, search-tuning.ts).
 */
export class PostingsPages {
  constructor(
    private readonly statements: SearchStatements,
    /** The longest expected walk of a token's postings (POSTINGS_WALK, search-tuning.ts). */
    private readonly postingsWalk: number,
  ) {}

  /**
   * One page in a key order of the entries holding every word, at the airports where some do: a walk of the
   * postings of the word fewest entries hold, in that order (one walk per token of it, merged; an entry holding
   * two of its tokens is kept in the first), checking each row against the other words' ids at its airport.
   * The walk is taken when its expected length is short ((offset + limit) x the word's entries / the matches
   * in the area, each row costing CHECKED_ROW_COST rows of an unchecked walk against postingsWalk), and is cut
   * off after that many rows per token: words are not spread evenly over prices (cheap Cessnas are not
   * Skyhawks). Null when it was not taken or cut off short of the page `found` says there is.
   */
  async commonPage(common: CommonCounts, found: number, airportIds: string, filter: SearchFilter, kinds: SearchType[], keyPage: KeyPage): Promise<EntryCard[] | null> {
    const { offset, limit } = keyPage.window;
    const driver = common.words.reduce((a, b) => (b.entries < a.entries ? b : a));
    const cap = Math.floor(this.postingsWalk / CHECKED_ROW_COST);
    if (((offset + limit) * driver.entries) / found > cap) return null;
    const others = common.words.filter((w) => w !== driver);
    const kind = kindClause(filter, kinds);
    // A scalar subquery with a limit is never turned into a join: it is checked per row of the ordered walk.
    const holds = `coalesce((select true from search_token_counts c
                              where c.token = any(?::text[]) and c.airport_id = p.airport_id and c.kind = p.kind
                                and c.also_pilot = p.also_pilot and p.entity_id = any(c.ids) limit 1), false)`;
    const order = ORDER_BY[orderKey(keyPage)];
    const params: unknown[] = [];
    const walks = driver.tokens.map((token, i) => {
      params.push(token, airportIds, ...(kind?.params ?? []), cap);
      const checks = others.map((w) => w.all);
      params.push(...checks.map(textArray));
      if (i) params.push(textArray(driver.tokens.slice(0, i)));
      return `(select kind, entity_id, airport_id, rate, listed_at
                 from (select * from search_postings
                        where token = ? and ${POSTINGS_AT_AIRPORTS}${kind ? ` and ${kind.sql}` : ''}
                        order by ${order} limit ?) p
                where true${checks.map(() => ` and ${holds}`).join('')}${i ? ` and not ${holds}` : ''}
                order by ${order})`;
    });
    const rows = await this.statements.run<PageRow>(
      `select kind, entity_id, airport_id from (${walks.join(' union all ')}) w order by ${order} limit ? offset ?`,
      [...params, limit, offset],
    );
    if (rows.length < Math.min(limit, found - offset)) return null;
    return cardsOf(this.statements, rows.map((r) => [r.kind, r.entity_id, r.airport_id]));
  }

  /**
   * One page in a key order of the entries holding a token: a walk of that order's index on
   * search_postings, keeping the rows at the area's airports (those where the token's counters found some).
   */
  async postingsPage(token: string, airportIds: string, filter: SearchFilter, kinds: SearchType[], keyPage: KeyPage): Promise<EntryCard[]> {
    const kind = kindClause(filter, kinds);
    const rows = await this.statements.run<PageRow>(
      `select kind, entity_id, airport_id from search_postings
        where token = ? and ${POSTINGS_AT_AIRPORTS}${kind ? ` and ${kind.sql}` : ''}
        order by ${ORDER_BY[orderKey(keyPage)]}
        limit ? offset ?`,
      [token, airportIds, ...(kind?.params ?? []), keyPage.window.limit, keyPage.window.offset],
    );
    return cardsOf(this.statements, rows.map((r) => [r.kind, r.entity_id, r.airport_id]));
  }

  /**
   * The slices of a distance page for a keyword, from the ids kept with the token counts (migration
   * 20261211000000): per slice, the ids at its airport of its kind holding every word (a word in several
   * tokens: the union of theirs), in id order, skipped and taken as the slice says. The same rows as reading
   * the airport's entries and testing their text (slices), without that test: a rare word's page of 24 is
   * spread over as many airports, each with hundreds of entries to test (5 ms of database time at 500 km on
   * the bench). One text per number of words: a prepared statement.
   */
  slicesOfIds(slices: BucketSlice[], filter: SearchFilter, words: string[][]): Promise<PageRow[]> {
    // A professional who is also a pilot is in a pilots' slice when pilots are searched without professionals.
    const relations = words.map(
      (_, i) =>
        `${i ? 'join ' : ''}(select kind, also_pilot, search_ids_union(ids) as ids from search_token_counts
            where token = any(?::text[]) and airport_id = s.airport_id and n > 0
              and (kind = s.kind or (s.kind = ${KIND_CODE.user} and ?::bool and kind = ${KIND_CODE.instructor} and also_pilot))
            group by kind, also_pilot) w${i}${i ? ' using (kind, also_pilot)' : ''}`,
    );
    const common = words.slice(1).reduce((ids, _, i) => `intarray._int_inter(${ids}, w${i + 1}.ids)`, 'w0.ids');
    const pilotPros = professionalsArePilots(filter);
    return this.statements.runPrepared<PageRow>(
      `select x.kind, x.id as entity_id, s.airport_id
         from unnest(?::int[], ?::int[], ?::smallint[], ?::int[], ?::int[]) as s(slice, airport_id, kind, skip, take)
         cross join lateral (
           select kind, id from (select kind, unnest(${common}) as id from ${relations.join(' ')}) y
            order by kind, id limit s.take offset s.skip) x
        order by s.slice, x.id`,
      [
        intArray(slices.map((_, i) => i)),
        intArray(slices.map((sl) => sl.airportId)),
        intArray(slices.map((sl) => KIND_CODE[sl.kind])),
        intArray(slices.map((sl) => sl.offset)),
        intArray(slices.map((sl) => sl.limit)),
        ...words.flatMap((tokens) => [textArray(tokens), pilotPros]),
      ],
    );
  }
}

import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import type { AirportShareCount, AirportTally, EntryCard, KeyPage, SearchArea, SearchRepository } from '../../application/ports/search.repository.js';
import type { SearchType } from '../../domain/options.js';
import type { BucketSlice } from '../../domain/search/distance-paging.js';
import { narrowsKind, type QualificationFacts, type QualifiedFor, type SearchFilter } from '../../domain/search/search-criteria.js';
import { isIndexedWord } from '../../domain/search/search-keyword.js';
import { KIND_ORDER } from '../../domain/search/search-order.js';
import type { SearchAirport } from '../../domain/search/search-result.js';
import { imageSizeSql, sizesOf, type ImageSizeJson } from './image-sizes.sql.js';
import { qualifiedSql } from './qualification.sql.js';
import { preparesStatements } from './orm.js';
import {
  airportsInCircle, SearchAirportsCache, SNAPSHOT_SQL, snapshotOf, toAirport, WordCountsCache,
  type AirportRow, type SnapshotAirport, type SnapshotRow, type WordCounts,
} from './search-counters-copy.js';

/** Kind codes of `search_entries` (migration 20261121040000): their order is the tie-break rank. */
const KIND_CODE: Record<SearchType, number> = { share: 0, instructor: 1, user: 2 };
const KIND_OF = KIND_ORDER;

/** Orders served by the sort indexes of search_entries; each ends in the (kind, entity_id) tie-breakers. */
const ORDER_BY = {
  'ratePerHour:asc': 'rate asc nulls last, kind, entity_id',
  'ratePerHour:desc': 'rate desc nulls last, kind, entity_id',
  'listDate:asc': 'listed_at asc, kind, entity_id',
  'listDate:desc': 'listed_at desc, kind, entity_id',
} as const;

/** Sees every statement with its parameters (the benchmark EXPLAINs them). */
export type QueryObserver = (sql: string, params: unknown[]) => void;

/** See the constructor's postingsWalk: rows of an index-only walk, about 1 ms per 10,000 on the bench machine. */
const POSTINGS_WALK = 20_000;

/**
 * The area's airports (one array parameter) as a condition an index takes (`byIndex`), or as a filter: `+ 0`
 * keeps the planner from using an index on airport_id and from estimating the list element by element.
 */
const airportsCondition = (byIndex: boolean) => (byIndex ? 'airport_id = any(?::int[])' : 'airport_id + 0 = any(?::int[])');

/**
 * The area's airports, for a walk of search_postings. No index of search_postings leads with airport_id, so the
 * plan is a walk of a token's index in the page's order either way; `+ 0` spares the planner estimating the list
 * element by element against the column's statistics: planning a 2000 km search's walk (2,400 airports) took
 * 1.9 ms, and 0.35 ms so; 0.4 against 0.1 ms at 500 km; the same plans (measured on the bench for each key order
 * and keyword).
 */
const POSTINGS_AT_AIRPORTS = airportsCondition(false);

/**
 * The most airports whose counts of listings by set of requirements (unqualifiedCounts) are read with the airports
 * as a condition of search_requirement_groups_by_set: a descent of the index per airport and set read. A larger
 * area reads each set's groups whole and keeps its airports' (airportsCondition). The statement's
 * execution on the bench (170 sets; the group '*' holds 2,762 airports), by index against filtered: 4 airports
 * 0.3 against 2.2 ms, 50 airports 0.8 against 2.4 ms, 100 airports 1.5 against 2.5 ms, 200 airports 2.9 against
 * 2.8 ms, 348 airports 6.8 against 4.3 ms.
 */
const PROBED_AIRPORTS = 100;

/** The most tokens of a word of which one may stand for it (readWordCounts). */
const COVERED_TOKENS = 4;
/** The most tokens a word is looked up by in search_entries_tokens_idx (see wordTokens). */
const TOKENS_PER_WORD = 100;
/** wordTokens' answer when a word of the keyword is in no entry's document. */
const NO_TOKENS = 'none';

interface TokenCounts {
  token: string;
  /** Entries holding the token, of every kind and anywhere. */
  entries: number;
  /** [airport, kind, n] of the narrowed kinds in the area. */
  counts: number[][];
}

/** A keyword's counts per airport from the ids of its words' tokens (commonCounts). */
interface CommonCounts {
  /** [airport, kind, n] of the narrowed kinds in the area. */
  counts: number[][];
  /**
   * Per word, its tokens (`all`), those a walk of its postings must read (`tokens`: the first alone when the area
   * holds no entry of the others without it) and the entries holding those, added up (of every kind, anywhere).
   */
  words: { tokens: string[]; entries: number; all: string[] }[];
}

/** Several words' entries at every airport (readComboCounts), with what a walk of their postings needs. */
interface ComboCounts {
  /** [airport, kind, also_pilot (0 or 1), n], flat. */
  rows: Int32Array;
  words: CommonCounts['words'];
}

/**
 * What a row of a postings walk checked against other words' ids costs, in rows of a walk without checks
 * (the constructor's postingsWalk): a probe of search_token_counts and a scan of its ids.
 */
const CHECKED_ROW_COST = 10;

/** The largest word counts kept in the process, in [airport, kind, also_pilot, n] rows (about 16 bytes each). */
const KEPT_WORD_ROWS = 1_000_000;

interface PageRow {
  kind: number;
  entity_id: number;
  airport_id: number;
}

/** The part of knex's client the prepared statements use (MikroORM 6 runs on knex and node-postgres). */
interface PooledClient {
  acquireConnection(): Promise<{ query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }> }>;
  releaseConnection(connection: unknown): Promise<unknown>;
}

/**
 * The map search on PostgreSQL, on the read model of migration 20261121040000: `search_airports` (GiST on
 * each airport's earth point, per-kind counters kept by triggers) and `search_entries` (one row per
 * searchable share, professional and pilot; B-trees per sort order, trigram and tag GIN indexes).
 * A search is two to four statements: the counters' stamp (the area's airports and their counters, and a
 * word's counts, come from copies kept in the process while it stays: search-counters-copy.ts); the matching
 * counts when a filter needs them and no counter has them; the page's entries; their cards.
 */
export class PostgresSearchRepository implements SearchRepository {
  /** search_airports in the process, checked against the counters' stamp by every search (search-counters-copy.ts). */
  private readonly airports: SearchAirportsCache;
  /** Words' counts per airport from search_token_counts, kept while the stamp stays (search-counters-copy.ts). */
  private readonly wordCounts = new WordCountsCache<WordCounts>(KEPT_WORD_ROWS);
  /** Several words' counts together, per airport, kind and also_pilot, kept the same way (readComboCounts). */
  private readonly comboCounts = new WordCountsCache<ComboCounts>(KEPT_WORD_ROWS);
  /** The reads of words' counts under way (once). */
  private readonly reading = new Map<string, Promise<unknown>>();

  constructor(
    private readonly orm: MikroORM,
    private readonly observe?: QueryObserver,
    private readonly areaRows: AreaRows = AREA_ROWS,
    /** Whether a one-word search counts through search_token_counts (off: every match is counted, as before them). */
    private readonly useTokens: 'on' | 'off' = 'on',
    /**
     * The longest expected walk of a token's postings for a key-order page: (offset + limit) rows in the area
     * take about that many times (the token's entries / those in the area). Longer (a small area, a deep page),
     * the area's matches are read and sorted instead.
     */
    private readonly postingsWalk = POSTINGS_WALK,
    /** The most airports read by index in the counts of "Planes I qualify for" (PROBED_AIRPORTS). */
    private readonly probedAirports = PROBED_AIRPORTS,
  ) {
    this.airports = new SearchAirportsCache(
      async () => snapshotOf(await this.runPrepared<SnapshotRow>(SNAPSHOT_SQL, [])),
      async () => (await this.runPrepared<{ version: string }>('select version::text as version from search_stamp', []))[0]!.version,
    );
  }

  /**
   * One read for the searches that need the same thing at once: after the stamp moves, concurrent searches of
   * a word would each read its counts (50 ms for two common words' on the bench). The key holds the stamp the
   * searches began with: a read that began for another stamp is not theirs to share.
   */
  private once<T>(key: string, read: () => Promise<T>): Promise<T> {
    const running = this.reading.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = read().finally(() => this.reading.delete(key));
    this.reading.set(key, started);
    return started;
  }

  private get em(): EntityManager {
    return this.orm.em;
  }

  private run<T>(sql: string, params: unknown[]): Promise<T[]> {
    this.observe?.(sql, params);
    return this.em.execute<T[]>(sql, params);
  }

  /**
   * A statement whose text is one of a few and whose best plan does not depend on its values, as a
   * named prepared statement: PostgreSQL parses it once per connection and soon reuses a generic plan.
   * Planning dominated the small searches: 2.2 ms of database CPU per search unprepared, 0.7 ms prepared
   * (measured). Statements whose best plan depends on the values (how many airports, which filter) stay
   * unnamed and are planned for their values.
   */
  private async runPrepared<T>(sql: string, params: unknown[]): Promise<T[]> {
    this.observe?.(sql, params);
    const client = (this.em.getConnection().getKnex() as { client?: Partial<PooledClient> }).client;
    // Behind a transaction-mode pooler (DATABASE_PREPARED_STATEMENTS off) it is planned each time, as the others.
    if (!client?.acquireConnection || !client.releaseConnection || !preparesStatements(this.orm)) return this.em.execute<T[]>(sql, params);
    const connection = await client.acquireConnection();
    try {
      let n = 0;
      const text = sql.replace(/\?/g, () => `$${++n}`);
      const name = `search_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      return (await connection.query({ name, text, values: params })).rows as T[];
    } finally {
      await client.releaseConnection(connection);
    }
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
      await this.takeOffUnqualified(airports, days);
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
    const word = qualified === null ? this.tokenWordOf(filter) : null;
    const byToken = word === null ? null : await this.tokenCounts(word, filter, narrowed, idsOf(narrowed), circle.version);
    if (byToken !== null) {
      const matching = applyCounts(airports, narrowed, byToken.counts, filter);
      if (!keyPage) return { airports: matching, page };
      const found = byToken.counts.reduce((n, c) => n + c[2]!, 0);
      const walk = found ? ((keyPage.window.offset + keyPage.window.limit) * byToken.entries) / found : 0;
      if (walk <= this.postingsWalk) {
        if (found) page = await this.postingsPage(byToken.token, intArray(matching.map((t) => t.airport.id)), filter, narrowed, keyPage);
        return { airports: matching, page };
      }
    }

    // Several words, or one word inside several tokens: the entries holding every word, per airport, are the
    // intersection of each word's ids kept with the token counts (migration 20261211000000). By distance the
    // page is read from its first airports' slices; in a key order it is a walk of one word's postings checked
    // against the other words' ids, when short. Otherwise the matches are read once, as below.
    const common = qualified === null && byToken === null ? await this.commonCounts(filter, narrowed, idsOf(narrowed), circle.version) : null;
    if (common === NO_TOKENS) return { airports: applyCounts(airports, narrowed, [], filter), page: [] };
    if (common !== null) {
      const matching = applyCounts(airports, narrowed, common.counts, filter);
      const found = common.counts.reduce((n, c) => n + c[2]!, 0);
      if (!keyPage || !found) return { airports: matching, page };
      const walked = await this.commonPage(common, found, intArray(matching.map((t) => t.airport.id)), filter, narrowed, keyPage);
      if (walked !== null) return { airports: matching, page: walked };
    }

    // Counts the counters or the ids gave (tokenCounts, commonCounts) whose page was not walked: only the page
    // is left to read.
    const known = byToken?.counts ?? common?.counts ?? null;
    let counted: number[][];
    // Only the keyword and tag filters have an index of their own; the qualification is checked row by row.
    const access = hasIndexedFilter(filter, narrowed) ? accessPathFor(areaRows, this.areaRows) : AIRPORT_INDEX_ONLY;
    const tokens = access.byFilter ? await this.wordTokens(filter) : null;
    // A word that no entry holds: nothing matches, in any kind or airport.
    if (tokens === NO_TOKENS) return { airports: applyCounts(airports, narrowed, [], filter), page: [] };
    const where = entryFilter(filter, narrowed, access, qualified, tokens);
    const atAirports = airportsCondition(access.byAirport);
    if (keyPage && narrowed.length === filter.kinds.length) {
      // Every selected kind is filtered: read the matching rows once (trigram or tag index), count them
      // per airport and sort them for the page. Cost follows the number of matches, never a long walk
      // of a sort index past rows that do not match.
      const [row] = await this.run<{ counts: string | null; page: string | null }>(
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
      page = await this.cardsOf(parseRows(row!.page));
    } else if (known) {
      counted = known;
    } else {
      const [row] = await this.run<{ counts: string | null }>(
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

  /**
   * The search's one word, when the token counters may count it: not for several words (no counter knows
   * which entries hold both), nor with other filters the counters do not know (tags), nor when they are
   * switched off (the comparison test).
   */
  private tokenWordOf(filter: SearchFilter): string | null {
    if (this.useTokens === 'off' || filter.keywords.length !== 1 || filter.shareCategories.length || filter.instructorTags.length) return null;
    const word = filter.keywords[0]!;
    return isIndexedWord(word) ? word : null;
  }

  /**
   * For a read of the matching entries through an index: per word of the keyword, the tokens of
   * search_tokens that hold it (those most entries hold first), which search_entries_tokens_idx looks up exactly
   * (migration 20261209000000); NO_TOKENS when a word is in none (nothing matches). Words without three
   * letters or digits in a row are not looked up (the vocabulary has no index for them), nor words inside
   * more than TOKENS_PER_WORD tokens: the trigram index reads those with fewer lists. Null: none is looked up.
   */
  private async wordTokens(filter: SearchFilter): Promise<ReadonlyMap<string, string[]> | typeof NO_TOKENS | null> {
    const words = this.useTokens === 'on' ? filter.keywords.filter(isIndexedWord) : [];
    if (!words.length) return null;
    const lists = words.map((_, i) => `array(select token from search_tokens where token like lower(?) and n > 0 order by n desc, token limit ${TOKENS_PER_WORD + 1}) as w${i}`);
    const [row] = await this.run<Record<string, string[]>>(`select ${lists.join(', ')}`, words.map(likePattern));
    const tokens = new Map<string, string[]>();
    for (const [i, word] of words.entries()) {
      const held = row![`w${i}`]!;
      if (!held.length) return NO_TOKENS;
      if (held.length <= TOKENS_PER_WORD) tokens.set(word, held);
    }
    return tokens.size ? tokens : null;
  }

  /** A word's counts as of the stamp `version`: kept, or read (once for the searches that need them at once). */
  private async wordCountsOf(word: string, version: string): Promise<WordCounts> {
    return this.wordCounts.get(version, word) ?? this.once(`word ${version} ${word}`, () => this.readWordCounts(word));
  }

  /**
   * Per airport and kind, the entries of the narrowed kinds that hold the word (as [airport, kind, n]), when
   * one token stands for the word (readWordCounts): then an entry matches exactly when it holds that token.
   * Otherwise null (an entry could hold two of the word's tokens: the counters cannot be added). With the
   * token and how many entries hold it (of every kind, anywhere). The word's counts at every airport are read
   * once per stamp of the counters (`version`, read by this search's first statement) and kept; the area and
   * the kinds are picked here. Read per search, they cost 1.6 ms of database CPU at 500 km and 4 ms at 2000 km
   * on the bench (thousands of numbers aggregated and written as text), and planning a list of the area's
   * airports more.
   */
  private async tokenCounts(word: string, filter: SearchFilter, kinds: SearchType[], airportIds: number[], version: string): Promise<TokenCounts | null> {
    const counts = await this.wordCountsOf(word, version);
    if (counts.tokens !== 1) return null;
    return { token: counts.token!, entries: counts.entries, counts: countsInArea(counts.rows, filter, kinds, airportIds) };
  }

  /**
   * The token that stands for a word, with its counts at every airport and the stamp they were read at (one
   * statement: one snapshot), kept for the searches that find that stamp. A word stands for one token when it
   * is part of one token only, or of a few (up to COVERED_TOKENS) of which the one most entries hold is held by
   * every entry holding any: the seed's `skyhawk,` is in titles whose model says `skyhawk` too. Checked over
   * the ids kept with the counts, everywhere (once per stamp and word). Otherwise `tokens` says how many hold it
   * (0, or 2 for "several"). Planned for its pattern (a generic plan would not know to use the vocabulary's
   * trigram index).
   */
  private async readWordCounts(word: string): Promise<WordCounts> {
    const [row] = await this.run<{ version: string; tokens: number; token: string | null; entries: number | null; counts: string | null }>(
      `with t as materialized (select token, n from search_tokens where token like lower(?) and n > 0 order by n desc, token limit ${COVERED_TOKENS + 1}),
       first as materialized (select token, n from t order by n desc, token limit 1),
       covered as materialized (
         select case when (select count(*) from t) <= 1 then (select count(*) from t)
                     when (select count(*) from t) > ${COVERED_TOKENS} then 2
                     else (select case when coalesce(sum(intarray.icount(g.ids) - g.first), 0) = 0 then 1 else 2 end
                             from (select search_ids_union(c.ids) as ids, coalesce(sum(c.n) filter (where c.token = (select token from first)), 0) as first
                                     from search_token_counts c
                                    where c.token in (select token from t) and c.n > 0
                                    group by c.airport_id, c.kind, c.also_pilot) g)
                end as tokens)
       select (select version::text from search_stamp) as version, (select tokens from covered)::int as tokens,
              (select token from first) as token, (select n from first) as entries,
              (select to_json(array_agg(array[airport_id, kind, also_pilot::int, n]))::text
                 from search_token_counts
                where token = (select token from first) and (select tokens from covered) = 1 and n > 0) as counts`,
      [likePattern(word)],
    );
    const covered = row!.tokens === 1;
    const counts: WordCounts = { tokens: row!.tokens, token: covered ? row!.token : null, entries: covered ? (row!.entries ?? 0) : 0, rows: Int32Array.from(parseRows(row!.counts).flat()) };
    this.wordCounts.set(row!.version, word, counts);
    return counts;
  }

  /**
   * Per airport and kind, the entries of the narrowed kinds holding every word of the keyword (as [airport,
   * kind, n]), from the ids kept with each token's counts (readComboCounts, everywhere, kept per stamp like a
   * word's counts; the area and the kinds are picked here). With each word's tokens and how many entries hold
   * them anywhere. NO_TOKENS: a word is in no entry. Null when the ids cannot answer: tag filters, a word too
   * short to look up or inside more than TOKENS_PER_WORD tokens.
   */
  private async commonCounts(filter: SearchFilter, kinds: SearchType[], airportIds: number[], version: string): Promise<CommonCounts | typeof NO_TOKENS | null> {
    const { keywords } = filter;
    if (!this.idsServe(filter)) return null;
    // A word that stands for one token is that token (readWordCounts, kept per stamp); the others, their tokens.
    const standing = new Map<string, string[]>();
    for (const word of keywords) {
      const counts = await this.wordCountsOf(word, version);
      if (counts.tokens === 0) return NO_TOKENS;
      if (counts.tokens === 1) standing.set(word, [counts.token!]);
    }
    const listed = standing.size < keywords.length ? await this.wordTokens(filter) : null;
    if (listed === NO_TOKENS) return NO_TOKENS;
    const tokens = keywords.map((word) => standing.get(word) ?? listed?.get(word));
    if (tokens.some((list) => list === undefined)) return null;
    const lists = tokens as string[][];
    const key = comboKey(keywords);
    const combo = this.comboCounts.get(version, key) ?? (await this.once(`words ${version} ${key}`, () => this.readComboCounts(key, lists, version)));
    return { counts: countsInArea(combo.rows, filter, kinds, airportIds), words: combo.words };
  }

  /**
   * The entries holding every word of a keyword (each a list of tokens), at every airport, per kind and
   * also_pilot: per word its token's ids (a word in several tokens: the union of theirs), intersected across the
   * words per airport, kind and also_pilot (one relation per word, joined on that key). Flat as the words'
   * counts are (readWordCounts), with each word's tokens for a walk. Kept for the searches that find the stamp
   * `version` when the statement found it too (then nothing changed since the tokens were listed). Read
   * everywhere, not for the area, so that any area and kinds are picked from it in the process: the first
   * search after the counters change pays for it (about 50 ms with its words' counts for two common words on
   * the bench), the next ones read nothing of it.
   */
  private async readComboCounts(key: string, lists: string[][], version: string): Promise<ComboCounts> {
    const params: unknown[] = [];
    // Per word, its ids per airport, kind and also_pilot; for a word in several tokens, also how many of its
    // first token's (the one most entries hold) are in its union.
    const relations = lists.map((list, i) => {
      const one = list.length === 1;
      params.push(...(one ? [list[0]] : [list[0], textArray(list)]));
      const rows = one
        ? 'select airport_id, kind, also_pilot, ids from search_token_counts where token = ? and n > 0'
        : `select airport_id, kind, also_pilot, search_ids_union(ids) as ids, coalesce(sum(n) filter (where token = ?), 0) as first
             from search_token_counts where token = any(?::text[]) and n > 0 group by 1, 2, 3`;
      return `${i ? 'join ' : ''}(${rows}) w${i}${i ? ' using (airport_id, kind, also_pilot)' : ''}`;
    });
    const common = lists.slice(1).reduce((ids, _, i) => `intarray._int_inter(${ids}, w${i + 1}.ids)`, 'w0.ids');
    // Entries of a word's other tokens without its first, where every word has some (elsewhere none matches).
    const beyondFirst = lists.map((list, i) => (list.length === 1 ? '0' : `intarray.icount(w${i}.ids) - w${i}.first`));
    const [row] = await this.run<{ version: string; counts: string | null; entries: [string, number][] | null; beyond: (number | null)[] }>(
      `select (select version::text from search_stamp) as version,
              to_json(array_agg(array[airport_id, kind, also_pilot::int, n]) filter (where n > 0))::text as counts,
              array[${lists.map((_, i) => `sum(b${i})`).join(', ')}]::int[] as beyond,
              (select json_agg(json_build_array(token, n)) from search_tokens where token = any(?::text[])) as entries
         from (select airport_id, kind, also_pilot, intarray.icount(${common}) as n, ${beyondFirst.map((b, i) => `${b} as b${i}`).join(', ')}
                 from ${relations.join(' ')}) c`,
      [textArray(lists.flat()), ...params],
    );
    const entries = new Map(row!.entries ?? []);
    const combo: ComboCounts = {
      rows: Int32Array.from(parseRows(row!.counts).flat()),
      words: lists.map((list, i) => {
        // When no entry holds a word's other tokens without its first, the first is all a walk needs.
        const walked = row!.beyond[i] === 0 ? list.slice(0, 1) : list;
        return { tokens: walked, entries: walked.reduce((n, t) => n + (entries.get(t) ?? 0), 0), all: list };
      }),
    };
    if (row!.version === version) this.comboCounts.set(version, key, combo);
    return combo;
  }

  /**
   * One page in a key order of the entries holding every word, at the airports where some do: a walk of the
   * postings of the word fewest entries hold, in that order (one walk per token of it, merged; an entry holding
   * two of its tokens is kept in the first), checking each row against the other words' ids at its airport.
   * The walk is taken when its expected length is short ((offset + limit) x the word's entries / the matches
   * in the area, each row costing CHECKED_ROW_COST rows of an unchecked walk against postingsWalk), and is cut
   * off after that many rows per token: words are not spread evenly over prices (cheap Cessnas are not
   * Skyhawks). Null when it was not taken or cut off short of the page `found` says there is.
   */
  private async commonPage(common: CommonCounts, found: number, airportIds: string, filter: SearchFilter, kinds: SearchType[], keyPage: KeyPage): Promise<EntryCard[] | null> {
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
    const rows = await this.run<PageRow>(
      `select kind, entity_id, airport_id from (${walks.join(' union all ')}) w order by ${order} limit ? offset ?`,
      [...params, limit, offset],
    );
    if (rows.length < Math.min(limit, found - offset)) return null;
    return this.cardsOf(rows.map((r) => [r.kind, r.entity_id, r.airport_id]));
  }

  /**
   * One page in a key order of the entries holding a token: a walk of that order's index on
   * search_postings, keeping the rows at the area's airports (those where the token's counters found some).
   */
  private async postingsPage(token: string, airportIds: string, filter: SearchFilter, kinds: SearchType[], keyPage: KeyPage): Promise<EntryCard[]> {
    const kind = kindClause(filter, kinds);
    const rows = await this.run<PageRow>(
      `select kind, entity_id, airport_id from search_postings
        where token = ? and ${POSTINGS_AT_AIRPORTS}${kind ? ` and ${kind.sql}` : ''}
        order by ${ORDER_BY[orderKey(keyPage)]}
        limit ? offset ?`,
      [token, airportIds, ...(kind?.params ?? []), keyPage.window.limit, keyPage.window.offset],
    );
    return this.cardsOf(rows.map((r) => [r.kind, r.entity_id, r.airport_id]));
  }

  /** Each airport's share count less its listings with requirements this pilot does not meet. */
  private async takeOffUnqualified(airports: AirportTally[], days: DayGroup[]): Promise<void> {
    const withShares = new Set(airports.filter((t) => t.counts.share > 0).map((t) => t.airport.id));
    if (!withShares.size) return;
    const counted = await this.unqualifiedCounts(days.map((d) => ({ ...d, ids: d.ids.filter((id) => withShares.has(id)) })).filter((d) => d.ids.length));
    const byId = new Map(airports.map((t) => [t.airport.id, t]));
    for (const [airportId, n] of counted) byId.get(airportId)!.counts.share -= n;
  }

  /** Per airport, the active shares this pilot does not qualify for (over the whole site). */
  private async unqualifiedByAirport(q: QualifiedFor): Promise<Map<number, number>> {
    const { airports } = await this.airports.current();
    return new Map(await this.unqualifiedCounts(dayGroups(q, airports.map((a) => a.airport))));
  }

  /**
   * Per airport of the groups, the listings with a set of requirements the pilot does not meet on that
   * airport's day: the sets are checked once each (search_requirement_sets), then the airports' counts of
   * those sets are added up (search_requirement_groups). A pilot usually meets few of the sets: then the
   * airport's total of listings that ask anything (its group '*') less the met sets' counts reads far fewer
   * rows. Which side is read is decided in the statement, once per day, by counting the sets each way: the
   * other side's branch does not run (a one-time filter).
   */
  private async unqualifiedCounts(days: DayGroup[]): Promise<[number, number][]> {
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
    const [row] = await this.run<{ counts: string | null }>(
      `with ${ctes.join(', ')}
       select to_json(array_agg(array[airport_id, n]))::text as counts
         from (select airport_id, sum(n)::int as n from (${parts.join(' union all ')}) x group by airport_id) c`,
      params,
    );
    return parseRows(row!.counts).filter(([, n]) => n! > 0).map(([id, n]) => [id!, n!]);
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
    const [probe] = await this.runPrepared<{ version: string; x: number; y: number; z: number; chord: number }>(
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
    const rows = await this.run<PageRow>(
      `select kind, entity_id, airport_id
         from search_entries
        where airport_id = any(?::int[]) and ${where.sql}
        order by ${ORDER_BY[orderKey(keyPage)]}
        limit ? offset ?`,
      [airportIds, ...where.params, keyPage.window.limit, keyPage.window.offset],
    );
    return this.cardsOf(rows.map((r) => [r.kind, r.entity_id, r.airport_id]));
  }

  async slices(slices: BucketSlice[], filter: SearchFilter): Promise<EntryCard[]> {
    if (!slices.length) return [];
    const words = this.keptWordTokens(filter);
    if (words) {
      const rows = await this.slicesOfIds(slices, filter, words);
      return this.cardsOf(rows.map((r) => [r.kind, r.entity_id, r.airport_id]));
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
    const rows = await this.run<PageRow>(
      `select kind, entity_id, airport_id from (${parts.join(' union all ')}) slices order by slice, entity_id`,
      params,
    );
    return this.cardsOf(rows.map((r) => [r.kind, r.entity_id, r.airport_id]));
  }

  /** Whether the ids kept with the token counts can answer the keyword: every word looked up, no tag filter. */
  private idsServe(filter: SearchFilter): boolean {
    const { keywords } = filter;
    return this.useTokens === 'on' && keywords.length > 0 && keywords.every(isIndexedWord) && !filter.shareCategories.length && !filter.instructorTags.length;
  }

  /**
   * A keyword's words as the tokens that hold them, when the tally of this search has just read them (kept
   * with the words' counts for the counters' stamp): per word, the one token that stands for it, or its tokens.
   * Null for filters the ids cannot answer (tags, the qualification, a word not looked up) or words not kept.
   */
  private keptWordTokens(filter: SearchFilter): string[][] | null {
    const { keywords } = filter;
    if (!this.idsServe(filter) || filter.qualified) return null;
    const version = this.airports.version;
    if (version === null) return null;
    if (keywords.length === 1) {
      const counts = this.wordCounts.get(version, keywords[0]!);
      if (counts?.tokens === 1) return [[counts.token!]];
    }
    const combo = this.comboCounts.get(version, comboKey(keywords));
    return combo ? combo.words.map((w) => w.tokens) : null;
  }

  /**
   * The slices of a distance page for a keyword, from the ids kept with the token counts (migration
   * 20261211000000): per slice, the ids at its airport of its kind holding every word (a word in several
   * tokens: the union of theirs), in id order, skipped and taken as the slice says. The same rows as reading
   * the airport's entries and testing their text (slices), without that test: a rare word's page of 24 is
   * spread over as many airports, each with hundreds of entries to test (5 ms of database time at 500 km on
   * the bench). One text per number of words: a prepared statement.
   */
  private slicesOfIds(slices: BucketSlice[], filter: SearchFilter, words: string[][]): Promise<PageRow[]> {
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
    return this.runPrepared<PageRow>(
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

  async shareCards(shares: Array<{ id: number; airportId: number }>): Promise<EntryCard[]> {
    return this.cardsOf(shares.map((s) => [KIND_CODE.share, s.id, s.airportId]));
  }

  /**
   * The card data of a page (kind, id, airport triples), in that order: each kind's rows joined to their
   * tables by primary key. One text for every page: a prepared statement.
   */
  private async cardsOf(page: number[][]): Promise<EntryCard[]> {
    if (!page.length) return [];
    const rows = await this.runPrepared<{ kind: number; id: number; airport_id: number; data: CardRow }>(
      `with page as materialized (
         select * from unnest(?::int[], ?::smallint[], ?::int[], ?::int[]) as p(pos, kind, entity_id, airport_id))
       select p.pos, p.kind, p.entity_id as id, p.airport_id, json_build_object(
                'title', s.title, 'year', a.year, 'make', a.make, 'model', a.model, 'type', s.type,
                'ratePerHour', s.rate_per_hour, 'cost', s.cost, 'pricePercentOffered', s.price_percent_offered,
                'sharePercentOffered', s.share_percent_offered, 'defaultMedia', s.default_media,
                'grounded', exists (select 1 from share_availability g where g.share_id = s.id and g.grounded_reason is not null),
                'media', coalesce((select json_agg(json_build_object('type', m.type, 'url', m.url, 'videoId', m.video_id,
                                                                     'size', ${imageSizeSql('m.url')}) order by m.position)
                                     from share_media m where m.share_id = s.id), '[]'::json)) as data
         from page p join shares s on s.id = p.entity_id join aircraft a on a.id = s.aircraft_id
        where p.kind = 0
       union all
       select p.pos, p.kind, p.entity_id, p.airport_id, json_build_object(
                'first', u.firstname, 'last', u.lastname, 'userId', u.id, 'avatarUrl', coalesce(i.avatar_url, u.avatar_url),
                'avatarSize', ${imageSizeSql('coalesce(i.avatar_url, u.avatar_url)')}, 'ratePerHour', i.rate_per_hour,
                'alsoPilot', u.is_discoverable and u.airport_id is not null)
         from page p join instructors i on i.id = p.entity_id join users u on u.id = i.user_id
        where p.kind = 1
       union all
       select p.pos, p.kind, p.entity_id, p.airport_id, json_build_object('first', u.firstname, 'last', u.lastname, 'avatarUrl', u.avatar_url,
                                                                          'avatarSize', ${imageSizeSql('u.avatar_url')})
         from page p join users u on u.id = p.entity_id
        where p.kind = 2
       order by pos`,
      [intArray(page.map((_, i) => i)), intArray(page.map((r) => r[0]!)), intArray(page.map((r) => r[1]!)), intArray(page.map((r) => r[2]!))],
    );
    return rows.map(toCard);
  }

  async totals(q: QualifiedFor | null = null): Promise<{ shares: number; users: number }> {
    // Pilots on the map: those listed as pilots and the professionals who are also pilots.
    const [row] = await this.run<{ shares: number; users: number }>(
      'select coalesce(sum(shares), 0)::int as shares, coalesce(sum(users + professional_pilots), 0)::int as users from search_airports',
      [],
    );
    if (!q) return { shares: row!.shares, users: row!.users };
    const unqualified = [...(await this.unqualifiedByAirport(q)).values()].reduce((a, b) => a + b, 0);
    return { shares: row!.shares - unqualified, users: row!.users };
  }

  async airportShareCounts(q: QualifiedFor | null = null): Promise<AirportShareCount[]> {
    const rows = await this.run<AirportRow>(
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

/**
 * A person is one entry: a professional who is also a pilot on the map is a professional entry flagged
 * `also_pilot` (migration 20261125000000). Looking for pilots without professionals, those entries count
 * and show as pilots; with professionals selected they are professionals (never both).
 */
const professionalsArePilots = (filter: SearchFilter): boolean => filter.kinds.includes('user') && !filter.kinds.includes('instructor');

/** Whether professionals who are also pilots count among the kinds searched: as pilots, when pilots are searched without professionals. */
const pilotsTakeProfessionals = (filter: SearchFilter, kinds: SearchType[]) => kinds.includes('user') && professionalsArePilots(filter);

/** The kind a row of `kind` counts as in this search. */
const kindOf = (kind: number, filter: SearchFilter): SearchType =>
  kind === KIND_CODE.instructor && professionalsArePilots(filter) ? 'user' : KIND_OF[kind]!;

const orderKey = (p: KeyPage) => `${p.sort.by}:${p.sort.dir}` as const;

/** A JSON array of number arrays built by PostgreSQL (null when there were no rows). */
const parseRows = (text: string | null): number[][] => (text === null ? [] : (JSON.parse(text) as number[][]));

/**
 * Which indexes a filtered read may use. The planner cannot know what the counters tell us: how many
 * entries the area holds. A small area is cheapest read whole through the airport index, checking
 * each row (a trigram index scan alone costs several milliseconds for a common word); a large one
 * through the keyword or tag index alone (ANDing a bitmap of hundreds of thousands of area rows costs
 * more than it saves); in between, both. An index is kept out of a plan by wrapping its column in a
 * no-op expression. Thresholds measured on the 1M-row bench data set.
 */
interface AccessPath {
  byAirport: boolean;
  byFilter: boolean;
}
const AIRPORT_INDEX_ONLY: AccessPath = { byAirport: true, byFilter: false };
const BOTH_INDEXES: AccessPath = { byAirport: true, byFilter: true };
const FILTER_INDEX_ONLY: AccessPath = { byAirport: false, byFilter: true };

/** Up to `small` area rows: airport index only; from `large`: keyword/tag index only; between: both. */
export interface AreaRows {
  small: number;
  large: number;
}
const AREA_ROWS: AreaRows = { small: 20_000, large: 600_000 };

const accessPathFor = (rows: number, limits: AreaRows): AccessPath =>
  rows <= limits.small ? AIRPORT_INDEX_ONLY : rows >= limits.large ? FILTER_INDEX_ONLY : BOTH_INDEXES;

/**
 * The entries of `kinds` that pass the filter. Words are separate LIKE clauses (the trigram index
 * cannot take an array); tag filters touch only their own kind.
 */
function entryFilter(
  filter: SearchFilter,
  kinds: SearchType[],
  access: AccessPath,
  qualified: Clause | null = null,
  tokens: ReadonlyMap<string, string[]> | null = null,
): Clause {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const doc = access.byFilter ? 'doc' : "(doc || '')";
  const tags = access.byFilter ? 'tags' : "(tags || '{}'::text[])";
  const kind = kindClause(filter, kinds);
  if (kind) {
    clauses.push(kind.sql);
    params.push(...kind.params);
  }
  for (const word of filter.keywords) {
    // Read through an index, a word whose tokens are known is exactly "holds one of them" (wordTokens).
    const held = access.byFilter ? tokens?.get(word) : undefined;
    if (held !== undefined) {
      clauses.push(`string_to_array(doc, ' ') && ?::text[]`);
      params.push(textArray(held));
      continue;
    }
    // The document is lower-cased when written; lower() here is the same function, folded at planning.
    // A word without three letters in a row only filters: looked up in the index it would read all of it.
    clauses.push(`${isIndexedWord(word) ? doc : "(doc || '')"} like lower(?)`);
    params.push(likePattern(word));
  }
  if (filter.shareCategories.length && kinds.includes('share')) {
    clauses.push(kinds.length === 1 ? `${tags} && ?::text[]` : `(kind <> 0 or ${tags} && ?::text[])`);
    params.push(textArray(filter.shareCategories));
  }
  if (filter.instructorTags.length && kinds.includes('instructor')) {
    clauses.push(kinds.length === 1 ? `${tags} && ?::text[]` : `(kind <> 1 or ${tags} && ?::text[])`);
    params.push(textArray(filter.instructorTags));
  }
  if (qualified && kinds.includes('share')) {
    clauses.push(kinds.length === 1 ? qualified.sql : `(kind <> 0 or ${qualified.sql})`);
    params.push(...qualified.params);
  }
  return { sql: clauses.length ? clauses.join(' and ') : 'true', params };
}

interface Clause {
  sql: string;
  params: unknown[];
}

/** The kinds a search reads, as a clause (none when it reads every kind). */
function kindClause(filter: SearchFilter, kinds: SearchType[]): Clause | null {
  if (kinds.length >= KIND_ORDER.length) return null;
  const kind = kinds.length === 1 ? 'kind = ?' : 'kind = any(?::smallint[])';
  return {
    sql: pilotsTakeProfessionals(filter, kinds) ? `(${kind} or (kind = ${KIND_CODE.instructor} and also_pilot))` : kind,
    params: [kinds.length === 1 ? KIND_CODE[kinds[0]!] : intArray(kinds.map((k) => KIND_CODE[k]))],
  };
}

/**
 * Counts kept flat as [airport, kind, also_pilot, n] rows (a word's, or several words' together), summed per
 * airport and kind for the area's airports and the kinds searched, as [airport, kind, n]. kindClause's test: a
 * professional who is also a pilot counts when pilots are searched without professionals.
 */
function countsInArea(rows: Int32Array, filter: SearchFilter, kinds: SearchType[], airportIds: number[]): number[][] {
  // Each area airport's place in `sums` (plus one; 0: outside the area), by airport id. The rows are the word's
  // at every airport: a lookup in a typed array costs a tenth of a Set's for the thousands of them.
  let top = 0;
  for (const id of airportIds) if (id > top) top = id;
  const slot = new Int32Array(top + 1);
  for (let i = 0; i < airportIds.length; i++) slot[airportIds[i]!] = i + 1;
  const every = kinds.length >= KIND_ORDER.length;
  const codes = new Set(kinds.map((k) => KIND_CODE[k]));
  const alsoPilots = pilotsTakeProfessionals(filter, kinds);
  const sums = new Float64Array(airportIds.length * 4);
  for (let i = 0; i < rows.length; i += 4) {
    const airport = rows[i]!;
    const kind = rows[i + 1]!;
    const at = airport <= top ? slot[airport]! : 0;
    if (!at) continue;
    if (!every && !codes.has(kind) && !(alsoPilots && kind === KIND_CODE.instructor && rows[i + 2] === 1)) continue;
    sums[(at - 1) * 4 + kind] += rows[i + 3]!;
  }
  const counted: number[][] = [];
  for (let i = 0; i < sums.length; i++) if (sums[i]) counted.push([airportIds[i >> 2]!, i & 3, sums[i]!]);
  return counted;
}

/** Several words' key in the kept intersections: the same words in any order or case are one entry. */
const comboKey = (keywords: string[]) => keywords.map((w) => w.toLowerCase()).sort().join(' ');

/** `%word%` for LIKE, its own wildcards and escapes taken literally. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The counted numbers for the narrowed kinds (the other kinds keep the counters'); the airports with any left. */
function applyCounts(airports: AirportTally[], narrowed: SearchType[], counted: number[][], filter: SearchFilter): AirportTally[] {
  const byId = new Map(airports.map((t) => [t.airport.id, t]));
  for (const t of airports) for (const k of narrowed) t.counts[k] = 0;
  for (const [airportId, kind, n] of counted) byId.get(airportId!)!.counts[kindOf(kind!, filter)] += n!;
  return airports.filter((t) => t.counts.share + t.counts.instructor + t.counts.user > 0);
}

/** Airports on the same local day, with the pilot's facts on that day. */
interface DayGroup {
  ids: number[];
  facts: QualificationFacts;
}

function dayGroups(q: QualifiedFor, airports: SearchAirport[]): DayGroup[] {
  const byDay = new Map<string, number[]>();
  for (const a of airports) {
    const day = q.dayAt(a);
    const ids = byDay.get(day);
    if (ids) ids.push(a.id);
    else byDay.set(day, [a.id]);
  }
  return [...byDay].map(([day, ids]) => ({ ids, facts: q.factsOn(day) }));
}

/** True when a filter on these kinds can be read through an index of its own (keyword or tags). */
const hasIndexedFilter = (filter: SearchFilter, kinds: SearchType[]): boolean =>
  filter.keywords.length > 0 ||
  (kinds.includes('share') && filter.shareCategories.length > 0) ||
  (kinds.includes('instructor') && filter.instructorTags.length > 0);

/**
 * The qualification filter for these airports: the pilot's facts on each airport's local day. Usually
 * every airport of the area is on the same day (one clause); around midnight somewhere, one clause per
 * day, each for its airports.
 */
function qualifiedClause(q: QualifiedFor | null, airports: SearchAirport[]): Clause | null {
  return q && airports.length ? clauseOfDays(dayGroups(q, airports)) : null;
}

/** The qualification filter of airports already grouped by day (none: no filter). */
function clauseOfDays(days: DayGroup[]): Clause | null {
  if (!days.length) return null;
  if (days.length === 1) return qualifiedSql(days[0]!.facts);
  const parts = days.map(({ ids, facts }) => {
    const c = qualifiedSql(facts);
    return { sql: `(airport_id = any(?::int[]) and ${c.sql})`, params: [intArray(ids), ...c.params] };
  });
  return { sql: `(${parts.map((p) => p.sql).join(' or ')})`, params: parts.flatMap((p) => p.params) };
}

const latLng = (area: SearchArea) => [area.centre.lat, area.centre.lng];

/** Array literals travel as one parameter (knex would spread a JS array into a list of parameters). */
const intArray = (values: number[]) => `{${values.join(',')}}`;
const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

interface CardRow {
  title?: string; year?: number | null; make?: string; model?: string; type?: string; ratePerHour?: number | string | null;
  cost?: number | string | null; pricePercentOffered?: number | string | null; sharePercentOffered?: number | string | null;
  defaultMedia?: number; media?: { type: string; url: string; videoId: string | null; size?: ImageSizeJson | null }[];
  grounded?: boolean;
  first?: string; last?: string; avatarUrl?: string | null; avatarSize?: ImageSizeJson | null; alsoPilot?: boolean; userId?: number;
}

const num = (v: number | string | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));
const avatar = (url: string | null | undefined, size: ImageSizeJson | null | undefined) => (url ? { url, type: 'image' as const, ...sizesOf(url, size) } : null);

function toCard(r: { kind: number; id: number; airport_id: number; data: CardRow }): EntryCard {
  const d = r.data;
  const ref = { id: r.id, airportId: r.airport_id };
  if (r.kind === KIND_CODE.share) {
    return {
      type: 'share',
      ...ref,
      data: {
        title: d.title ?? '', year: d.year ?? null, make: d.make ?? '', model: d.model ?? '',
        type: d.type as Extract<EntryCard, { type: 'share' }>['data']['type'],
        ratePerHour: num(d.ratePerHour), cost: num(d.cost), pricePercentOffered: num(d.pricePercentOffered),
        sharePercentOffered: num(d.sharePercentOffered),
        media: (d.media ?? []).map((m) => ({ type: m.type as 'image', url: m.url, videoId: m.videoId, ...(m.type === 'image' ? sizesOf(m.url, m.size) : {}) })),
        defaultMedia: d.defaultMedia ?? 0,
        ...(d.grounded === true ? { grounded: true } : {}), // only when grounded: the card's badge
      },
    };
  }
  const person = { first: d.first ?? '', last: d.last ?? '', avatar: avatar(d.avatarUrl, d.avatarSize) };
  return r.kind === KIND_CODE.instructor
    ? { type: 'instructor', ...ref, data: { ...person, userId: d.userId ?? 0, ratePerHour: num(d.ratePerHour), alsoPilot: d.alsoPilot === true } }
    : { type: 'user', ...ref, data: person };
}

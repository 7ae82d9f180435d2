/**
 * The map search's tuning constants, each with the measurement it came from. All were measured on the bench data
 * (`npm run bench:seed`: 1,000,000 listings, 1,000,000 pilots, 100,000 professionals over 3,376 US airports; 2
 * cores); the dated runs are in bench/LOG.md. A change here is a change of plan, not of answers: every way of
 * answering gives the same results (tests/http/search.http.test.ts compares them), so re-measure with
 * `npm run bench` (BENCH_ONLY=<scenario>) and say the figures beside the new value.
 */

/**
 * The longest expected walk of a token's postings for a key-order page, in rows: (offset + limit) rows in the area
 * take about that many times (the token's entries / those in the area). Longer (a small area, a deep page), the
 * area's matches are read and sorted instead. An index-only walk reads about 10,000 rows a millisecond on the
 * bench machine, so 20,000 is about 2 ms; a page of `bonanza`, `cessna`, `warbird` or `skyhawk` by price at 500 or
 * 2000 km was a walk of 0.2 to 0.6 ms against 60 to 700 ms for reading and sorting the matches (psql, 26 November;
 * LOG.md "Postings").
 */
export const POSTINGS_WALK = 20_000;

/**
 * What a row of a postings walk checked against other words' ids costs (commonPage), in rows of a walk without
 * checks: a probe of search_token_counts and a scan of its ids. An estimate set with the walk (27 November), not
 * measured on its own: with it, `cessna skyhawk` by price took 14 ms at 500 km for one client, whole search
 * (LOG.md "Entries with the counts"). The walk is also cut off after POSTINGS_WALK / CHECKED_ROW_COST rows, so a
 * wrong estimate costs at most one short walk before the matches are read.
 */
export const CHECKED_ROW_COST = 10;

/**
 * The most airports whose counts of listings by set of requirements ("Planes I qualify for") are read with the
 * airports as a condition of search_requirement_groups_by_set: a descent of the index per airport and set read. A
 * larger area reads each set's groups whole and keeps its airports'. The statement's execution on the bench (170
 * sets; the group '*' holds 2,762 airports), by index against filtered: 4 airports 0.3 against 2.2 ms, 50 airports
 * 0.8 against 2.4 ms, 100 airports 1.5 against 2.5 ms, 200 airports 2.9 against 2.8 ms, 348 airports 6.8 against
 * 4.3 ms (27 November; the 50 km count 0.4 ms instead of 2.3 in EXPLAIN ANALYZE).
 */
export const PROBED_AIRPORTS = 100;

/**
 * The most tokens of a word of which one may stand for it (readWordCounts): the one most entries hold, when every
 * entry holding any holds it too (`skyhawk` and `skyhawk,`; `bonan` in `bonanza` and `bonanza,`). Checked over the
 * ids kept with the counts, once per stamp and word, in the statement that reads the word's counts; a bound on that
 * check. With it, `cessna skyhawk` took 9 ms at 500 km (14 before) and 18 to 20 ms at 2000 km (35 to 40), one
 * client, whole search (27 November).
 */
export const COVERED_TOKENS = 4;

/**
 * The most tokens a word is looked up by in search_entries_tokens_idx (wordTokens): a word inside more tokens is
 * read through the trigram index, which then reads fewer posting lists than the token index would. Set with the
 * token index (26 November; two common words at 500 km: p95 1,001 -> 672 ms, database CPU 126 -> 85 ms a search);
 * the bench's vocabulary has 497 tokens.
 */
export const TOKENS_PER_WORD = 100;

/**
 * The largest word counts kept in the process (WordCountsCache, once for single words and once for sets of words),
 * in [airport, kind, also_pilot, n] rows of 16 bytes: at most about 16 MB each. A word holds at most a row per
 * airport, kind and also_pilot (about 13,500 for the bench's 3,376 airports), so a million rows keep at least the
 * 74 words searched last; search_token_counts holds 1.66 million rows in all. Read per search instead, a word's
 * counts cost 1.6 ms of database CPU at 500 km and 4 ms at 2000 km (27 November, LOG.md "Counters in the
 * process").
 */
export const KEPT_WORD_ROWS = 1_000_000;

/** Up to `small` area rows: airport index only; from `large`: keyword/tag index only; between: both. */
export interface AreaRows {
  small: number;
  large: number;
}

/**
 * The access path of a filtered read of search_entries (accessPathFor, entry-filter.ts), by how many entries the
 * area holds (the counters say): a small area is cheapest read whole through the airport index (the heap is in
 * airport order), checking each row, as a trigram index scan alone costs several milliseconds for a common word; a
 * large one through the keyword or tag index alone, as ANDing a bitmap of hundreds of thousands of area rows costs
 * more than it saves. Measured on the 1M-row bench at the first design (21 November); since the token counters
 * (issue 17) only keywords the counters do not serve and tag filters take this path.
 */
export const AREA_ROWS: AreaRows = { small: 20_000, large: 600_000 };

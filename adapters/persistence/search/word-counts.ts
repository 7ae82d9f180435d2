import type { SearchType } from '../../../domain/options.js';
import type { SearchFilter } from '../../../domain/search/search-criteria.js';
import { isIndexedWord } from '../../../domain/search/search-keyword.js';
import { KIND_ORDER } from '../../../domain/search/search-order.js';
import { WordCountsCache, type WordCounts } from './counters-copy.js';
import { KIND_CODE, likePattern, parseRows, pilotsTakeProfessionals, textArray } from './search-sql.js';
import type { SearchStatements } from './search-statements.js';
import { COVERED_TOKENS, KEPT_WORD_ROWS, TOKENS_PER_WORD } from './search-tuning.js';

/**
 * A keyword's counts per airport, from the token counters (search_tokens, search_token_counts and the ids kept
 * with them: migrations 20261209000000, 20261211000000): a word's counts when one token stands for it, several
 * words' entries together (the intersection of their ids), read everywhere once per stamp of the counters and kept
 * in the process (counters-copy.ts's WordCountsCache); the area and the kinds are picked from them here.
 */

/** wordTokens' answer when a word of the keyword is in no entry's document. */
export const NO_TOKENS = 'none';

export interface TokenCounts {
  token: string;
  /** Entries holding the token, of every kind and anywhere. */
  entries: number;
  /** [airport, kind, n] of the narrowed kinds in the area. */
  counts: number[][];
}

/** A keyword's counts per airport from the ids of its words' tokens (commonCounts). */
export interface CommonCounts {
  /** [airport, kind, n] of the narrowed kinds in the area. */
  counts: number[][];
  /**
   * Per word, its tokens (`all`), those a walk of its postings must read (`tokens`: the first alone when the area
   * holds no entry of the others without it) and the entries holding those, added up (of every kind, anywhere).
   */
  words: { tokens: string[]; entries: number; all: string[] }[];
}

/** Several words' entries at every airport (readComboCounts), with what a walk of their postings needs. */
export interface ComboCounts {
  /** [airport, kind, also_pilot (0 or 1), n], flat. */
  rows: Int32Array;
  words: CommonCounts['words'];
}

/** The token counters' answers for a keyword, with the counts kept per stamp of the counters. */
export class KeywordCounts {
  /** Words' counts per airport from search_token_counts, kept while the stamp stays (counters-copy.ts). */
  private readonly wordCounts = new WordCountsCache<WordCounts>(KEPT_WORD_ROWS);
  /** Several words' counts together, per airport, kind and also_pilot, kept the same way (readComboCounts). */
  private readonly comboCounts = new WordCountsCache<ComboCounts>(KEPT_WORD_ROWS);
  /** The reads of words' counts under way (once). */
  private readonly reading = new Map<string, Promise<unknown>>();

  constructor(
    private readonly statements: SearchStatements,
    /** Whether a one-word search counts through search_token_counts (off: every match is counted, as before them). */
    private readonly useTokens: 'on' | 'off',
  ) {}

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

  /**
   * The search's one word, when the token counters may count it: not for several words (no counter knows
   * which entries hold both), nor with other filters the counters do not know (tags), nor when they are
   * switched off (the comparison test).
   */
  tokenWordOf(filter: SearchFilter): string | null {
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
  async wordTokens(filter: SearchFilter): Promise<ReadonlyMap<string, string[]> | typeof NO_TOKENS | null> {
    const words = this.useTokens === 'on' ? filter.keywords.filter(isIndexedWord) : [];
    if (!words.length) return null;
    const lists = words.map((_, i) => `array(select token from search_tokens where token like lower(?) and n > 0 order by n desc, token limit ${TOKENS_PER_WORD + 1}) as w${i}`);
    const [row] = await this.statements.run<Record<string, string[]>>(`select ${lists.join(', ')}`, words.map(likePattern));
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
  async tokenCounts(word: string, filter: SearchFilter, kinds: SearchType[], airportIds: number[], version: string): Promise<TokenCounts | null> {
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
    const [row] = await this.statements.run<{ version: string; tokens: number; token: string | null; entries: number | null; counts: string | null }>(
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
  async commonCounts(filter: SearchFilter, kinds: SearchType[], airportIds: number[], version: string): Promise<CommonCounts | typeof NO_TOKENS | null> {
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
    const [row] = await this.statements.run<{ version: string; counts: string | null; entries: [string, number][] | null; beyond: (number | null)[] }>(
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

  /** Whether the ids kept with the token counts can answer the keyword: every word looked up, no tag filter. */
  private idsServe(filter: SearchFilter): boolean {
    const { keywords } = filter;
    return this.useTokens === 'on' && keywords.length > 0 && keywords.every(isIndexedWord) && !filter.shareCategories.length && !filter.instructorTags.length;
  }

  /**
   * A keyword's words as the tokens that hold them, when the tally of this search has just read them (kept
   * with the words' counts for the counters' stamp): per word, the one token that stands for it, or its tokens.
   * Null for filters the ids cannot answer (tags, the qualification, a word not looked up) or words not kept.
   * `version`: the stamp of the airports' copy the tally used (null before any).
   */
  keptWordTokens(filter: SearchFilter, version: string | null): string[][] | null {
    const { keywords } = filter;
    if (!this.idsServe(filter) || filter.qualified) return null;
    if (version === null) return null;
    if (keywords.length === 1) {
      const counts = this.wordCounts.get(version, keywords[0]!);
      if (counts?.tokens === 1) return [[counts.token!]];
    }
    const combo = this.comboCounts.get(version, comboKey(keywords));
    return combo ? combo.words.map((w) => w.tokens) : null;
  }
}


/**
 * Counts kept flat as [airport, kind, also_pilot, n] rows (a word's, or several words' together), summed per
 * airport and kind for the area's airports and the kinds searched, as [airport, kind, n]. kindClause's test: a
 * professional who is also a pilot counts when pilots are searched without professionals.
 */
export function countsInArea(rows: Int32Array, filter: SearchFilter, kinds: SearchType[], airportIds: number[]): number[][] {
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
export const comboKey = (keywords: string[]) => keywords.map((w) => w.toLowerCase()).sort().join(' ');

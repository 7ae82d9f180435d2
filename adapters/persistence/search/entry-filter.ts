import type { SearchType } from '../../../domain/options.js';
import type { SearchFilter } from '../../../domain/search/search-criteria.js';
import { isIndexedWord } from '../../../domain/search/search-keyword.js';
import { kindClause, likePattern, textArray, type Clause } from './search-sql.js';
import type { AreaRows } from './search-tuning.js';

/**
 * Which indexes a filtered read may use. The planner cannot know what the counters tell us: how many
 * entries the area holds. A small area is cheapest read whole through the airport index, checking
 * each row (a trigram index scan alone costs several milliseconds for a common word); a large one
 * through the keyword or tag index alone (ANDing a bitmap of hundreds of thousands of area rows costs
 * more than it saves); in between, both. An index is kept out of a plan by wrapping its column in a
 * no-op expression. The thresholds: AREA_ROWS (search-tuning.ts).
 */
export interface AccessPath {
  byAirport: boolean;
  byFilter: boolean;
}
export const AIRPORT_INDEX_ONLY: AccessPath = { byAirport: true, byFilter: false };
export const BOTH_INDEXES: AccessPath = { byAirport: true, byFilter: true };
const FILTER_INDEX_ONLY: AccessPath = { byAirport: false, byFilter: true };

export const accessPathFor = (rows: number, limits: AreaRows): AccessPath =>
  rows <= limits.small ? AIRPORT_INDEX_ONLY : rows >= limits.large ? FILTER_INDEX_ONLY : BOTH_INDEXES;

/** True when a filter on these kinds can be read through an index of its own (keyword or tags). */
export const hasIndexedFilter = (filter: SearchFilter, kinds: SearchType[]): boolean =>
  filter.keywords.length > 0 ||
  (kinds.includes('share') && filter.shareCategories.length > 0) ||
  (kinds.includes('instructor') && filter.instructorTags.length > 0);

/**
 * The entries of `kinds` that pass the filter. Words are separate LIKE clauses (the trigram index
 * cannot take an array); tag filters touch only their own kind.
 */
export function entryFilter(
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

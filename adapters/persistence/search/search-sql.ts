import type { KeyPage } from '../../../application/ports/search.repository.js';
import type { SearchType } from '../../../domain/options.js';
import type { SearchFilter } from '../../../domain/search/search-criteria.js';
import { KIND_ORDER } from '../../../domain/search/search-order.js';

/**
 * The words every part of the search's SQL shares: the kind codes of search_entries, the sort orders its indexes
 * serve, the kinds a search reads as a clause, and how arrays and patterns travel as parameters.
 */

/** Kind codes of `search_entries` (migration 20261121040000): their order is the tie-break rank. */
export const KIND_CODE: Record<SearchType, number> = { share: 0, instructor: 1, user: 2 };
const KIND_OF = KIND_ORDER;

/** Orders served by the sort indexes of search_entries; each ends in the (kind, entity_id) tie-breakers. */
export const ORDER_BY = {
  'ratePerHour:asc': 'rate asc nulls last, kind, entity_id',
  'ratePerHour:desc': 'rate desc nulls last, kind, entity_id',
  'listDate:asc': 'listed_at asc, kind, entity_id',
  'listDate:desc': 'listed_at desc, kind, entity_id',
} as const;

export const orderKey = (p: KeyPage) => `${p.sort.by}:${p.sort.dir}` as const;

/** A row of a page as the statements read it: which entry, at which airport. */
export interface PageRow {
  kind: number;
  entity_id: number;
  airport_id: number;
}

/** A piece of SQL with its parameters. */
export interface Clause {
  sql: string;
  params: unknown[];
}

/**
 * The area's airports (one array parameter) as a condition an index takes (`byIndex`), or as a filter: `+ 0`
 * keeps the planner from using an index on airport_id and from estimating the list element by element.
 */
export const airportsCondition = (byIndex: boolean) => (byIndex ? 'airport_id = any(?::int[])' : 'airport_id + 0 = any(?::int[])');

/**
 * The area's airports, for a walk of search_postings. No index of search_postings leads with airport_id, so the
 * plan is a walk of a token's index in the page's order either way; `+ 0` spares the planner estimating the list
 * element by element against the column's statistics: planning a 2000 km search's walk (2,400 airports) took
 * 1.9 ms, and 0.35 ms so; 0.4 against 0.1 ms at 500 km; the same plans (measured on the bench for each key order
 * and keyword).
 */
export const POSTINGS_AT_AIRPORTS = airportsCondition(false);

/**
 * A person is one entry: a professional who is also a pilot on the map is a professional entry flagged
 * `also_pilot` (migration 20261125000000). Looking for pilots without professionals, those entries count
 * and show as pilots; with professionals selected they are professionals (never both).
 */
export const professionalsArePilots = (filter: SearchFilter): boolean => filter.kinds.includes('user') && !filter.kinds.includes('instructor');

/** Whether professionals who are also pilots count among the kinds searched: as pilots, when pilots are searched without professionals. */
export const pilotsTakeProfessionals = (filter: SearchFilter, kinds: SearchType[]) => kinds.includes('user') && professionalsArePilots(filter);

/** The kind a row of `kind` counts as in this search. */
export const kindOf = (kind: number, filter: SearchFilter): SearchType =>
  kind === KIND_CODE.instructor && professionalsArePilots(filter) ? 'user' : KIND_OF[kind]!;

/** The kinds a search reads, as a clause (none when it reads every kind). */
export function kindClause(filter: SearchFilter, kinds: SearchType[]): Clause | null {
  if (kinds.length >= KIND_ORDER.length) return null;
  const kind = kinds.length === 1 ? 'kind = ?' : 'kind = any(?::smallint[])';
  return {
    sql: pilotsTakeProfessionals(filter, kinds) ? `(${kind} or (kind = ${KIND_CODE.instructor} and also_pilot))` : kind,
    params: [kinds.length === 1 ? KIND_CODE[kinds[0]!] : intArray(kinds.map((k) => KIND_CODE[k]))],
  };
}

/** A JSON array of number arrays built by PostgreSQL (null when there were no rows). */
export const parseRows = (text: string | null): number[][] => (text === null ? [] : (JSON.parse(text) as number[][]));

/** `%word%` for LIKE, its own wildcards and escapes taken literally. */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Array literals travel as one parameter (knex would spread a JS array into a list of parameters). */
export const intArray = (values: number[]) => `{${values.join(',')}}`;
export const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

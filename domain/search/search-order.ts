import type { SearchType } from '../options.js';

/**
 * The one total order of search results, whatever the sort: the sort key (nulls last in both
 * directions), then the kind in this rank, then the id ascending. Distance ties (one airport holds
 * many entries) break on the airport id first. Being total, it pages without duplicates or gaps.
 */
export const KIND_ORDER = ['share', 'instructor', 'user'] as const satisfies readonly SearchType[];

export const SEARCH_SORTS = ['dist', 'ratePerHour', 'listDate'] as const;
export type SearchSortBy = (typeof SEARCH_SORTS)[number];
export type SortDir = 'asc' | 'desc';
export interface SearchSort {
  by: SearchSortBy;
  dir: SortDir;
}

export const kindRank = (type: SearchType): number => KIND_ORDER.indexOf(type);

/** What the order looks at. Pilots have no rate: sorted by price they come after every priced entry. */
export interface OrderedEntry {
  type: SearchType;
  id: number;
  airportId: number;
  /** Metres from the search centre. */
  dist: number;
  ratePerHour: number | null;
  /** Listing date; for pilots and professionals, when the account or profile was created. */
  listDate: Date;
}

export function compareEntries(sort: SearchSort, a: OrderedEntry, b: OrderedEntry): number {
  const sign = sort.dir === 'asc' ? 1 : -1;
  let byKey = 0;
  if (sort.by === 'dist') byKey = sign * (a.dist - b.dist) || a.airportId - b.airportId;
  if (sort.by === 'listDate') byKey = sign * (a.listDate.getTime() - b.listDate.getTime());
  if (sort.by === 'ratePerHour') {
    if (a.ratePerHour === null || b.ratePerHour === null) byKey = (a.ratePerHour === null ? 1 : 0) - (b.ratePerHour === null ? 1 : 0);
    else byKey = sign * (a.ratePerHour - b.ratePerHour);
  }
  return byKey || kindRank(a.type) - kindRank(b.type) || a.id - b.id;
}

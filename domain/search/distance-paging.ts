import type { SearchType } from '../options.js';
import { KIND_ORDER, type SortDir } from './search-order.js';

/** One airport's matching entries, counted per kind, and its distance from the search centre. */
export interface AirportBucket {
  airportId: number;
  dist: number;
  counts: Record<SearchType, number>;
}

/** A run of one airport's entries of one kind, in id order: skip `offset`, take `limit`. */
export interface BucketSlice {
  airportId: number;
  kind: SearchType;
  offset: number;
  limit: number;
}

/**
 * Sorted by distance, results come airport by airport (nearest first, ties by airport id), and within an
 * airport by kind rank and id. Knowing how many entries each airport holds, a page is a handful of
 * slices: the database reads only the rows shown, however deep the page and however many airports
 * lie before it.
 */
export function planDistancePage(buckets: AirportBucket[], dir: SortDir, window: { offset: number; limit: number }): BucketSlice[] {
  const sign = dir === 'asc' ? 1 : -1;
  const ordered = [...buckets].sort((a, b) => sign * (a.dist - b.dist) || a.airportId - b.airportId);
  const end = window.offset + window.limit;
  const slices: BucketSlice[] = [];
  let position = 0;
  for (const bucket of ordered) {
    for (const kind of KIND_ORDER) {
      const n = bucket.counts[kind];
      if (n <= 0) continue;
      if (position + n > window.offset) {
        const from = Math.max(0, window.offset - position);
        const to = Math.min(n, end - position);
        if (to > from) slices.push({ airportId: bucket.airportId, kind, offset: from, limit: to - from });
      }
      position += n;
      if (position >= end) return slices;
    }
  }
  return slices;
}

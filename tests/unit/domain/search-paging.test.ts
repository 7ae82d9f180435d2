import { describe, expect, it } from 'vitest';
import { planDistancePage, type AirportBucket, type BucketSlice } from '../../../domain/search/distance-paging.js';
import { KIND_ORDER } from '../../../domain/search/search-order.js';

const bucket = (airportId: number, dist: number, share: number, instructor: number, user: number): AirportBucket => ({
  airportId, dist, counts: { share, instructor, user },
});

/** Every entry of the buckets in the promised order, as "airport/kind/n" (n: position in the id order). */
function everything(buckets: AirportBucket[], dir: 'asc' | 'desc'): string[] {
  const ordered = [...buckets].sort((a, b) => (dir === 'asc' ? a.dist - b.dist : b.dist - a.dist) || a.airportId - b.airportId);
  return ordered.flatMap((b) => KIND_ORDER.flatMap((k) => Array.from({ length: b.counts[k] }, (_, n) => `${b.airportId}/${k}/${n}`)));
}

const expand = (slices: BucketSlice[]) => slices.flatMap((s) => Array.from({ length: s.limit }, (_, n) => `${s.airportId}/${s.kind}/${s.offset + n}`));

describe('planDistancePage', () => {
  const buckets = [bucket(30, 900, 2, 0, 1), bucket(10, 100, 3, 1, 2), bucket(20, 100, 0, 0, 0), bucket(40, 500, 1, 1, 1)];

  it('reads only the rows of the page: nearest airport first, shares, professionals, pilots', () => {
    expect(planDistancePage(buckets, 'asc', { offset: 0, limit: 4 })).toEqual([
      { airportId: 10, kind: 'share', offset: 0, limit: 3 },
      { airportId: 10, kind: 'instructor', offset: 0, limit: 1 },
    ]);
    expect(planDistancePage(buckets, 'asc', { offset: 5, limit: 3 })).toEqual([
      { airportId: 10, kind: 'user', offset: 1, limit: 1 },
      { airportId: 40, kind: 'share', offset: 0, limit: 1 },
      { airportId: 40, kind: 'instructor', offset: 0, limit: 1 },
    ]);
  });

  it('answers nothing past the end', () => {
    expect(planDistancePage(buckets, 'asc', { offset: 12, limit: 10 })).toEqual([]);
    expect(planDistancePage([], 'asc', { offset: 0, limit: 10 })).toEqual([]);
  });

  it('pages through every entry once, in order, with no gap, whatever the page size and direction', () => {
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 48271) % 2147483647), seed % n);
    const many = Array.from({ length: 40 }, (_, i) => bucket(i + 1, random(5) * 100, random(4), random(3), random(4)));
    for (const dir of ['asc', 'desc'] as const) {
      const all = everything(many, dir);
      for (const limit of [1, 3, 10, 100]) {
        const paged: string[] = [];
        for (let offset = 0; offset < all.length + limit; offset += limit) paged.push(...expand(planDistancePage(many, dir, { offset, limit })));
        expect(paged).toEqual(all);
      }
    }
  });
});

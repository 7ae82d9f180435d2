import { describe, expect, it } from 'vitest';
import { compareEntries, type OrderedEntry, type SearchSort } from '../../../domain/search/search-order.js';

const at = (type: OrderedEntry['type'], id: number, extra: Partial<OrderedEntry> = {}): OrderedEntry => ({
  type, id, airportId: 1, dist: 0, ratePerHour: null, listDate: new Date('2025-01-01T00:00:00Z'), ...extra,
});
const sorted = (sort: SearchSort, entries: OrderedEntry[]) => [...entries].sort((a, b) => compareEntries(sort, a, b)).map((e) => `${e.type}:${e.id}`);

describe('compareEntries: one total order per sort', () => {
  it('by distance: nearer airports first, ties by airport id, then share, instructor, pilot, then id', () => {
    const entries = [
      at('user', 1, { airportId: 5, dist: 10 }), at('share', 9, { airportId: 5, dist: 10 }), at('share', 2, { airportId: 5, dist: 10 }),
      at('instructor', 3, { airportId: 4, dist: 10 }), at('user', 7, { airportId: 9, dist: 2 }),
    ];
    expect(sorted({ by: 'dist', dir: 'asc' }, entries)).toEqual(['user:7', 'instructor:3', 'share:2', 'share:9', 'user:1']);
    expect(sorted({ by: 'dist', dir: 'desc' }, entries)).toEqual(['instructor:3', 'share:2', 'share:9', 'user:1', 'user:7']);
  });

  it('by price: unpriced entries and pilots come last in both directions', () => {
    const entries = [at('user', 1), at('share', 2, { ratePerHour: 150 }), at('share', 3), at('instructor', 4, { ratePerHour: 60 }), at('share', 5, { ratePerHour: 150 })];
    expect(sorted({ by: 'ratePerHour', dir: 'asc' }, entries)).toEqual(['instructor:4', 'share:2', 'share:5', 'share:3', 'user:1']);
    expect(sorted({ by: 'ratePerHour', dir: 'desc' }, entries)).toEqual(['share:2', 'share:5', 'instructor:4', 'share:3', 'user:1']);
  });

  it('by list date: newest or oldest first, equal dates by kind then id', () => {
    const d = (s: string) => new Date(s);
    const entries = [at('user', 1, { listDate: d('2025-03-01') }), at('share', 2, { listDate: d('2025-01-01') }), at('instructor', 3, { listDate: d('2025-03-01') })];
    expect(sorted({ by: 'listDate', dir: 'desc' }, entries)).toEqual(['instructor:3', 'user:1', 'share:2']);
    expect(sorted({ by: 'listDate', dir: 'asc' }, entries)).toEqual(['share:2', 'instructor:3', 'user:1']);
  });
});

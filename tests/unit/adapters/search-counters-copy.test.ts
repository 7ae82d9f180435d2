import { describe, expect, it } from 'vitest';
import { airportsInCircle, roundHalfEven, SearchAirportsCache, WordCountsCache, type AirportsSnapshot, type SnapshotAirport, type WordCounts } from '../../../adapters/persistence/search/counters-copy.js';

const snapshot = (version: string): AirportsSnapshot => ({ version, airports: [], byId: new Map() });

/** A cache over a table whose stamp the test moves; every read is counted and can be held back. */
function table() {
  const state = { version: 'v1', reads: 0, hold: null as Promise<void> | null };
  const cache = new SearchAirportsCache(
    async () => {
      state.reads++;
      const version = state.version; // the read's own snapshot of the table
      if (state.hold) await state.hold;
      return snapshot(version);
    },
    async () => state.version,
  );
  return { state, cache };
}

describe('SearchAirportsCache', () => {
  it('reads the table once per stamp', async () => {
    const { state, cache } = table();
    expect((await cache.at('v1')).version).toBe('v1');
    expect((await cache.at('v1')).version).toBe('v1');
    expect(state.reads).toBe(1);
    state.version = 'v2';
    expect((await cache.current()).version).toBe('v2');
    expect((await cache.current()).version).toBe('v2');
    expect(state.reads).toBe(2);
  });

  it('shares one read among the searches that found the same new stamp', async () => {
    const { state, cache } = table();
    let release!: () => void;
    state.hold = new Promise((r) => (release = r));
    const all = Promise.all(Array.from({ length: 5 }, () => cache.at('v1')));
    release();
    expect((await all).map((s) => s.version)).toEqual(['v1', 'v1', 'v1', 'v1', 'v1']);
    expect(state.reads).toBe(1);
  });

  it('reads again when the read in flight is of another stamp (it may be older than the one found)', async () => {
    const { state, cache } = table();
    let release!: () => void;
    state.hold = new Promise((r) => (release = r));
    const old = cache.at('v1');
    state.version = 'v2';
    const fresh = cache.at('v2');
    release();
    expect((await old).version).toBe('v1');
    expect((await fresh).version).toBe('v2');
    expect(state.reads).toBe(2);
  });

  it('passes a failed read on, and reads again next time', async () => {
    let fail = true;
    const cache = new SearchAirportsCache(
      async () => {
        if (fail) throw new Error('database gone');
        return snapshot('v1');
      },
      async () => 'v1',
    );
    await expect(cache.current()).rejects.toThrow('database gone');
    fail = false;
    expect((await cache.current()).version).toBe('v1');
  });

  it('answers the copy last read without a statement, or reads one first', async () => {
    const { state, cache } = table();
    expect((await cache.latest()).version).toBe('v1');
    state.version = 'v2';
    expect((await cache.latest()).version).toBe('v1');
    expect(state.reads).toBe(1);
  });
});

describe('airportsInCircle', () => {
  const at = (id: number, x: number, y: number, z: number, shares = 1): SnapshotAirport => ({
    airport: { id, locationId: `Z${id}`, facility: '', city: '', state: '', lat: 0, long: 0 },
    x, y, z, shares, instructors: 0, users: 0, professionalPilots: 0,
  });

  it('keeps the airports whose chord is at most the radius chord, with their arc in whole metres', () => {
    const centre = { x: 6378168, y: 0, z: 0 };
    const airports = [at(1, 6378168, 0, 0), at(2, 6378168, 3000, 4000), at(3, 6378168, 3000, 4000.001), at(4, 6378168, 0, 0, 0)];
    const found = airportsInCircle(airports, { ...centre, x: 6378168 }, 5000, (a) => a.shares > 0);
    expect(found.map((f) => [f.airport.airport.id, f.dist])).toEqual([[1, 0], [2, 5000]]);
  });

  it('gives them nearest first, those at the same distance in the snapshot\'s order', () => {
    const centre = { x: 6378168, y: 0, z: 0 };
    // Whole metres from the centre along y, as [id, metres]: three ties at 700 m, the farthest near the radius.
    const places: [number, number][] = [[5, 700], [9, 1_999_000], [11, 3], [12, 700], [20, 0], [21, 700], [30, 45_000], [31, 2]];
    const airports = places.map(([id, m]) => at(id, 6378168, m, 0));
    const found = airportsInCircle(airports, centre, 2_000_000, () => true);
    expect(found.map((f) => f.airport.airport.id)).toEqual([20, 31, 11, 5, 12, 21, 30, 9]);
    expect(found.map((f) => f.dist)).toEqual(found.map((f) => Math.round(2 * 6378168 * Math.asin(places.find(([id]) => id === f.airport.airport.id)![1] / (2 * 6378168)))));
  });
});

describe('roundHalfEven', () => {
  it('rounds as PostgreSQL rounds a float8', () => {
    expect([0.5, 1.5, 2.5, -0.5, -1.5, 2.4999, 2.5001, 7].map(roundHalfEven)).toEqual([0, 2, 2, 0, -2, 2, 3, 7]);
  });
});

describe('WordCountsCache', () => {
  const counts = (rows: number): WordCounts => ({ tokens: 1, token: 't', entries: rows, rows: new Int32Array(rows * 4) });

  it('answers only for the stamp the counts were read at; a read of another stamp replaces them all', () => {
    const cache = new WordCountsCache(100);
    cache.set('v1', 'bonanza', counts(3));
    expect(cache.get('v1', 'bonanza')?.entries).toBe(3);
    expect(cache.get('v2', 'bonanza')).toBeUndefined();
    cache.set('v2', 'cessna', counts(4));
    expect(cache.get('v2', 'cessna')?.entries).toBe(4);
    expect(cache.get('v2', 'bonanza')).toBeUndefined();
    expect(cache.get('v1', 'bonanza')).toBeUndefined();
  });

  it('lets the least recently asked words go past its size, and keeps none larger than it', () => {
    const cache = new WordCountsCache(10);
    cache.set('v', 'a', counts(4));
    cache.set('v', 'b', counts(4));
    expect(cache.get('v', 'a')).toBeDefined(); // b is now the least recently asked
    cache.set('v', 'c', counts(4));
    expect(['a', 'b', 'c'].map((w) => cache.get('v', w) !== undefined)).toEqual([true, false, true]);
    cache.set('v', 'huge', counts(11));
    expect(cache.get('v', 'huge')).toBeUndefined();
    cache.set('v', 'a', counts(7)); // read again, larger: c must go
    expect(['a', 'c'].map((w) => cache.get('v', w)?.entries)).toEqual([7, undefined]);
  });
});

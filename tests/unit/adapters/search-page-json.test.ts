import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SearchPageWriter } from '../../../adapters/http/routes/search-page-json.js';
import type { AirportCount, SearchPage } from '../../../domain/search/search-result.js';

const marker: fc.Arbitrary<AirportCount> = fc.record({
  airport: fc.record({
    id: fc.integer({ min: 1 }),
    locationId: fc.string({ maxLength: 6 }),
    facility: fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constant('Bob "Sikes" \\ Field\u2028')),
    lat: fc.oneof(fc.double(), fc.constant(-0)),
    long: fc.double(),
  }),
  share: fc.nat(),
  instructor: fc.nat(),
  user: fc.integer(),
});
const page = (airportCounts: AirportCount[], count = 3): SearchPage => ({
  results: [{ type: 'user', id: 7, airport: { id: 1, locationId: 'LOU', facility: 'Bowman', city: 'Louisville', state: 'KY', lat: 38.2, long: -85.7 }, data: { first: 'Ada', last: 'Lo', avatar: null, city: 'Louisville', state: 'KY' } }],
  count,
  airportCounts,
});
const asKoa = (p: SearchPage) => Buffer.from(JSON.stringify(p));

describe('SearchPageWriter', () => {
  it('writes the bytes JSON.stringify writes, with the heads kept from earlier answers or not', () => {
    const kept = new SearchPageWriter();
    fc.assert(
      fc.property(fc.array(marker, { maxLength: 40 }), fc.boolean(), (markers, fresh) => {
        const writer = fresh ? new SearchPageWriter() : kept;
        expect(writer.json(page(markers)).equals(asKoa(page(markers)))).toBe(true);
        // Again, every head now kept.
        expect(writer.json(page(markers)).equals(asKoa(page(markers)))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('writes a wide answer', () => {
    const markers = Array.from({ length: 2500 }, (_, i) => ({ airport: { id: i + 1, locationId: `Z${i}`, facility: `Field ${i} ✈`, lat: i / 7, long: -i / 3 }, share: i, instructor: 0, user: 1 }));
    const writer = new SearchPageWriter();
    expect(writer.json(page(markers, 2500)).equals(asKoa(page(markers, 2500)))).toBe(true);
    expect(writer.json(page(markers.slice(7, 1900), 1893)).equals(asKoa(page(markers.slice(7, 1900), 1893)))).toBe(true);
  });

  it('writes an airport anew once its fields change', () => {
    const writer = new SearchPageWriter();
    const bowman = { id: 2097, locationId: 'LOU', facility: 'Bowman', lat: 38.23, long: -85.66 };
    const marker = (airport: typeof bowman) => ({ airport, share: 2, instructor: 0, user: 1 });
    writer.json(page([marker(bowman)]));
    for (const changed of [{ facility: 'Bowman Field' }, { locationId: 'KLOU' }, { lat: 38.24 }, { long: -85.67 }]) {
      const airport = { ...bowman, ...changed };
      expect(writer.json(page([marker(airport)])).toString()).toBe(JSON.stringify(page([marker(airport)])));
    }
  });

  it('writes an empty answer', () => {
    expect(new SearchPageWriter().json({ results: [], count: 0, airportCounts: [] }).toString()).toBe('{"results":[],"count":0,"airportCounts":[]}');
  });
});

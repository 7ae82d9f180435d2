import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchPageJson } from '../../../adapters/http/search-page-json.js';
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

describe('searchPageJson', () => {
  it('writes the bytes JSON.stringify writes, whatever the pieces', () => {
    fc.assert(
      fc.property(fc.array(marker, { maxLength: 40 }), fc.integer({ min: 1, max: 12 }), (markers, perPiece) => {
        expect(searchPageJson(page(markers), perPiece).equals(asKoa(page(markers)))).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('writes a wide answer, with the default pieces', () => {
    const markers = Array.from({ length: 2500 }, (_, i) => ({ airport: { id: i + 1, locationId: `Z${i}`, facility: `Field ${i} ✈`, lat: i / 7, long: -i / 3 }, share: i, instructor: 0, user: 1 }));
    expect(searchPageJson(page(markers, 2500)).equals(asKoa(page(markers, 2500)))).toBe(true);
  });

  it('writes an empty answer', () => {
    expect(searchPageJson({ results: [], count: 0, airportCounts: [] }).toString()).toBe('{"results":[],"count":0,"airportCounts":[]}');
  });
});

import { describe, expect, it } from 'vitest';
import { earthMetres } from '../../../../application/testing/in-memory-shares.js';
import { greatCircleKm } from '../../../../domain/airport/great-circle.js';

const LOU = { lat: 38.228, long: -85.6637 };
const BED = { lat: 42.47, long: -71.289 };

describe('greatCircleKm', () => {
  it('is 0 from an airport to itself and the same both ways', () => {
    expect(greatCircleKm(LOU, LOU)).toBe(0);
    expect(greatCircleKm(LOU, BED)).toBeCloseTo(greatCircleKm(BED, LOU), 9);
  });

  it("measures on earthdistance's sphere, as the SQL distance sort does (Bowman to Hanscom is about 1,306 km)", () => {
    expect(greatCircleKm(LOU, BED)).toBeCloseTo(earthMetres({ lat: LOU.lat, lng: LOU.long }, { lat: BED.lat, lng: BED.long }) / 1000, 6);
    expect(Math.round(greatCircleKm(LOU, BED))).toBe(1306);
  });
});

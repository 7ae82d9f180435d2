import { describe, expect, it } from 'vitest';
import { TzLookupTimeZoneFinder } from '../../../adapters/geo/tz-lookup-time-zones.js';

describe('TzLookupTimeZoneFinder', () => {
  const zones = new TzLookupTimeZoneFinder();

  it('finds the IANA zone of US airports from their coordinates, offline', () => {
    expect(zones.zoneAt(38.2280, -85.6637)).toBe('America/Kentucky/Louisville'); // LOU, Bowman Field
    expect(zones.zoneAt(39.8617, -104.6731)).toBe('America/Denver'); // DEN
    expect(zones.zoneAt(33.4343, -112.0116)).toBe('America/Phoenix'); // PHX: no daylight saving
    expect(zones.zoneAt(21.3187, -157.9225)).toBe('Pacific/Honolulu'); // HNL
    expect(zones.zoneAt(40.8501, -74.0608)).toBe('America/New_York'); // TEB
  });
});

import { describe, expect, it } from 'vitest';
import { airportIdOf, readAirportReference } from '../../../domain/airport/airport-reference.js';

// Issue 12, defect 1: one reading of an airport reference for every write, accepting what the API answers.
describe('readAirportReference', () => {
  const sdf = { id: 2917, locationId: 'SDF', facility: 'Louisville International-Standiford', city: 'Louisville', state: 'KY', lat: 38.17, long: -85.74 };

  it.each<[string, unknown, number]>([
    ['a number', 2917, 2917],
    ['its digits', ' 2917 ', 2917],
    ['the airport of GET /airport and of a ShareView', sdf, 2917],
    ['the airport of a profile', { id: 2097, locationId: 'LOU', facility: 'Bowman' }, 2097],
    ['an object whose id is digits', { id: '3' }, 3],
  ])('reads %s', (_label, value, id) => {
    expect(readAirportReference(value)).toEqual({ kind: 'id', id });
    expect(airportIdOf(value)).toBe(id);
  });

  it.each([undefined, null, '', '  '])('reads %j as no airport', (value) => {
    expect(readAirportReference(value)).toEqual({ kind: 'none' });
    expect(airportIdOf(value)).toBeNull();
  });

  it.each([
    0, -1, 1.5, Number.NaN, Infinity, 2 ** 53, '1e3', '0x10', 'SDF', '12345678901234567', true, [], [7], [{ id: 7 }], {}, { id: 'x' }, { id: {} },
    { id: [] }, { id: [7] }, { id: null }, { id: { id: 7 } }, { locationId: 'SDF' }, JSON.parse('{"__proto__":{"id":7}}'), { toString: () => '7' },
  ])('reads %j as naming no airport', (value) => {
    expect(readAirportReference(value)).toEqual({ kind: 'invalid' });
    expect(airportIdOf(value)).toBeNull();
  });
});

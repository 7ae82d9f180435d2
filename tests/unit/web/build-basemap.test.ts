import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { cityLabel, pickCities, pickObjects, readAirports, type GeoNamesCity } from '../../../web-public/basemap/build-basemap';

const city = (name: string, population: number, featureCode = 'PPL', country = 'US'): GeoNamesCity => ({
  name, country, featureCode, population, loc: { coordinates: [-85.759412, 38.254238] },
});

describe('the basemap data built from the npm data packages', () => {
  it('reads the airports with their codes and rounded positions', () => {
    const csv = 'iata,name,city,state,country,latitude,longitude\nSDF,Louisville Intl,Louisville,KY,USA,38.17439589,-85.73649611\n,No code,X,KY,USA,1,2\nBAD,Nowhere,X,KY,USA,,\n';
    expect(readAirports(csv)).toEqual([['SDF', -85.7365, 38.1744]]);
  });

  it('keeps the US cities of 20,000 people or more, largest first, without neighbourhoods or boroughs', () => {
    const cities = pickCities([
      city('Elizabethtown', 29_678, 'PPLA2'),
      city('Louisville', 243_639, 'PPLA2'),
      city('Pleasure Ridge Park', 25_813, 'PPLX'),
      city('Shepherdsville', 11_222),
      city('Windsor', 200_000, 'PPL', 'CA'),
      city('Brooklyn', 2_300_664, 'PPLA2'),
      city('New York City', 8_175_133),
    ]);
    expect(cities.map(([name, , , population]) => [name, population])).toEqual([
      ['New York', 8_175_133],
      ['Louisville', 243_639],
      ['Elizabethtown', 29_678],
    ]);
    expect(cities[1]).toEqual(['Louisville', -85.759, 38.254, 243_639]);
  });

  it('keeps a city GeoNames lists twice once, the larger', () => {
    const lexington = { ...city('Lexington', 225_366, 'PPLA2'), loc: { coordinates: [-84.47772, 37.98869] as [number, number] } };
    const fayette = { ...city('Lexington-Fayette', 314_488), loc: { coordinates: [-84.45855, 38.04980] as [number, number] } };
    const farAway = { ...city('Lexington', 31_394), loc: { coordinates: [-71.2245, 42.44732] as [number, number] } };
    expect(pickCities([lexington, fayette, farAway])).toEqual([
      ['Lexington', -84.459, 38.05, 314_488],
      ['Lexington', -71.224, 42.447, 31_394],
    ]);
  });

  it('names consolidated cities as people do', () => {
    expect(cityLabel('Lexington-Fayette')).toBe('Lexington');
    expect(cityLabel('City of Milford (balance)')).toBe('Milford');
    expect(cityLabel('Winston-Salem')).toBe('Winston-Salem');
  });

  it('keeps the chosen objects of a topology with only their arcs, renumbered (reversed arcs too)', () => {
    const topology: Topology = {
      type: 'Topology',
      arcs: [[[0, 0], [1, 0]], [[1, 0], [1, 1]], [[1, 1], [0, 0]], [[5, 5], [6, 6]], [[7, 7], [8, 8]]],
      objects: {
        countries: {
          type: 'GeometryCollection',
          geometries: [
            { type: 'Polygon', id: 'USA', arcs: [[3]] },
            { type: 'Polygon', id: 'CAN', arcs: [[0, 1, 2]] },
          ],
        },
        rivers: { type: 'GeometryCollection', geometries: [{ type: 'LineString', arcs: [~4] }] },
        ocean: { type: 'GeometryCollection', geometries: [{ type: 'Polygon', arcs: [[3]] }] },
      },
    };
    const picked = pickObjects(topology, { land: { from: 'countries', keep: (g) => g.id !== 'USA' }, rivers: { from: 'rivers' } });
    expect(Object.keys(picked.objects)).toEqual(['land', 'rivers']);
    expect(picked.objects.land.geometries).toEqual([{ type: 'Polygon', id: 'CAN', arcs: [[0, 1, 2]] }]);
    expect(picked.objects.rivers.geometries).toEqual([{ type: 'LineString', arcs: [~3] }]);
    expect(picked.arcs).toEqual([topology.arcs[0], topology.arcs[1], topology.arcs[2], topology.arcs[4]]);
    expect(() => pickObjects(topology, { lakes: { from: 'lakes' } })).toThrow('no geometry collection "lakes"');
  });
});

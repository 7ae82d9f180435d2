import type { Airport } from '../../domain/airport/airport.js';

/** An airport as an importer reads it, before it has an id. */
export type AirportRecord = Omit<Airport, 'id'>;

export interface AirportRepository {
  findById(id: number): Promise<Airport | null>;
  /** Exact code (with or without a leading K) first, then by name and city similarity (or by code). */
  search(query: string, limit: number, bySimilarity?: boolean): Promise<Airport[]>;
  count(): Promise<number>;
  /** Inserts or updates by location id, in one transaction. */
  upsertMany(records: AirportRecord[]): Promise<number>;
}

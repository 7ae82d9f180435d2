import type { AirportCorrection } from '../../domain/airport/airport-rules.js';

export interface AdminAirportRecord {
  id: number;
  locationId: string;
  facility: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  /** Active listings at the airport. */
  shareCount: number;
}

export interface AdminAirportQuery {
  ids?: number[];
  /** Location id, name or city contains it. */
  q?: string;
  state?: string;
  sort: { field: 'id' | 'locationId' | 'facility' | 'state'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface AdminAirportStore {
  list(query: AdminAirportQuery): Promise<{ items: AdminAirportRecord[]; total: number }>;
  findById(id: number): Promise<AdminAirportRecord | null>;
  correct(id: number, correction: AirportCorrection): Promise<void>;
}

import type { AdminAirportView } from '../../domain/airport/airport-view.js';
import type { AirportCorrection } from '../../domain/airport/airport-rules.js';

/** An airport as the back office reads it: the wire's AdminAirportView, which the store answers as it is. */
export type AdminAirportRecord = AdminAirportView;

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

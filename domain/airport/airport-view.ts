import type { Airport } from './airport.js';

/** One airport with active listings and how many (GET /api/airport/shares: the embeddable map's markers). */
export interface AirportShareCount {
  airport: Airport;
  count: number;
}

/**
 * An airport as the back office lists and edits it (GET /api/admin/airports): its place as `lat`/`lng`, as
 * react-admin's forms name it, and its active listings.
 */
export interface AdminAirportView extends Pick<Airport, 'id' | 'locationId' | 'facility' | 'city' | 'state' | 'lat'> {
  lng: number;
  /** Active listings at the airport. */
  shareCount: number;
}

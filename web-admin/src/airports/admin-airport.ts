import type { Identifier } from 'react-admin';

/** An airport, as GET /api/admin/airports answers it. */
export interface AdminAirport {
  id: Identifier;
  /** The FAA location identifier (LOU, SDF, 1A5); not editable, listings and alerts refer to it. */
  locationId: string;
  facility: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
  /** Listings based here. */
  shareCount: number;
}

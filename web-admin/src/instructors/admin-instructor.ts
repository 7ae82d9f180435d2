import type { Identifier } from 'react-admin';
import type { AirportRef } from '../../../domain/airport/airport';

/** A professional profile (flight instructor or commercial pilot), as GET /api/admin/instructors answers it. */
export interface AdminInstructor {
  id: Identifier;
  /** The account the profile belongs to. */
  userId: Identifier;
  username: string;
  firstname: string;
  lastname: string;
  /** "First Last". */
  name: string;
  email: string;
  businessName: string;
  airport: Omit<AirportRef, 'id'> | null;
  /** Dollars per hour; null reads "Ask for rate". */
  ratePerHour: number | null;
  tags: string[];
  isCommercial: boolean;
  /** Shown in the professionals directory and on the map. */
  isDiscoverable: boolean;
  createdAt: string;
  updatedAt: string;
}

export const placeOf = (i: AdminInstructor): string =>
  i.airport ? `${i.airport.locationId} · ${i.airport.city}, ${i.airport.state}` : '—';

export const kindOf = (i: AdminInstructor): string => (i.isCommercial ? 'Commercial pilot' : 'Flight instructor');

export const visibilityOf = (i: AdminInstructor): string => (i.isDiscoverable ? 'Listed' : 'Hidden');

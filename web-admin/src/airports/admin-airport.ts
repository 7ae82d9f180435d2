import type { Identifier } from 'react-admin';
import type { AdminAirportView } from '../../../domain/airport/airport-view';

/**
 * An airport, as GET /api/admin/airports answers it (the domain's AdminAirportView; react-admin's id). The
 * FAA location identifier (LOU, SDF, 1A5) is not editable: listings and alerts refer to it.
 */
export type AdminAirport = Omit<AdminAirportView, 'id'> & { id: Identifier };

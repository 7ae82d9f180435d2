import type { AirportCount, SearchAirport, SearchPage } from '../../../../../domain/search/search-result';
import type { LatLng } from '../../../components/map/map-types';
import { apiRequest } from '../../../lib/api-client';

/** The home map's search: 500 km around the visitor (spec 9 "home search radius 500000"), counts only. */
const HOME_RADIUS_METRES = 500_000;

/** GET /api/airport/shares: every airport with active listings, and how many. */
export const getAirportShares = () => apiRequest<{ airport: SearchAirport; count: number }[]>('/airport/shares');

/** GET /api/search with limit 1: the per-airport counts of planes, pilots and professionals near the visitor. */
export const getNearbyCounts = async ({ lat, lng }: LatLng): Promise<AirportCount[]> =>
  (await apiRequest<SearchPage>('/search', { query: { lat, lng, radius: HOME_RADIUS_METRES, limit: 1 } })).airportCounts;

import type { LatLng } from '../../../components/map/map-types';
import { apiRequest } from '../../../lib/api-client';
import type { InstructorList, InstructorView } from '../../../lib/instructor-view';
import type { ShareList, ShareView } from '../../../lib/share-view';

/** Each list of the embeddable home shows this many (spec 9). */
export const FRAME_LIST_SIZE = 4;

const shares = (sortBy: 'listDate' | 'ratePerHour', sortDir: 'asc' | 'desc') => (): Promise<ShareView[]> =>
  apiRequest<ShareList>('/share', { query: { sortBy, sortDir, page: 1, limit: FRAME_LIST_SIZE } }).then((list) => list.shares);

/** GET /api/share by list date, newest first. */
export const recentShares = shares('listDate', 'desc');

/** GET /api/share by hourly rate, lowest first (listings without a rate come last). */
export const affordableShares = shares('ratePerHour', 'asc');

/** GET /api/instructor nearest first, as spec 7 gives it for the embeddable home. */
export const instructorsNear = (at: LatLng): Promise<InstructorView[]> =>
  apiRequest<InstructorList>('/instructor', {
    query: { lat: at.lat, lng: at.lng, sort: 'dist', sortDir: 'asc', limit: FRAME_LIST_SIZE, fresh: true },
  }).then((list) => list.instructors);

/** One airport with active listings and how many (GET /api/airport/shares). */
export interface AirportShareCount {
  airport: { id: number; locationId: string; facility: string; city: string; state: string; lat: number; long: number };
  count: number;
}

export const airportShareCounts = () => apiRequest<AirportShareCount[]>('/airport/shares');

import type { AirportShareCount } from '../../../../../domain/airport/airport-view';
import type { LatLng } from '../../../components/map/map-types';
import { apiRead, type ApiRead } from '../../../lib/api-client';
import type { InstructorList, InstructorView } from '../../../lib/instructor-view';
import type { ShareList, ShareView } from '../../../lib/share-view';

/** Each list of the embeddable home shows this many (spec 9). */
export const FRAME_LIST_SIZE = 4;

/** A frame's list: the GET it is read with (a server-rendered frame comes with its answer) and its items in that answer. */
export interface FrameListRead<L, T> {
  read: ApiRead<L>;
  items: (answer: L) => T[];
}

const shares = (sortBy: 'listDate' | 'ratePerHour', sortDir: 'asc' | 'desc'): FrameListRead<ShareList, ShareView> => ({
  read: apiRead<ShareList>('/share', { sortBy, sortDir, page: 1, limit: FRAME_LIST_SIZE }),
  items: (list) => list.shares,
});

/** GET /api/share by list date, newest first. */
export const recentShares = shares('listDate', 'desc');

/** GET /api/share by hourly rate, lowest first (listings without a rate come last). */
export const affordableShares = shares('ratePerHour', 'asc');

/** GET /api/instructor nearest first, as spec 7 gives it for the embeddable home. */
export const instructorsNear = (at: LatLng): FrameListRead<InstructorList, InstructorView> => ({
  read: apiRead<InstructorList>('/instructor', { lat: at.lat, lng: at.lng, sort: 'dist', sortDir: 'asc', limit: FRAME_LIST_SIZE, fresh: true }),
  items: (list) => list.instructors,
});

/** One airport with active listings and how many (GET /api/airport/shares). */
export type { AirportShareCount } from '../../../../../domain/airport/airport-view';

export const airportShareCounts = apiRead<AirportShareCount[]>('/airport/shares');

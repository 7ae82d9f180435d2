import type { LatLng } from '../../../components/map/map-types';
import { apiRequest, apiUrl } from '../../../lib/api-client';
import type { ShareList, ShareView } from '../../../lib/share-view';

/**
 * A slice of a list: `count` listings after the first `offset`. `firstUrl(count)` is the address of the
 * first slice, which a server-rendered page may have answered already.
 */
export interface ShareSliceLoader {
  (offset: number, count: number): Promise<{ shares: ShareView[]; total: number }>;
  firstUrl: (count: number) => string;
}

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/**
 * The API pages by page and limit, while the home lists grow 12, then 8 at a time (spec 9): a slice
 * is read as the pages of the largest size that lines up with both (4 for 12 + 8).
 */
function sliceOf(query: Record<string, string | number>): ShareSliceLoader {
  const load = async (offset: number, count: number) => {
    const limit = offset ? gcd(offset, count) : count;
    const first = offset / limit + 1;
    const pages = await Promise.all(
      Array.from({ length: count / limit }, (_, i) => apiRequest<ShareList>('/share', { query: { ...query, page: first + i, limit } })),
    );
    return { shares: pages.flatMap((p) => p.shares), total: pages[0]?.count ?? 0 };
  };
  return Object.assign(load, { firstUrl: (count: number) => apiUrl('/share', { ...query, page: 1, limit: count }) });
}

/** GET /api/share by list date, newest first: recently listed planes. */
export const recentShares: ShareSliceLoader = sliceOf({ sortBy: 'listDate', sortDir: 'desc' });

/** GET /api/share by distance from the visitor: the nearest planes. */
export const nearestShares = (position: LatLng): ShareSliceLoader =>
  sliceOf({ sortBy: 'dist', sortDir: 'asc', lat: position.lat, lng: position.lng });

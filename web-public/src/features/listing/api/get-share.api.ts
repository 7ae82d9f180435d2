import { apiRequest } from '../../../lib/api-client';
import type { ShareList, ShareView } from '../../../lib/share-view';

/** GET /api/share?id=…&limit=1&page=1: the listing, or null when it is unknown or hidden from the caller. */
export async function getShare(id: number, signal?: AbortSignal): Promise<ShareView | null> {
  const { shares } = await apiRequest<ShareList>('/share', { query: { id, limit: 1, page: 1 }, signal });
  return shares.find((share) => share.id === id) ?? null;
}

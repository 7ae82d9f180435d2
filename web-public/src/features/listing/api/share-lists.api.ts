import { apiRequest } from '../../../lib/api-client';
import type { ShareList } from '../../../lib/share-view';

/** Account screens page through listings twelve at a time (spec 9). */
export const ACCOUNT_PAGE_SIZE = 12;

/** GET /api/share/mine: the caller's listings, inactive ones included, newest first. */
export const getMyShares = (page: number) =>
  apiRequest<ShareList>('/share/mine', { query: { page, limit: ACCOUNT_PAGE_SIZE } });

/** GET /api/share/favorite: the caller's favourite listings. */
export const getFavoriteShares = (page: number) =>
  apiRequest<ShareList>('/share/favorite', { query: { page, limit: ACCOUNT_PAGE_SIZE } });

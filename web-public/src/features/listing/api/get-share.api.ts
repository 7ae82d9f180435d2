import { apiRead, type ApiRead } from '../../../lib/api-client';
import type { ShareList } from '../../../lib/share-view';

/** GET /api/share?id=…&limit=1&page=1: the listing is the one in the list, if any (unknown or hidden: none). */
export const getShare = (id: number): ApiRead<ShareList> => apiRead<ShareList>('/share', { id, limit: 1, page: 1 });

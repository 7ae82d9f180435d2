import { apiRead } from '../../../lib/api-client';

/** GET /api/search/count: active listings and pilots on the map, for the headline stats. */
export const searchCount = apiRead<{ shares: number; users: number }>('/search/count');

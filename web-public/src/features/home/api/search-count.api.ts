import { apiRequest } from '../../../lib/api-client';

/** GET /api/search/count: active listings and pilots on the map, for the headline stats. */
export const getSearchCount = () => apiRequest<{ shares: number; users: number }>('/search/count');

import { apiRequest } from '../../../lib/api-client';

/** GET /api/user/count: how many accounts exist. */
export const getUserCount = () => apiRequest<{ count: number }>('/user/count').then((r) => r.count);

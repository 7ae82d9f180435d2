import { apiRequest } from '../../../lib/api-client';

/** POST /api/user/customer: the user's payment customer, created once (a second call answers the same id). */
export const createCustomer = () => apiRequest<{ id: string }>('/user/customer', { method: 'POST' });

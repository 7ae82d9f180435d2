import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/user: the account, its session and its favourites are gone. */
export const deleteAccount = () => apiRequest<void>('/user', { method: 'DELETE' });

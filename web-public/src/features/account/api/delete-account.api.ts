import { apiRequest } from '../../../lib/api-client';

/**
 * DELETE /api/user: the account, its session and its favourites are gone. Confirmed by the current
 * password, or by the username for a social account (issue 34).
 */
export const deleteAccount = (confirmation: { currentPassword: string } | { confirmUsername: string }) =>
  apiRequest<void>('/user', { method: 'DELETE', json: confirmation });

import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/reset/password/confirm with the token from the emailed link. */
export const confirmPasswordReset = (token: string, password: string) =>
  apiRequest<{ message: string }>('/auth/reset/password/confirm', { method: 'POST', json: { token, password } });

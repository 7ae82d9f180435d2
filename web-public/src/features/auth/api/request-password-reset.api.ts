import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/reset/password: mails a one-hour reset link. */
export const requestPasswordReset = (email: string) =>
  apiRequest<void>('/auth/reset/password', { method: 'POST', json: { email } });

import { apiRequest } from '../../../lib/api-client';

/** POST /api/user/email/confirm with the token of the mailed link: the account takes its new address. */
export const confirmEmailChange = (token: string) =>
  apiRequest<{ message: string; email: string }>('/user/email/confirm', { method: 'POST', json: { token } });

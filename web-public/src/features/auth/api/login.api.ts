import type { AuthResult } from '../../../../../domain/user/profile-view';
import { apiRequest } from '../../../lib/api-client';

/** What login and sign-up answer (the domain's AuthResult); the session cookie comes with it. */
export type { AuthResult } from '../../../../../domain/user/profile-view';

/** POST /api/auth/local; `user` is the username or the email address. */
export const login = (user: string, password: string) =>
  apiRequest<AuthResult>('/auth/local', { method: 'POST', json: { user, password } });

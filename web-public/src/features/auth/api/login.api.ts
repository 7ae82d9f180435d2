import type { Profile } from '../../../../../domain/user/user';
import { apiRequest } from '../../../lib/api-client';

/** What login and sign-up answer; the session cookie comes with it. */
export interface AuthResult {
  user: Profile;
  token: string;
}

/** POST /api/auth/local; `user` is the username or the email address. */
export const login = (user: string, password: string) =>
  apiRequest<AuthResult>('/auth/local', { method: 'POST', json: { user, password } });

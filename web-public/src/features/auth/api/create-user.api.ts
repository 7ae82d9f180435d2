import { apiRequest } from '../../../lib/api-client';
import type { AuthResult } from './login.api';

export interface SignupPayload {
  firstname: string;
  lastname: string;
  email: string;
  username: string;
  password: string;
  airport: number | null;
  isDiscoverable: boolean;
  bio: string;
  code: string;
  honeypot: string;
}

/** POST /api/user (multipart): the new account comes back signed in. */
export function createUser(payload: SignupPayload, avatar: File | null): Promise<AuthResult> {
  const form = new FormData();
  form.append('user', JSON.stringify(payload));
  if (avatar) form.append('avatar', avatar);
  return apiRequest<AuthResult>('/user', { method: 'POST', formData: form });
}

import type { Profile } from '../../../domain/user/user';
import { ApiError, apiRequest } from './api-client';

/** GET /api/user; a 401 means "signed out", not a failure. */
export async function fetchProfile(): Promise<Profile | null> {
  try {
    return await apiRequest<Profile>('/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const logoutRequest = () => apiRequest<void>('/auth/logout', { method: 'POST' });

import type { SessionAnswer } from '../../../domain/user/profile-view';
import type { Profile } from '../../../domain/user/user';
import { ApiError, apiRequest } from './api-client';

/**
 * GET /api/auth/session: the signed-in profile, or null for a visitor. A visitor is an expected answer, so
 * it comes as a 200: an error status would be logged in the browser's console on every first visit.
 */
export async function fetchProfile(): Promise<Profile | null> {
  try {
    return (await apiRequest<SessionAnswer>('/auth/session')).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const logoutRequest = () => apiRequest<void>('/auth/logout', { method: 'POST' });

import type { Profile } from '../../../../../domain/user/user';
import { apiRequest } from '../../../lib/api-client';

export interface ProfileUpdatePayload {
  firstname: string;
  lastname: string;
  email: string;
  /** Only for local accounts; an empty password keeps the current one. */
  password?: string;
  confirmPassword?: string;
  airport: number | null;
  isDiscoverable: boolean;
  bio: string;
  credentials: string[];
  totalHours: string | null;
  wantedPlane: string;
  mostExpPlane: string;
  removeAvatar: boolean;
}

/** PATCH /api/user (multipart): answers the updated profile. */
export function updateProfile(payload: ProfileUpdatePayload, avatar: File | null): Promise<Profile> {
  const form = new FormData();
  form.append('user', JSON.stringify(payload));
  if (avatar) form.append('avatar', avatar);
  return apiRequest<Profile>('/user', { method: 'PATCH', formData: form });
}

import type { Profile } from '../../../../../domain/user/user';
import { apiRequest } from '../../../lib/api-client';

/** The Basic tab's fields, as the profile has them; the airport goes as its id. */
export interface ProfileUpdatePayload
  extends Pick<Profile, 'firstname' | 'lastname' | 'email' | 'emailPublic' | 'isDiscoverable' | 'bio' | 'credentials' | 'totalHours' | 'wantedPlane' | 'mostExpPlane'> {
  /** Only for local accounts; an empty password keeps the current one. */
  password?: string;
  confirmPassword?: string;
  airport: number | null;
  removeAvatar: boolean;
}

/** PATCH /api/user (multipart): answers the updated profile. */
export function updateProfile(payload: ProfileUpdatePayload, avatar: File | null): Promise<Profile> {
  const form = new FormData();
  form.append('user', JSON.stringify(payload));
  if (avatar) form.append('avatar', avatar);
  return apiRequest<Profile>('/user', { method: 'PATCH', formData: form });
}

import type { Profile } from '../../../../../domain/user/user';
import { apiRequest } from '../../../lib/api-client';

/** The Basic tab's fields, as the profile has them; the airport goes as its id. */
export interface ProfileUpdatePayload
  extends Pick<Profile, 'firstname' | 'lastname' | 'email' | 'emailPublic' | 'isDiscoverable' | 'bio' | 'credentials' | 'totalHours' | 'wantedPlane' | 'mostExpPlane'> {
  /** Only for local accounts; an empty password keeps the current one. */
  password?: string;
  confirmPassword?: string;
  /** A local account's current password, needed to change its email or password. */
  currentPassword?: string;
  airport: number | null;
  removeAvatar: boolean;
}

/** The answer: the profile, and for a social account's new address, where its confirmation link went. */
export type ProfileUpdated = Profile & { emailChange?: { mailedTo: string; email: string } };

/** PATCH /api/user (multipart): answers the updated profile. */
export function updateProfile(payload: ProfileUpdatePayload, avatar: File | null): Promise<ProfileUpdated> {
  const form = new FormData();
  form.append('user', JSON.stringify(payload));
  if (avatar) form.append('avatar', avatar);
  return apiRequest<ProfileUpdated>('/user', { method: 'PATCH', formData: form });
}

import type { User } from '../../domain/user/user.js';
import type { AvatarUpload } from '../accounts/avatar-upload.js';
import type { InstructorRepository } from '../ports/instructor.repository.js';
import { ownProfile } from './instructor-access.js';

/**
 * DELETE /instructor, "Stop being a professional": the caller's profile goes (with the favourites
 * others had of it), the account is no longer an instructor, and the profile's own picture is removed.
 * The professional subscription is left alone: it is ended on the Subscription page.
 */
export class DeleteInstructorProfile {
  constructor(
    private readonly instructors: InstructorRepository,
    private readonly avatars: AvatarUpload,
  ) {}

  async execute(user: User): Promise<void> {
    const profile = await ownProfile(this.instructors, user);
    await this.instructors.delete(profile.id);
    await this.avatars.discard(profile.profileAvatar);
  }
}

import { notFound } from '../../domain/errors.js';
import type { AvatarUpload } from '../accounts/avatar-upload.js';
import type { AdminInstructorStore } from '../ports/admin-instructors.js';
import type { InstructorRepository } from '../ports/instructor.repository.js';
import { PROFESSIONAL_NOT_FOUND } from '../instructors/instructor-access.js';

/**
 * Staff hide, show or remove a professional profile. Removing it keeps the account (no longer an
 * instructor, as when its owner stops being a professional) and removes the profile's own picture.
 */
export class ModerateProfessionals {
  constructor(
    private readonly instructors: InstructorRepository,
    private readonly store: AdminInstructorStore,
    private readonly avatars: AvatarUpload,
  ) {}

  async setDiscoverable(id: number, discoverable: boolean): Promise<void> {
    if (!(await this.instructors.findById(id))) throw notFound(PROFESSIONAL_NOT_FOUND);
    await this.store.setDiscoverable(id, discoverable);
  }

  async remove(id: number): Promise<void> {
    const profile = await this.instructors.findById(id);
    if (!profile) throw notFound(PROFESSIONAL_NOT_FOUND);
    await this.instructors.delete(id);
    await this.avatars.discard(profile.profileAvatar);
  }
}

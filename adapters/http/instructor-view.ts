import type { Instructor } from '../../domain/instructor/instructor.js';
import type { InstructorView } from '../../domain/instructor/instructor-view.js';

/** A professional profile as the API answers it (the domain's InstructorView, docs/api.md "InstructorView"). */
export function toInstructorView(i: Instructor, viewer: { isFavorite: boolean; canEdit: boolean }): InstructorView {
  return {
    id: i.id,
    userId: i.userId,
    first: i.first,
    last: i.last,
    email: i.email,
    bio: i.bio,
    businessName: i.businessName,
    ratePerHour: i.ratePerHour,
    about: i.about,
    airport: i.airport,
    avatar: i.avatar,
    tags: i.tags,
    isCommercial: i.isCommercial,
    isDiscoverable: i.isDiscoverable,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
    isFavorite: viewer.isFavorite,
    canEdit: viewer.canEdit,
  };
}

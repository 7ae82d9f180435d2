import { notFound } from '../../domain/errors.js';
import type { Instructor } from '../../domain/instructor/instructor.js';
import type { User } from '../../domain/user/user.js';
import type { InstructorRepository } from '../ports/instructor.repository.js';

export const ALREADY_PROFESSIONAL = 'You already have a professional profile';
export const NO_PROFILE = 'You do not have a professional profile';
export const PROFESSIONAL_NOT_FOUND = 'This professional is not available.';

/** Only the owner edits a profile: the profile calls act on the caller's own, whatever id a body names. */
export const isOwnProfile = (user: User | null, instructor: Instructor): boolean => !!user && user.id === instructor.userId;

/** The caller's profile, or 404. */
export async function ownProfile(instructors: InstructorRepository, user: User): Promise<Instructor> {
  const profile = await instructors.findByUser(user.id);
  if (!profile) throw notFound(NO_PROFILE);
  return profile;
}

/** A profile this person may see: an undiscoverable one only by its owner (others get a 404). */
export async function visibleProfile(instructors: InstructorRepository, user: User | null, id: number): Promise<Instructor> {
  const profile = await instructors.findById(id);
  if (!profile || (!profile.isDiscoverable && !isOwnProfile(user, profile))) throw notFound(PROFESSIONAL_NOT_FOUND);
  return profile;
}

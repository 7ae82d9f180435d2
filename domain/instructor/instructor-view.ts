import type { RatingSummary } from '../review/review-view.js';
import type { Instructor } from './instructor.js';

/**
 * A professional profile as the API answers it (docs/api.md "InstructorView"): dates as ISO strings, plus
 * what the caller may do with it. Built by the server (adapters/http/instructor-view.ts), read by the public
 * site. `email` is null when the professional keeps the address private (issue 16: emailPublic).
 */
export interface InstructorView extends Omit<Instructor, 'createdAt' | 'updatedAt' | 'profileAvatar'> {
  /** The shown reviews about this person (issue 16), null when there are none (GET /api/instructor/:id). */
  rating?: RatingSummary | null;
  createdAt: string;
  updatedAt: string;
  /** The caller has it among their favourites (always false for visitors). */
  isFavorite: boolean;
  /** The caller owns it. */
  canEdit: boolean;
}

/** A page of profiles (GET /api/instructor, /instructor/favorite). */
export interface InstructorList {
  instructors: InstructorView[];
  count: number;
}

import type { Instructor } from '../../../domain/instructor/instructor';
import type { RatingSummary } from '../../../domain/review/review-view';

/**
 * A professional profile as the API answers it (docs/api.md "InstructorView"): dates as ISO strings,
 * plus what the caller may do with it. Shared because the Find page opens the instructor modal too.
 */
export interface InstructorView extends Omit<Instructor, 'createdAt' | 'updatedAt' | 'profileAvatar' | 'email'> {
  /** Null when the professional keeps the address private (issue 16: emailPublic). */
  email: string | null;
  /** The shown reviews about this person (issue 16), null when there are none. */
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

/**
 * What a map-search card knows of a professional (spec 3 "Search result"), shown while the full profile
 * loads.
 */
export interface InstructorPreview {
  first: string;
  last: string;
  avatar: InstructorView['avatar'];
  ratePerHour: number | null;
  city?: string;
  state?: string;
}

export const personName = (p: { first: string; last: string }): string => `${p.first} ${p.last}`.trim() || 'Wingshare pilot';

import type { InstructorView } from '../../../domain/instructor/instructor-view';

export type { InstructorList, InstructorView } from '../../../domain/instructor/instructor-view';

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

import type { InstructorList } from '../../../lib/instructor-view';
import { apiRead } from '../../../lib/api-client';

/** The professionals page loads 32 at a time (spec 9). */
export const PROFESSIONALS_PAGE_SIZE = 32;

export type InstructorSort = 'dist' | 'ratePerHour' | 'listDate';

/** GET /api/instructor's filters (docs/api.md "Finding professionals"). */
export interface InstructorSearchQuery {
  q?: string;
  near?: { lat: number; lng: number };
  /** Kilometres around `near`. */
  radius?: number;
  tags?: string[];
  sort?: InstructorSort;
  sortDir?: 'asc' | 'desc';
}

/** One page of the directory; `fresh` marks a new search, which the server answers from page 1. */
export const searchInstructors = (query: InstructorSearchQuery, page: number, fresh: boolean) =>
  apiRead<InstructorList>('/instructor', {
    page,
    limit: PROFESSIONALS_PAGE_SIZE,
    q: query.q || undefined,
    lat: query.near?.lat,
    lng: query.near?.lng,
    radius: query.near ? query.radius : undefined,
    tags: query.tags?.length ? query.tags.join(',') : undefined,
    sort: query.sort,
    sortDir: query.sortDir,
    fresh: fresh || undefined,
  });

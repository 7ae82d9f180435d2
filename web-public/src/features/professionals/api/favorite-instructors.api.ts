import type { InstructorList } from '../../../lib/instructor-view';
import { apiRequest } from '../../../lib/api-client';

/** Account screens page through lists twelve at a time (spec 9). */
export const FAVORITES_PAGE_SIZE = 12;

/** GET /api/instructor/favorite: the caller's favourite professionals. */
export const getFavoriteInstructors = (page: number) =>
  apiRequest<InstructorList>('/instructor/favorite', { query: { page, limit: FAVORITES_PAGE_SIZE } });

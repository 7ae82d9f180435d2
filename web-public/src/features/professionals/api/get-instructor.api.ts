import { ApiError, apiRequest } from '../../../lib/api-client';
import type { InstructorView } from '../../../lib/instructor-view';

const NOT_AVAILABLE = 'This professional is not available.';

/**
 * GET /api/instructor/:id: one profile the caller may see. The instructor modal uses it when it is
 * opened with an id (a map-search card) rather than the profile itself. The answer is checked: a server
 * without this call answers its web page instead.
 */
export async function getInstructor(id: number, signal?: AbortSignal): Promise<InstructorView> {
  const found = await apiRequest<unknown>(`/instructor/${id}`, { signal });
  const view = found as Partial<InstructorView> | null;
  if (!view || typeof view !== 'object' || view.id !== id || !view.airport) throw new ApiError(404, 'not_found', NOT_AVAILABLE);
  return view as InstructorView;
}

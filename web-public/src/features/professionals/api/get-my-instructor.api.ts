import type { InstructorView } from '../../../lib/instructor-view';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/instructor/mine: the caller's profile, discoverable or not (404 without one). */
export const getMyInstructor = (signal?: AbortSignal) => apiRequest<InstructorView>('/instructor/mine', { signal });

import { apiRequest } from '../../../lib/api-client';

/** POST (add) or DELETE (remove) /api/instructor/favorite/:id. */
export const setInstructorFavorite = (id: number, favorite: boolean) =>
  apiRequest<{ instructorId: number; isFavorite: boolean }>(`/instructor/favorite/${id}`, { method: favorite ? 'POST' : 'DELETE' });

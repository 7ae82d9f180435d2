import { apiRequest } from '../../../lib/api-client';

/** POST (add) or DELETE (remove) /api/share/favorite/:id. */
export const setShareFavorite = (id: number, favorite: boolean) =>
  apiRequest<{ shareId: number; isFavorite: boolean }>(`/share/favorite/${id}`, { method: favorite ? 'POST' : 'DELETE' });

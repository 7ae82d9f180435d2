import { apiRequest } from '../../../lib/api-client';
import type { ShareView } from '../../../lib/share-view';

/** POST /api/share/:id/disable or /enable: answers the listing as it is now. */
export const setShareActive = (id: number, active: boolean) =>
  apiRequest<ShareView>(`/share/${id}/${active ? 'enable' : 'disable'}`, { method: 'POST' });

/** DELETE /api/share/:id: the listing and its photos are gone. */
export const deleteShare = (id: number) => apiRequest<void>(`/share/${id}`, { method: 'DELETE' });

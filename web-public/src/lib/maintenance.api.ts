/**
 * Airworthiness over HTTP (issue 38; docs/api.md "Airworthiness"): the status pilots see, the owner's items,
 * sign-offs and squawks, and the mechanic's link. Hours go as typed (one-decimal numbers), for the
 * server's rules (domain/maintenance/maintenance-input.ts, which the forms run first) to name what is wrong.
 */
import type { SquawkAction, SquawkSeverity } from '../../../domain/maintenance/maintenance';
import type { MaintenanceView, OwnerItemView, SquawkTitleView, SquawkView, StatusView } from '../../../domain/maintenance/maintenance-view';
import { API_VERSION, apiRequest } from './api-client';
import { shareHeading, type ShareList } from './share-view';

/** What the add-item form sends: numbers as typed (a number when it reads as one), dates 'YYYY-MM-DD' or null. */
export interface ItemBody {
  kind: string;
  title: string;
  intervalMonths: unknown;
  intervalHours: unknown;
  lastDoneOn: string | null;
  lastDoneHours: unknown;
}

export interface SignOffBody {
  doneOn: string;
  hours?: unknown;
  note: string;
}

/** The listing's title for the page's heading (GET /api/share?id=…): null when it cannot be seen. */
export async function getListingTitle(shareId: number, signal?: AbortSignal): Promise<string | null> {
  const { shares } = await apiRequest<ShareList>('/share', { query: { id: shareId, limit: 1, page: 1 }, signal });
  const share = shares.find((s) => s.id === shareId);
  if (!share) return null;
  return share.title.trim() || shareHeading(share);
}

/** GET /api/share/:id/status: the colour, its reasons, the dues and the open squawks' titles. */
export const getStatus = (shareId: number, signal?: AbortSignal) => apiRequest<StatusView>(`/share/${shareId}/status`, { signal });

/** GET /api/share/:id/maintenance (owner, staff). */
export const getMaintenance = (shareId: number, signal?: AbortSignal) => apiRequest<MaintenanceView>(`/share/${shareId}/maintenance`, { signal });

/** POST /api/share/:id/maintenance: a due item. */
export const addItem = (shareId: number, item: ItemBody) => apiRequest<OwnerItemView>(`/share/${shareId}/maintenance`, { method: 'POST', json: item });

/** DELETE /api/share/:id/maintenance/:itemId: the item leaves the list; its history is kept. */
export const removeItem = (shareId: number, itemId: number) => apiRequest<void>(`/share/${shareId}/maintenance/${itemId}`, { method: 'DELETE' });

/** POST /api/share/:id/maintenance/:itemId/sign-off. */
export const signOff = (shareId: number, itemId: number, body: SignOffBody) =>
  apiRequest<OwnerItemView>(`/share/${shareId}/maintenance/${itemId}/sign-off`, { method: 'POST', json: body });

/** PATCH /api/share/:id/maintenance: whether the 100-hour inspection applies (null: the listing type's default). */
export const setHundredHour = (shareId: number, hundredHour: boolean | null) =>
  apiRequest<MaintenanceView>(`/share/${shareId}/maintenance`, { method: 'PATCH', json: { hundredHour } });

/** PUT /api/share/:id/mechanic: names the mechanic, who gets a link by email. */
export const nameMechanic = (shareId: number, email: string) => apiRequest<MaintenanceView>(`/share/${shareId}/mechanic`, { method: 'PUT', json: { email } });

/** DELETE /api/share/:id/mechanic: the link stops working. */
export const removeMechanic = (shareId: number) => apiRequest<void>(`/share/${shareId}/mechanic`, { method: 'DELETE' });

/** GET /api/mechanic/:token: the aircraft's items for the mechanic the owner named (no login). */
export const getMechanicView = (token: string, signal?: AbortSignal) => apiRequest<MaintenanceView>(`/mechanic/${encodeURIComponent(token)}`, { signal });

/** POST /api/mechanic/:token/items/:itemId/sign-off. */
export const mechanicSignOff = (token: string, itemId: number, body: SignOffBody) =>
  apiRequest<OwnerItemView>(`/mechanic/${encodeURIComponent(token)}/items/${itemId}/sign-off`, { method: 'POST', json: body });

/** GET /api/share/:id/squawks: all of them for the owner (newest first); open titles only for pilots. */
export const getSquawks = (shareId: number, signal?: AbortSignal) => apiRequest<SquawkView[]>(`/share/${shareId}/squawks`, { signal });

/** The same list as a pilot gets it: the open squawks' titles. */
export const getOpenSquawkTitles = (shareId: number, signal?: AbortSignal) =>
  apiRequest<SquawkTitleView[]>(`/share/${shareId}/squawks`, { query: { open: true }, signal });

/** POST /api/share/:id/squawks: JSON, or multipart (`squawk` JSON and up to 4 `photos`) when photos are chosen. */
export function reportSquawk(shareId: number, squawk: { text: string; severity: SquawkSeverity | string }, photos: readonly File[] = []) {
  if (!photos.length) return apiRequest<SquawkView>(`/share/${shareId}/squawks`, { method: 'POST', json: squawk });
  const form = new FormData();
  form.set('squawk', JSON.stringify(squawk));
  for (const photo of photos) form.append('photos', photo, photo.name);
  return apiRequest<SquawkView>(`/share/${shareId}/squawks`, { method: 'POST', formData: form });
}

/** POST /api/squawks/:id/answer: defer with a reason, fix with a note, or ground. */
export const answerSquawk = (squawkId: number, answer: { action: SquawkAction; note: string }) =>
  apiRequest<SquawkView>(`/squawks/${squawkId}/answer`, { method: 'POST', json: answer });

/** A squawk photo's bytes as an object URL (an <img src> cannot send the version header). */
export async function squawkPhotoObjectUrl(url: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(url, { credentials: 'include', headers: { 'Accept-Version': API_VERSION }, signal });
  if (!response.ok) throw new Error(`The photo could not be loaded (${response.status}).`);
  return URL.createObjectURL(await response.blob());
}

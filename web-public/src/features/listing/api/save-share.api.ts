import { apiRequest } from '../../../lib/api-client';
import type { ShareView } from '../../../lib/share-view';

export interface UploadFile {
  blob: Blob;
  name: string;
}

function multipart(share: Record<string, unknown>, files: readonly UploadFile[]): FormData {
  const form = new FormData();
  form.append('share', JSON.stringify(share));
  for (const file of files) form.append('images', file.blob, file.name);
  return form;
}

/** POST /api/share (multipart: `share` JSON and the `images` its media list points at). */
export const createShare = (share: Record<string, unknown>, files: readonly UploadFile[]) =>
  apiRequest<ShareView>('/share', { method: 'POST', formData: multipart(share, files) });

/** PATCH /api/share/:id, the same shape; kept photos are listed by address. */
export const updateShare = (id: number, share: Record<string, unknown>, files: readonly UploadFile[]) =>
  apiRequest<ShareView>(`/share/${id}`, { method: 'PATCH', formData: multipart(share, files) });

import type { LogbookImportView, LogbookView } from '../../../domain/pilot/logbook/logbook-view';
import { apiRequest } from './api-client';

/** GET /api/user/logbook: the caller's latest imported flights (`limit` of them), their totals and his currency. */
export const getLogbook = (limit: number, signal?: AbortSignal) => apiRequest<LogbookView>('/user/logbook', { signal, query: { limit } });

/** POST /api/user/logbook/import: the preview of a file, or (commit) the flights it added. */
export function importLogbook(file: File, commit: boolean): Promise<LogbookImportView> {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<LogbookImportView>('/user/logbook/import', { method: 'POST', formData, query: commit ? { commit: true } : undefined });
}

/** DELETE /api/user/logbook: every imported flight. */
export const deleteLogbook = () => apiRequest<void>('/user/logbook', { method: 'DELETE' });

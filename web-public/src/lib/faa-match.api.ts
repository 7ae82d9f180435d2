import type { FaaMatchView } from '../../../domain/pilot/airmen/faa-match-view';
import { apiRequest } from './api-client';

/** GET /api/user/record/faa-match: the last match against the FAA airmen file (`status: null` before any). */
export const getFaaMatch = (signal?: AbortSignal) => apiRequest<FaaMatchView>('/user/record/faa-match', { signal });

/** POST /api/user/record/faa-match: match now, at the zip when given (else the home airport's city). */
export const checkFaaMatch = (zip: string) =>
  apiRequest<FaaMatchView>('/user/record/faa-match', { method: 'POST', json: zip.trim() ? { zip: zip.trim() } : {} });

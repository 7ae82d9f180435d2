import type { SearchPage } from '../../../../../domain/search/search-result';
import { apiRequest, type QueryValue } from '../../../lib/api-client';

/** GET /api/search: one page of results near a point, their total, and the per-airport counts. */
export const searchMap = (query: Record<string, QueryValue>, signal?: AbortSignal) =>
  apiRequest<SearchPage>('/search', { query, signal });

import { apiRequest } from '../../../lib/api-client';

/** GET /api/meta/geoip: where the visitor probably is (Louisville, KY when the address says nothing). */
export const getVisitorLocation = (signal?: AbortSignal) =>
  apiRequest<{ city: string; subdivision: string; lat: number; lng: number }>('/meta/geoip', { signal });

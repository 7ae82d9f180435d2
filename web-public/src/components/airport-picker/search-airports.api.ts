import type { Airport } from '../../../../domain/airport/airport';
import { apiRequest } from '../../lib/api-client';

/** GET /api/airport: best matches first, by FAA code (with or without a leading K), name or city. */
export const searchAirports = (q: string, signal?: AbortSignal) =>
  apiRequest<Airport[]>('/airport', { query: { q, simSort: true, limit: 10 }, signal });

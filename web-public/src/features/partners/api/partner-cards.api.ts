import type { Airport, AirportRef } from '../../../../../domain/airport/airport';
import { apiRequest } from '../../../lib/api-client';
import type { ShareList, ShareView } from '../../../lib/share-view';

/** The home airport's position: GET /api/airport by its code, the answer with the same id. */
export async function airportPoint(airport: AirportRef, signal?: AbortSignal): Promise<{ lat: number; lng: number } | null> {
  const found = await apiRequest<Airport[]>('/airport', { query: { q: airport.locationId, simSort: true, limit: 10 }, signal });
  const same = found.find((a) => a.id === airport.id) ?? found.find((a) => a.locationId === airport.locationId);
  return same ? { lat: same.lat, lng: same.long } : null;
}

/** One listing as its card names it (GET /api/share?id=): null when it is gone or hidden. */
export async function getListing(id: number, signal?: AbortSignal): Promise<ShareView | null> {
  const list = await apiRequest<ShareList>('/share', { query: { id, limit: 1, page: 1 }, signal });
  return list.shares.find((s) => s.id === id) ?? null;
}

export interface PilotName {
  id: number;
  first: string;
  last: string;
  avatar?: { url: string; type: 'image' } | null;
  airport?: { locationId: string; facility?: string; city?: string; state?: string } | null;
}

/** Another pilot's public profile (GET /api/user/:id), for his card's name. */
export const getPilot = (id: number, signal?: AbortSignal) => apiRequest<PilotName | null>(`/user/${id}`, { signal });

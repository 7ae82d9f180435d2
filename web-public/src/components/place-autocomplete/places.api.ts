import type { Place } from '../../../../domain/place/place-view';
import { apiRead, apiRequest } from '../../lib/api-client';

/** A US zip code, city or state (docs/api.md "Places"). */
export type { Place } from '../../../../domain/place/place-view';

/** GET /api/places/autocomplete: suggestions for the location box, best first. */
export const autocompletePlaces = (q: string, signal?: AbortSignal) =>
  apiRequest<Place[]>('/places/autocomplete', { query: { q, limit: 8 }, signal });

/** GET /api/places/geocode: the place a text names ("ak" from the footer, a typed city); 404 when none. */
export const geocodePlace = (q: string, signal?: AbortSignal) => geocodeRead(q).load(signal);

/** geocodePlace as a read a server-rendered page may come with (the Find page of a footer link). */
export const geocodeRead = (q: string) => apiRead<Place>('/places/geocode', { q });

/** GET /api/places/reverse: the city nearest a point, to name the map's new centre after a drag. */
export const reversePlace = (lat: number, lng: number, signal?: AbortSignal) =>
  apiRequest<Place>('/places/reverse', { query: { lat, lng }, signal });

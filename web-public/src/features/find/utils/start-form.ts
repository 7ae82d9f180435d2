import type { SearchPage } from '../../../../../domain/search/search-result';
import { geoIpRead, positionOfIp, visitorPosition, type GeoIp } from '../../../components/map/visitor-position';
import { geocodePlace, geocodeRead, type Place } from '../../../components/place-autocomplete/places.api';
import { apiUrl } from '../../../lib/api-client';
import type { FirstScreenReader } from '../../../lib/first-screen';
import { apiQueryOf, clampRadius, formDefaults, formFromQuery, RADIUS_KM, RETRY_BELOW, type SearchForm } from './search-form';

/**
 * The form a visit starts with (spec 4 "Find search", "Geolocation"): the address's values; the
 * position from its lat/lng, else from its `location` (the footer's `/find?location=ak`), else the
 * visitor's own (IP lookup, Louisville by default).
 */
export async function startForm(params: URLSearchParams): Promise<SearchForm> {
  const given = formFromQuery(params);
  const base = { location: '', ...formDefaults(), ...given };
  if (given.lat !== undefined && given.lng !== undefined) return { ...base, lat: given.lat, lng: given.lng };
  if (given.location) {
    const place = await geocodePlace(given.location).catch((error: unknown) => {
      console.warn(`Could not place "${given.location}"`, error);
      return null;
    });
    if (place) return { ...base, location: place.label, lat: place.lat, lng: place.lng };
  }
  const here = await visitorPosition();
  return { ...base, location: here.label, lat: here.lat, lng: here.lng };
}

/** A first search that widened its circle: the radius it was asked for (km) and how many it found there. */
export interface Widened {
  fromKm: number;
  found: number;
}

/** The address of GET /api/search for the form's page of results (the first-screen answers' key). */
export const searchUrl = (form: SearchForm, page: number): string => apiUrl('/search', apiQueryOf(form, page));

/**
 * The first search as a server-rendered page came with it: the start form (as startForm makes it) and its
 * answer, widened as the first search is while it finds fewer than RETRY_BELOW. Null when the page did
 * not come with all of it (a phone network's address, a session): the browser starts the search itself.
 */
export function embeddedStart(params: URLSearchParams, read: FirstScreenReader): { form: SearchForm; answer: SearchPage; widened: Widened | null } | null {
  // Drawn for a visitor, who has no record to qualify with: the filter is left out (and out of the address).
  const given = { ...formFromQuery(params), qualified: false };
  const base = { location: '', ...formDefaults(), ...given };
  let form: SearchForm | null = null;
  if (given.lat !== undefined && given.lng !== undefined) form = { ...base, lat: given.lat, lng: given.lng };
  else if (given.location) {
    const place = read<Place>(geocodeRead(given.location).url);
    if (!place) return null;
    if (place.ok) form = { ...base, location: place.data.label, lat: place.data.lat, lng: place.data.lng };
  }
  if (!form) {
    // No place named (or none by that name): the visitor's own position, as startForm falls back to.
    const geo = read<GeoIp>(geoIpRead.url);
    if (!geo?.ok || geo.data.isCellular) return null;
    const here = positionOfIp(geo.data);
    form = { ...base, location: here.label, lat: here.lat, lng: here.lng };
  }
  let result = read<SearchPage>(searchUrl(form, 1));
  const asked = { fromKm: form.radius, found: result?.ok ? result.data.count : 0 };
  while (result?.ok && result.data.count < RETRY_BELOW && form.radius < RADIUS_KM.max) {
    form = { ...form, radius: clampRadius(form.radius * 2) };
    result = read<SearchPage>(searchUrl(form, 1));
  }
  return result?.ok ? { form, answer: result.data, widened: form.radius !== asked.fromKm ? asked : null } : null;
}

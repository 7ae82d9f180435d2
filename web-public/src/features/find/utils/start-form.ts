import { visitorPosition } from '../../../components/map/visitor-position';
import { geocodePlace } from '../../../components/place-autocomplete/places.api';
import { formDefaults, formFromQuery, type SearchForm } from './search-form';

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

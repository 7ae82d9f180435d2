/**
 * A US place the location box can offer or the map can centre on (docs/api.md "Places"): a zip code, a city
 * (the centre of its zip codes) or a state (its geographic centre). The geocoder port answers it
 * (application/ports/geocoder.ts) and GET /api/places/* send it as it is.
 */
export interface Place {
  kind: 'zip' | 'city' | 'state';
  /** What the location box shows: "40202 Louisville, KY", "Louisville, KY" or "Kentucky". */
  label: string;
  /** Null for a state. */
  city: string | null;
  /** Two-letter code: "KY". */
  state: string;
  zip: string | null;
  lat: number;
  lng: number;
}

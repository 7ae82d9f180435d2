import type { Place } from '../../domain/place/place-view.js';

/** A US place: a zip code, a city or a state (domain/place/place-view.ts, the answer of GET /api/places/*). */
export type { Place };

/** Place names and positions, both ways (the browser calls no third-party geocoder). */
export interface Geocoder {
  /** Places whose zip code or name starts with what was typed, best match first; [] for blank text. */
  autocomplete(q: string, limit: number): Promise<Place[]>;
  /** The one place a typed text names ("Louisville, KY", "40202", "Louisville", "KY", "Kentucky"), or null. */
  forward(query: string): Promise<Place | null>;
  /**
   * The city of the zip code nearest to a point (label "Louisville, KY"; zip, lat and lng are that zip's),
   * or null when no zip code is near (out at sea, abroad).
   */
  reverse(lat: number, lng: number): Promise<Place | null>;
}

/** Where an IP address is, as far as an IP database knows; null for private addresses and unknown ones. */
export interface IpLocation {
  /** ISO 3166-1 alpha-2: "US". */
  country: string;
  /** The subdivision's ISO code ("KY"), null when the database only knows the country. */
  state: string | null;
  city: string | null;
  lat: number;
  lng: number;
}

export interface IpLocator {
  locate(ip: string): Promise<IpLocation | null>;
}

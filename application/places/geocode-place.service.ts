import { notFound, validationFailed } from '../../domain/errors.js';
import type { Geocoder, Place } from '../ports/geocoder.js';

export const PLACE_NOT_FOUND = 'We could not find that place';
export const PLACE_REQUIRED = 'Enter a city, state or zip code';
export const GEOCODE_QUERY_MAX_LENGTH = 200;

/** Forward lookup: the place a typed text names ("Louisville, KY", "40202", "ak"). */
export class GeocodePlace {
  constructor(private readonly geocoder: Geocoder) {}

  async execute(query: string): Promise<Place> {
    const text = query.trim().slice(0, GEOCODE_QUERY_MAX_LENGTH);
    if (!text) throw validationFailed([PLACE_REQUIRED]);
    const place = await this.geocoder.forward(text);
    if (!place) throw notFound(PLACE_NOT_FOUND);
    return place;
  }
}

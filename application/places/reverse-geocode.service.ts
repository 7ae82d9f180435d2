import { notFound, validationFailed } from '../../domain/errors.js';
import type { Geocoder, Place } from '../ports/geocoder.js';

export const NO_PLACE_NEAR = 'We could not find a US place near that point';
export const LATITUDE_INVALID = 'lat must be a latitude between -90 and 90';
export const LONGITUDE_INVALID = 'lng must be a longitude between -180 and 180';

/** Reverse lookup: the city and state around a point on the map. */
export class ReverseGeocode {
  constructor(private readonly geocoder: Geocoder) {}

  async execute(lat: number, lng: number): Promise<Place> {
    const errors = [
      ...(Number.isFinite(lat) && Math.abs(lat) <= 90 ? [] : [LATITUDE_INVALID]),
      ...(Number.isFinite(lng) && Math.abs(lng) <= 180 ? [] : [LONGITUDE_INVALID]),
    ];
    if (errors.length) throw validationFailed(errors);
    const place = await this.geocoder.reverse(lat, lng);
    if (!place) throw notFound(NO_PLACE_NEAR);
    return place;
  }
}

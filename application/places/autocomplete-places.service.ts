import type { Geocoder, Place } from '../ports/geocoder.js';

export const PLACES_AUTOCOMPLETE_DEFAULT = 8;
export const PLACES_AUTOCOMPLETE_MAX = 20;
export const PLACE_QUERY_MAX_LENGTH = 100;

/** The location box's suggestions: zip codes, cities and states that start with what was typed. */
export class AutocompletePlaces {
  constructor(private readonly geocoder: Geocoder) {}

  async execute(q: string, limit = PLACES_AUTOCOMPLETE_DEFAULT): Promise<Place[]> {
    const text = q.trim().slice(0, PLACE_QUERY_MAX_LENGTH);
    if (!text) return [];
    const size = Math.min(Math.max(1, Math.floor(limit) || PLACES_AUTOCOMPLETE_DEFAULT), PLACES_AUTOCOMPLETE_MAX);
    return this.geocoder.autocomplete(text, size);
  }
}

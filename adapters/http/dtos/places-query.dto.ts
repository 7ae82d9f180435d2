import { IsDefined, IsInt, IsLatitude, IsLongitude, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PLACES_AUTOCOMPLETE_MAX, PLACE_QUERY_MAX_LENGTH } from '../../../application/places/autocomplete-places.service.js';
import { GEOCODE_QUERY_MAX_LENGTH, PLACE_REQUIRED } from '../../../application/places/geocode-place.service.js';
import { LATITUDE_INVALID, LONGITUDE_INVALID } from '../../../application/places/reverse-geocode.service.js';

const LIMIT_RANGE = `limit must be between 1 and ${PLACES_AUTOCOMPLETE_MAX}`;

/** GET /places/autocomplete: limit arrives as text and is turned into a number (NaN fails IsInt) before validation. */
export class PlacesAutocompleteQuery {
  @IsOptional()
  @MaxLength(PLACE_QUERY_MAX_LENGTH, { message: `The place search may be at most ${PLACE_QUERY_MAX_LENGTH} characters long` })
  @IsString({ message: 'q must be text' })
  q?: string;

  // Decorators run bottom-up: the whole-number check comes first.
  @IsOptional() @Min(1, { message: LIMIT_RANGE }) @Max(PLACES_AUTOCOMPLETE_MAX, { message: LIMIT_RANGE })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;
}

/** GET /places/geocode. */
export class PlaceGeocodeQuery {
  @MaxLength(GEOCODE_QUERY_MAX_LENGTH, { message: `The place may be at most ${GEOCODE_QUERY_MAX_LENGTH} characters long` })
  @IsString({ message: 'q must be text' })
  @IsDefined({ message: PLACE_REQUIRED })
  q!: string;
}

/** GET /places/reverse: both coordinates, as numbers. */
export class PlaceReverseQuery {
  @IsLatitude({ message: LATITUDE_INVALID }) @IsDefined({ message: 'lat is required' })
  lat!: number;

  @IsLongitude({ message: LONGITUDE_INVALID }) @IsDefined({ message: 'lng is required' })
  lng!: number;
}

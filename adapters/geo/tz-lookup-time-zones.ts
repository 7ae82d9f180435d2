import tzLookup from '@photostructure/tz-lookup';
import type { TimeZoneFinder } from '../../application/ports/availability.repository.js';
import { isTimeZone } from '../../domain/booking/local-time.js';

/**
 * The IANA zone at a place, offline from @photostructure/tz-lookup (a 73 kB grid of the world's zones,
 * no data files or network). Near a zone border it can name the neighbour: owners can correct the zone
 * of their listing's availability. A name the platform's Intl does not know falls back to UTC.
 */
export class TzLookupTimeZoneFinder implements TimeZoneFinder {
  zoneAt(lat: number, long: number): string {
    const zone = tzLookup(lat, long);
    return isTimeZone(zone) ? zone : 'UTC';
  }
}

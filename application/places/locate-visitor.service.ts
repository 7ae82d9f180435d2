import type { Geocoder, IpLocator } from '../ports/geocoder.js';

/** Where a visitor is taken to be when the IP lookup fails (spec 8 and 9): Louisville, KY. */
export const DEFAULT_LOCATION = { city: 'Louisville', subdivision: 'KY', lat: 38.175662, lng: -85.7369231 } as const;

export interface VisitorLocation {
  city: string;
  /** The state's ISO code: "KY". */
  subdivision: string;
  lat: number;
  lng: number;
  /** The offline IP database knows nothing of connection types, so this is always false. */
  isCellular: boolean;
  source: 'ip' | 'default';
}

/** GET /meta/geoip: the visitor's city from their IP address, or the default location. */
export class LocateVisitor {
  constructor(
    private readonly ips: IpLocator,
    private readonly geocoder: Geocoder,
  ) {}

  async execute(ip: string): Promise<VisitorLocation> {
    const found = ip ? await this.ips.locate(ip) : null;
    // The marketplace is US-only, and a country-level answer (the middle of Kansas) would place nobody.
    if (!found || found.country !== 'US' || !found.state) return { ...DEFAULT_LOCATION, isCellular: false, source: 'default' };
    let city = found.city;
    if (!city) {
      const near = await this.geocoder.reverse(found.lat, found.lng);
      city = near && near.state === found.state ? near.city : null;
    }
    return { city: city ?? '', subdivision: found.state, lat: found.lat, lng: found.lng, isCellular: false, source: 'ip' };
  }
}

import { describe, expect, it } from 'vitest';
import { AutocompletePlaces } from '../../../application/places/autocomplete-places.service.js';
import { GeocodePlace, PLACE_NOT_FOUND, PLACE_REQUIRED } from '../../../application/places/geocode-place.service.js';
import { DEFAULT_LOCATION, LocateVisitor } from '../../../application/places/locate-visitor.service.js';
import { LATITUDE_INVALID, LONGITUDE_INVALID, NO_PLACE_NEAR, ReverseGeocode } from '../../../application/places/reverse-geocode.service.js';
import type { Geocoder, IpLocation, IpLocator, Place } from '../../../application/ports/geocoder.js';

const LEXINGTON: Place = { kind: 'city', label: 'Lexington, KY', city: 'Lexington', state: 'KY', zip: null, lat: 38.04, lng: -84.5 };

/** A geocoder that knows one city and records what it was asked. */
class OneCityGeocoder implements Geocoder {
  calls: unknown[][] = [];
  async autocomplete(q: string, limit: number) {
    this.calls.push(['autocomplete', q, limit]);
    return [LEXINGTON];
  }
  async forward(query: string) {
    this.calls.push(['forward', query]);
    return query === 'Lexington' ? LEXINGTON : null;
  }
  async reverse(lat: number, lng: number) {
    this.calls.push(['reverse', lat, lng]);
    return lat > 30 ? LEXINGTON : null;
  }
}

class FixedIpLocator implements IpLocator {
  constructor(private readonly answer: IpLocation | null) {}
  async locate() {
    return this.answer;
  }
}

const DEFAULT = { ...DEFAULT_LOCATION, isCellular: false, source: 'default' };

describe('LocateVisitor', () => {
  it('answers the city of a US address', async () => {
    const locate = new LocateVisitor(new FixedIpLocator({ country: 'US', state: 'NY', city: 'Syracuse', lat: 43.05, lng: -76.15 }), new OneCityGeocoder());
    expect(await locate.execute('24.24.24.24')).toEqual({ city: 'Syracuse', subdivision: 'NY', lat: 43.05, lng: -76.15, isCellular: false, source: 'ip' });
  });

  it('names the city from the position when the IP database knows only the state', async () => {
    const locate = new LocateVisitor(new FixedIpLocator({ country: 'US', state: 'KY', city: null, lat: 38.05, lng: -84.49 }), new OneCityGeocoder());
    expect(await locate.execute('198.51.100.1')).toMatchObject({ city: 'Lexington', subdivision: 'KY', source: 'ip' });
  });

  it.each([
    ['an unknown or private address', null],
    ['an address abroad', { country: 'GB', state: 'ENG', city: 'London', lat: 51.5, lng: -0.12 }],
    ['an address known only to be in the US', { country: 'US', state: null, city: null, lat: 37.751, lng: -97.822 }],
  ])('answers Louisville, KY for %s', async (_, answer) => {
    const locate = new LocateVisitor(new FixedIpLocator(answer as IpLocation | null), new OneCityGeocoder());
    expect(await locate.execute('203.0.113.7')).toEqual(DEFAULT);
  });

  it('answers Louisville, KY when there is no address at all', async () => {
    expect(await new LocateVisitor(new FixedIpLocator(null), new OneCityGeocoder()).execute('')).toEqual(DEFAULT);
    expect(DEFAULT_LOCATION).toMatchObject({ lat: 38.175662, lng: -85.7369231 });
  });
});

describe('AutocompletePlaces', () => {
  it('trims the text, bounds the limit and answers [] for blank text without asking', async () => {
    const geocoder = new OneCityGeocoder();
    const autocomplete = new AutocompletePlaces(geocoder);
    expect(await autocomplete.execute('   ')).toEqual([]);
    await autocomplete.execute('  lex ');
    await autocomplete.execute('lex', 500);
    await autocomplete.execute('lex', 0);
    expect(geocoder.calls).toEqual([['autocomplete', 'lex', 8], ['autocomplete', 'lex', 20], ['autocomplete', 'lex', 8]]);
  });
});

describe('GeocodePlace and ReverseGeocode', () => {
  it('answers the place, or a not-found error with the message to show', async () => {
    const geocode = new GeocodePlace(new OneCityGeocoder());
    expect(await geocode.execute(' Lexington ')).toBe(LEXINGTON);
    await expect(geocode.execute('Atlantis')).rejects.toMatchObject({ code: 'not_found', message: PLACE_NOT_FOUND });
    await expect(geocode.execute('  ')).rejects.toMatchObject({ code: 'validation_failed', message: PLACE_REQUIRED });
  });

  it('refuses impossible coordinates and answers not found far from any place', async () => {
    const reverse = new ReverseGeocode(new OneCityGeocoder());
    expect(await reverse.execute(38.04, -84.5)).toBe(LEXINGTON);
    await expect(reverse.execute(0, 0)).rejects.toMatchObject({ code: 'not_found', message: NO_PLACE_NEAR });
    await expect(reverse.execute(91, 0)).rejects.toMatchObject({ code: 'validation_failed', errors: [LATITUDE_INVALID] });
    await expect(reverse.execute(Number.NaN, 200)).rejects.toMatchObject({ errors: [LATITUDE_INVALID, LONGITUDE_INVALID] });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { US_STATES } from '../../adapters/geo/us-states.js';
import { ZipcodeGeocoder } from '../../adapters/geo/zipcode-geocoder.js';
import { distanceKm } from '../../adapters/geo/zipcode-index.js';

// The real data: vega-datasets' data/zipcodes.csv, read once for the file.
const geocoder = new ZipcodeGeocoder();
beforeAll(() => {
  geocoder.load();
});

const labels = async (q: string, limit = 8) => (await geocoder.autocomplete(q, limit)).map((p) => p.label);
const LOUISVILLE = { lat: 38.25, lng: -85.76 };

describe('ZipcodeGeocoder.autocomplete', () => {
  it('suggests the zip codes that start with the digits, in order', async () => {
    const places = await geocoder.autocomplete('402', 8);
    expect(places).toHaveLength(8);
    expect(places[0]).toEqual({
      kind: 'zip',
      label: '40201 Louisville, KY',
      city: 'Louisville',
      state: 'KY',
      zip: '40201',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    expect(places.map((p) => p.zip)).toEqual([...places.map((p) => p.zip)].sort());
    for (const p of places) expect(p.label).toMatch(/^402\d\d Louisville, KY$/);
    expect(await labels('40202')).toEqual(['40202 Louisville, KY']);
    expect(await labels('40202-1234')).toEqual(['40202 Louisville, KY']);
    expect(await labels('99999')).toEqual([]);
  });

  it('suggests one entry per city and state, the best match and then the bigger place first', async () => {
    const found = await labels('louis', 20);
    expect(found[0]).toBe('Louisville, KY');
    expect(found).toContain('Louisiana');
    expect(found).toContain('Louisiana, MO');
    expect(new Set(found).size).toBe(found.length);
    // Louisville, KY (66 zip codes) before Louisville, CO (2) before Louisville, AL (1).
    expect(found.indexOf('Louisville, KY')).toBeLessThan(found.indexOf('Louisville, CO'));
    expect(found.indexOf('Louisville, CO')).toBeLessThan(found.indexOf('Louisville, AL'));
    // A whole-name match comes before the names it is the start of.
    expect((await labels('kent'))[0]).toMatch(/^Kent, /);
  });

  it('gives a city the centre of its zip codes', async () => {
    const [louisville] = await geocoder.autocomplete('Louisville, KY', 1);
    expect(louisville).toMatchObject({ kind: 'city', city: 'Louisville', state: 'KY', zip: null });
    expect(distanceKm(louisville.lat, louisville.lng, LOUISVILLE.lat, LOUISVILLE.lng)).toBeLessThan(15);
  });

  it.each(['louisville, ky', 'Louisville, KY', 'Louisville KY', 'louisville kentucky', 'LOUISVILLE, Kentucky'])(
    'reads %s as a city in a state',
    async (q) => {
      const found = await geocoder.autocomplete(q, 8);
      expect(found[0].label).toBe('Louisville, KY');
      expect(found.every((p) => p.state === 'KY')).toBe(true);
    },
  );

  it('narrows to the states a half-typed state could be', async () => {
    const found = await geocoder.autocomplete('louisville, k', 8);
    expect(found.map((p) => p.label)).toContain('Louisville, KS');
    expect(found.every((p) => p.state === 'KY' || p.state === 'KS')).toBe(true);
  });

  it('offers the states by code and by name', async () => {
    expect((await geocoder.autocomplete('ky', 8))[0]).toMatchObject({ kind: 'state', label: 'Kentucky', state: 'KY', city: null, zip: null });
    expect(await labels('Kentucky')).toEqual(['Kentucky']);
    expect(await labels('new mex')).toContain('New Mexico');
  });

  it('reads the usual abbreviations and later words of a name', async () => {
    expect((await labels('st lou'))[0]).toBe('Saint Louis, MO');
    expect((await labels('St. Louis, MO'))[0]).toBe('Saint Louis, MO');
    expect((await labels('ft worth'))[0]).toBe('Fort Worth, TX');
    expect((await labels('vegas'))[0]).toBe('Las Vegas, NV');
    // While typing, "st" is still the start of Sterling and Stockton.
    expect((await labels('st')).every((l) => l.startsWith('St'))).toBe(true);
  });

  it('answers nothing for blank text, unknown names and a zero limit', async () => {
    expect(await labels('')).toEqual([]);
    expect(await labels('   ')).toEqual([]);
    expect(await labels('xyzzyq')).toEqual([]);
    expect(await labels('!!!')).toEqual([]);
    expect(await labels("'")).toEqual([]);
    expect(await labels('louisville, zz')).toEqual([]);
    expect(await geocoder.autocomplete('louis', 0)).toEqual([]);
    expect(await labels('louis', 3)).toHaveLength(3);
  });
});

describe('ZipcodeGeocoder.forward', () => {
  it('answers a state code with the centre of the state (the footer links: /find?location=ak)', async () => {
    const alaska = await geocoder.forward('ak');
    expect(alaska).toMatchObject({ kind: 'state', label: 'Alaska', state: 'AK', city: null, zip: null });
    expect(alaska!.lat).toBeCloseTo(63.59, 1);
    expect(alaska!.lng).toBeCloseTo(-154.49, 1);
    expect(await geocoder.forward('Kentucky')).toMatchObject({ label: 'Kentucky', state: 'KY' });
    expect(await geocoder.forward('KY')).toMatchObject({ label: 'Kentucky', state: 'KY' });
  });

  it.each(US_STATES.map((s) => [s.code, s.name] as const))('puts the centre of %s (%s) inside the state', async (code, name) => {
    const state = await geocoder.forward(code.toLowerCase());
    expect(state).toMatchObject({ kind: 'state', label: name, state: code });
    expect((await geocoder.reverse(state!.lat, state!.lng))?.state).toBe(code);
  });

  it.each([
    ['Louisville, KY', 'Louisville, KY'],
    ['louisville', 'Louisville, KY'],
    ['Louisville Kentucky', 'Louisville, KY'],
    ['St. Louis, MO', 'Saint Louis, MO'],
    ['Springfield, MA', 'Springfield, MA'],
    ['Louisville, KY 99999', 'Louisville, KY'],
    ['washington dc', 'Washington, DC'],
    ['Louisvil', 'Louisville, KY'],
  ])('finds the city %s names', async (query, label) => {
    expect(await geocoder.forward(query)).toMatchObject({ kind: 'city', label, zip: null });
  });

  it.each([
    ['40202', '40202 Louisville, KY'],
    ['40202-1234', '40202 Louisville, KY'],
    ['40202 Louisville, KY', '40202 Louisville, KY'],
    ['Louisville, KY 40202', '40202 Louisville, KY'],
    ['123 Main St, Louisville, KY 40202', '40202 Louisville, KY'],
  ])('finds the zip code in %s', async (query, label) => {
    expect(await geocoder.forward(query)).toMatchObject({ kind: 'zip', label, zip: '40202' });
  });

  it('answers null for what names no place', async () => {
    expect(await geocoder.forward('')).toBeNull();
    expect(await geocoder.forward('xyzzyq')).toBeNull();
    expect(await geocoder.forward('99999')).toBeNull();
    // A house number is not a zip code.
    expect(await geocoder.forward('12345 Nowhere Road')).toBeNull();
    expect(await geocoder.forward('ab')).toBeNull();
  });
});

describe('ZipcodeGeocoder.reverse', () => {
  it('names the city of the nearest zip code', async () => {
    expect(await geocoder.reverse(38.175662, -85.7369231)).toMatchObject({ kind: 'city', label: 'Louisville, KY', city: 'Louisville', state: 'KY' });
    expect(await geocoder.reverse(40.7128, -74.006)).toMatchObject({ label: 'New York, NY' });
    expect(await geocoder.reverse(61.2, -149.9)).toMatchObject({ label: 'Anchorage, AK' });
    expect(await geocoder.reverse(21.3, -157.85)).toMatchObject({ label: 'Honolulu, HI' });
  });

  it.each(['Louisville, KY', 'Chicago, IL', 'Denver, CO', 'Seattle, WA', 'Miami, FL', 'Anchorage, AK'])(
    'comes back to %s from its centre',
    async (label) => {
      const city = await geocoder.forward(label);
      expect(city?.label).toBe(label);
      expect((await geocoder.reverse(city!.lat, city!.lng))?.label).toBe(label);
    },
  );

  it('comes back to the same zip code from its position', async () => {
    for (const code of ['40202', '10001', '94110', '99501']) {
      const zip = await geocoder.forward(code);
      const back = await geocoder.reverse(zip!.lat, zip!.lng);
      expect(back).toMatchObject({ zip: code, label: `${zip!.city}, ${zip!.state}` });
    }
  });

  it('puts a zip code the data set only places on its county\'s point at its city\'s centre', async () => {
    // 60601 shares its point with Arlington Heights and dozens of Cook County zip codes.
    const chicago = await geocoder.forward('Chicago, IL');
    expect(await geocoder.forward('60601')).toMatchObject({ label: '60601 Chicago, IL', lat: chicago!.lat, lng: chicago!.lng });
    // 43 of San Francisco's zip codes sit on one point out at sea: the city's centre is on land, downtown.
    const sf = await geocoder.forward('San Francisco, CA');
    expect(distanceKm(sf!.lat, sf!.lng, 37.7749, -122.4194)).toBeLessThan(10);
  });

  it('answers null far from every US zip code and for impossible coordinates', async () => {
    expect(await geocoder.reverse(30, -40)).toBeNull(); // mid-Atlantic
    expect(await geocoder.reverse(0, 0)).toBeNull();
    expect(await geocoder.reverse(48.8566, 2.3522)).toBeNull(); // Paris
    expect(await geocoder.reverse(-33.87, 151.21)).toBeNull(); // Sydney
    expect(await geocoder.reverse(89.9, 0)).toBeNull();
    expect(await geocoder.reverse(91, 0)).toBeNull();
    expect(await geocoder.reverse(Number.NaN, 0)).toBeNull();
  });
});

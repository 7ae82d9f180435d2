import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE_NOT_FOUND, PLACE_REQUIRED } from '../../application/places/geocode-place.service.js';
import { LATITUDE_INVALID, LONGITUDE_INVALID, NO_PLACE_NEAR } from '../../application/places/reverse-geocode.service.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

// Behind a proxy, so a test can say which client address a request comes from (X-Forwarded-For).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t?.close());

const LOUISVILLE_DEFAULT = { city: 'Louisville', subdivision: 'KY', lat: 38.175662, lng: -85.7369231, isCellular: false, source: 'default' };

function expectBadRequest(res: { status: number; body: { error: string; message: string; errors: string[] } }, message: string) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ error: 'validation_failed', message });
  expect(res.body.errors).toContain(message);
}

describe('GET /api/meta/geoip', () => {
  it('answers Louisville, KY for a loopback client (supertest)', async () => {
    const res = await t.request.get('/api/meta/geoip').set(V);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(LOUISVILLE_DEFAULT);
  });

  it('answers Louisville, KY for a private address behind the proxy', async () => {
    const res = await t.request.get('/api/meta/geoip').set(V).set('X-Forwarded-For', '192.168.1.20');
    expect(res.body).toEqual(LOUISVILLE_DEFAULT);
  });

  it('answers Louisville, KY for a visitor abroad: the marketplace is US-only', async () => {
    const res = await t.request.get('/api/meta/geoip').set(V).set('X-Forwarded-For', '81.2.69.160');
    expect(res.body).toEqual(LOUISVILLE_DEFAULT);
  });

  it('places a US visitor from the offline IP database', async () => {
    const res = await t.request.get('/api/meta/geoip').set(V).set('X-Forwarded-For', '24.24.24.24');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      city: expect.any(String),
      subdivision: expect.stringMatching(/^[A-Z]{2}$/),
      lat: expect.any(Number),
      lng: expect.any(Number),
      isCellular: false,
      source: 'ip',
    });
    expect(res.body.city).not.toBe('');
  });

  it('needs the version header', async () => {
    const res = await t.request.get('/api/meta/geoip');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('bad_version');
  });
});

describe('GET /api/places/autocomplete', () => {
  it('suggests zip codes for digits', async () => {
    const res = await t.request.get('/api/places/autocomplete?q=402').set(V);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(8);
    expect(res.body[0]).toEqual({
      kind: 'zip',
      label: '40201 Louisville, KY',
      city: 'Louisville',
      state: 'KY',
      zip: '40201',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('suggests cities and states, the best match first, at most limit of them', async () => {
    const res = await t.request.get('/api/places/autocomplete').query({ q: 'Louisville, KY', limit: 3 }).set(V);
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ kind: 'city', label: 'Louisville, KY', zip: null });
    expect(res.body.length).toBeLessThanOrEqual(3);
    const states = await t.request.get('/api/places/autocomplete?q=ky').set(V);
    expect(states.body[0]).toMatchObject({ kind: 'state', label: 'Kentucky', state: 'KY', city: null });
    const many = await t.request.get('/api/places/autocomplete?q=louis&limit=20').set(V);
    expect(many.body.length).toBeGreaterThan(8);
    expect(many.body.length).toBeLessThanOrEqual(20);
  });

  it('answers [] for an empty or missing q', async () => {
    for (const url of ['/api/places/autocomplete?q=', '/api/places/autocomplete', '/api/places/autocomplete?q=%20%20']) {
      const res = await t.request.get(url).set(V);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
  });

  it.each([
    ['limit 0', { q: 'lou', limit: '0' }, 'limit must be between 1 and 20'],
    ['limit 21', { q: 'lou', limit: '21' }, 'limit must be between 1 and 20'],
    ['limit abc', { q: 'lou', limit: 'abc' }, 'limit must be a whole number'],
    ['limit 2.5', { q: 'lou', limit: '2.5' }, 'limit must be a whole number'],
    ['a q of 101 characters', { q: 'a'.repeat(101) }, 'The place search may be at most 100 characters long'],
  ])('refuses %s with 400 and a message', async (_, query, message) => {
    expectBadRequest(await t.request.get('/api/places/autocomplete').query(query).set(V), message);
  });
});

describe('GET /api/places/geocode', () => {
  it('finds a state by its code (the footer links: /find?location=ak)', async () => {
    const res = await t.request.get('/api/places/geocode?q=ak').set(V);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'state', label: 'Alaska', state: 'AK', city: null, zip: null });
    expect(res.body.lat).toBeCloseTo(63.59, 1);
  });

  it('finds a city and a zip code', async () => {
    const city = await t.request.get('/api/places/geocode').query({ q: 'Louisville, KY' }).set(V);
    expect(city.body).toMatchObject({ kind: 'city', label: 'Louisville, KY', city: 'Louisville', state: 'KY' });
    const zip = await t.request.get('/api/places/geocode?q=40202').set(V);
    expect(zip.body).toMatchObject({ kind: 'zip', label: '40202 Louisville, KY', zip: '40202' });
  });

  it('answers 404 for a place it does not know', async () => {
    const res = await t.request.get('/api/places/geocode?q=xyzzyq').set(V);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'not_found', message: PLACE_NOT_FOUND });
  });

  it.each([
    ['no q', '', PLACE_REQUIRED],
    ['an empty q', 'q=', PLACE_REQUIRED],
    ['a blank q', 'q=%20%20', PLACE_REQUIRED],
    ['a q of 201 characters', `q=${'a'.repeat(201)}`, 'The place may be at most 200 characters long'],
  ])('refuses %s with 400 and a message', async (_, query, message) => {
    expectBadRequest(await t.request.get(`/api/places/geocode?${query}`).set(V), message);
  });
});

describe('GET /api/places/reverse', () => {
  it('names the city around a point', async () => {
    const res = await t.request.get('/api/places/reverse?lat=38.175662&lng=-85.7369231').set(V);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'city', label: 'Louisville, KY', city: 'Louisville', state: 'KY', zip: expect.stringMatching(/^402\d\d$/) });
  });

  it('answers 404 far from every US zip code', async () => {
    const res = await t.request.get('/api/places/reverse?lat=30&lng=-40').set(V);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'not_found', message: NO_PLACE_NEAR });
  });

  it.each([
    ['lat=abc&lng=-85', LATITUDE_INVALID],
    ['lat=91&lng=-85', LATITUDE_INVALID],
    ['lat=&lng=-85', LATITUDE_INVALID],
    ['lat=38&lng=-181', LONGITUDE_INVALID],
    ['lat=38&lng=Infinity', LONGITUDE_INVALID],
    ['lng=-85', 'lat is required'],
    ['lat=38', 'lng is required'],
  ])('refuses %s with 400 and a message', async (query, message) => {
    expectBadRequest(await t.request.get(`/api/places/reverse?${query}`).set(V), message);
  });
});

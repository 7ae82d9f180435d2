import { RequestContext } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresReviewRepository } from '../../adapters/persistence/postgres-review.repository.js';
import { PostgresSearchRepository } from '../../adapters/persistence/search/postgres-search.repository.js';
import type { AreaRows } from '../../adapters/persistence/search/search-tuning.js';
import { Ratings } from '../../application/reviews/ratings.service.js';
import { systemClock } from '../../application/ports/security.js';
import { SearchMap } from '../../application/search/search-map.service.js';
import { SEARCH_MESSAGES as M, type SearchInput } from '../../domain/search/search-criteria.js';
import { KEYWORD_MESSAGES } from '../../domain/search/search-keyword.js';
import { compareEntries, type OrderedEntry, type SearchSort } from '../../domain/search/search-order.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

/**
 * The map search on a small world of its own: airports in the middle of the Pacific (far from every
 * imported US airport) around the centre (10, -150), with pilots, professionals and shares inserted
 * with SQL. The search tables follow through the migration's triggers.
 */
let t: TestApp;
const CENTRE = { lat: 10, lng: -150 };

interface Seeded extends OrderedEntry {
  airportCode: string;
}
const airports: Record<string, { id: number; dist: number }> = {};
const entries: Seeded[] = [];
const hidden: string[] = [];
/** Professional profiles whose person is also a pilot on the map. */
const pilotProfessionals = new Set<number>();
const ids: Record<string, number> = {};

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(text, params);

async function airport(code: string, lat: number, lng: number) {
  const [row] = await sql<{ id: number; dist: number }>(
    `insert into airports (location_id, facility, city, state, lat, long) values (?, ?, 'Testville', 'HI', ?, ?)
     returning id, earth_distance(ll_to_earth(lat, long), ll_to_earth(?, ?)) as dist`,
    [code, `${code} Field`, lat, lng, CENTRE.lat, CENTRE.lng],
  );
  airports[code] = { id: row!.id, dist: Number(row!.dist) };
}

async function pilot(key: string, first: string, last: string, code: string | null, opts: { discoverable?: boolean; created?: string } = {}) {
  const discoverable = opts.discoverable ?? true;
  const created = opts.created ?? '2024-06-01T00:00:00Z';
  const [row] = await sql<{ id: number }>(
    `insert into users (username, email, firstname, lastname, airport_id, is_discoverable, created_at, avatar_url)
     values (?, ?, ?, ?, ?, ?, ?, ?) returning id`,
    [key, `${key}@example.com`, first, last, code ? airports[code]!.id : null, discoverable, created, key === 'amelia' ? '/media/avatars/amelia.png' : null],
  );
  ids[key] = row!.id;
  const visible = discoverable && code !== null;
  if (visible) entries.push({ type: 'user', id: row!.id, airportId: airports[code!]!.id, airportCode: code!, dist: airports[code!]!.dist, ratePerHour: null, listDate: new Date(created) });
  else hidden.push(`user:${row!.id}`);
}

/**
 * A person is one entry: a discoverable professional whose account is a pilot on the map is listed as the
 * professional only (`alsoPilot`), and no longer as a pilot.
 */
async function professional(key: string, user: string, code: string, opts: { rate: number | null; tags: string[]; business?: string; discoverable?: boolean; created: string }) {
  const discoverable = opts.discoverable ?? true;
  const [row] = await sql<{ id: number }>(
    `insert into instructors (user_id, business_name, rate_per_hour, about, airport_id, tags, is_discoverable, created_at)
     values (?, ?, ?, 'Teaches well.', ?, ?::text[], ?, ?) returning id`,
    [ids[user], opts.business ?? '', opts.rate, airports[code]!.id, `{${opts.tags.map((x) => `"${x}"`).join(',')}}`, discoverable, opts.created],
  );
  ids[key] = row!.id;
  if (discoverable) {
    entries.push({ type: 'instructor', id: row!.id, airportId: airports[code]!.id, airportCode: code, dist: airports[code]!.dist, ratePerHour: opts.rate, listDate: new Date(opts.created) });
    const asPilot = entries.findIndex((e) => e.type === 'user' && e.id === ids[user]);
    if (asPilot >= 0) {
      hidden.push(`user:${ids[user]}`);
      entries.splice(asPilot, 1);
      pilotProfessionals.add(row!.id);
    }
  } else hidden.push(`instructor:${row!.id}`);
}

async function share(key: string, code: string, opts: { title: string; make: string; model: string; rate: number | null; tags: string[]; listed: string; active?: boolean; type?: string }) {
  const active = opts.active ?? true;
  const [aircraft] = await sql<{ id: number }>(
    `insert into aircraft (make, model, year, tags) values (?, ?, 2001, ?::text[]) returning id`,
    [opts.make, opts.model, `{${opts.tags.map((x) => `"${x}"`).join(',')}}`],
  );
  const type = opts.type ?? 'PRIVATE_OWNER_RENTAL';
  const [row] = await sql<{ id: number }>(
    `insert into shares (aircraft_id, owner_id, type, title, description, rate_per_hour, is_active, airport_id, list_date, cost, share_percent_offered)
     values (?, ?, ?, ?, 'Hangared, fresh annual.', ?, ?, ?, ?, ?, ?) returning id`,
    [aircraft!.id, ids.owner, type, opts.title, opts.rate, active, airports[code]!.id, opts.listed,
      type === 'PRIVATE_OWNER_SHARE_PURCHASE' ? 50000 : null, type === 'PRIVATE_OWNER_SHARE_PURCHASE' ? 25 : null],
  );
  ids[key] = row!.id;
  if (active) entries.push({ type: 'share', id: row!.id, airportId: airports[code]!.id, airportCode: code, dist: airports[code]!.dist, ratePerHour: opts.rate, listDate: new Date(opts.listed) });
  else hidden.push(`share:${row!.id}`);
}

const key = (r: { type: string; id: number }) => `${r.type}:${r.id}`;
const search = (query: Record<string, string | number>) => t.request.get('/api/search').query(query).set(V);
/** The edge airports sit ~100 km north; this radius holds all but the far one. */
const WIDE = 200_000;

/** The expected entries of a search over the seeded world, in the promised order. */
function expected(radius: number, sort: SearchSort, keep: (e: Seeded) => boolean = () => true): string[] {
  return entries.filter((e) => e.dist <= radius && keep(e)).sort((a, b) => compareEntries(sort, a, b)).map(key);
}

async function allPages(query: Record<string, string | number>, limit: number) {
  const seen: string[] = [];
  let count = -1;
  for (let page = 1; page < 50; page++) {
    const res = await search({ ...query, limit, page });
    expect(res.status).toBe(200);
    count = res.body.count;
    seen.push(...res.body.results.map(key));
    if (res.body.results.length < limit) break;
  }
  return { seen, count };
}

beforeAll(async () => {
  t = await startTestApp();
  await airport('ZSC', 10, -150); // the centre
  await airport('ZSN', 10.09, -150); // ~10 km
  await airport('ZSE', 10, -149.7); // ~33 km
  await airport('ZSI', 10.9, -150); // ~100 km: just inside a radius of ceil(its distance)
  await airport('ZSO', 10.9005, -150); // ~55 m further: just outside it
  await airport('ZSF', 14.5, -150); // ~500 km

  await pilot('owner', 'Olive', 'Owner', 'ZSC', { created: '2024-01-10T00:00:00Z' });
  await pilot('amelia', 'Amelia', 'Earhart', 'ZSN', { created: '2024-02-10T00:00:00Z' });
  await pilot('hank', 'Hidden', 'Hank', 'ZSN', { discoverable: false });
  await pilot('nora', 'Nomad', 'Nora', null);
  await pilot('fred', 'Far', 'Fred', 'ZSF');
  await pilot('ina', 'Edge', 'Ina', 'ZSI', { created: '2024-03-10T00:00:00Z' });
  await pilot('otto', 'Edge', 'Otto', 'ZSO', { created: '2024-04-10T00:00:00Z' });
  await pilot('ivan', 'Ivan', 'Ivanov', 'ZSE', { created: '2025-01-20T00:00:00Z' });
  await pilot('ingrid', 'Ingrid', 'Incognito', 'ZSC', { discoverable: false });
  await pilot('pat', 'Pat', 'Pro', 'ZSC', { discoverable: false });

  await professional('proIvan', 'ivan', 'ZSE', { rate: 60, tags: ['Instrument', 'Tail Wheel'], business: 'Sky School', created: '2025-01-25T00:00:00Z' });
  await professional('proIngrid', 'ingrid', 'ZSC', { rate: 70, tags: ['Private'], discoverable: false, created: '2025-01-26T00:00:00Z' });
  await professional('proPat', 'pat', 'ZSC', { rate: null, tags: ['Private'], created: '2025-02-15T00:00:00Z' });

  await share('bonanza', 'ZSC', { title: 'Bonanza for rent', make: 'Beechcraft', model: 'Bonanza A36', rate: 250, tags: ['Single Engine'], listed: '2025-01-05T00:00:00Z' });
  await share('skyhawk', 'ZSC', { title: 'Skyhawk block time', make: 'Cessna', model: '172S', rate: 150, tags: ['Single Engine'], listed: '2025-02-01T00:00:00Z' });
  await share('quarter', 'ZSN', { title: 'Quarter share', make: 'Cirrus', model: 'SR22', rate: null, tags: ['Single Engine', 'Turbo'], listed: '2025-03-01T00:00:00Z', type: 'PRIVATE_OWNER_SHARE_PURCHASE' });
  await share('twin', 'ZSE', { title: 'Twin trainer', make: 'Piper', model: 'PA-44 Seminole', rate: 150, tags: ['Multi-Engine'], listed: '2025-01-20T00:00:00Z' });
  await share('cub', 'ZSN', { title: 'Inactive Cub', make: 'Piper', model: 'J-3 Cub', rate: 90, tags: ['Tail Wheel'], listed: '2025-01-01T00:00:00Z', active: false });
  await share('edgeIn', 'ZSI', { title: 'Edge plane', make: 'Mooney', model: 'M20J', rate: 120, tags: ['Single Engine'], listed: '2024-12-01T00:00:00Z' });
  await share('edgeOut', 'ZSO', { title: 'Outside plane', make: 'Grumman', model: 'Tiger', rate: 110, tags: ['Single Engine'], listed: '2024-11-01T00:00:00Z' });
  await share('far', 'ZSF', { title: 'Far away Bonanza', make: 'Beechcraft', model: 'Bonanza G36', rate: 300, tags: ['Single Engine'], listed: '2025-04-01T00:00:00Z' });
  await sql(`insert into share_media (share_id, position, type, url, video_id) values (?, 0, 'youtube', 'https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'), (?, 1, 'image', '/media/shares/b.jpg', null)`, [ids.bonanza, ids.bonanza]);
  await sql('update shares set default_media = 1 where id = ?', [ids.bonanza]);
});
afterAll(() => t?.close());

describe('GET /api/search: the circle', () => {
  it('includes an airport exactly at the radius and leaves out one just beyond it', async () => {
    const edge = airports.ZSI!.dist;
    expect(airports.ZSO!.dist - edge).toBeGreaterThan(10);
    const inside = await search({ ...CENTRE, radius: Math.ceil(edge), limit: 100 });
    expect(inside.status).toBe(200);
    const codes = (body: { airportCounts: { airport: { locationId: string } }[] }) => body.airportCounts.map((a) => a.airport.locationId);
    expect(codes(inside.body)).toEqual(['ZSC', 'ZSN', 'ZSE', 'ZSI']);
    expect(inside.body.results.map(key)).toContain(`share:${ids.edgeIn}`);
    expect(inside.body.results.map(key)).not.toContain(`share:${ids.edgeOut}`);

    const short = await search({ ...CENTRE, radius: Math.floor(edge), limit: 100 });
    expect(codes(short.body)).toEqual(['ZSC', 'ZSN', 'ZSE']);
    expect(short.body.count).toBe(inside.body.count - 2);
  });

  it('answers a change of the counters and of an airport at once (the app keeps the table by its stamp)', async () => {
    const marker = (body: { airportCounts: { airport: { locationId: string; facility: string }; user: number }[] }) =>
      body.airportCounts.find((a) => a.airport.locationId === 'ZSE')!;
    const before = await search({ ...CENTRE, radius: WIDE });
    expect(marker(before.body)).toMatchObject({ user: 0, airport: { facility: 'ZSE Field' } });
    const [visitor] = await sql<{ id: number }>(
      `insert into users (username, email, firstname, lastname, airport_id, is_discoverable) values ('visiting', 'visiting@example.com', 'Vera', 'Visitor', ?, true) returning id`,
      [airports.ZSE!.id],
    );
    await sql(`update airports set facility = 'ZSE Renamed' where id = ?`, [airports.ZSE!.id]);
    try {
      const after = await search({ ...CENTRE, radius: WIDE });
      expect(after.body.count).toBe(before.body.count + 1);
      expect(marker(after.body)).toMatchObject({ user: 1, airport: { facility: 'ZSE Renamed' } });
    } finally {
      await sql('delete from users where id = ?', [visitor!.id]);
      await sql(`update airports set facility = 'ZSE Field' where id = ?`, [airports.ZSE!.id]);
    }
    const restored = await search({ ...CENTRE, radius: WIDE });
    expect(restored.body.count).toBe(before.body.count);
    expect(marker(restored.body)).toMatchObject({ user: 0, airport: { facility: 'ZSE Field' } });
  });

  it('draws the same circle over a wide area', async () => {
    // ZSF at the edge of a circle of about 800 km.
    const south = { lat: 7.3, lng: -150 };
    const [{ d }] = await sql<{ d: number }>('select earth_distance(ll_to_earth(?, ?), ll_to_earth(14.5, -150)) as d', [south.lat, south.lng]);
    expect(d).toBeGreaterThan(750_000);
    const codes = (body: { airportCounts: { airport: { locationId: string } }[] }) => body.airportCounts.map((a) => a.airport.locationId);
    const inside = await search({ ...south, radius: Math.ceil(d), limit: 100 });
    expect(codes(inside.body)).toEqual(['ZSC', 'ZSE', 'ZSN', 'ZSI', 'ZSO', 'ZSF']);
    expect(inside.body.results.map(key)).toContain(`share:${ids.far}`);
    const short = await search({ ...south, radius: Math.floor(d), limit: 100 });
    expect(codes(short.body)).toEqual(['ZSC', 'ZSE', 'ZSN', 'ZSI', 'ZSO']);
    expect(short.body.results.map(key)).not.toContain(`share:${ids.far}`);
  });

  it('answers cards with the airport and the spec fields of each kind', async () => {
    const res = await search({ ...CENTRE, radius: 20_000, limit: 100 });
    expect(res.status).toBe(200);
    const byKey = new Map(res.body.results.map((r: { type: string; id: number }) => [key(r), r]));
    const zsc = { id: airports.ZSC!.id, locationId: 'ZSC', facility: 'ZSC Field', city: 'Testville', state: 'HI', lat: 10, long: -150 };
    expect(byKey.get(`share:${ids.bonanza}`)).toEqual({
      type: 'share', id: ids.bonanza, airport: zsc,
      data: {
        title: 'Bonanza for rent', year: 2001, make: 'Beechcraft', model: 'Bonanza A36', type: 'PRIVATE_OWNER_RENTAL', ratePerHour: 250,
        cost: null, pricePercentOffered: null, sharePercentOffered: null, defaultMedia: 1, airport: zsc,
        media: [{ type: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ', videoId: 'dQw4w9WgXcQ' }, { type: 'image', url: '/media/shares/b.jpg', videoId: null }],
        rating: null, // no reviews (issue 16)
      },
    });
    expect(byKey.get(`share:${ids.quarter}`)).toMatchObject({ data: { type: 'PRIVATE_OWNER_SHARE_PURCHASE', ratePerHour: null, cost: 50000, sharePercentOffered: 25, media: [] } });
    expect(byKey.get(`user:${ids.amelia}`)).toEqual({
      type: 'user', id: ids.amelia, airport: expect.objectContaining({ locationId: 'ZSN' }),
      data: { first: 'Amelia', last: 'Earhart', avatar: { url: '/media/avatars/amelia.png', type: 'image' }, city: 'Testville', state: 'HI' },
    });
    expect(byKey.get(`instructor:${ids.proPat}`)).toEqual({
      type: 'instructor', id: ids.proPat, airport: zsc,
      data: { first: 'Pat', last: 'Pro', userId: ids.pat, avatar: null, ratePerHour: null, alsoPilot: false, city: 'Testville', state: 'HI' },
    });
  });

  it('hides inactive shares, undiscoverable pilots and professionals, and pilots without an airport', async () => {
    const { seen, count } = await allPages({ ...CENTRE, radius: 2_000_000 }, 100);
    expect(seen).toHaveLength(count);
    expect(new Set(seen)).toEqual(new Set(entries.map(key)));
    for (const h of hidden) expect(seen).not.toContain(h);
  });
});

describe('GET /api/search: counts, orders, pages', () => {
  const sorts: SearchSort[] = [
    { by: 'dist', dir: 'asc' }, { by: 'dist', dir: 'desc' }, { by: 'ratePerHour', dir: 'asc' }, { by: 'ratePerHour', dir: 'desc' },
    { by: 'listDate', dir: 'asc' }, { by: 'listDate', dir: 'desc' },
  ];

  it.each(sorts)('sorted by $by $dir: the total order, and every page size gives the same list', async (sort) => {
    const want = expected(WIDE, sort);
    const whole = await search({ ...CENTRE, radius: WIDE, sortBy: sort.by, sortDir: sort.dir, limit: 100 });
    expect(whole.body.results.map(key)).toEqual(want);
    expect(whole.body.count).toBe(want.length);
    for (const limit of [1, 2, 5]) {
      const { seen, count } = await allPages({ ...CENTRE, radius: WIDE, sortBy: sort.by, sortDir: sort.dir }, limit);
      expect(count).toBe(want.length);
      expect(seen).toEqual(want); // no duplicates, no gaps
    }
  });

  it('puts pilots (no rate) and unpriced listings last when sorting by price, in both directions', async () => {
    for (const dir of ['asc', 'desc']) {
      const res = await search({ ...CENTRE, radius: WIDE, sortBy: 'ratePerHour', sortDir: dir, limit: 100 });
      const types = res.body.results.map((r: { type: string }) => r.type);
      const pilots = expected(WIDE, { by: 'dist', dir: 'asc' }, (e) => e.type === 'user').length;
      expect(pilots).toBe(4);
      expect(types.slice(-pilots)).toEqual(Array(pilots).fill('user'));
      const rates = res.body.results.filter((r: { type: string }) => r.type !== 'user').map((r: { data: { ratePerHour: number | null } }) => r.data.ratePerHour);
      expect(rates.slice(-2)).toEqual([null, null]);
    }
  });

  it('gives markers nearest first whose counts add up to the count and match the results', async () => {
    const res = await search({ ...CENTRE, radius: WIDE, limit: 100 });
    const markers = res.body.airportCounts as { airport: { id: number; locationId: string }; share: number; instructor: number; user: number }[];
    expect(markers.map((m) => m.airport.locationId)).toEqual(['ZSC', 'ZSN', 'ZSE', 'ZSI', 'ZSO']);
    expect(markers.reduce((n, m) => n + m.share + m.instructor + m.user, 0)).toBe(res.body.count);
    for (const m of markers) {
      const here = res.body.results.filter((r: { airport: { id: number } }) => r.airport.id === m.airport.id);
      expect({ share: m.share, instructor: m.instructor, user: m.user }).toEqual({
        share: here.filter((r: { type: string }) => r.type === 'share').length,
        instructor: here.filter((r: { type: string }) => r.type === 'instructor').length,
        user: here.filter((r: { type: string }) => r.type === 'user').length,
      });
      expect(Object.keys(m.airport).sort()).toEqual(['facility', 'id', 'lat', 'locationId', 'long']);
    }
  });

  it('answers an empty page past the end, with the count', async () => {
    const res = await search({ ...CENTRE, radius: WIDE, limit: 10, page: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ results: [], count: expected(WIDE, { by: 'dist', dir: 'asc' }).length });
  });

  it('answers nothing where nothing is', async () => {
    const res = await search({ lat: -60, lng: 0, radius: 1_000 });
    expect(res.body).toEqual({ results: [], count: 0, airportCounts: [] });
  });
});

describe('GET /api/search: filters', () => {
  const run = async (query: Record<string, string | number>, sort: SearchSort = { by: 'dist', dir: 'asc' }) => {
    const res = await search({ ...CENTRE, radius: WIDE, limit: 100, sortBy: sort.by, sortDir: sort.dir, ...query });
    expect(res.status).toBe(200);
    const markerTotal = res.body.airportCounts.reduce((n: number, m: { share: number; instructor: number; user: number }) => n + m.share + m.instructor + m.user, 0);
    expect(markerTotal).toBe(res.body.count);
    expect(res.body.results).toHaveLength(res.body.count);
    return res.body as { results: { type: string; id: number }[]; count: number; airportCounts: { airport: { locationId: string }; share: number; instructor: number; user: number }[] };
  };

  it('selects kinds with searchTypes (comma-joined or repeated); markers count only those', async () => {
    const shares = await run({ searchTypes: 'share' });
    expect(shares.results.map(key)).toEqual(expected(WIDE, { by: 'dist', dir: 'asc' }, (e) => e.type === 'share'));
    expect(shares.airportCounts.every((m) => m.instructor === 0 && m.user === 0 && m.share > 0)).toBe(true);
    const people = await t.request.get('/api/search').query(`lat=10&lng=-150&radius=${WIDE}&limit=100&searchTypes=user&searchTypes=instructor`).set(V);
    expect(people.body.results.map(key)).toEqual(expected(WIDE, { by: 'dist', dir: 'asc' }, (e) => e.type !== 'share'));
  });

  it('filters shares by plane category (any of) and professionals by specialty, leaving the other kinds alone', async () => {
    const twins = await run({ shareCategories: 'Multi-Engine,Turbo' });
    expect(twins.results.filter((r) => r.type === 'share').map(key).sort()).toEqual([`share:${ids.quarter}`, `share:${ids.twin}`].sort());
    expect(twins.results.filter((r) => r.type === 'user')).toHaveLength(4);
    const privates = await run({ instructorTags: 'Private' }, { by: 'ratePerHour', dir: 'asc' });
    expect(privates.results.filter((r) => r.type === 'instructor').map(key)).toEqual([`instructor:${ids.proPat}`]);
    expect(privates.results.filter((r) => r.type === 'share')).toHaveLength(6);
    expect(privates.results.map(key)).toEqual(expected(WIDE, { by: 'ratePerHour', dir: 'asc' }, (e) => e.type !== 'instructor' || e.id === ids.proPat));
  });

  it('finds a keyword in titles, makes and models, names and business names; every word must match', async () => {
    expect((await run({ q: 'BONANZA' })).results.map(key)).toEqual([`share:${ids.bonanza}`]);
    expect((await run({ q: 'seminole' })).results.map(key)).toEqual([`share:${ids.twin}`]);
    expect((await run({ q: 'earhart' })).results.map(key)).toEqual([`user:${ids.amelia}`]);
    expect((await run({ q: 'ivan' })).results.map(key)).toEqual([`instructor:${ids.proIvan}`]);
    expect((await run({ q: 'sky school' })).results.map(key)).toEqual([`instructor:${ids.proIvan}`]);
    expect((await run({ q: 'hangared 172s' })).results.map(key)).toEqual([`share:${ids.skyhawk}`]);
    expect((await run({ q: '100%' })).count).toBe(0);
  });

  it('keeps the order and the counts with a keyword in every sort', async () => {
    for (const sort of [{ by: 'ratePerHour', dir: 'desc' }, { by: 'listDate', dir: 'asc' }, { by: 'dist', dir: 'desc' }] as SearchSort[]) {
      const body = await run({ q: 'edge' }, sort);
      const edge = (e: Seeded) => (e.type === 'user' && [ids.ina, ids.otto].includes(e.id)) || (e.type === 'share' && e.id === ids.edgeIn);
      expect(body.results.map(key)).toEqual(expected(WIDE, sort, edge));
    }
    const pageTwo = await search({ ...CENTRE, radius: WIDE, q: 'plane', sortBy: 'ratePerHour', limit: 1, page: 2 });
    expect(pageTwo.body).toMatchObject({ count: 2, results: [{ type: 'share', id: ids.edgeIn }] });
  });

  it('narrows to one airport (a marker click), within the circle', async () => {
    const zsn = await run({ airport: airports.ZSN!.id });
    expect(zsn.results.map(key)).toEqual([`share:${ids.quarter}`, `user:${ids.amelia}`]);
    expect(zsn.airportCounts).toEqual([{ airport: expect.objectContaining({ locationId: 'ZSN' }), share: 1, instructor: 0, user: 1 }]);
    expect((await run({ airport: airports.ZSF!.id })).count).toBe(0);
    expect((await run({ airport: 999_999 })).count).toBe(0);
  });
});

describe('GET /api/search: bad parameters answer 400 with a message', () => {
  // One request per layer that refuses (the query DTO, the criteria, the keyword marked on its field); every
  // message is checked without a server (tests/unit/application/search.test.ts, tests/unit/adapters/query-parsing.test.ts).
  it.each<[string, string]>([
    ['lat=north&lng=0', M.lat],
    ['radius=999', M.radius],
    ['q=ab', KEYWORD_MESSAGES.tooShort],
  ])('%s', async (query, message) => {
    const res = await t.request.get(`/api/search?${query}`).set(V);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_failed', message, errors: [message] });
    // Only the keyword is typed by a person (Find's keyword box): its message is marked on it.
    if (query.startsWith('q=')) expect(res.body.fields).toEqual({ q: [message] });
    else expect(res.body.fields).toBeUndefined();
  });

  it('marks the keyword among several refused parameters', async () => {
    const res = await t.request.get('/api/search?q=ab&radius=5').set(V);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: [M.radius, KEYWORD_MESSAGES.tooShort], fields: { q: [KEYWORD_MESSAGES.tooShort] } });
  });

  it('needs the version header, like every API call', async () => {
    expect((await t.request.get('/api/search')).status).toBe(400);
  });
});

describe('GET /api/search/count and /api/airport/shares', () => {
  it('counts active shares and pilots on the map', async () => {
    const res = await t.request.get('/api/search/count').set(V);
    expect(res.status).toBe(200);
    // Pilots on the map: those listed as pilots and the professionals who are pilots too, each once.
    expect(pilotProfessionals.size).toBe(1);
    expect(res.body).toEqual({ shares: entries.filter((e) => e.type === 'share').length, users: entries.filter((e) => e.type === 'user').length + pilotProfessionals.size });
  });

  it('lists every airport with active shares and how many', async () => {
    const res = await t.request.get('/api/airport/shares').set(V);
    expect(res.status).toBe(200);
    const counts = Object.fromEntries(res.body.map((m: { airport: { locationId: string }; count: number }) => [m.airport.locationId, m.count]));
    expect(counts).toEqual({ ZSC: 2, ZSN: 1, ZSE: 1, ZSI: 1, ZSO: 1, ZSF: 1 });
    expect(res.body[0].airport).toEqual(expect.objectContaining({ city: 'Testville', state: 'HI', lat: expect.any(Number), long: expect.any(Number) }));
  });
});

describe('every way of reading a filtered search gives the same answer', () => {
  // Each against the app's own path (HTTP), which reads a one-word search's counts from search_token_counts
  // and its key-order pages from search_postings (issue 17); the direct reads count every match as before
  // those tables, or use them too (a walk limit of 0 sends key orders back to reading every match).
  const paths: [string, AreaRows, 'on' | 'off', number?][] = [
    ['airport index only', { small: Infinity, large: Infinity }, 'off'],
    ['airport and filter indexes', { small: -1, large: Infinity }, 'off'],
    ['filter index only', { small: -1, large: -1 }, 'off'],
    ['token counts, page through the airport index', { small: Infinity, large: Infinity }, 'on'],
    ['token counts, page through both indexes', { small: -1, large: Infinity }, 'on'],
    ['token counts, page through the filter index', { small: -1, large: -1 }, 'on'],
    ['token counts, key orders read every match', { small: -1, large: Infinity }, 'on', 0],
  ];
  const queries: SearchInput[] = [
    { q: 'edge', sortBy: 'ratePerHour', sortDir: 'desc' },
    { q: 'hangared', sortBy: 'listDate', limit: 2, page: 2 },
    { q: 'ivan', sortBy: 'dist' },
    { shareCategories: ['Single Engine'], sortBy: 'ratePerHour' },
    { shareCategories: ['Turbo'], searchTypes: ['share'], sortBy: 'listDate', sortDir: 'asc' },
    { instructorTags: ['Private', 'Instrument'], sortBy: 'dist', sortDir: 'desc' },
    { q: 'ivanov', searchTypes: ['user'], sortBy: 'listDate' },
    { q: 'ivan', searchTypes: ['user', 'share'], sortBy: 'dist', sortDir: 'desc' },
    { q: 'HANGAR', sortBy: 'dist' },
    { q: 'hangared', sortBy: 'dist', sortDir: 'desc', limit: 1, page: 2 },
    { q: 'angared', searchTypes: ['share'], sortBy: 'ratePerHour', sortDir: 'desc', limit: 1, page: 2 },
    { q: 'ivan', searchTypes: ['user'], sortBy: 'listDate', sortDir: 'asc' },
    { q: 'pro', searchTypes: ['instructor'], sortBy: 'dist' },
    { q: 'hangared', sortBy: 'ratePerHour', limit: 1, page: 3 },
    { q: 'ivan', searchTypes: ['user'], sortBy: 'ratePerHour', sortDir: 'desc' },
    { q: 'IVANOV', sortBy: 'ratePerHour' },
    { q: 'ivanov', searchTypes: ['user', 'instructor'], sortBy: 'listDate', sortDir: 'asc' },
    { q: 'hangared 172', sortBy: 'ratePerHour', sortDir: 'desc' },
    { q: 'Hangared skyhawk', sortBy: 'dist' },
    { q: 'ivan', sortBy: 'listDate', sortDir: 'desc', limit: 1, page: 2 },
    { q: 'ivan', searchTypes: ['user'], sortBy: 'dist' },
    // Several words, a word inside two tokens, a word with its punctuation, a word too short to look up.
    { q: 'ivan ivanov', sortBy: 'ratePerHour' },
    { q: 'hangared, annual', sortBy: 'listDate', sortDir: 'asc' },
    { q: 'hangared 17', sortBy: 'dist' },
    { q: 'skyhawk cessna', searchTypes: ['share'], sortBy: 'ratePerHour', sortDir: 'desc' },
    // Several words in a key order, deeper pages, pilots alone (a professional who is one counts among them).
    { q: 'hangared skyhawk', sortBy: 'ratePerHour', limit: 1, page: 2 },
    { q: 'ivan ivanov', searchTypes: ['user'], sortBy: 'listDate', sortDir: 'desc' },
    { q: 'ivanov ivan', searchTypes: ['user', 'share'], sortBy: 'dist' },
    { q: 'annual hangared', sortBy: 'listDate', limit: 1, page: 2 },
  ];
  it.each(paths)('%s', async (_label, areaRows, tokens, walk) => {
    // One repository for every query: a word searched again (ivan, hangared) takes its counts from the kept ones.
    const repository = new PostgresSearchRepository(t.orm, undefined, areaRows, tokens, walk);
    const service = new SearchMap(repository, null, new Ratings(new PostgresReviewRepository(t.orm), systemClock));
    for (const query of queries) {
      const input = { ...CENTRE, radius: WIDE, ...query };
      const direct = await RequestContext.create(t.orm.em, () => service.execute(input));
      const list = (v: string[] | undefined) => (v ? v.join(',') : undefined);
      const http = await search(Object.fromEntries(Object.entries({
        ...input, searchTypes: list(query.searchTypes), shareCategories: list(query.shareCategories), instructorTags: list(query.instructorTags),
      }).filter(([, v]) => v !== undefined)) as Record<string, string | number>);
      expect(JSON.parse(JSON.stringify(direct))).toEqual(http.body);
      expect(direct.count, JSON.stringify(query)).toBeGreaterThan(0);
    }
  });
});

describe('a one-word keyword search counts through search_token_counts (issue 17)', () => {
  it('when the word is part of one token only, with key-order pages from search_postings, and counts every match otherwise', async () => {
    const statements: string[] = [];
    const run = async (q: string, sortBy = 'dist') => {
      statements.length = 0;
      // A repository of its own each time: nothing kept from the previous search.
      const service = new SearchMap(new PostgresSearchRepository(t.orm, (sql) => statements.push(sql)), null, null);
      const page = await RequestContext.create(t.orm.em, () => service.execute({ ...CENTRE, radius: WIDE, q, sortBy }));
      return {
        page,
        counters: statements.some((sql) => sql.includes('from search_token_counts')),
        postings: statements.some((sql) => sql.includes('from search_postings')),
        everyMatch: statements.some((sql) => sql.includes('with matches as materialized')),
      };
    };
    const tokens = async (q: string) => (await sql<{ token: string }>('select token from search_tokens where token like ? and n > 0', [`%${q}%`])).map((r) => r.token);
    expect(await tokens('hangared')).toHaveLength(1);
    const one = await run('hangared');
    expect(one.counters).toBe(true);
    expect(one.page.count).toBeGreaterThan(0);
    // A word inside two tokens ('ivan' and 'ivanov'): an entry may hold both, so every match is counted.
    expect(await tokens('ivan')).toEqual(expect.arrayContaining(['ivan', 'ivanov']));
    const off = new SearchMap(new PostgresSearchRepository(t.orm, undefined, undefined, 'off'), null, null);
    const counted = await RequestContext.create(t.orm.em, () => off.execute({ ...CENTRE, radius: WIDE, q: 'ivan' }));
    expect((await run('ivan')).page).toEqual(counted);
    // In a key order the page walks the token's postings; without the counters, every match is read.
    expect(await run('hangared', 'ratePerHour')).toMatchObject({ counters: true, postings: true, everyMatch: false });
    expect(await run('hangared')).toMatchObject({ counters: true, postings: false, everyMatch: false });
    // 'ivan' is in two tokens: counted from their ids, its page a walk of both tokens' postings (next test).
    expect(await run('ivan', 'listDate')).toMatchObject({ counters: true, postings: true, everyMatch: false });
  });

  it('counts a word inside several tokens through the counters when the most held token is in every entry holding any', async () => {
    const statements: string[] = [];
    const off = new SearchMap(new PostgresSearchRepository(t.orm, undefined, undefined, 'off'), null, null);
    const run = async (q: string, sortBy = 'dist') => {
      statements.length = 0;
      const service = new SearchMap(new PostgresSearchRepository(t.orm, (sql) => statements.push(sql)), null, null);
      const input = { ...CENTRE, radius: WIDE, q, sortBy };
      const page = await RequestContext.create(t.orm.em, () => service.execute(input));
      expect(page).toEqual(await RequestContext.create(t.orm.em, () => off.execute(input)));
      // The word's counts are read in any case (they say whether a token stands for it); the ids only without one.
      return {
        page,
        counters: statements.some((sql) => sql.includes('also_pilot::int, n]')),
        ids: statements.some((sql) => sql.includes('json_build_array(token, n)')),
      };
    };
    const tokens = async () => (await sql<{ token: string }>(`select token from search_tokens where token like '%hangared%' and n > 0 order by 1`)).map((r) => r.token);
    try {
      // Every listing says 'hangared,'; one says 'hangared' as well: 'hangared,' stands for the word.
      await sql(`update shares set description = 'Hangared hangared, fresh annual.' where id = ?`, [ids.skyhawk]);
      expect(await tokens()).toEqual(['hangared', 'hangared,']);
      for (const sortBy of ['dist', 'ratePerHour']) {
        const covered = await run('hangared', sortBy);
        expect(covered).toMatchObject({ counters: true, ids: false });
        expect(covered.page.count).toBeGreaterThan(1);
      }
      // One says 'hangared' alone: no token stands for the word; the ids of both count it.
      await sql(`update shares set description = 'Hangared only.' where id = ?`, [ids.skyhawk]);
      for (const sortBy of ['dist', 'ratePerHour']) {
        const both = await run('hangared', sortBy);
        expect(both.ids).toBe(true);
        expect(both.page.results.map(key)).toContain(`share:${ids.skyhawk}`);
      }
    } finally {
      await sql(`update shares set description = 'Hangared, fresh annual.' where id = ?`, [ids.skyhawk]);
    }
  });

  it('reads a page the postings cannot walk without counting its matches again: the counters or the ids did', async () => {
    const statements: string[] = [];
    // A walk limit of 0: no key-order page is walked, every match is read for the page.
    const service = new SearchMap(new PostgresSearchRepository(t.orm, (sql) => statements.push(sql), undefined, 'on', 0), null, null);
    const off = new SearchMap(new PostgresSearchRepository(t.orm, undefined, undefined, 'off'), null, null);
    // Two words (counted from the ids), one word that stands for one token (counted by its counters).
    for (const q of ['hangared 172', 'ivan']) {
      const input = { ...CENTRE, radius: WIDE, q, sortBy: 'ratePerHour', sortDir: 'desc' as const };
      statements.length = 0;
      const page = await RequestContext.create(t.orm.em, () => service.execute(input));
      expect(page, q).toEqual(await RequestContext.create(t.orm.em, () => off.execute(input)));
      expect(page.count, q).toBeGreaterThan(0);
      const read = statements.filter((sql) => sql.includes('with matches as materialized'));
      expect(read, q).toHaveLength(1);
      expect(read[0], q).not.toContain('count(*)');
    }
  });

  it("reads a keyword's page by distance from the ids kept with the token counts, as the entries' text gives it", async () => {
    const statements: string[] = [];
    const service = new SearchMap(new PostgresSearchRepository(t.orm, (sql) => statements.push(sql)), null, null);
    const off = new SearchMap(new PostgresSearchRepository(t.orm, undefined, undefined, 'off'), null, null);
    // One token, a word in two tokens, two words; pilots alone (with the professionals who are pilots); deeper pages.
    const queries: SearchInput[] = [
      { q: 'hangared' },
      { q: 'ivan', sortDir: 'desc' },
      { q: 'ivan ivanov', limit: 1 },
      { q: 'ivan', searchTypes: ['user'] },
      { q: 'ivanov ivan', searchTypes: ['user', 'share'] },
      { q: 'hangared', limit: 2, page: 2 },
      { q: 'annual hangared', sortDir: 'desc', limit: 1, page: 2 },
    ];
    for (const query of queries) {
      const input = { ...CENTRE, radius: WIDE, sortBy: 'dist' as const, ...query };
      statements.length = 0;
      const page = await RequestContext.create(t.orm.em, () => service.execute(input));
      expect(page, JSON.stringify(query)).toEqual(await RequestContext.create(t.orm.em, () => off.execute(input)));
      expect(page.results.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(statements.some((sql) => sql.includes('cross join lateral') && sql.includes('search_ids_union(ids) as ids')), JSON.stringify(query)).toBe(true);
      expect(statements.some((sql) => sql.includes('as slice, kind, entity_id, airport_id from search_entries')), JSON.stringify(query)).toBe(false);
    }
    // A word too short to look up: its page tests the entries' text.
    statements.length = 0;
    await RequestContext.create(t.orm.em, () => service.execute({ ...CENTRE, radius: WIDE, sortBy: 'dist', q: 'hangared 17' }));
    expect(statements.some((sql) => sql.includes('as slice, kind, entity_id, airport_id from search_entries'))).toBe(true);
  });

  it("keeps several words' counts until the counters change, and reads them again then", async () => {
    const statements: string[] = [];
    const service = new SearchMap(new PostgresSearchRepository(t.orm, (sql) => statements.push(sql)), null, null);
    const off = new SearchMap(new PostgresSearchRepository(t.orm, undefined, undefined, 'off'), null, null);
    const run = async (searchTypes?: SearchInput['searchTypes']) => {
      statements.length = 0;
      const input = { ...CENTRE, radius: WIDE, q: 'annual hangared', searchTypes };
      const page = await RequestContext.create(t.orm.em, () => service.execute(input));
      expect(page).toEqual(await RequestContext.create(t.orm.em, () => off.execute(input)));
      return { page, read: statements.some((sql) => sql.includes('json_build_array(token, n)')) };
    };
    const first = await run();
    expect(first.read).toBe(true);
    expect(await run()).toEqual({ page: first.page, read: false });
    expect((await run(['share'])).read).toBe(false);
    // A listing no longer says one of the words: the stamp moves, the words are read again without it.
    await sql(`update shares set description = 'Hangared.' where id = ?`, [ids.twin]);
    try {
      const changed = await run();
      expect(changed.read).toBe(true);
      expect(changed.page.count).toBe(first.page.count - 1);
    } finally {
      await sql(`update shares set description = 'Hangared, fresh annual.' where id = ?`, [ids.twin]);
    }
    expect(await run()).toEqual({ page: first.page, read: true });
  });

  it("reads a word's counts once for searches that need them at the same time", async () => {
    const statements: string[] = [];
    const service = new SearchMap(new PostgresSearchRepository(t.orm, (sql) => statements.push(sql)), null, null);
    const input = { ...CENTRE, radius: WIDE, q: 'annual hangared', sortBy: 'ratePerHour' };
    const pages = await Promise.all([1, 2, 3, 4].map(() => RequestContext.create(t.orm.em, () => service.execute(input))));
    for (const page of pages) expect(page).toEqual(pages[0]);
    expect(pages[0]!.count).toBeGreaterThan(0);
    // One read of each word's counts, one of their intersection.
    expect(statements.filter((sql) => sql.includes('also_pilot::int, n]') && !sql.includes('json_build_array'))).toHaveLength(2);
    expect(statements.filter((sql) => sql.includes('json_build_array(token, n)'))).toHaveLength(1);
  });

  it("keeps a word's counts until the counters change, and reads them again then", async () => {
    const statements: string[] = [];
    const service = new SearchMap(new PostgresSearchRepository(t.orm, (sql) => statements.push(sql)), null, null);
    const run = async (q: string, searchTypes?: SearchInput['searchTypes']) => {
      statements.length = 0;
      const page = await RequestContext.create(t.orm.em, () => service.execute({ ...CENTRE, radius: WIDE, q, searchTypes }));
      // The counts' statement (a page by distance reads the ids at its airports from the same table).
      return { page, read: statements.some((sql) => sql.includes('also_pilot::int, n]')) };
    };
    const first = await run('hangared');
    expect(first.read).toBe(true);
    const again = await run('hangared');
    expect(again).toEqual({ page: first.page, read: false });
    // The kept counts serve other kinds and areas too, as a read for them would.
    const shares = await run('hangared', ['share']);
    expect(shares.read).toBe(false);
    expect(shares.page.count).toBeGreaterThan(0);
    const off = new SearchMap(new PostgresSearchRepository(t.orm, undefined, undefined, 'off'), null, null);
    expect(shares.page).toEqual(await RequestContext.create(t.orm.em, () => off.execute({ ...CENTRE, radius: WIDE, q: 'hangared', searchTypes: ['share'] })));
    // A listing's new description: the stamp moves, the counts are read again and count it.
    await sql(`update shares set description = 'Hangared twice, fresh annual.' where id = ?`, [ids.far]);
    await sql(`update shares set airport_id = ? where id = ?`, [airports.ZSE!.id, ids.far]);
    try {
      const moved = await run('hangared');
      expect(moved.read).toBe(true);
      expect(moved.page.count).toBe(first.page.count + 1);
    } finally {
      await sql(`update shares set airport_id = ?, description = 'Hangared, fresh annual.' where id = ?`, [airports.ZSF!.id, ids.far]);
    }
    const back = await run('hangared');
    expect(back).toEqual({ page: first.page, read: true });
  });

  it('counts several words, or a word inside several tokens, from the ids kept with the counts, and a word no entry holds finds nothing', async () => {
    const statements: string[] = [];
    const wide = { small: -1, large: -1 };
    const repository = (walk?: number) => new SearchMap(new PostgresSearchRepository(t.orm, (sql) => statements.push(sql), wide, 'on', walk), null, null);
    const off = new SearchMap(new PostgresSearchRepository(t.orm, undefined, wide, 'off'), null, null);
    const both = async (q: string, sortBy = 'dist', walk?: number) => {
      statements.length = 0;
      const input = { ...CENTRE, radius: WIDE, q, sortBy };
      const page = await RequestContext.create(t.orm.em, () => repository(walk).execute(input));
      const seen = (text: string) => statements.some((sql) => sql.includes(text));
      const paths = { ids: seen('intarray.icount('), postings: seen('from search_postings'), everyMatch: seen('with matches as materialized'), byTokens: seen("string_to_array(doc, ' ') &&") };
      const before = await RequestContext.create(t.orm.em, () => off.execute(input));
      return { page, before, paths };
    };
    const cases: [string, string, number | undefined, Record<string, boolean>][] = [
      // By distance the counts say which airports hold the page: no match is read for them.
      ['hangared skyhawk', 'dist', undefined, { ids: true, postings: false, everyMatch: false, byTokens: false }],
      // In a key order, a walk of the postings of the word fewest entries hold, checked against the other's ids.
      ['ivan ivanov', 'listDate', undefined, { ids: true, postings: true, everyMatch: false }],
      ['skyhawk hangared', 'ratePerHour', undefined, { ids: true, postings: true, everyMatch: false }],
      // A word in two tokens: a walk of both tokens' postings, merged.
      ['ivan', 'ratePerHour', undefined, { ids: true, postings: true, everyMatch: false }],
      ['ivan', 'listDate', undefined, { ids: true, postings: true, everyMatch: false }],
      // A walk expected to be long: every match is read, by the token index.
      ['ivan ivanov', 'listDate', 0, { ids: true, postings: false, everyMatch: true, byTokens: true }],
    ];
    for (const [q, sortBy, walk, paths] of cases) {
      const found = await both(q, sortBy, walk);
      expect(found.paths, q).toMatchObject(paths);
      expect(found.page.count, q).toBeGreaterThan(0);
      expect(found.page).toEqual(found.before);
    }
    // The walked word's entries that lack the other word are left out: a cheaper and later Bonanza at the same
    // airport, not hangared.
    await sql(`update shares set title = 'Bonanza block time', description = 'Fresh annual.' where id = ?`, [ids.skyhawk]);
    try {
      for (const sortBy of ['ratePerHour', 'listDate']) {
        const found = await both('bonanza hangared', sortBy);
        expect(found.paths).toMatchObject({ ids: true, postings: true, everyMatch: false });
        expect(found.page.results.map(key)).toEqual([`share:${ids.bonanza}`]);
        expect(found.page).toEqual(found.before);
      }
    } finally {
      await sql(`update shares set title = 'Skyhawk block time', description = 'Hangared, fresh annual.' where id = ?`, [ids.skyhawk]);
    }
    // A walk cut off short of its page: the two newest 'block' listings at the matching airports are not
    // hangared, so a walk allowed two rows finds none of the page, and every match is read instead.
    const titles = { bonanza: 'Bonanza for rent', skyhawk: 'Skyhawk block time', edgeIn: 'Edge plane', twin: 'Twin trainer' };
    await sql(`update shares set title = 'Block ' || title where id in (?, ?, ?)`, [ids.bonanza, ids.edgeIn, ids.twin]);
    await sql(`update shares set description = 'Fresh annual.' where id in (?, ?)`, [ids.skyhawk, ids.twin]);
    await sql(`update shares set airport_id = ? where id = ?`, [airports.ZSC!.id, ids.twin]);
    try {
      const input = { ...CENTRE, radius: WIDE, q: 'block hangared', sortBy: 'listDate', sortDir: 'desc', limit: 1 };
      const before = await RequestContext.create(t.orm.em, () => off.execute(input));
      expect(before.results.map(key)).toEqual([`share:${ids.bonanza}`]);
      for (const [walk, walked] of [[20, false], [30, true]] as const) {
        statements.length = 0;
        const page = await RequestContext.create(t.orm.em, () => repository(walk).execute(input));
        expect(page).toEqual(before);
        expect(statements.some((sql) => sql.includes('from search_postings'))).toBe(true);
        expect(statements.some((sql) => sql.includes('with matches as materialized'))).toBe(!walked);
      }
    } finally {
      for (const [name, title] of Object.entries(titles)) {
        await sql(`update shares set title = ?, description = 'Hangared, fresh annual.' where id = ?`, [title, ids[name]]);
      }
      await sql(`update shares set airport_id = ? where id = ?`, [airports.ZSE!.id, ids.twin]);
    }
    const none = await both('hangared zzyzx');
    expect(none.page).toEqual({ results: [], count: 0, airportCounts: [] });
    expect(none.before).toEqual(none.page);
    // Only the vocabulary was asked: no entry was read.
    expect(statements.some((sql) => sql.includes('from search_entries'))).toBe(false);
  });
});

describe('GET /api/search: a person is listed once', () => {
  type Body = { results: { type: string; id: number; data: { alsoPilot?: boolean } }[]; count: number; airportCounts: { airport: { locationId: string }; share: number; instructor: number; user: number }[] };
  const zse = (body: Body) => body.airportCounts.find((m) => m.airport.locationId === 'ZSE');

  it('shows a professional who is also a pilot as one professional card saying both, counted once', async () => {
    const all = (await search({ ...CENTRE, radius: WIDE, limit: 100 })).body as Body;
    expect(all.results.map(key)).toContain(`instructor:${ids.proIvan}`);
    expect(all.results.map(key)).not.toContain(`user:${ids.ivan}`);
    expect(all.results.find((r) => r.id === ids.proIvan && r.type === 'instructor')!.data.alsoPilot).toBe(true);
    expect(zse(all)).toMatchObject({ instructor: 1, user: 0 });
    const professionals = (await search({ ...CENTRE, radius: WIDE, limit: 100, searchTypes: 'instructor' })).body as Body;
    expect(professionals.results.map(key)).toEqual([`instructor:${ids.proPat}`, `instructor:${ids.proIvan}`]);
  });

  it('finds them among pilots when professionals are not selected, as pilots in the counts, in every sort', async () => {
    const pilots = expected(WIDE, { by: 'dist', dir: 'asc' }, (e) => e.type === 'user');
    for (const sortBy of ['dist', 'ratePerHour', 'listDate']) {
      const body = (await search({ ...CENTRE, radius: WIDE, limit: 100, searchTypes: 'user', sortBy })).body as Body;
      expect(body.results.map(key).sort()).toEqual([...pilots, `instructor:${ids.proIvan}`].sort());
      expect(body.count).toBe(pilots.length + 1);
      expect(body.airportCounts.reduce((n, m) => n + m.share + m.instructor + m.user, 0)).toBe(body.count);
      expect(zse(body)).toMatchObject({ instructor: 0, user: 1 });
    }
    const named = (await search({ ...CENTRE, radius: WIDE, searchTypes: 'user,share', q: 'ivanov' })).body as Body;
    expect(named).toMatchObject({ count: 1, results: [{ type: 'instructor', id: ids.proIvan, data: { alsoPilot: true } }] });
    expect(zse(named)).toMatchObject({ share: 0, instructor: 0, user: 1 });
  });

  it('follows the profile and the account (triggers), with the counters a rebuild would make', async () => {
    const state = async () => ({
      entries: await sql('select kind, entity_id, airport_id, also_pilot from search_entries order by kind, entity_id'),
      counters: await sql(`select airport_id, shares, instructors, users, professional_pilots from search_airports
                            where shares + instructors + users + professional_pilots > 0 order by airport_id`),
    });
    const consistent = async () => {
      const kept = await state();
      await sql('select search_rebuild()');
      expect(await state()).toEqual(kept);
    };
    const zoe = async (query: Record<string, string> = {}) => {
      const body = (await search({ ...CENTRE, radius: WIDE, q: 'zoe zephyr', ...query })).body as Body;
      return body.results.map((r) => `${key(r)}${r.data.alsoPilot ? ' (pilot)' : ''}`);
    };
    const [user] = await sql<{ id: number }>(
      `insert into users (username, email, firstname, lastname, airport_id, is_discoverable) values ('zoe', 'zoe@example.com', 'Zoe', 'Zephyr', ?, true) returning id`,
      [airports.ZSN!.id],
    );
    expect(await zoe()).toEqual([`user:${user!.id}`]);
    const [pro] = await sql<{ id: number }>(
      `insert into instructors (user_id, rate_per_hour, airport_id, tags) values (?, 50, ?, '{Private}') returning id`,
      [user!.id, airports.ZSC!.id],
    );
    const asPro = `instructor:${pro!.id}`;
    expect(await zoe()).toEqual([`${asPro} (pilot)`]);
    expect(await zoe({ searchTypes: 'user' })).toEqual([`${asPro} (pilot)`]);
    await consistent();

    await sql('update instructors set is_discoverable = false where id = ?', [pro!.id]);
    expect(await zoe()).toEqual([`user:${user!.id}`]);
    await consistent();
    await sql('update instructors set is_discoverable = true where id = ?', [pro!.id]);
    expect(await zoe()).toEqual([`${asPro} (pilot)`]);

    await sql('update users set is_discoverable = false where id = ?', [user!.id]);
    expect(await zoe()).toEqual([asPro]);
    expect(await zoe({ searchTypes: 'user' })).toEqual([]);
    await consistent();
    await sql('update users set is_discoverable = true where id = ?', [user!.id]);
    expect(await zoe({ searchTypes: 'user' })).toEqual([`${asPro} (pilot)`]);

    await sql('delete from instructors where id = ?', [pro!.id]);
    expect(await zoe()).toEqual([`user:${user!.id}`]);
    await consistent();
    await sql('delete from users where id = ?', [user!.id]);
    expect(await zoe()).toEqual([]);
    await consistent();
  });
});

describe('the search follows writes (triggers)', () => {
  it('drops a disabled share and brings it back when enabled, counters included', async () => {
    await sql('update shares set is_active = false where id = ?', [ids.skyhawk]);
    let res = await search({ ...CENTRE, radius: 5_000, searchTypes: 'share' });
    expect(res.body.results.map(key)).toEqual([`share:${ids.bonanza}`]);
    expect(res.body.airportCounts[0].share).toBe(1);
    expect((await t.request.get('/api/search/count').set(V)).body.shares).toBe(6);
    await sql('update shares set is_active = true where id = ?', [ids.skyhawk]);
    res = await search({ ...CENTRE, radius: 5_000, searchTypes: 'share' });
    expect(res.body.results.map(key)).toEqual([`share:${ids.bonanza}`, `share:${ids.skyhawk}`]);
  });

  it('moves a share with its airport, and finds new words after an edit of the aircraft or a name', async () => {
    await sql('update shares set airport_id = ? where id = ?', [airports.ZSE!.id, ids.bonanza]);
    let res = await search({ ...CENTRE, radius: WIDE, q: 'bonanza' });
    expect(res.body.airportCounts.map((m: { airport: { locationId: string } }) => m.airport.locationId)).toEqual(['ZSE']);
    await sql('update shares set airport_id = ? where id = ?', [airports.ZSC!.id, ids.bonanza]);

    await sql(`update aircraft set model = 'Debonair' where id = (select aircraft_id from shares where id = ?)`, [ids.bonanza]);
    res = await search({ ...CENTRE, radius: WIDE, q: 'debonair' });
    expect(res.body.results.map(key)).toEqual([`share:${ids.bonanza}`]);

    await sql(`update users set firstname = 'Ivo' where id = ?`, [ids.ivan]);
    res = await search({ ...CENTRE, radius: WIDE, q: 'ivo' });
    expect(res.body.results.map(key)).toEqual([`instructor:${ids.proIvan}`]);
  });

  it('hides a pilot who stops being discoverable and a deleted account with its listings and profile', async () => {
    await sql('update users set is_discoverable = false where id = ?', [ids.amelia]);
    expect((await search({ ...CENTRE, radius: WIDE, q: 'earhart' })).body.count).toBe(0);
    await sql('delete from users where id = ?', [ids.ivan]);
    const res = await search({ ...CENTRE, radius: WIDE, limit: 100 });
    expect(res.body.results.map(key)).not.toContain(`instructor:${ids.proIvan}`);
    expect(res.body.results.map(key)).not.toContain(`user:${ids.ivan}`);
    const zse = res.body.airportCounts.find((m: { airport: { locationId: string } }) => m.airport.locationId === 'ZSE');
    expect(zse).toMatchObject({ share: 1, instructor: 0, user: 0 });
  });
});

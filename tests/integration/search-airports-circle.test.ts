import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { airportsInCircle, type SnapshotAirport } from '../../adapters/persistence/search/counters-copy.js';
import { createTestDatabase } from '../support/test-database.js';

// Issue 17: the map search draws its circle in the app, over its copy of search_airports. It must keep exactly
// the airports PostgreSQL's test kept (cube_distance to the centre's earth point within the radius' chord), with
// the same whole-metre distances, over every imported US airport, at random centres and radii and right at
// the edge of the circle.
let orm: MikroORM;
let drop: () => Promise<void>;
let airports: SnapshotAirport[];

const sql = <T>(text: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(text, params);

beforeAll(async () => {
  const db = await createTestDatabase();
  drop = db.drop;
  orm = await openDatabase(db.url, { poolMax: 2 });
  const rows = await sql<{ id: number; x: number; y: number; z: number }>(
    `select id, cube_ll_coord(p, 1) as x, cube_ll_coord(p, 2) as y, cube_ll_coord(p, 3) as z
       from (select id, ll_to_earth(lat, long) as p from airports) a`,
  );
  airports = rows.map((r) => ({
    airport: { id: r.id, locationId: '', facility: '', city: '', state: '', lat: 0, long: 0 },
    x: Number(r.x), y: Number(r.y), z: Number(r.z), shares: 1, instructors: 0, users: 0, professionalPilots: 0,
  }));
});
afterAll(async () => {
  await orm?.close();
  await drop?.();
});

/** PostgreSQL's answer: the airports within the radius and their distances, as the search's statement had them. */
async function inPostgres(lat: number, lng: number, radius: number): Promise<Map<number, number>> {
  const rows = await sql<{ id: number; dist: number }>(
    `with c as materialized (select ll_to_earth(?, ?) as centre, 2 * earth() * sin(?::float8 / (2 * earth())) as chord)
     select a.id, round(2 * earth() * asin(least(1, cube_distance(ll_to_earth(a.lat, a.long), c.centre) / (2 * earth()))))::int as dist
       from airports a, c where cube_distance(ll_to_earth(a.lat, a.long), c.centre) <= c.chord`,
    [lat, lng, radius],
  );
  return new Map(rows.map((r) => [r.id, r.dist]));
}

/** The app's answer, with the centre and the chord PostgreSQL computes (as the search's first statement reads them). */
async function inApp(lat: number, lng: number, radius: number): Promise<Map<number, number>> {
  const [probe] = await sql<{ x: number; y: number; z: number; chord: number }>(
    `select cube_ll_coord(c, 1) as x, cube_ll_coord(c, 2) as y, cube_ll_coord(c, 3) as z, 2 * earth() * sin(?::float8 / (2 * earth())) as chord
       from ll_to_earth(?, ?) c`,
    [radius, lat, lng],
  );
  const centre = { x: Number(probe!.x), y: Number(probe!.y), z: Number(probe!.z) };
  return new Map(airportsInCircle(airports, centre, Number(probe!.chord), () => true).map((f) => [f.airport.airport.id, f.dist]));
}

it('keeps the airports PostgreSQL keeps, with the same distances', async () => {
  expect(airports.length).toBeGreaterThan(1000);
  // A fixed sequence of centres over the country and radii from 1 to 2000 km.
  let seed = 17;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  let compared = 0;
  for (let i = 0; i < 40; i++) {
    const lat = 25 + random() * 24;
    const lng = -124 + random() * 57;
    const radius = Math.round(1000 + random() ** 2 * 1_999_000);
    const expected = await inPostgres(lat, lng, radius);
    expect(await inApp(lat, lng, radius)).toEqual(expected);
    compared += expected.size;
  }
  expect(compared).toBeGreaterThan(5000);
});

it('draws the edge as PostgreSQL does: an airport at the radius is in, a metre less leaves it out', async () => {
  for (const [lat, lng] of [[38.1757, -85.7369], [61.2, -149.9], [21.3, -157.9], [47.6, -122.3]] as const) {
    // The tenth nearest airport and the farthest within 2000 km, each exactly at the radius.
    const [near, far] = await sql<{ d: number }>(
      `select d from (select earth_distance(ll_to_earth(lat, long), ll_to_earth(?, ?)) as d from airports) a
        where d > 1000 and d <= 2000000 order by d offset 9 limit 1`,
      [lat, lng],
    ).then(async (n) => [...n, ...(await sql<{ d: number }>(
      `select max(d) as d from (select earth_distance(ll_to_earth(lat, long), ll_to_earth(?, ?)) as d from airports) a where d <= 2000000`,
      [lat, lng],
    ))]);
    for (const d of [Number(near!.d), Number(far!.d)]) {
      for (const radius of [d, Math.ceil(d), Math.floor(d), d - 1, d + 1]) {
        expect(await inApp(lat, lng, radius)).toEqual(await inPostgres(lat, lng, radius));
      }
    }
  }
});

import { Jimp } from 'jimp';
import pg from 'pg';
import { readVegaAirports } from '../../adapters/geo/vega-airports.importer.js';
import { openDatabase } from '../../adapters/persistence/orm.js';
import { SANDBOX_PRICE_IDS } from '../../domain/subscription/plans.js';
import { DESCRIPTIONS, FIRST_NAMES, FLEET, LAST_NAMES, SHARE_TYPE_MIX, TITLES, weightedIndex } from '../seed-data.js';

export const V = { 'accept-version': '1.0.0' };
export const PASSWORD = 'soak-and-faults-1';

export interface Dataset {
  shares: number;
  pilots: number;
  /** Seeded share ids are 1..shares on the fresh database. */
  shareIdMax: number;
}

/**
 * A modest data set on a fresh database, the same on every run (a seeded random sequence): the US airports,
 * `pilots` pilots and `shares` active listings of the bench fleet (bench/seed-data.ts) spread over them,
 * with one photo each. Plain inserts, so the search triggers keep search_entries as the app would.
 * Migrations are applied first, as the app would at its start.
 */
export async function seedDataset(url: string, size: { shares: number; pilots: number }): Promise<Dataset> {
  await (await openDatabase(url, { poolMax: 1 })).close();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await insertVegaAirports(c);
    const airportIds = (await c.query<{ id: number }>('select id from airports order by id')).rows.map((r) => r.id);
    const random = seeded(20261122);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

    const pilots = Array.from({ length: size.pilots }, (_, i) => ({
      username: `soak_u${i + 1}`, email: `soak_u${i + 1}@bench.wingshare.test`, firstname: pick(FIRST_NAMES), lastname: pick(LAST_NAMES),
      airport: pick(airportIds), discoverable: random() < 0.95,
    }));
    const { rows: users } = await c.query<{ id: number }>(
      `insert into users (username, email, firstname, lastname, airport_id, is_discoverable)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::bool[]) returning id`,
      [pilots.map((p) => p.username), pilots.map((p) => p.email), pilots.map((p) => p.firstname), pilots.map((p) => p.lastname),
        pilots.map((p) => p.airport), pilots.map((p) => p.discoverable)],
    );

    const fleetIndex = weightedIndex(FLEET.map((f) => f.weight));
    const typeIndex = weightedIndex(SHARE_TYPE_MIX.map((t) => t.weight));
    const listings = Array.from({ length: size.shares }, (_, i) => {
      const plane = FLEET[pick(fleetIndex)]!;
      const type = SHARE_TYPE_MIX[pick(typeIndex)]!;
      const year = 1965 + Math.floor(random() * 58);
      return {
        serial: `soak-${i + 1}`, make: plane.make, model: plane.model, year, tags: plane.tags.join('|'),
        owner: pick(users).id, type: type.type, airport: pick(airportIds),
        title: pick(TITLES).replace('{year}', String(year)).replace('{make}', plane.make).replace('{model}', plane.model),
        description: pick(DESCRIPTIONS),
        rate: type.rated ? Math.round(plane.rate[0] + random() * (plane.rate[1] - plane.rate[0])) : null,
        cost: type.rated ? null : 20_000 + Math.floor(random() * 200) * 1000,
        listedSecondsAgo: Math.floor(random() * 94_608_000),
      };
    });
    for (let from = 0; from < listings.length; from += 5_000) {
      const chunk = listings.slice(from, from + 5_000);
      await c.query(
        `with planes as (
           insert into aircraft (serial, make, model, year, tags, categories)
           select serial, make, model, year, string_to_array(tags, '|'), '{Land}'
             from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[]) as t(serial, make, model, year, tags)
           returning id, serial),
         listed as (
           insert into shares (aircraft_id, owner_id, type, title, description, rate_per_hour, cost, airport_id, list_date)
           select p.id, t.owner, t.type, t.title, t.description, t.rate, t.cost, t.airport, now() - t.ago * interval '1 second'
             from unnest($1::text[], $6::int[], $7::text[], $8::text[], $9::text[], $10::int[], $11::int[], $12::int[], $13::int[])
                  as t(serial, owner, type, title, description, rate, cost, airport, ago)
             join planes p on p.serial = t.serial
           returning id)
         insert into share_media (share_id, position, type, url)
         select id, 0, 'image', '/media/bench/plane-' || (id % 16) || '.jpg' from listed`,
        [chunk.map((l) => l.serial), chunk.map((l) => l.make), chunk.map((l) => l.model), chunk.map((l) => l.year), chunk.map((l) => l.tags),
          chunk.map((l) => l.owner), chunk.map((l) => l.type), chunk.map((l) => l.title), chunk.map((l) => l.description),
          chunk.map((l) => l.rate), chunk.map((l) => l.cost), chunk.map((l) => l.airport), chunk.map((l) => l.listedSecondsAgo)],
      );
    }
    await c.query('vacuum (analyze)');
    const { rows } = await c.query<{ max: number | null }>('select max(id)::int as max from shares');
    return { shares: size.shares, pilots: size.pilots, shareIdMax: rows[0]!.max ?? 0 };
  } finally {
    await c.end();
  }
}

/** Accounts the load uses, made through the API as people make them. */
export interface Accounts {
  /** A subscribed owner who lists planes; its bearer token. */
  owner: { username: string; token: string; shareId: number };
  /** Pilots who log in with PASSWORD. */
  pilots: string[];
  /** The pilots' bearer tokens (from signing up), in the order of `pilots`: they ask for the owner's plane. */
  pilotTokens: string[];
  /** The id of an airport listings are written at (Bowman Field, Louisville). */
  airportId: number;
  png: Buffer;
}

export async function createAccounts(base: string, pilots: number, tag = 'soak'): Promise<Accounts> {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(base + path, {
      method,
      headers: { ...V, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
  const signUp = async (username: string) =>
    (await call('POST', '/api/user', { user: { username, email: `${username}@bench.wingshare.test`, password: PASSWORD, firstname: username } })).token as string;

  const airports = (await (await fetch(`${base}/api/airport?q=LOU`, { headers: V })).json()) as { id: number; locationId?: string }[];
  const airportId = airports[0]!.id;
  const ownerName = `${tag}_owner`;
  const token = await signUp(ownerName);
  await call('POST', '/api/user/subscription', { priceId: SANDBOX_PRICE_IDS.listing, paymentMethodId: 'pm_card_visa' }, token);
  const names = Array.from({ length: pilots }, (_, i) => `${tag}_pilot${i + 1}`);
  const pilotTokens: string[] = [];
  for (const name of names) pilotTokens.push(await signUp(name));
  const png = Buffer.from(await new Jimp({ width: 64, height: 48, color: 0x3366ccff }).getBuffer('image/png'));
  const setup = listingRequest(png, airportId, 'NSETUP', 'The owner\'s first listing');
  const first = await fetch(`${base}/api/share`, { method: 'POST', body: setup.body, headers: { ...setup.headers, authorization: `Bearer ${token}` } });
  if (first.status !== 201) throw new Error(`the first listing answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
  const shareId = ((await first.json()) as { id: number }).id;
  // The owner's first listing is a rental the pilots book (issue 14): each pilot may hold up to 100 future
  // bookings on it (the default is 3), so a long run never runs out of room.
  await call('PUT', `/api/share/${shareId}/availability`, { rules: { maxFutureBookings: 100 } }, token);
  return { owner: { username: ownerName, token, shareId }, pilots: names, pilotTokens, airportId, png };
}

const BOUNDARY = '----wingshare-bench-boundary';

/** POST /api/share as the listing wizard sends it: the share as a JSON field and one photo. */
export function listingRequest(png: Buffer, airportId: number, tailNumber: string, title: string) {
  const share = {
    type: 'PRIVATE_OWNER_RENTAL', tailNumber, title, ratePerHour: 165, description: 'Hangared, fresh annual.',
    make: 'Cessna', model: '172S', year: 2005, airport: airportId, media: [{ type: 'image', file: 0 }], defaultMedia: 0, ownershipConfirmed: true,
  };
  const body = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="share"\r\n\r\n${JSON.stringify(share)}\r\n`),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="plane.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { body, headers: { ...V, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** Tail numbers N00001, N00002, ... (N and five letters or digits), unique within a run. */
export const tailNumber = (n: number) => `N${n.toString(36).toUpperCase().padStart(5, '0')}`;

/** mulberry32: a small seeded generator, so the data set is the same on every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The US airports of vega-datasets, in one insert (those already there are kept); answers how many were read. */
export async function insertVegaAirports(c: pg.Client): Promise<number> {
  const records = readVegaAirports();
  await c.query(
    `insert into airports (location_id, facility, city, state, lat, long)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[]) on conflict do nothing`,
    [records.map((r) => r.locationId), records.map((r) => r.facility), records.map((r) => r.city), records.map((r) => r.state),
      records.map((r) => r.lat), records.map((r) => r.long)],
  );
  return records.length;
}

import { RequestContext } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TzLookupTimeZoneFinder } from '../../adapters/geo/tz-lookup-time-zones.js';
import { PostgresPilotRecordRepository } from '../../adapters/persistence/postgres-pilot-record.repository.js';
import { PostgresSearchRepository } from '../../adapters/persistence/search/postgres-search.repository.js';
import { dayIn } from '../../application/pilots/pilot-day.js';
import type { Clock } from '../../application/ports/security.js';
import { QualifiedFilters } from '../../application/search/qualified-filters.js';
import { SearchMap } from '../../application/search/search-map.service.js';
import type { MatchAircraft, Minimums } from '../../domain/pilot/minimums.js';
import { CERTIFICATES, EMPTY_RECORD, HOUR_CLASSES, RATINGS, type PilotRecord } from '../../domain/pilot/pilot-record.js';
import { qualificationFacts, qualifiesByFacts } from '../../domain/pilot/qualification-facts.js';
import { makeModelKey } from '../../domain/pilot/make-model.js';
import { matchQualification } from '../../domain/pilot/qualification-match.js';
import { SEARCH_MESSAGES, type SearchInput } from '../../domain/search/search-criteria.js';
import type { User } from '../../domain/user/user.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

/**
 * "Planes I qualify for" (issue 15): the SQL filter against the domain's match, listing by listing, on a
 * seeded world of its own: airports on both sides of the date line (UTC+12 and UTC-12, so every search
 * spans two calendar days), 160 listings with random minimums and aircraft classes (a fixed seed), a few
 * discoverable pilots, and pilots of every kind of experience, some with dates right at a boundary.
 * Every sort, page size and the marker and total routes give the listings the domain says they qualify for.
 */
type Agent = ReturnType<TestApp['agent']>;

const NOW = new Date('2027-06-15T12:00:00Z'); // 00:00 on the 16th west of the line, 00:00 on the 15th east of it
const clock: Clock = { now: () => new Date(NOW) };
const CENTRE = { lat: 10, lng: 179.9 };
const RADIUS = 300_000;

let t: TestApp;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(text, params);

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(15);
const pick = <T,>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
const chance = (p: number) => rnd() < p;

interface Listing {
  id: number;
  airportId: number;
  day: string;
  minimums: Minimums;
  aircraft: MatchAircraft;
}
const listings: Listing[] = [];
const airportIds: number[] = [];
const zones = new TzLookupTimeZoneFinder();
const PLANES = [['Piper', 'PA-28'], ['Cessna', '172'], ['Cessna', '182'], ['Beech', 'Bonanza'], ['Piper', 'PA-44'], ['Piper', 'J-3']] as const;

function randomMinimums(): Minimums {
  if (chance(0.35)) return {};
  const m: Minimums = {};
  if (chance(0.4)) m.certificate = pick(CERTIFICATES);
  if (chance(0.3)) m.ratings = [...new Set([pick(RATINGS), pick(['instrument', 'complex', 'high-performance'] as const)])];
  if (chance(0.5)) m.totalHours = pick([50, 100, 200, 450, 450.5, 1000]);
  if (chance(0.3)) m.classHours = Object.fromEntries([pick(HOUR_CLASSES), pick(HOUR_CLASSES)].map((c) => [c, pick([0, 5, 10, 40, 60.5])]));
  if (chance(0.3)) m.makeModelHours = pick([5, 10, 18, 25]);
  if (chance(0.3)) m.medicalClass = pick([1, 2, 3] as const);
  if (chance(0.3)) m.flightReview = chance(0.8);
  if (chance(0.15)) m.minAge = pick([18, 21, 25, 47]);
  if (chance(0.15)) m.maxAge = pick([47, 60, 70]);
  if (chance(0.15)) m.renterInsurance = pick([0, 100_000, 1_000_000]);
  // Issue 40's proofs: none of these pilots has a logbook or an FAA match, so a listing asking one is never theirs.
  if (chance(0.1)) m.proofs = chance(0.5) ? ['faa-certificate'] : ['faa-certificate', 'logbook-hours'];
  return m;
}

/** Pilots of every kind, some with dates at a boundary of the search's two days (the 15th and the 16th). */
const PILOTS: Record<string, PilotRecord> = {
  empty: EMPTY_RECORD,
  student: { ...EMPTY_RECORD, certificate: 'student', totalHours: 30, classHours: { night: 2 }, makeModelHours: [{ makeModel: 'Cessna 172', hours: 30 }], medical: { class: 3, examined: '2026-09-01' } },
  mid: {
    ...EMPTY_RECORD, certificate: 'private', ratings: ['instrument'], totalHours: 450,
    classHours: { night: 40, instrument: 60.5, complex: 10, retractable: 10 },
    makeModelHours: [{ makeModel: 'Piper PA-28', hours: 18 }, { makeModel: 'Cessna 172', hours: 300 }],
    medical: { class: 3, examined: '2025-02-10' }, flightReview: '2025-06-15', dateOfBirth: '1980-06-16',
    renterInsurance: { amount: 100_000, expires: '2027-06-15' },
  },
  senior: {
    ...EMPTY_RECORD, certificate: 'atp', ratings: ['instrument', 'multi-engine', 'cfi', 'cfii', 'complex', 'high-performance', 'tailwheel'], totalHours: 5000,
    classHours: Object.fromEntries(HOUR_CLASSES.map((c) => [c, 500])), makeModelHours: [{ makeModel: 'PIPER pa 28', hours: 25 }, { makeModel: 'Beech Bonanza', hours: 400 }],
    medical: { class: 1, examined: '2027-01-15' }, flightReview: '2027-01-01', dateOfBirth: '1960-06-15',
    renterInsurance: { amount: 1_000_000, expires: null },
  },
  // Qualified for everything but what turns at midnight: 47 from the 16th, insured through the 15th.
  boundary: {
    ...EMPTY_RECORD, certificate: 'atp', ratings: [...RATINGS], totalHours: 5000, classHours: Object.fromEntries(HOUR_CLASSES.map((c) => [c, 500])),
    makeModelHours: PLANES.map(([make, model]) => ({ makeModel: `${make} ${model}`, hours: 100 })),
    medical: { class: 1, examined: '2027-06-01' }, flightReview: '2027-01-01', dateOfBirth: '1980-06-16',
    renterInsurance: { amount: 1_000_000, expires: '2027-06-15' },
  },
};

async function signIn(username: string, record: PilotRecord): Promise<Agent> {
  const agent = t.agent();
  const res = await agent.post('/api/user').set(V).send({ user: { username, email: `${username}@example.com`, password: 'flying-high', firstname: 'Q', lastname: username } });
  expect(res.status).toBe(201);
  const saved = await agent.put('/api/user/record').set(V).send(record);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return agent;
}

/** What the domain says, listing by listing (and the full match agrees). */
function expected(record: PilotRecord): Set<number> {
  const out = new Set<number>();
  for (const l of listings) {
    const byFacts = qualifiesByFacts(qualificationFacts(record, l.day), l.minimums, l.aircraft);
    expect(matchQualification(record, l.minimums, l.aircraft, l.day).qualifies, `listing ${l.id}`).toBe(byFacts);
    if (byFacts) out.add(l.id);
  }
  return out;
}

async function allPages(agent: Agent, query: string, limit: number): Promise<{ ids: number[]; count: number; markers: Record<number, number>; others: unknown[] }> {
  const ids: number[] = [];
  // Anything but a share marked as qualifying: a pilot's or professional's card, or a share without the mark.
  const others: unknown[] = [];
  let count = 0;
  let markers: Record<number, number> = {};
  for (let page = 1; page < 50; page++) {
    const res = await agent.get(`/api/search?lat=${CENTRE.lat}&lng=${CENTRE.lng}&radius=${RADIUS}&qualified=true&limit=${limit}&page=${page}&${query}`).set(V);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    count = res.body.count;
    markers = Object.fromEntries((res.body.airportCounts as { airport: { id: number }; share: number }[]).map((a) => [a.airport.id, a.share]));
    const results = res.body.results as { type: string; id: number; data: { qualifies?: boolean } }[];
    ids.push(...results.filter((r) => r.type === 'share').map((r) => r.id));
    others.push(...results.filter((r) => r.type !== 'share' || r.data.qualifies !== true));
    for (const a of res.body.airportCounts as { user: number; instructor: number }[]) if (a.user || a.instructor) others.push(a);
    if (page * limit >= count) break;
  }
  return { ids, count, markers, others };
}

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  const [owner] = await sql<{ id: number }>(`insert into users (username, email) values ('qowner', 'qowner@example.com') returning id`);
  const places: [number, number][] = [[10, 179.5], [10.5, 179.2], [9.6, 179.8], [10, -179.6], [10.4, -179.3], [9.7, -179.9]];
  for (const [i, [lat, lng]] of places.entries()) {
    const [row] = await sql<{ id: number }>(`insert into airports (location_id, facility, city, state, lat, long) values (?, ?, 'Dateline', 'XX', ?, ?) returning id`, [`QZ${i}`, `Line ${i}`, lat, lng]);
    airportIds.push(row!.id);
    // A discoverable pilot here: "Planes I qualify for" leaves him out (planes only, issue 34).
    await sql(`insert into users (username, email, airport_id) values (?, ?, ?)`, [`qpilot${i}`, `qpilot${i}@example.com`, row!.id]);
  }
  for (let i = 0; i < 160; i++) {
    const a = Math.floor(rnd() * places.length);
    const [make, model] = pick(PLANES);
    const classes = { retractable: chance(0.2), complex: chance(0.2), highPerformance: chance(0.15), tailwheel: chance(0.1), multiEngine: chance(0.1) };
    const instrumentRatingRequired = chance(0.15);
    const minimums = randomMinimums();
    const [aircraft] = await sql<{ id: number }>(
      `insert into aircraft (make, model, instrument_rating_required, retractable, complex, high_performance, tailwheel, multi_engine, model_key, make_model_key)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
      [make, model, instrumentRatingRequired, classes.retractable, classes.complex, classes.highPerformance, classes.tailwheel, classes.multiEngine, makeModelKey(model), makeModelKey(`${make} ${model}`)],
    );
    const [share] = await sql<{ id: number }>(
      `insert into shares (aircraft_id, owner_id, type, title, rate_per_hour, airport_id, list_date, minimums)
       values (?, ?, 'PRIVATE_OWNER_RENTAL', ?, ?, ?, ?, ?::jsonb) returning id`,
      [aircraft!.id, owner!.id, `${make} ${model} ${i}`, chance(0.1) ? null : 100 + Math.floor(rnd() * 200), airportIds[a], new Date(Date.UTC(2026, 0, 1 + i)), JSON.stringify(minimums)],
    );
    const [lat, lng] = places[a]!;
    listings.push({ id: share!.id, airportId: airportIds[a]!, day: dayIn(zones.zoneAt(lat, lng), NOW), minimums, aircraft: { make, model, ...classes, instrumentRatingRequired } });
  }
  // Both calendar days are in play.
  expect(new Set(listings.map((l) => l.day))).toEqual(new Set(['2027-06-15', '2027-06-16']));
}, 120_000);
afterAll(() => t?.close());

describe('GET /api/search?qualified=true', () => {
  it('is refused to a visitor with a clear message, and refuses a value that is not true or false', async () => {
    const res = await t.request.get(`/api/search?lat=${CENTRE.lat}&lng=${CENTRE.lng}&qualified=true`).set(V);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(SEARCH_MESSAGES.qualifiedSignedOut);
    // The totals and markers refuse it alike (tests/unit/application/search.test.ts).
    const agent = await signIn('qbad', EMPTY_RECORD);
    const bad = await agent.get(`/api/search?qualified=maybe`).set(V);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain(SEARCH_MESSAGES.qualified);
    expect((await agent.get('/api/search/count?qualified=maybe').set(V)).status).toBe(400);
  });

  it.each(Object.keys(PILOTS))('answers exactly the listings the domain says the %s pilot qualifies for, in every order and page size', async (name) => {
    const record = PILOTS[name]!;
    const agent = await signIn(`q${name}`, record);
    const want = expected(record);
    const wantMarkers: Record<number, number> = {};
    for (const l of listings) if (want.has(l.id)) wantMarkers[l.airportId] = (wantMarkers[l.airportId] ?? 0) + 1;
    // Most pilots qualify for some listings and not for others: the comparison means something.
    if (name !== 'senior') expect(want.size).toBeLessThan(listings.length);
    // The boundary pilot's answer differs by the listing's day: on one side of the line he is 47, on the other insured.
    if (name === 'boundary') {
      const onDay = (day: string) => listings.filter((l) => qualifiesByFacts(qualificationFacts(record, day), l.minimums, l.aircraft)).map((l) => l.id);
      expect(new Set(onDay('2027-06-15'))).not.toEqual(want);
      expect(new Set(onDay('2027-06-16'))).not.toEqual(want);
    }

    for (const [query, limit] of [
      ['searchTypes=share', 100],
      ['searchTypes=share&sortBy=dist&sortDir=desc', 7],
      ['searchTypes=share&sortBy=ratePerHour&sortDir=asc', 13],
      ['searchTypes=share&sortBy=ratePerHour&sortDir=desc', 100],
      ['searchTypes=share&sortBy=listDate&sortDir=desc', 25],
      ['searchTypes=share,user&sortBy=listDate&sortDir=asc', 10],
      ['searchTypes=share,user', 9],
      ['sortBy=dist', 11],
    ] as const) {
      const got = await allPages(agent, query, limit);
      expect(new Set(got.ids), `${name}: ${query}`).toEqual(want);
      expect(got.ids.length, `${name}: ${query} (no repeats)`).toBe(want.size);
      // Planes only (issue 34), whatever kinds the address asks for, each saying the pilot qualifies.
      expect(got.count, `${name}: ${query}`).toBe(want.size);
      expect(got.others, `${name}: ${query}`).toEqual([]);
      for (const id of airportIds) expect(got.markers[id] ?? 0, `${name}: ${query} airport ${id}`).toBe(wantMarkers[id] ?? 0);
    }
    // A keyword with the filter: the narrowed path (keyword and qualification in one statement).
    const cessna = await allPages(agent, 'searchTypes=share&q=cessna&sortBy=ratePerHour', 20);
    const wantCessna = listings.filter((l) => want.has(l.id) && l.aircraft.make === 'Cessna').map((l) => l.id);
    expect(new Set(cessna.ids)).toEqual(new Set(wantCessna));

    // The home page's totals and markers take the filter too.
    expect((await agent.get('/api/search/count?qualified=true').set(V)).body.shares).toBe(want.size);
    const markers = (await agent.get('/api/airport/shares?qualified=true').set(V)).body as { airport: { id: number }; count: number }[];
    expect(Object.fromEntries(markers.filter((m) => airportIds.includes(m.airport.id)).map((m) => [m.airport.id, m.count]))).toEqual(wantMarkers);
  });

  it('counts the same whether the requirement groups are read by airport (a small area) or whole and filtered (a large one)', async () => {
    await signIn('qpaths', PILOTS.mid!);
    const [pilot] = await sql<{ id: number }>(`select id from users where username = 'qpaths'`);
    const viewer = { id: pilot!.id } as User;
    const withThreshold = (probedAirports: number) => {
      const statements: string[] = [];
      const repository = new PostgresSearchRepository(t.orm, (text) => statements.push(text), undefined, undefined, undefined, probedAirports);
      const service = new SearchMap(repository, new QualifiedFilters(new PostgresPilotRecordRepository(t.orm), zones, clock));
      const run = (input: SearchInput) => RequestContext.create(t.orm.em, () => service.execute(input, viewer));
      return { run, counting: () => statements.filter((text) => text.includes('search_requirement_groups')) };
    };
    // The area holds six airports: with a threshold above that they are read by index, with 0 filtered.
    const filtered = withThreshold(0);
    const probed = withThreshold(1000);
    const inputs: SearchInput[] = [
      { ...CENTRE, radius: RADIUS, qualified: true, searchTypes: ['share'], limit: 100 },
      { ...CENTRE, radius: RADIUS, qualified: true, searchTypes: ['share', 'user'], sortBy: 'ratePerHour', limit: 13, page: 2 },
      { ...CENTRE, radius: RADIUS, qualified: true, searchTypes: ['share', 'user'], sortBy: 'listDate', sortDir: 'asc', limit: 7 },
    ];
    const want = expected(PILOTS.mid!);
    for (const input of inputs) {
      const whole = await filtered.run(input);
      const byAirport = await probed.run(input);
      expect(JSON.parse(JSON.stringify(byAirport)), JSON.stringify(input)).toEqual(JSON.parse(JSON.stringify(whole)));
      expect(whole.count).toBe(want.size);
    }
    const byIndex = /and airport_id = any\(/;
    expect(filtered.counting().length).toBe(inputs.length);
    expect(filtered.counting().every((text) => text.includes('airport_id + 0 = any(') && !byIndex.test(text))).toBe(true);
    expect(probed.counting().length).toBe(inputs.length);
    expect(probed.counting().every((text) => byIndex.test(text) && !text.includes('airport_id + 0'))).toBe(true);
  });

  it('follows an edit of a listing\'s minimums and of the aircraft at once (the triggers keep the search in step)', async () => {
    const agent = await signIn('qedit', PILOTS.mid!);
    const l = listings.find((x) => Object.keys(x.minimums).length === 0 && !x.aircraft.instrumentRatingRequired && !x.aircraft.complex && !x.aircraft.highPerformance && !x.aircraft.tailwheel && !x.aircraft.multiEngine)!;
    const has = async () => {
      const got = await allPages(agent, 'searchTypes=share', 100);
      // The counts (from the per-airport requirement groups) follow the same edits as the rows.
      expect(got.count).toBe(got.ids.length);
      expect(Object.values(got.markers).reduce((a, b) => a + b, 0)).toBe(got.ids.length);
      return got.ids.includes(l.id);
    };
    expect(await has()).toBe(true);
    await sql(`update shares set minimums = '{"totalHours": 5000}' where id = ?`, [l.id]);
    expect(await has()).toBe(false);
    await sql(`update shares set minimums = '{}' where id = ?`, [l.id]);
    expect(await has()).toBe(true);
    await sql(`update aircraft set tailwheel = true where id = (select aircraft_id from shares where id = ?)`, [l.id]);
    expect(await has()).toBe(false);
    await sql(`update aircraft set tailwheel = false where id = (select aircraft_id from shares where id = ?)`, [l.id]);
    expect(await has()).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareFits, listingFit, pilotFit, type ListingCandidate, type PartnerFit, type PilotCandidate, type PilotSide } from '../../domain/partner/partner-fit.js';
import {
  FLIES, MISSIONS, PARTNER_LISTING_TYPES, type ListingPartnerProfile, type PartnerListingType, type PartnerProfile, type Scale,
} from '../../domain/partner/partner-profile.js';
import { PARTNERS_MESSAGES } from '../../domain/partner/partners-query.js';
import type { PartnerResult, ShareFitAnswer } from '../../domain/partner/partners-view.js';
import type { Minimums } from '../../domain/pilot/minimums.js';
import { EMPTY_RECORD, type PilotRecord } from '../../domain/pilot/pilot-record.js';
import { qualificationFacts, qualifiesByFacts } from '../../domain/pilot/qualification-facts.js';
import { RequestContext } from '@mikro-orm/core';
import { PostgresPartnerCandidates } from '../../adapters/persistence/postgres-partner-candidates.js';
import { PostgresPilotRecordRepository } from '../../adapters/persistence/postgres-pilot-record.repository.js';
import { PartnersForYou } from '../../application/partners/partners-for-you.service.js';
import { PilotEvidence } from '../../application/pilots/pilot-evidence.js';
import type { User } from '../../domain/user/user.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

/**
 * GET /api/partners (issue 41) against the domain: a seeded world of its own (airports from 0 to about
 * 600 km of the pilot's home, 110 partner listings and a few rentals with random group profiles, 40 pilots
 * with random partner profiles, some hidden or disabled), and for each query the ids, order, scores,
 * reasons and monthly costs the route answers are exactly listingFit / pilotFit over every seeded
 * candidate, ordered by compareFits, computed here. The SQL's hard filters only make it fast: any filter
 * stricter than the domain's, or looser where the domain would refuse, shows here as a difference.
 */
type Agent = ReturnType<TestApp['agent']>;

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
const rnd = random(41);
const pick = <T,>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
const between = (min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
const chance = (p: number) => rnd() < p;
const scale = () => between(1, 5) as Scale;
const some = <T,>(list: readonly T[]): T[] => list.filter(() => chance(0.4));

const HOME = { lat: 38.2, lng: -85.7 };
const TAGS = ['Single Engine', 'Multi-Engine', 'Tail Wheel', 'Turbo', 'Acrobatic'] as const;

interface Place { id: number; lat: number; lng: number }
const places: Place[] = [];
/** km from the seeker's home airport, as PostgreSQL's earthdistance measures it (the data, not the rule under test). */
const kmFromHome = new Map<number, number>();
const kmFromAirport = new Map<string, number>();

interface SeededListing {
  id: number;
  type: PartnerListingType;
  active: boolean;
  airportId: number;
  ownerId: number;
  group: ListingPartnerProfile;
  tags: string[];
  minimums: Minimums;
}
const listings: SeededListing[] = [];

interface SeededPilot {
  id: number;
  airportId: number | null;
  profile: PartnerProfile;
  disabled: boolean;
  totalHours: number | null;
}
const pilots: SeededPilot[] = [];

function randomProfile(): PartnerProfile {
  const buyMin = between(0, 40) * 1_000_00;
  const monthlyMin = between(0, 6) * 100_00;
  return {
    visible: chance(0.75),
    lookingFor: pick(['join', 'form', 'club'] as const),
    buyInCents: { min: buyMin, max: buyMin + between(0, 60) * 1_000_00 },
    monthlyCents: { min: monthlyMin, max: monthlyMin + between(1, 15) * 100_00 },
    hoursPerYear: between(20, 300),
    missions: some(MISSIONS),
    aircraftKinds: some(TAGS),
    driveKm: between(30, 500),
    upgradeAppetite: scale(),
    maintenanceCare: scale(),
    flies: pick(FLIES),
  };
}

function randomGroup(type: PartnerListingType): ListingPartnerProfile {
  return {
    buyInCents: type === 'FLIGHT_CLUB' ? between(0, 30) * 100_00 : between(5, 90) * 1_000_00,
    monthlyFixedCents: between(50, 900) * 100,
    hourlyRateCents: between(60, 250) * 100,
    wet: chance(0.5),
    groupHoursPerYear: between(0, 500),
    partners: type === 'PARTNERSHIP_REQUEST_TO_PURCHASE' && chance(0.3) ? 0 : between(1, type === 'FLIGHT_CLUB' ? 40 : 5),
    partnersWanted: between(1, 3),
    missions: some(MISSIONS),
    upgradeAppetite: scale(),
    maintenanceCare: scale(),
    flies: pick(FLIES),
  };
}

async function insertProfile(userId: number, p: PartnerProfile) {
  await sql(
    `insert into partner_profiles (user_id, visible, looking_for, buy_in_min_cents, buy_in_max_cents, monthly_min_cents, monthly_max_cents,
       hours_per_year, missions, aircraft_kinds, drive_km, upgrade_appetite, maintenance_care, flies)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?::text[], ?::text[], ?, ?, ?, ?)
     on conflict (user_id) do update set visible = excluded.visible, looking_for = excluded.looking_for,
       buy_in_min_cents = excluded.buy_in_min_cents, buy_in_max_cents = excluded.buy_in_max_cents,
       monthly_min_cents = excluded.monthly_min_cents, monthly_max_cents = excluded.monthly_max_cents, hours_per_year = excluded.hours_per_year,
       missions = excluded.missions, aircraft_kinds = excluded.aircraft_kinds, drive_km = excluded.drive_km,
       upgrade_appetite = excluded.upgrade_appetite, maintenance_care = excluded.maintenance_care, flies = excluded.flies`,
    [userId, p.visible, p.lookingFor, p.buyInCents.min, p.buyInCents.max, p.monthlyCents.min, p.monthlyCents.max, p.hoursPerYear,
      `{${p.missions.join(',')}}`, `{${p.aircraftKinds.join(',')}}`, p.driveKm, p.upgradeAppetite, p.maintenanceCare, p.flies],
  );
}

async function insertRecord(userId: number, record: PilotRecord) {
  await sql(`insert into pilot_records (user_id, record) values (?, ?::jsonb) on conflict (user_id) do update set record = excluded.record`, [userId, JSON.stringify(record)]);
}

let counter = 0;
async function signIn(airportId: number | null): Promise<{ agent: Agent; id: number }> {
  const agent = t.agent();
  const username = `partner${++counter}`;
  const res = await agent.post('/api/user').set(V).send({ user: { username, email: `${username}@example.com`, password: 'flying-high', firstname: 'P', lastname: username } });
  expect(res.status).toBe(201);
  const [row] = await sql<{ id: number }>(`update users set airport_id = ? where username = ? returning id`, [airportId, username]);
  return { agent, id: row!.id };
}

/** The seeker: he flies 300 hours a year from HOME, 250 hours in his record, and wants a lot. */
const SEEKER: PartnerProfile = {
  visible: true, lookingFor: 'form', buyInCents: { min: 10_000_00, max: 60_000_00 }, monthlyCents: { min: 300_00, max: 1_600_00 },
  hoursPerYear: 120, missions: ['travel', 'ifr'], aircraftKinds: ['Single Engine', 'Turbo'], driveKm: 350,
  upgradeAppetite: 4, maintenanceCare: 4, flies: 'weekends',
};
const SEEKER_HOURS = 250;
let seeker: { agent: Agent; id: number };

/** What the domain answers for him over every seeded listing (the whole table, not the SQL's survivors). */
function expectedListings(centre: { lat: number; lng: number } | null, radiusKm: number, side: PilotSide, limit: number): PartnerResult[] {
  const record: PilotRecord = { ...EMPTY_RECORD, totalHours: side.totalHours };
  const facts = qualificationFacts(record, new Date().toISOString().slice(0, 10));
  const ranked: { id: number; distanceKm: number; fit: PartnerFit }[] = [];
  for (const l of listings) {
    if (!l.active || l.ownerId === seeker.id) continue;
    if (centre && kmFrom(centre, l.airportId) > radiusKm) continue;
    const asks = Object.keys(l.minimums).length > 0;
    const aircraft = { make: 'Beech', model: 'Bonanza', retractable: false, complex: false, highPerformance: false, tailwheel: false, multiEngine: false, instrumentRatingRequired: false };
    const candidate: ListingCandidate = {
      id: l.id, type: l.type, group: l.group, aircraftTags: l.tags, distanceKm: kmFromHome.get(l.airportId)!, airportName: `Ring ${places.findIndex((p) => p.id === l.airportId)}`,
      minimumsMet: asks ? qualifiesByFacts(facts, l.minimums, aircraft) : null,
      ownerTotalHours: pilots.find((p) => p.id === l.ownerId)?.totalHours ?? null,
    };
    ranked.push({ id: l.id, distanceKm: candidate.distanceKm, fit: listingFit(side, candidate) });
  }
  return ranked.filter((r) => r.fit.passes).sort(compareFits).slice(0, limit)
    .map((r) => ({ type: 'share', id: r.id, score: r.fit.score, reasons: r.fit.reasons, monthlyCostCents: r.fit.monthlyCostCents }));
}

function expectedPilots(centre: { lat: number; lng: number } | null, radiusKm: number, side: PilotSide, limit: number): PartnerResult[] {
  const ranked: { id: number; distanceKm: number; fit: PartnerFit }[] = [];
  for (const p of pilots) {
    if (p.id === seeker.id || !p.profile.visible || p.disabled || p.airportId === null) continue;
    if (centre && kmFrom(centre, p.airportId) > radiusKm) continue;
    const candidate: PilotCandidate = { id: p.id, distanceKm: kmFromHome.get(p.airportId)!, profile: p.profile, totalHours: p.totalHours };
    ranked.push({ id: p.id, distanceKm: candidate.distanceKm, fit: pilotFit(side, candidate) });
  }
  return ranked.filter((r) => r.fit.passes).sort(compareFits).slice(0, limit)
    .map((r) => ({ type: 'user', id: r.id, score: r.fit.score, reasons: r.fit.reasons, monthlyCostCents: null }));
}

const kmFrom = (centre: { lat: number; lng: number }, airportId: number) => kmFromAirport.get(`${centre.lat},${centre.lng}:${airportId}`)!;
const side = (): PilotSide => ({ profile: SEEKER, totalHours: SEEKER_HOURS });

beforeAll(async () => {
  t = await startTestApp();
  // Airports on rings around HOME: 0 to about 600 km, on every bearing.
  for (let i = 0; i < 24; i++) {
    const km = i === 0 ? 0 : between(5, 600);
    const bearing = rnd() * 2 * Math.PI;
    const lat = HOME.lat + (km / 111.2) * Math.cos(bearing);
    const lng = HOME.lng + (km / (111.2 * Math.cos((HOME.lat * Math.PI) / 180))) * Math.sin(bearing);
    const [row] = await sql<{ id: number }>(`insert into airports (location_id, facility, city, state, lat, long) values (?, ?, 'Ring', 'KY', ?, ?) returning id`, [`PZ${i}`, `Ring ${i}`, lat, lng]);
    places.push({ id: row!.id, lat, lng });
  }
  seeker = await signIn(places[0]!.id);
  await insertProfile(seeker.id, SEEKER);
  await insertRecord(seeker.id, { ...EMPTY_RECORD, totalHours: SEEKER_HOURS });

  // Pilots: random profiles, some hidden, one disabled, one without a home airport; some with records.
  for (let i = 0; i < 40; i++) {
    const airportId = i === 39 ? null : pick(places).id;
    const { id } = await signIn(airportId);
    const profile = randomProfile();
    // A few close matches (so that enough pass), one of them hidden and one disabled.
    if (i < 12) Object.assign(profile, { buyInCents: { min: 20_000_00, max: 50_000_00 }, monthlyCents: { min: 500_00, max: 1_200_00 }, driveKm: 500 });
    if (i === 1) profile.visible = false;
    if (i === 2 || i === 39) profile.visible = true;
    const disabled = i === 2;
    if (disabled) await sql(`update users set is_disabled = true where id = ?`, [id]);
    // A pilot hidden from others (not discoverable) stays hidden, his partner profile shown or not.
    const undiscoverable = i === 3;
    if (undiscoverable) {
      profile.visible = true;
      await sql(`update users set is_discoverable = false where id = ?`, [id]);
    }
    const recorded = chance(0.7) ? between(40, 3000) : null;
    // Others read his hours only when his record shows them (the experience sentence names them).
    const shows = chance(0.6);
    if (recorded !== null) await insertRecord(id, { ...EMPTY_RECORD, totalHours: recorded, shows: { ...EMPTY_RECORD.shows, hours: shows } });
    const totalHours = shows ? recorded : null;
    await insertProfile(id, profile);
    pilots.push({ id, airportId, profile, disabled: disabled || undiscoverable, totalHours });
  }

  // Listings: owned by the pilots (one by the seeker himself), partner types and a few rentals.
  const ownerIds = [...pilots.slice(0, 8).map((p) => p.id), seeker.id];
  for (let i = 0; i < 116; i++) {
    const type = i >= 110 ? 'PRIVATE_OWNER_RENTAL' : pick(PARTNER_LISTING_TYPES);
    const airportId = pick(places).id;
    const ownerId = i === 5 ? seeker.id : pick(ownerIds);
    const active = i % 17 !== 3;
    const tags = some(TAGS);
    const minimums: Minimums = chance(0.7) ? {} : { totalHours: pick([100, 200, 500, 1000]) };
    const [aircraft] = await sql<{ id: number }>(`insert into aircraft (make, model, tags) values ('Beech', 'Bonanza', ?::text[]) returning id`, [`{${tags.join(',')}}`]);
    const [share] = await sql<{ id: number }>(
      `insert into shares (aircraft_id, owner_id, type, title, airport_id, is_active, minimums) values (?, ?, ?, ?, ?, ?, ?::jsonb) returning id`,
      [aircraft!.id, ownerId, type, `Partner plane ${i}`, airportId, active, JSON.stringify(minimums)],
    );
    const group = randomGroup(type === 'PRIVATE_OWNER_RENTAL' ? 'FLIGHT_CLUB' : type);
    if (i < 70 && type !== 'FLIGHT_CLUB') Object.assign(group, { buyInCents: between(10, 60) * 1_000_00, monthlyFixedCents: between(100, 600) * 100, hourlyRateCents: between(60, 90) * 100, partners: between(0, 3) });
    await sql(
      `insert into listing_partner_profiles (share_id, buy_in_cents, monthly_fixed_cents, hourly_rate_cents, wet, group_hours_per_year, partners,
         partners_wanted, missions, upgrade_appetite, maintenance_care, flies)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?::text[], ?, ?, ?)`,
      [share!.id, group.buyInCents, group.monthlyFixedCents, group.hourlyRateCents, group.wet, group.groupHoursPerYear, group.partners,
        group.partnersWanted, `{${group.missions.join(',')}}`, group.upgradeAppetite, group.maintenanceCare, group.flies],
    );
    // Rentals carry a group profile here only to show that the type filter leaves them out.
    if (type !== 'PRIVATE_OWNER_RENTAL') listings.push({ id: share!.id, type, active, airportId, ownerId, group, tags, minimums });
  }

  // The distances, as earthdistance measures them, from HOME and from the other centres the tests use.
  const centres = [HOME, { lat: 39.5, lng: -86.5 }];
  for (const c of centres) {
    for (const p of places) {
      const [row] = await sql<{ km: number }>(`select earth_distance(ll_to_earth(?::float8, ?::float8), ll_to_earth(lat, long)) / 1000 as km from airports where id = ?`, [c.lat, c.lng, p.id]);
      kmFromAirport.set(`${c.lat},${c.lng}:${p.id}`, row!.km);
      if (c === HOME) kmFromHome.set(p.id, row!.km);
    }
  }
}, 180_000);
afterAll(() => t?.close());

const get = (agent: Agent, query: string) => agent.get(`/api/partners?${query}`).set(V);

describe('GET /api/partners ranks as the domain does', () => {
  it('answers the listings listingFit passes, in compareFits order, with their scores, reasons and monthly costs', async () => {
    const all = expectedListings(HOME, 2000, side(), 50);
    // The comparison means something: more pass than a page holds, and many fail.
    expect(all.length).toBeGreaterThan(20);
    expect(all.length).toBeLessThan(listings.length - 10);
    expect(new Set(all.map((r) => r.score)).size).toBeGreaterThan(5);

    const best = await get(seeker.agent, `lat=${HOME.lat}&lng=${HOME.lng}&radius=2000&kind=listings`);
    expect(best.status, JSON.stringify(best.body)).toBe(200);
    expect(best.body.results).toEqual(all.slice(0, 20));

    const fifty = await get(seeker.agent, `lat=${HOME.lat}&lng=${HOME.lng}&radius=2000&kind=listings&limit=50`);
    expect(fifty.body.results).toEqual(all);
    // His own listing, inactive ones and rentals never come.
    const ids = new Set((fifty.body.results as PartnerResult[]).map((r) => r.id));
    for (const l of listings) if (!l.active || l.ownerId === seeker.id) expect(ids.has(l.id)).toBe(false);
  });

  it("agrees with the browser: listingFit run on GET /share/:id/fit's inputs gives each listing's score, reasons and cost", async () => {
    const best = (await get(seeker.agent, `lat=${HOME.lat}&lng=${HOME.lng}&radius=2000&kind=listings`)).body.results as PartnerResult[];
    expect(best.length).toBe(20);
    for (const result of best) {
      const res = await seeker.agent.get(`/api/share/${result.id}/fit`).set(V);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { inputs, ...served } = res.body as ShareFitAnswer;
      const browser = listingFit(inputs.pilot, inputs.listing);
      expect(browser).toEqual(served);
      expect({ score: browser.score, reasons: browser.reasons, monthlyCostCents: browser.monthlyCostCents }).toEqual({
        score: result.score, reasons: result.reasons, monthlyCostCents: result.monthlyCostCents,
      });
    }
  });

  it('keeps to the circle asked for, and defaults to 500 km around his home airport', async () => {
    const centre = { lat: 39.5, lng: -86.5 };
    const want = expectedListings(centre, 150, side(), 20);
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(expectedListings(HOME, 2000, side(), 50).length);
    const res = await get(seeker.agent, `lat=${centre.lat}&lng=${centre.lng}&radius=150&kind=listings`);
    expect(res.body.results).toEqual(want);
    expect((await get(seeker.agent, '')).body.results).toEqual(expectedListings(HOME, 500, side(), 20));
  });

  it('answers the other pilots pilotFit passes, never one hidden, disabled, not discoverable or himself', async () => {
    const want = expectedPilots(HOME, 2000, side(), 50);
    expect(want.length).toBeGreaterThan(3);
    const res = await get(seeker.agent, `lat=${HOME.lat}&lng=${HOME.lng}&radius=2000&kind=pilots&limit=50`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results).toEqual(want);
    const ids = (res.body.results as PartnerResult[]).map((r) => r.id);
    expect(ids).not.toContain(seeker.id);
    expect(ids).not.toContain(pilots[1]!.id); // hidden, and a close match
    expect(ids).not.toContain(pilots[2]!.id); // disabled
    expect(ids).not.toContain(pilots[3]!.id); // not discoverable
    for (const p of pilots) if (!p.profile.visible) expect(ids).not.toContain(p.id);
    // The hidden close match would rank if he opted in: the filter, not the score, keeps him out.
    await insertProfile(pilots[1]!.id, { ...pilots[1]!.profile, visible: true });
    try {
      pilots[1]!.profile.visible = true;
      const shown = await get(seeker.agent, `lat=${HOME.lat}&lng=${HOME.lng}&radius=2000&kind=pilots&limit=50`);
      expect(shown.body.results).toEqual(expectedPilots(HOME, 2000, side(), 50));
    } finally {
      pilots[1]!.profile.visible = false;
      await insertProfile(pilots[1]!.id, pilots[1]!.profile);
    }
  });

  it('follows a change of his profile', async () => {
    const cheap: PartnerProfile = { ...SEEKER, buyInCents: { min: 0, max: 20_000_00 }, monthlyCents: { min: 0, max: 700_00 }, driveKm: 120, flies: 'weekdays' };
    await insertProfile(seeker.id, cheap);
    try {
      const want = expectedListings(HOME, 500, { profile: cheap, totalHours: SEEKER_HOURS }, 50);
      const res = await get(seeker.agent, `lat=${HOME.lat}&lng=${HOME.lng}&radius=500&limit=50`);
      expect(res.body.results).toEqual(want);
      expect(want).not.toEqual(expectedListings(HOME, 500, side(), 50));
    } finally {
      await insertProfile(seeker.id, SEEKER);
      await insertRecord(seeker.id, { ...EMPTY_RECORD, totalHours: SEEKER_HOURS });
    }
  });
});

describe('the windows read in the order of the bound', () => {
  it.each([1, 3, 7])('answer the same best fits with windows of %i, and stop before reading them all', async (windowSize) => {
    const statements: string[] = [];
    const service = new PartnersForYou(
      new PostgresPartnerCandidates(t.orm, (sql) => statements.push(sql)),
      new PilotEvidence({ records: new PostgresPilotRecordRepository(t.orm) }),
      { now: () => new Date() },
      windowSize,
    );
    const viewer = { id: seeker.id } as User;
    const run = (kind: string, limit: number) => RequestContext.create(t.orm.em, () =>
      service.execute(viewer, { lat: HOME.lat, lng: HOME.lng, radius: 2000, kind, limit }));
    for (const limit of [1, 5, 20]) {
      statements.length = 0;
      expect((await run('listings', limit)).results).toEqual(expectedListings(HOME, 2000, side(), limit));
      const windows = statements.filter((sql) => sql.includes('window_')).length;
      expect(windows).toBeGreaterThan(0);
      expect((await run('pilots', limit)).results).toEqual(expectedPilots(HOME, 2000, side(), limit));
    }
    // The best one alone: the first window's bound already rules the others out, or a few more windows do,
    // but never as many as reading them one by one would take.
    statements.length = 0;
    await run('listings', 1);
    const reads = statements.filter((sql) => sql.includes('window_')).length;
    expect(reads).toBeLessThan(Math.ceil(Math.log(listings.length / windowSize) / Math.log(4)) + 2);
  });

  // The bound tells the monthly cost, the weekends, the budgets' overlap, the pilots' kinds and (from whether
  // each side's hours may count) experience: under profiles of every kind (weekend flyers, budgets whose top
  // tenth holds the costs, a wide drive, a seeker whose hours are not known), a bound
  // that fell under a score anywhere would stop a window too early and lose a fit here.
  it('answer the same best fits with windows of 2 for profiles of every kind', async () => {
    const service = new PartnersForYou(
      new PostgresPartnerCandidates(t.orm),
      new PilotEvidence({ records: new PostgresPilotRecordRepository(t.orm) }),
      { now: () => new Date() },
      2,
    );
    const viewer = { id: seeker.id } as User;
    const run = (kind: string, limit: number) => RequestContext.create(t.orm.em, () =>
      service.execute(viewer, { lat: HOME.lat, lng: HOME.lng, radius: 2000, kind, limit }));
    try {
      let compared = 0;
      for (let i = 0; i < 12; i++) {
        const p = randomProfile();
        const profile: PartnerProfile = {
          ...p, visible: true, driveKm: 300 + between(0, 200), flies: (['weekends', 'both', 'weekdays'] as const)[i % 3]!,
          buyInCents: { min: 0, max: 100_000_00 }, monthlyCents: i % 2 ? { min: 0, max: 3_000_00 } : { min: 1_200_00, max: 2_200_00 },
        };
        await insertProfile(seeker.id, profile);
        // One profile in four from a seeker whose hours are not known: experience is neutral for every candidate.
        const hoursKnown = i % 4 !== 3;
        if (hoursKnown) await insertRecord(seeker.id, { ...EMPTY_RECORD, totalHours: SEEKER_HOURS });
        else await sql(`delete from pilot_records where user_id = ?`, [seeker.id]);
        const me: PilotSide = { profile, totalHours: hoursKnown ? SEEKER_HOURS : null };
        for (const limit of [3, 10]) {
          const wantListings = expectedListings(HOME, 2000, me, limit);
          expect((await run('listings', limit)).results).toEqual(wantListings);
          expect((await run('pilots', limit)).results).toEqual(expectedPilots(HOME, 2000, me, limit));
          compared += wantListings.length;
        }
      }
      expect(compared).toBeGreaterThan(50);
    } finally {
      await insertProfile(seeker.id, SEEKER);
      await insertRecord(seeker.id, { ...EMPTY_RECORD, totalHours: SEEKER_HOURS });
    }
  });
});

// The stopping rule holds only if no candidate scores more than its bound (+ 0.5 for the rounding): read one
// candidate per window, so that each window's bound is that candidate's, and hold every one of them to what the
// domain scores it (owners whose records show their hours, or hide them, or who have none; a seeker whose
// hours are known and one whose are not).
describe('the bound of each candidate', () => {
  it('is never under what the domain scores it, listings and pilots', async () => {
    const store = new PostgresPartnerCandidates(t.orm);
    const home = { lat: HOME.lat, lng: HOME.lng };
    let held = 0;
    for (const hoursKnown of [true, false]) {
      const me: PilotSide = { profile: SEEKER, totalHours: hoursKnown ? SEEKER_HOURS : null };
      const facts = qualificationFacts({ ...EMPTY_RECORD, totalHours: me.totalHours }, new Date().toISOString().slice(0, 10));
      const query = { seeker: { userId: seeker.id, profile: SEEKER, home }, centre: home, radiusKm: 2000, facts, seekerHoursKnown: hoursKnown };
      for (let offset = 0; ; offset++) {
        const batch = await RequestContext.create(t.orm.em, () => store.listings({ ...query, window: { offset, limit: 1 } }));
        if (batch.read === 0) break;
        for (const c of batch.candidates) {
          const fit = listingFit(me, { ...c, ownerTotalHours: pilots.find((p) => p.id === c.ownerId)?.totalHours ?? null });
          if (fit.passes) held++;
          expect(fit.score, `listing ${c.id}`).toBeLessThanOrEqual(batch.lastBound! + 0.5 + 1e-9);
        }
      }
      for (let offset = 0; ; offset++) {
        const batch = await RequestContext.create(t.orm.em, () => store.pilots({ ...query, window: { offset, limit: 1 } }));
        if (batch.read === 0) break;
        for (const c of batch.candidates) {
          const fit = pilotFit(me, { ...c, totalHours: pilots.find((p) => p.id === c.id)!.totalHours });
          if (fit.passes) held++;
          expect(fit.score, `pilot ${c.id}`).toBeLessThanOrEqual(batch.lastBound! + 0.5 + 1e-9);
        }
      }
    }
    // Enough of them pass for the bound to be tested where it counts, some with hours shown on both sides.
    expect(held).toBeGreaterThan(40);
    expect(pilots.filter((p) => p.totalHours !== null && listings.some((l) => l.ownerId === p.id)).length).toBeGreaterThan(0);
  });
});

describe('GET /api/partners refuses', () => {
  it('a visitor (401) and a pilot without a partner profile (409), each with a clear message', async () => {
    const visitor = await t.request.get('/api/partners').set(V);
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe(PARTNERS_MESSAGES.signedOut);
    const { agent } = await signIn(places[0]!.id);
    const none = await get(agent, `lat=${HOME.lat}&lng=${HOME.lng}&radius=500`);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(PARTNERS_MESSAGES.noProfile);
  });

  it.each([
    ['lat=abc&lng=-85.7', 'lat', PARTNERS_MESSAGES.lat],
    ['lat=91&lng=-85.7', 'lat', PARTNERS_MESSAGES.lat],
    ['lat=38&lng=-181', 'lng', PARTNERS_MESSAGES.lng],
    ['lat=38', 'lng', PARTNERS_MESSAGES.pair],
    ['lng=-85', 'lat', PARTNERS_MESSAGES.pair],
    ['radius=0', 'radius', PARTNERS_MESSAGES.radius],
    ['radius=2001', 'radius', PARTNERS_MESSAGES.radius],
    ['radius=far', 'radius', PARTNERS_MESSAGES.radius],
    ['kind=planes', 'kind', PARTNERS_MESSAGES.kind],
    ['limit=51', 'limit', PARTNERS_MESSAGES.limit],
    ['limit=2.5', 'limit', PARTNERS_MESSAGES.limit],
  ])('%s: a 400 naming %s', async (query, field, message) => {
    const res = await get(seeker.agent, query);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: [message] });
    expect(res.body.errors).toEqual([message]);
  });

  it('a pilot with no home airport who sends no centre: a 400 on lat; with a centre he is matched from it', async () => {
    const { agent, id } = await signIn(null);
    await insertProfile(id, SEEKER);
    const res = await get(agent, 'radius=500');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ lat: [PARTNERS_MESSAGES.noCentre] });
    expect((await get(agent, `lat=${HOME.lat}&lng=${HOME.lng}&radius=500`)).status).toBe(200);
  });
});

describe('GET /api/search?sortBy=fit (the find page\'s "Fits me")', () => {
  const search = (agent: Agent, query: string) => agent.get(`/api/search?sortBy=fit&${query}`).set(V);

  it('pages through the listings the domain says fit, best first, in the search\'s result shape, with counts and markers of those', async () => {
    const want = expectedListings(HOME, 400, side(), Number.POSITIVE_INFINITY);
    expect(want.length).toBeGreaterThan(7);
    const got: { id: number; fit: unknown; airportId: number; title: string }[] = [];
    for (let page = 1; page <= 10; page++) {
      const res = await search(seeker.agent, `lat=${HOME.lat}&lng=${HOME.lng}&radius=400000&limit=7&page=${page}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.count).toBe(want.length);
      const results = res.body.results as { type: string; id: number; airport: { id: number }; data: { fit: unknown; title: string; airport: { id: number } } }[];
      for (const r of results) {
        expect(r.type).toBe('share');
        expect(r.data.airport.id).toBe(r.airport.id);
        got.push({ id: r.id, fit: r.data.fit, airportId: r.airport.id, title: r.data.title });
      }
      if (page * 7 >= want.length) {
        const markers = Object.fromEntries((res.body.airportCounts as { airport: { id: number }; share: number; user: number }[]).map((a) => [a.airport.id, a.share]));
        const wantMarkers: Record<number, number> = {};
        for (const w of want) {
          const airportId = listings.find((l) => l.id === w.id)!.airportId;
          wantMarkers[airportId] = (wantMarkers[airportId] ?? 0) + 1;
        }
        expect(markers).toEqual(wantMarkers);
        break;
      }
    }
    expect(got.map((g) => g.id)).toEqual(want.map((w) => w.id));
    expect(got.map((g) => g.fit)).toEqual(want.map((w) => ({ score: w.score, reasons: w.reasons, monthlyCostCents: w.monthlyCostCents })));
    expect(got[0]!.title).toMatch(/^Partner plane /);
  });

  it('keeps to the plane categories asked for', async () => {
    const tagged = expectedListings(HOME, 400, side(), Number.POSITIVE_INFINITY).filter((w) => listings.find((l) => l.id === w.id)!.tags.includes('Turbo'));
    expect(tagged.length).toBeGreaterThan(0);
    const res = await search(seeker.agent, `lat=${HOME.lat}&lng=${HOME.lng}&radius=400000&limit=100&shareCategories=Turbo`);
    expect((res.body.results as { id: number }[]).map((r) => r.id)).toEqual(tagged.map((w) => w.id));
    expect(res.body.count).toBe(tagged.length);
  });

  it('is a 400 with a clear message for a visitor, a pilot without a partner profile, and with a keyword', async () => {
    const visitor = await t.request.get(`/api/search?sortBy=fit&lat=${HOME.lat}&lng=${HOME.lng}`).set(V);
    expect(visitor.status).toBe(400);
    expect(visitor.body.fields).toEqual({ sortBy: [PARTNERS_MESSAGES.fitSignedOut] });
    const { agent } = await signIn(places[0]!.id);
    const none = await search(agent, `lat=${HOME.lat}&lng=${HOME.lng}`);
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ sortBy: [PARTNERS_MESSAGES.fitNoProfile] });
    const keyword = await search(seeker.agent, `lat=${HOME.lat}&lng=${HOME.lng}&q=bonanza`);
    expect(keyword.status).toBe(400);
    expect(Object.keys(keyword.body.fields)).toEqual(['q']);
    // The search's own checks still apply.
    expect((await search(seeker.agent, 'lat=95&lng=0')).status).toBe(400);
  });
});

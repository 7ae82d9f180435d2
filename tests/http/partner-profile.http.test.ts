import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIT_MESSAGES } from '../../application/partners/share-fit.service.js';
import { LISTING_NOT_FOUND } from '../../application/shares/share-access.js';
import type { ListingPartnerProfile, PartnerProfile } from '../../domain/partner/partner-profile.js';
import { listingFit } from '../../domain/partner/partner-fit.js';
import { PARTNER_MESSAGES as M } from '../../domain/partner/partner-rules.js';
import { signUpActor, sqlOf, type Actor, type Agent } from '../support/http-actors.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

/** Issue 41: GET/PUT /api/user/partner-profile, a listing's `partnerProfile`, GET /api/share/:id/fit. */
let t: TestApp;
const sql = sqlOf(() => t);
let lou: number;
let louName: string;
let owner: Actor;
let maria: Actor;
let seq = 0;

const PROFILE: PartnerProfile = {
  visible: false, lookingFor: 'join', buyInCents: { min: 0, max: 9_000_000 }, monthlyCents: { min: 0, max: 90_000 }, hoursPerYear: 80,
  missions: ['travel', 'ifr'], aircraftKinds: ['Single Engine'], driveKm: 80, upgradeAppetite: 3, maintenanceCare: 4, flies: 'weekends',
};
const GROUP: ListingPartnerProfile = {
  buyInCents: 8_500_000, monthlyFixedCents: 30_000, hourlyRateCents: 7_500, wet: false, groupHoursPerYear: 180, partners: 3,
  partnersWanted: 1, missions: ['travel', 'ifr'], upgradeAppetite: 3, maintenanceCare: 4, flies: 'both',
};
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const put = (agent: Agent, body: unknown) => agent.put('/api/user/partner-profile').set(V).send(body as object);

function shareBody(type: string, extra: Record<string, unknown> = {}) {
  seq++;
  const byType: Record<string, Record<string, unknown>> = {
    PRIVATE_OWNER_RENTAL: { tailNumber: `N${700 + seq}PP`, title: 'Skyhawk for rent', ratePerHour: 150 },
    PRIVATE_OWNER_SHARE_PURCHASE: { tailNumber: `N${700 + seq}PP`, title: 'One quarter of a Bonanza', cost: 85000, sharePercentOffered: 25 },
    FLIGHT_CLUB: {
      clubName: 'Derby City Flyers', clubRepName: 'Pat Lee', clubMemberSize: 40, clubNumAircrafts: 3, clubWebsiteUrl: 'https://derbycity.example',
      clubEmail: 'club@derbycity.example', clubPhone: '502-555-0100',
    },
  };
  return {
    type, description: 'A well kept plane.', make: 'Beech', model: 'A36', url: '', airport: lou, media: [{ type: 'image', file: 0 }],
    defaultMedia: 0, ownershipConfirmed: true, tags: ['Single Engine'], ...byType[type], ...extra,
  };
}
const postShare = (by: Agent, body: Record<string, unknown>) =>
  by.post('/api/share').set(V).field('share', JSON.stringify(body)).attach('images', PNG, { filename: 'p.png', contentType: 'image/png' });
async function list(type: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await postShare(owner.agent, shareBody(type, extra));
  expect(res.status).toBe(201);
  return res.body.id as number;
}
const fitOf = (agent: Agent | TestApp['request'], id: number | string) => agent.get(`/api/share/${id}/fit`).set(V);

beforeAll(async () => {
  t = await startTestApp();
  const bowman = (await t.request.get('/api/airport?q=LOU').set(V)).body.find((a: { locationId: string }) => a.locationId === 'LOU');
  lou = bowman.id;
  louName = bowman.facility;
  owner = await signUpActor(t, 'tom_pp', 'Owner', ['listing']);
  maria = await signUpActor(t, 'maria_pp', 'Pilot');
  expect((await maria.agent.patch('/api/user').set(V).send({ user: { airport: lou } })).status).toBe(200);
});
afterAll(() => t?.close());

describe('GET and PUT /api/user/partner-profile', () => {
  it('answers 401 to a visitor', async () => {
    expect((await t.request.get('/api/user/partner-profile').set(V)).status).toBe(401);
    expect((await t.request.put('/api/user/partner-profile').set(V).send(PROFILE)).status).toBe(401);
  });

  it('answers { profile: null } before he saves one, then what he saved; a second PUT replaces it', async () => {
    const pilot = await signUpActor(t, 'fresh_pp', 'Pilot');
    expect((await pilot.agent.get('/api/user/partner-profile').set(V)).body).toEqual({ profile: null });
    const saved = await put(pilot.agent, PROFILE);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(PROFILE);
    expect((await pilot.agent.get('/api/user/partner-profile').set(V)).body).toEqual({ profile: PROFILE });
    const again = await put(pilot.agent, { ...PROFILE, visible: true, lookingFor: 'form', missions: [] });
    expect(again.body).toEqual({ ...PROFILE, visible: true, lookingFor: 'form', missions: [] });
    expect((await pilot.agent.get('/api/user/partner-profile').set(V)).body.profile).toEqual(again.body);
    // His own only: another pilot still has none.
    expect((await maria.agent.get('/api/user/partner-profile').set(V)).body).toEqual({ profile: null });
  });

  it('refuses bad input with 400 naming each field, storing nothing', async () => {
    const pilot = await signUpActor(t, 'typo_pp', 'Pilot');
    const res = await put(pilot.agent, {
      ...PROFILE, buyInCents: { min: 9_000_000, max: 100 }, monthlyCents: { min: 'lots', max: 90_000 }, hoursPerYear: 1001, upgradeAppetite: 6,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'buyInCents.max': [M.reversed('Buy-in budget')],
      'monthlyCents.min': [M.cents('Monthly budget: the lowest')],
      hoursPerYear: ['Hours a year must be a whole number from 0 to 1,000'],
      upgradeAppetite: ['Upgrade appetite must be a whole number from 1 to 5'],
    });
    expect(res.body.errors).toEqual(Object.values(res.body.fields).flat());
    expect((await pilot.agent.get('/api/user/partner-profile').set(V)).body).toEqual({ profile: null });
    const notObject = await pilot.agent.put('/api/user/partner-profile').set(V).send([1, 2]);
    expect(notObject.status).toBe(400);
    expect(notObject.body.fields).toEqual({ partnerProfile: [M.notAnObject] });
  });

  it('is removed with the account', async () => {
    const pilot = await signUpActor(t, 'leaving_pp', 'Pilot');
    expect((await put(pilot.agent, PROFILE)).status).toBe(200);
    expect(await sql('select user_id from partner_profiles where user_id = ?', [pilot.id])).toHaveLength(1);
    expect((await pilot.agent.delete('/api/user').set(V).send({ currentPassword: 'flying-high' })).status).toBe(204);
    expect(await sql('select user_id from partner_profiles where user_id = ?', [pilot.id])).toEqual([]);
  });
});

describe("a listing's partnerProfile", () => {
  it('is written with a share purchase and a club, answered on the view, kept by an edit without it, removed by null', async () => {
    const created = await postShare(owner.agent, shareBody('PRIVATE_OWNER_SHARE_PURCHASE', { partnerProfile: GROUP }));
    expect(created.status).toBe(201);
    expect(created.body.partnerProfile).toEqual(GROUP);
    const id = created.body.id as number;
    const list = await t.request.get(`/api/share?id=${id}`).set(V);
    expect(list.body.shares[0].partnerProfile).toEqual(GROUP);
    const edited = await owner.agent.patch(`/api/share/${id}`).set(V).send({ title: 'A quarter of a Bonanza' });
    expect(edited.status).toBe(200);
    expect(edited.body.partnerProfile).toEqual(GROUP);
    const changed = await owner.agent.patch(`/api/share/${id}`).set(V).send({ partnerProfile: { ...GROUP, partners: 2, missions: ['local'] } });
    expect(changed.body.partnerProfile).toEqual({ ...GROUP, partners: 2, missions: ['local'] });
    const cleared = await owner.agent.patch(`/api/share/${id}`).set(V).send({ partnerProfile: null });
    expect(cleared.body.partnerProfile).toBeNull();
    expect(await sql('select share_id from listing_partner_profiles where share_id = ?', [id])).toEqual([]);
    const club = await postShare(owner.agent, shareBody('FLIGHT_CLUB', { partnerProfile: { ...GROUP, partners: 40, partnersWanted: 10 } }));
    expect(club.body.partnerProfile).toEqual({ ...GROUP, partners: 40, partnersWanted: 10 });
  });

  it('is null on a rental and refused when a rental sends one (400 beside partnerProfile)', async () => {
    const rental = await postShare(owner.agent, shareBody('PRIVATE_OWNER_RENTAL'));
    expect(rental.body.partnerProfile).toBeNull();
    const refused = await postShare(owner.agent, shareBody('PRIVATE_OWNER_RENTAL', { partnerProfile: GROUP }));
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ partnerProfile: [M.rental] });
  });

  it("names its bad fields under partnerProfile.* in the listing's 400", async () => {
    const res = await postShare(owner.agent, shareBody('FLIGHT_CLUB', { partnerProfile: { ...GROUP, buyInCents: 'free', flies: 'nights' } }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'partnerProfile.buyInCents': [M.cents('The initiation fee')], 'partnerProfile.flies': [M.flies] });
    const edit = await owner.agent.patch(`/api/share/${await list('FLIGHT_CLUB')}`).set(V).send({ partnerProfile: { ...GROUP, groupHoursPerYear: -1 } });
    expect(edit.status).toBe(400);
    expect(edit.body.fields).toEqual({ 'partnerProfile.groupHoursPerYear': [M.groupHoursPerYear] });
  });
});

describe('GET /api/share/:id/fit', () => {
  let bonanza: number;
  beforeAll(async () => {
    bonanza = await list('PRIVATE_OWNER_SHARE_PURCHASE', { partnerProfile: GROUP });
  });

  it('answers 401 to a visitor', async () => {
    expect((await fitOf(t.request, bonanza)).status).toBe(401);
  });

  it('answers 409 to a pilot without a partner profile, then his fit once he has one', async () => {
    const none = await fitOf(maria.agent, bonanza);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(FIT_MESSAGES.noProfile);
    expect((await put(maria.agent, PROFILE)).status).toBe(200);
    const res = await fitOf(maria.agent, bonanza);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['inputs', 'monthlyCostCents', 'passes', 'reasons', 'score']);
    expect(res.body.passes).toBe(true);
    expect(res.body.score).toBeGreaterThan(0);
    expect(res.body.monthlyCostCents).toBeGreaterThan(0);
    expect(res.body.reasons.length).toBeGreaterThan(3);
    expect(res.body.reasons.every((r: unknown) => typeof r === 'string' && r.endsWith('.'))).toBe(true);
    // The domain's answer on what the server read: his profile, no record on either side, the same airport, no minimums.
    const { inputs, ...answer } = res.body;
    expect(answer).toEqual(listingFit({ profile: PROFILE, totalHours: null }, {
      id: bonanza, type: 'PRIVATE_OWNER_SHARE_PURCHASE', group: GROUP, aircraftTags: ['Single Engine'], distanceKm: 0, airportName: louName,
      minimumsMet: null, ownerTotalHours: null,
    }));
    // The browser runs the same listingFit on what the server read (the share modal's "What if"): the same answer.
    expect(listingFit(inputs.pilot, inputs.listing)).toEqual(answer);
  });

  it('fails the hard filters a changed profile fails: score 0, the failure first', async () => {
    const pilot = await signUpActor(t, 'thrifty_pp', 'Pilot');
    await pilot.agent.patch('/api/user').set(V).send({ user: { airport: lou } });
    await put(pilot.agent, { ...PROFILE, buyInCents: { min: 0, max: 1_000_000 } });
    const res = await fitOf(pilot.agent, bonanza);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ passes: false, score: 0 });
    expect(res.body.reasons[0]).toContain('$85,000');
  });

  it('answers 409 for a rental and for a listing whose owner has not described the group', async () => {
    await put(maria.agent, PROFILE);
    const rental = await fitOf(maria.agent, await list('PRIVATE_OWNER_RENTAL'));
    expect([rental.status, rental.body.message]).toEqual([409, FIT_MESSAGES.notPartnerListing]);
    const silent = await fitOf(maria.agent, await list('FLIGHT_CLUB'));
    expect([silent.status, silent.body.message]).toEqual([409, FIT_MESSAGES.noGroupSide]);
  });

  it('answers 409 to a pilot without a home airport', async () => {
    const pilot = await signUpActor(t, 'nomad_pp', 'Pilot');
    await put(pilot.agent, PROFILE);
    const res = await fitOf(pilot.agent, bonanza);
    expect([res.status, res.body.message]).toEqual([409, FIT_MESSAGES.noHomeAirport]);
  });

  it('answers 404 for a hidden listing (the share route\'s answer), an unknown one, and 400 for a bad id', async () => {
    const hidden = await list('FLIGHT_CLUB', { partnerProfile: GROUP });
    expect((await owner.agent.post(`/api/share/${hidden}/disable`).set(V)).status).toBe(200);
    await put(maria.agent, PROFILE);
    const res = await fitOf(maria.agent, hidden);
    expect([res.status, res.body.message]).toEqual([404, LISTING_NOT_FOUND]);
    expect((await fitOf(maria.agent, 987654)).status).toBe(404);
    expect((await fitOf(maria.agent, 'abc')).status).toBe(400);
    // Its owner still sees it, and so its fit.
    await put(owner.agent, PROFILE);
    expect((await owner.agent.patch('/api/user').set(V).send({ user: { airport: lou } })).status).toBe(200);
    expect((await fitOf(owner.agent, hidden)).status).toBe(200);
  });
});

import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PILOT_NOT_FOUND } from '../../application/accounts/read-pilot-profile.service.js';
import type { Clock } from '../../application/ports/security.js';
import { type Actor, type Agent, listTestPlane, signInNewAdmin, signUpActor, sqlOf } from '../support/http-actors.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

// Issue 34, point 2: a hidden account (not discoverable) can be written to by id, or its reviews read, only
// with a reason to reach it; anyone else gets the 404 of GET /api/user/:id, alike for an unknown id.

const clock: Clock = { now: () => new Date('2027-03-01T12:00:00Z') };
const UNKNOWN = 99_999_999;

let t: TestApp;
let png: Buffer;
let airportId: number;
let owner: Actor;
let stranger: Actor;
let admin: { agent: Agent; id: number };
let share: number;
let seq = 0;

const sql = sqlOf(() => t);
const signUp = (plans: ('listing' | 'professional')[] = []) => signUpActor(t, `hidden${++seq}`, `Hidden${seq}`, plans);
const start = (agent: Agent, userId: number) => agent.post('/api/conversations').set(V).send({ userId, text: 'Hello there' });
const conversationsOf = async (id: number) => (await sql<{ n: number }>('select count(*)::int as n from conversations where started_by = ? or other_user = ?', [id, id]))[0]!.n;

async function hiddenPilot(): Promise<Actor> {
  const a = await signUp();
  expect((await a.agent.patch('/api/user').set(V).field('user', JSON.stringify({ isDiscoverable: false }))).status).toBe(200);
  return a;
}

/** The answer of GET /api/user/:id for an id nobody has: what a hidden account must look like. */
const unknownAnswer = async () => {
  const res = await stranger.agent.get(`/api/user/${UNKNOWN}`).set(V);
  expect(res.status).toBe(404);
  return res.body;
};

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  png = await new Jimp({ width: 300, height: 200, color: 0x3366ccff }).getBuffer('image/png');
  airportId = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
  owner = await signUp(['listing']);
  stranger = await signUp();
  admin = await signInNewAdmin(t);
  share = await listTestPlane(owner.agent, { type: 'PRIVATE_OWNER_RENTAL', airportId, png, tailNumber: 'N834HA', title: 'Skyhawk for rent' });
}, 120_000);
afterAll(() => t?.close());

describe('POST /api/conversations {userId}', () => {
  it('answers a hidden pilot, the admin and an unknown id alike with GET /api/user/:id\'s 404, storing nothing and naming no one', async () => {
    const hidden = await hiddenPilot();
    const expected = await unknownAnswer();
    expect(expected.errors).toEqual([PILOT_NOT_FOUND]);
    for (const id of [hidden.id, admin.id, UNKNOWN]) {
      const res = await start(stranger.agent, id);
      expect(res.status, String(id)).toBe(404);
      expect(res.body).toEqual(expected);
      expect((await stranger.agent.get(`/api/user/${id}`).set(V)).body).toEqual(expected);
    }
    expect(await conversationsOf(hidden.id)).toBe(0);
    expect(await conversationsOf(admin.id)).toBe(0);
    expect(JSON.stringify(await start(stranger.agent, hidden.id))).not.toContain('Hidden');
  });

  it('lets a discoverable pilot be written to from his card', async () => {
    const shown = await signUp();
    expect((await start(stranger.agent, shown.id)).status).toBe(201);
  });

  it('lets the owner write to a hidden pilot who asked for his plane, and either of two who already talk', async () => {
    const hidden = await hiddenPilot();
    const asked = await hidden.agent.post(`/api/share/${share}/requests`).set(V).send({ start: '2027-04-10T14:00:00Z', end: '2027-04-10T16:00:00Z', message: 'Local flight' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const res = await start(owner.agent, hidden.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.conversation).toMatchObject({ share: null, other: { id: hidden.id } });

    // A hidden pilot who wrote about a listing: the owner may answer him by person too.
    const writer = await hiddenPilot();
    expect((await writer.agent.post('/api/conversations').set(V).send({ shareId: share, text: 'Is it free?' })).status).toBe(201);
    expect((await start(owner.agent, writer.id)).status).toBe(201);
    // Nobody else has that reason.
    expect((await start(stranger.agent, writer.id)).status).toBe(404);
  });

  it('lets a hidden pilot with a discoverable professional profile be written to from that card', async () => {
    const pro = await signUp(['professional']);
    expect((await pro.agent.patch('/api/user').set(V).field('user', JSON.stringify({ isDiscoverable: false }))).status).toBe(200);
    const profile = { businessName: 'Hidden Flight Training', ratePerHour: 65, about: 'CFII.', airport: airportId, tags: ['Private'], isCommercial: false, isDiscoverable: true };
    expect((await pro.agent.post('/api/instructor').set(V).field('instructor', JSON.stringify(profile)).attach('avatar', png, { filename: 'a.png', contentType: 'image/png' })).status).toBe(201);
    expect((await start(stranger.agent, pro.id)).status).toBe(201);
  });
});

describe('GET /api/user/:id/reviews', () => {
  it('answers a hidden account as an unknown id, to visitors and pilots alike', async () => {
    const hidden = await hiddenPilot();
    const expected = await unknownAnswer();
    for (const agent of [t.request, stranger.agent, admin.agent]) {
      for (const id of [hidden.id, UNKNOWN]) {
        const res = await agent.get(`/api/user/${id}/reviews`).set(V);
        expect(res.status, String(id)).toBe(404);
        expect(res.body).toEqual(expected);
      }
    }
  });

  it('answers the account itself, a discoverable pilot, a listing\'s owner, and someone with a request between them', async () => {
    const hidden = await hiddenPilot();
    expect((await hidden.agent.get(`/api/user/${hidden.id}/reviews`).set(V)).status).toBe(200);
    expect((await t.request.get(`/api/user/${stranger.id}/reviews`).set(V)).status).toBe(200);
    // The owner of an active listing, hidden or not: his listing names him and carries its reviews.
    expect((await owner.agent.patch('/api/user').set(V).field('user', JSON.stringify({ isDiscoverable: false }))).status).toBe(200);
    expect((await t.request.get(`/api/user/${owner.id}/reviews`).set(V)).status).toBe(200);
    // A hidden pilot's reviews, for the owner he asked.
    expect((await owner.agent.get(`/api/user/${hidden.id}/reviews`).set(V)).status).toBe(404);
    expect((await hidden.agent.post(`/api/share/${share}/requests`).set(V).send({ start: '2027-04-12T14:00:00Z', end: '2027-04-12T16:00:00Z', message: 'Local flight' })).status).toBe(201);
    const res = await owner.agent.get(`/api/user/${hidden.id}/reviews`).set(V);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ items: [], total: 0 });
  });
});

import { RequestContext } from '@mikro-orm/core';
import { Jimp } from 'jimp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../application/ports/security.js';
import { AVAILABILITY_MESSAGES } from '../../domain/booking/availability.js';
import { BOOKING_MESSAGES } from '../../domain/booking/booking-transitions.js';
import { PERIOD_MESSAGES } from '../../domain/booking/period-rules.js';
import { REQUEST_MESSAGES } from '../../domain/booking/request-rules.js';
import { listTestPlane, signUpActor, sqlOf, type Agent } from '../support/http-actors.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

// Issue 14: the booking routes, every transition as a visitor, the pilot, the owner, a stranger and an admin,
// and the bad input the period rules refuse (400 with the rule's message, nothing written).

const START = new Date('2027-03-01T12:00:00Z'); // a Monday; Louisville (LOU) is America/Kentucky/Louisville, like New York's clock
let now = new Date(START);
const clock: Clock = { now: () => new Date(now) };

let t: TestApp;
let png: Buffer;
let airportId: number;
let owner: Agent;
let pilot: Agent;
let stranger: Agent;
let admin: Agent;
let ids: { owner: number; pilot: number; stranger: number };
let rental: number;
let club: number;
let seq = 0;
let tail = 300;

const signUp = (subscribed = false) => signUpActor(t, `booker${++seq}`, `Booker${seq}`, subscribed ? (['listing'] as const) : []);

const list = (type: 'PRIVATE_OWNER_RENTAL' | 'FLIGHT_CLUB') => listTestPlane(owner, { type, airportId, png, tailNumber: `N${++tail}BK`, title: 'Skyhawk for rent' });

const sql = sqlOf(() => t);
const requestCount = async () => Number((await sql<{ n: string }>('select count(*) as n from booking_requests'))[0]!.n);

/** Day `d` of March 2027 at `h` o'clock UTC (Louisville is UTC-5 until the 14th, UTC-4 after). */
const at = (d: number, h: number) => `2027-03-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:00:00Z`;
const ask = (agent: Agent, shareId: number, body: Record<string, unknown>) => agent.post(`/api/share/${shareId}/requests`).set(V).send(body);
async function pending(start: string, end: string, by: Agent = pilot, shareId = rental): Promise<number> {
  const res = await ask(by, shareId, { start, end, message: 'Local flight' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}
async function approved(start: string, end: string, by: Agent = pilot): Promise<number> {
  const id = await pending(start, end, by);
  expect((await owner.post(`/api/requests/${id}/approve`).set(V).send({})).status).toBe(200);
  return id;
}
const act = (agent: Agent | TestApp['request'], id: number, action: string, body: Record<string, unknown> = {}) =>
  agent.post(`/api/requests/${id}/${action}`).set(V).send(body);

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  png = await new Jimp({ width: 300, height: 200, color: 0x3366ccff }).getBuffer('image/png');
  airportId = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
  const o = await signUp(true);
  const p = await signUp();
  const s = await signUp(true);
  owner = o.agent;
  pilot = p.agent;
  stranger = s.agent;
  ids = { owner: o.id, pilot: p.id, stranger: s.id };
  await RequestContext.create(t.orm.em, async () => {
    const boss = await t.composed.repositories.users.create({
      username: 'boss', email: 'boss@example.com', firstname: 'B', lastname: 'A', provider: 'local', providerId: null,
      passwordHash: await t.composed.hasher.hash('boss-password'), avatar: null, airportId: null, isDiscoverable: false, bio: '', isAdmin: true,
    });
    expect(boss.isAdmin).toBe(true);
  });
  admin = t.agent();
  expect((await admin.post('/api/auth/local').set(V).send({ user: 'boss', password: 'boss-password' })).status).toBe(200);
  rental = await list('PRIVATE_OWNER_RENTAL');
  club = await list('FLIGHT_CLUB');
  // Room for the many requests below (the default lets a pilot hold three future bookings per listing).
  expect((await owner.put(`/api/share/${rental}/availability`).set(V).send({ rules: { maxFutureBookings: 100 } })).status).toBe(200);
}, 120_000);
afterAll(() => t?.close());
beforeEach(() => {
  now = new Date(START);
});

describe('GET and PUT /api/share/:id/availability', () => {
  it('moves a listing\'s saved calendar to its new airport\'s time zone when the listing moves', async () => {
    const moving = await list('PRIVATE_OWNER_RENTAL');
    expect((await owner.put(`/api/share/${moving}/availability`).set(V).send({ rules: { noticeMinutes: 240 } })).status).toBe(200);
    const denver = (await t.request.get('/api/airport?q=APA').set(V)).body[0];
    expect(denver.locationId).toBe('APA');
    const moved = await owner.patch(`/api/share/${moving}`).set(V).send({ airport: denver.id });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const res = await t.request.get(`/api/share/${moving}/availability`).set(V);
    // Its own settings stay; the hours are now Centennial's (America/Denver), not Louisville's.
    expect(res.body).toMatchObject({ timeZone: 'America/Denver', rules: { noticeMinutes: 240 } });
  });

  it('answers anyone the defaults in the airport\'s zone; only the owner and admins may edit', async () => {
    const res = await t.request.get(`/api/share/${club}/availability`).set(V);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      shareId: club, timeZone: 'America/Kentucky/Louisville', openHours: [], blocks: [], grounded: null, canEdit: false,
      rules: { minMinutes: 60, maxMinutes: 14 * 1440, noticeMinutes: 120, maxDaysAhead: 180, maxFutureBookings: 3 },
    });
    expect((await owner.get(`/api/share/${club}/availability`).set(V)).body.canEdit).toBe(true);
    expect((await admin.get(`/api/share/${club}/availability`).set(V)).body.canEdit).toBe(true);
    expect((await pilot.get(`/api/share/${club}/availability`).set(V)).body.canEdit).toBe(false);
    expect((await t.request.get('/api/share/99999999/availability').set(V)).status).toBe(404);
    expect((await t.request.get('/api/share/abc/availability').set(V)).status).toBe(400);
  });

  it('saves what the owner or an admin sends; 401 visitors, 403 other pilots', async () => {
    const body = { openHours: [{ day: 1, from: 480, to: 1080 }], rules: { minMinutes: 90 } };
    expect((await t.request.put(`/api/share/${club}/availability`).set(V).send(body)).status).toBe(401);
    expect((await stranger.put(`/api/share/${club}/availability`).set(V).send(body)).status).toBe(403);
    const res = await owner.put(`/api/share/${club}/availability`).set(V).send(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ openHours: [{ day: 1, from: 480, to: 1080 }], rules: { minMinutes: 90, maxMinutes: 14 * 1440 } });
    expect((await admin.put(`/api/share/${club}/availability`).set(V).send({ rules: { minMinutes: 60 }, openHours: [] })).status).toBe(200);
    expect((await t.request.get(`/api/share/${club}/availability`).set(V)).body).toMatchObject({ openHours: [], rules: { minMinutes: 60 } });
  });

  it.each([
    [{ rules: { minMinutes: 'an hour' } }, 'minMinutes', AVAILABILITY_MESSAGES.minMinutes],
    [{ rules: { maxDaysAhead: 0 } }, 'maxDaysAhead', AVAILABILITY_MESSAGES.maxDaysAhead],
    [{ openHours: [null] }, 'openHours', AVAILABILITY_MESSAGES.openHours],
    [{ openHours: [{ day: 1, from: 600, to: 540 }] }, 'openHours', AVAILABILITY_MESSAGES.openHours],
    [{ openHours: [{ day: 1, from: 480, to: 720 }, { day: 1, from: 600, to: 900 }] }, 'openHours', AVAILABILITY_MESSAGES.openHoursOverlap],
    [{ timeZone: 'Atlantis/Main' }, 'timeZone', AVAILABILITY_MESSAGES.timeZone],
    [{ openHours: 'weekdays' }, 'openHours', 'openHours must be a list of { day, from, to }'],
    [{ rules: [1, 2] }, 'rules', 'rules must be an object'],
    [{ timeZone: 5 }, 'timeZone', 'timeZone must be text, an IANA zone such as America/Denver'],
  ])('refuses %j with the field\'s message and changes nothing', async (body, field, message) => {
    const before = (await owner.get(`/api/share/${club}/availability`).set(V)).body;
    const res = await owner.put(`/api/share/${club}/availability`).set(V).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_failed', fields: { [field]: [message] } });
    expect((await owner.get(`/api/share/${club}/availability`).set(V)).body).toEqual(before);
  });
});

describe('blocked periods', () => {
  it('are added and removed by the owner or an admin, and show without their reason to others', async () => {
    const block = { start: at(20, 14), end: at(20, 18), reason: 'Annual inspection' };
    expect((await t.request.post(`/api/share/${rental}/blocks`).set(V).send(block)).status).toBe(401);
    expect((await stranger.post(`/api/share/${rental}/blocks`).set(V).send(block)).status).toBe(403);
    const res = await owner.post(`/api/share/${rental}/blocks`).set(V).send(block);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ shareId: rental, start: '2027-03-20T14:00:00.000Z', end: '2027-03-20T18:00:00.000Z', reason: 'Annual inspection' });
    expect((await owner.get(`/api/share/${rental}/availability`).set(V)).body.blocks).toEqual([
      { id: res.body.id, start: '2027-03-20T14:00:00.000Z', end: '2027-03-20T18:00:00.000Z', startLocal: '2027-03-20T10:00:00-04:00', endLocal: '2027-03-20T14:00:00-04:00', reason: 'Annual inspection' },
    ]);
    expect((await pilot.get(`/api/share/${rental}/availability`).set(V)).body.blocks[0]).not.toHaveProperty('reason');
    // A request over it names the rule; nothing is written.
    const count = await requestCount();
    const over = await ask(pilot, rental, { start: at(20, 16), end: at(20, 20), message: 'Hi' });
    expect(over.status).toBe(400);
    expect(over.body.fields).toEqual({ period: [PERIOD_MESSAGES.blocked('Annual inspection')] });
    expect(await requestCount()).toBe(count);

    expect((await stranger.delete(`/api/share/${rental}/blocks/${res.body.id}`).set(V)).status).toBe(403);
    expect((await admin.delete(`/api/share/${rental}/blocks/${res.body.id}`).set(V)).status).toBe(204);
    expect((await owner.delete(`/api/share/${rental}/blocks/${res.body.id}`).set(V)).status).toBe(404);
    expect((await owner.get(`/api/share/${rental}/availability`).set(V)).body.blocks).toEqual([]);
  });

  it.each([
    [{ start: at(21, 14), end: at(21, 12), reason: 'Oil change' }, 'end', AVAILABILITY_MESSAGES.blockPeriod],
    [{ start: at(21, 14), end: at(21, 16), reason: ' ' }, 'reason', AVAILABILITY_MESSAGES.blockReason],
    [{ start: 'next tuesday', end: at(21, 16), reason: 'Oil change' }, 'start', 'The start is not a date and time with its offset (for example 2027-03-14T09:00:00-04:00).'],
    [{ start: at(21, 14), end: 1700000000, reason: 'Oil change' }, 'end', 'end must be an ISO 8601 date and time, for example 2027-03-14T09:00:00Z'],
  ])('refuses %j with the field\'s message', async (body, field, message) => {
    const res = await owner.post(`/api/share/${rental}/blocks`).set(V).send(body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: [message] });
    expect(Number((await sql<{ n: string }>('select count(*) as n from share_blocks where share_id = ?', [rental]))[0]!.n)).toBe(0);
  });

  it('refuses a block over an approved booking (409)', async () => {
    await approved(at(22, 14), at(22, 16));
    const res = await owner.post(`/api/share/${rental}/blocks`).set(V).send({ start: at(22, 15), end: at(22, 17), reason: 'Own use' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(AVAILABILITY_MESSAGES.blockOverlap);
  });
});

describe('POST /api/share/:id/requests', () => {
  it('creates a pending request for a signed-in pilot, answered with its times in the airport\'s zone', async () => {
    expect((await ask(t.request as unknown as Agent, rental, { start: at(8, 14), end: at(8, 17), message: 'Hi' })).status).toBe(401);
    const res = await ask(pilot, rental, { start: at(8, 14), end: at(8, 17), message: '  Local flight, back by five.  ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      shareId: rental, kind: 'rental', state: 'pending', start: '2027-03-08T14:00:00.000Z', end: '2027-03-08T17:00:00.000Z',
      timeZone: 'America/Kentucky/Louisville', startLocal: '2027-03-08T09:00:00-05:00', endLocal: '2027-03-08T12:00:00-05:00',
      message: 'Local flight, back by five.', reason: '', cancelledBy: null,
      pilot: { id: ids.pilot, name: expect.stringMatching(/^Pat Booker/) }, owner: { id: ids.owner },
      share: { id: rental, title: 'Skyhawk for rent', type: 'PRIVATE_OWNER_RENTAL' },
      createdAt: START.toISOString(), expiresAt: '2027-03-03T12:00:00.000Z', actions: ['withdraw'],
    });
    expect((await owner.get(`/api/requests/${res.body.id}`).set(V)).body.actions).toEqual(['approve', 'decline']);
  });

  it('accepts a wall-clock time of the airport without an offset', async () => {
    const res = await ask(pilot, rental, { start: '2027-03-16T09:00', end: '2027-03-16T11:30', message: '' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ start: '2027-03-16T13:00:00.000Z', startLocal: '2027-03-16T09:00:00-04:00' });
  });

  it.each([
    ['in the past', { start: '2027-02-27T14:00:00Z', end: '2027-02-27T16:00:00Z' }, { start: [PERIOD_MESSAGES.past] }],
    ['too short', { start: at(9, 14), end: at(9, 14).replace('14:00', '14:30') }, { period: [PERIOD_MESSAGES.tooShort(60)] }],
    ['too long', { start: at(9, 14), end: at(29, 14) }, { period: [PERIOD_MESSAGES.tooLong(14 * 1440)] }],
    ['without notice', { start: at(1, 13), end: at(1, 15) }, { start: [PERIOD_MESSAGES.notice(120)] }],
    ['ending before it starts', { start: at(9, 16), end: at(9, 14) }, { end: [PERIOD_MESSAGES.endBeforeStart] }],
    [
      'in the daylight-saving gap', { start: '2027-03-14T02:30', end: '2027-03-14T05:00' },
      { start: [PERIOD_MESSAGES.gap('start', { year: 2027, month: 3, day: 14, hour: 2, minute: 30, second: 0 }, 'America/Kentucky/Louisville')] },
    ],
    ['with a number for a start', { start: 1_900_000_000, end: at(9, 16) }, { start: [PERIOD_MESSAGES.invalid('start')] }],
    ['without a period', { message: 'Hi' }, { start: [PERIOD_MESSAGES.startMissing], end: [PERIOD_MESSAGES.endMissing] }],
  ])('refuses a period %s with the rule\'s message and writes nothing', async (_label, period, fields) => {
    const count = await requestCount();
    const res = await ask(pilot, rental, { message: 'Hi', ...period });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_failed', fields });
    expect(res.body.message).toBe(Object.values(fields)[0]![0]);
    expect(await requestCount()).toBe(count);
  });

  it('refuses a message that is not text, and one that is too long', async () => {
    expect((await ask(pilot, rental, { start: at(9, 14), end: at(9, 16), message: 42 })).body).toMatchObject({ fields: { message: ['message must be text'] } });
    expect((await ask(pilot, rental, { start: at(9, 14), end: at(9, 16), message: 'x'.repeat(2001) })).body).toMatchObject({ fields: { message: [REQUEST_MESSAGES.messageTooLong] } });
    expect((await pilot.post(`/api/share/${rental}/requests`).set(V).send([1, 2])).status).toBe(400);
  });

  it('refuses times outside the open hours', async () => {
    const hours = await list('PRIVATE_OWNER_RENTAL');
    // Monday to Friday, 08:00 to 18:00 local.
    const openHours = [1, 2, 3, 4, 5].map((day) => ({ day, from: 480, to: 1080 }));
    expect((await owner.put(`/api/share/${hours}/availability`).set(V).send({ openHours })).status).toBe(200);
    const res = await ask(pilot, hours, { start: '2027-03-06T10:00', end: '2027-03-06T12:00', message: '' }); // a Saturday
    expect(res.status).toBe(400);
    expect(res.body.fields.start).toEqual([PERIOD_MESSAGES.closed('start', { year: 2027, month: 3, day: 6, hour: 10, minute: 0, second: 0 }, 'America/Kentucky/Louisville')]);
    expect((await ask(pilot, hours, { start: '2027-03-05T10:00', end: '2027-03-05T18:00', message: '' })).status).toBe(201);
  });

  it('refuses the owner\'s own listing (403), a hidden listing (404) and a period already booked (409)', async () => {
    expect((await ask(owner, rental, { start: at(10, 14), end: at(10, 16) })).body).toMatchObject({ error: 'forbidden', message: REQUEST_MESSAGES.ownListing });
    const hidden = await list('PRIVATE_OWNER_RENTAL');
    expect((await owner.post(`/api/share/${hidden}/disable`).set(V)).status).toBe(200);
    expect((await ask(pilot, hidden, { start: at(10, 14), end: at(10, 16) })).status).toBe(404);
    await approved(at(10, 14), at(10, 16));
    const res = await ask(stranger, rental, { start: at(10, 15), end: at(10, 17), message: 'Hi' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(REQUEST_MESSAGES.alreadyBooked);
  });

  it('takes a request to join a club with a message and no period', async () => {
    const withPeriod = await ask(pilot, club, { start: at(10, 14), end: at(10, 16), message: 'Hello' });
    expect(withPeriod.status).toBe(400);
    expect(withPeriod.body.fields).toEqual({ period: [REQUEST_MESSAGES.joinHasNoPeriod] });
    expect((await ask(pilot, club, {})).body.fields).toEqual({ message: [REQUEST_MESSAGES.joinNeedsMessage] });
    const res = await ask(pilot, club, { message: 'Private pilot, 300 hours, based at LOU.' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'join', state: 'pending', start: null, end: null, startLocal: null });
    expect((await ask(pilot, club, { message: 'Again' })).body).toMatchObject({ error: 'conflict', message: REQUEST_MESSAGES.alreadyAsked });
    expect((await act(pilot, res.body.id, 'withdraw')).body.state).toBe('withdrawn');
  });
});

describe('the transitions', () => {
  it('approve: the owner only (403 pilot and admin, 404 stranger, 401 visitor), once (409)', async () => {
    const id = await pending(at(11, 14), at(11, 16));
    expect((await act(t.request, id, 'approve')).status).toBe(401);
    expect((await act(stranger, id, 'approve')).status).toBe(404);
    expect((await act(pilot, id, 'approve')).body).toMatchObject({ error: 'forbidden', message: BOOKING_MESSAGES.onlyOwnerAnswers });
    expect((await act(admin, id, 'approve')).status).toBe(403);
    const res = await act(owner, id, 'approve');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, state: 'approved', decidedAt: START.toISOString(), actions: ['cancel'] });
    expect((await act(owner, id, 'approve')).status).toBe(409);
    expect((await act(owner, id, 'decline', { reason: 'x' })).status).toBe(409);
  });

  it('approve over an approved booking: 409 with a message, the request stays pending', async () => {
    const first = await pending(at(12, 14), at(12, 17));
    const second = await pending(at(12, 16), at(12, 19), stranger);
    expect((await act(owner, first, 'approve')).status).toBe(200);
    const res = await act(owner, second, 'approve');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'conflict', message: BOOKING_MESSAGES.overlap });
    expect((await owner.get(`/api/requests/${second}`).set(V)).body.state).toBe('pending');
  });

  it('decline: the owner with a reason, kept', async () => {
    const id = await pending(at(13, 14), at(13, 16));
    expect((await act(pilot, id, 'decline', { reason: 'No' })).status).toBe(403);
    const missing = await act(owner, id, 'decline', {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ reason: [BOOKING_MESSAGES.reasonRequired] });
    expect((await act(owner, id, 'decline', { reason: 7 })).body.fields).toEqual({ reason: ['reason must be text'] });
    const res = await act(owner, id, 'decline', { reason: 'The plane is at the paint shop.' });
    expect(res.body).toMatchObject({ state: 'declined', reason: 'The plane is at the paint shop.', actions: [] });
    expect((await pilot.get(`/api/requests/${id}`).set(V)).body.reason).toBe('The plane is at the paint shop.');
  });

  it('withdraw: the pilot only, while pending', async () => {
    const id = await pending(at(15, 14), at(15, 16));
    expect((await act(owner, id, 'withdraw')).body.message).toBe(BOOKING_MESSAGES.onlyPilotWithdraws);
    expect((await act(stranger, id, 'withdraw')).status).toBe(404);
    expect((await act(pilot, id, 'withdraw')).body.state).toBe('withdrawn');
    expect((await act(pilot, id, 'withdraw')).status).toBe(409);
  });

  it('cancel: the pilot, the owner or an admin, with a reason; a stranger gets 404', async () => {
    for (const [who, by] of [[pilot, 'pilot'], [owner, 'owner'], [admin, 'admin']] as const) {
      const id = await approved(at(17, 14), at(17, 16));
      expect((await act(stranger, id, 'cancel', { reason: 'Mine now' })).status).toBe(404);
      expect((await act(t.request, id, 'cancel', { reason: 'x' })).status).toBe(401);
      expect((await act(who, id, 'cancel', {})).body.fields).toEqual({ reason: [BOOKING_MESSAGES.reasonRequired] });
      const res = await act(who, id, 'cancel', { reason: 'Weather' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ state: 'cancelled', reason: 'Weather', cancelledBy: by });
      // The period is free again.
      expect((await owner.get(`/api/share/${rental}/calendar?from=${at(17, 0)}&to=${at(18, 0)}`).set(V)).body.entries).toEqual([]);
    }
  });

  it('cancel of a pending request is refused (409): withdraw it instead', async () => {
    const id = await pending(at(18, 14), at(18, 16));
    expect((await act(pilot, id, 'cancel', { reason: 'x' })).status).toBe(409);
  });
});

describe('GET /api/requests, /api/requests/count and /api/requests/:id', () => {
  it('lists a pilot\'s own requests and the requests on an owner\'s listings, by state', async () => {
    const id = await pending(at(19, 14), at(19, 16));
    expect((await t.request.get('/api/requests?role=pilot').set(V)).status).toBe(401);
    const mine = await pilot.get('/api/requests?role=pilot&state=pending').set(V);
    expect(mine.status).toBe(200);
    expect(mine.body.requests.map((r: { id: number }) => r.id)).toContain(id);
    expect(mine.body.requests.every((r: { state: string; pilot: { id: number } }) => r.state === 'pending' && r.pilot.id === ids.pilot)).toBe(true);
    expect(mine.body.total).toBe(mine.body.requests.length);
    const theirs = await owner.get('/api/requests?role=owner').set(V);
    expect(theirs.body.requests.map((r: { id: number }) => r.id)).toContain(id);
    expect((await stranger.get('/api/requests?role=owner').set(V)).body).toMatchObject({ requests: [], total: 0 });
    expect((await pilot.get('/api/requests?role=owner').set(V)).body.total).toBe(0);
    const states = await pilot.get('/api/requests?role=pilot&state=approved,cancelled&limit=2&page=1').set(V);
    expect(states.body.requests.length).toBeLessThanOrEqual(2);
    expect(states.body.requests.every((r: { state: string }) => ['approved', 'cancelled'].includes(r.state))).toBe(true);
  });

  it.each([
    ['role=driver', 'role', 'role must be pilot or owner'],
    ['', 'role', 'role must be pilot or owner'],
    ['role=pilot&state=lost', 'state', 'state must be one or more of pending, approved, declined, expired, withdrawn, cancelled, checked_out, flown, closed, disputed, no_show, separated by commas'],
    ['role=pilot&limit=500', 'limit', 'limit must be between 1 and 100'],
  ])('refuses ?%s (400 on %s)', async (query, field, message) => {
    const res = await pilot.get(`/api/requests?${query}`).set(V);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: [message] });
  });

  it('counts the requests waiting for the owner\'s answer', async () => {
    const before = (await owner.get('/api/requests/count').set(V)).body.pending as number;
    const id = await pending(at(23, 14), at(23, 16));
    expect((await owner.get('/api/requests/count').set(V)).body).toEqual({ pending: before + 1 });
    expect((await pilot.get('/api/requests/count').set(V)).body).toEqual({ pending: 0 });
    expect((await t.request.get('/api/requests/count').set(V)).status).toBe(401);
    await act(pilot, id, 'withdraw');
    expect((await owner.get('/api/requests/count').set(V)).body).toEqual({ pending: before });
  });

  it('shows one request to its pilot, its owner and admins; 404 to strangers', async () => {
    const id = await pending(at(24, 14), at(24, 16));
    for (const who of [pilot, owner, admin]) expect((await who.get(`/api/requests/${id}`).set(V)).body.id).toBe(id);
    expect((await stranger.get(`/api/requests/${id}`).set(V)).status).toBe(404);
    expect((await t.request.get(`/api/requests/${id}`).set(V)).status).toBe(401);
    expect((await pilot.get('/api/requests/0').set(V)).status).toBe(400);
  });
});

describe('GET /api/share/:id/calendar', () => {
  it('shows booked and blocked time; names only to the owner, admins and the booking\'s pilot', async () => {
    const id = await approved(at(25, 14), at(25, 16));
    const block = await owner.post(`/api/share/${rental}/blocks`).set(V).send({ start: at(25, 18), end: at(25, 20), reason: 'Own use' });
    expect(block.status).toBe(201);
    const url = `/api/share/${rental}/calendar?from=${at(25, 0)}&to=${at(26, 0)}`;
    const visitor = await t.request.get(url).set(V);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({ shareId: rental, timeZone: 'America/Kentucky/Louisville', grounded: false, from: '2027-03-25T00:00:00.000Z' });
    expect(visitor.body.entries).toEqual([
      { kind: 'booked', start: '2027-03-25T14:00:00.000Z', end: '2027-03-25T16:00:00.000Z', startLocal: '2027-03-25T10:00:00-04:00', endLocal: '2027-03-25T12:00:00-04:00' },
      { kind: 'blocked', start: '2027-03-25T18:00:00.000Z', end: '2027-03-25T20:00:00.000Z', startLocal: '2027-03-25T14:00:00-04:00', endLocal: '2027-03-25T16:00:00-04:00' },
    ]);
    expect((await stranger.get(url).set(V)).body.entries).toEqual(visitor.body.entries);
    const mine = (await pilot.get(url).set(V)).body.entries[0];
    expect(mine).toMatchObject({ bookingId: id, mine: true, pilotName: expect.stringMatching(/^Pat Booker/) });
    const owners = (await owner.get(url).set(V)).body.entries;
    expect(owners[0]).toMatchObject({ bookingId: id, mine: false, pilotName: expect.stringMatching(/^Pat Booker/) });
    expect(owners[1]).toMatchObject({ kind: 'blocked', reason: 'Own use' });
    expect((await admin.get(url).set(V)).body.entries[0]).toHaveProperty('pilotName');
  });

  it.each([
    [`from=${at(25, 0)}`, 'to', 'to must be an ISO 8601 date and time, for example 2027-03-14T09:00:00Z'],
    [`from=soon&to=${at(26, 0)}`, 'from', 'The from is not a date and time with its offset (for example 2027-03-14T09:00:00-04:00).'],
    [`from=${at(26, 0)}&to=${at(25, 0)}`, 'to', 'The calendar period ends after it starts.'],
    ['from=2027-01-01T00:00:00Z&to=2027-06-01T00:00:00Z', 'to', 'The calendar shows at most 62 days at a time.'],
  ])('refuses ?%s (400 on %s)', async (query, field, message) => {
    const res = await t.request.get(`/api/share/${rental}/calendar?${query}`).set(V);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: [message] });
  });
});

describe('POST and DELETE /api/share/:id/ground', () => {
  it('grounds a listing with a reason: no new requests or approvals until it is cleared', async () => {
    const shareId = await list('PRIVATE_OWNER_RENTAL');
    const booked = await pending(at(26, 14), at(26, 16), pilot, shareId);
    expect((await act(owner, booked, 'approve')).status).toBe(200);
    const waiting = await pending(at(27, 14), at(27, 16), pilot, shareId);
    expect((await t.request.post(`/api/share/${shareId}/ground`).set(V).send({ reason: 'Squawk' })).status).toBe(401);
    expect((await pilot.post(`/api/share/${shareId}/ground`).set(V).send({ reason: 'Squawk' })).status).toBe(403);
    expect((await owner.post(`/api/share/${shareId}/ground`).set(V).send({})).body.fields).toEqual({ reason: [AVAILABILITY_MESSAGES.groundReason] });
    const res = await owner.post(`/api/share/${shareId}/ground`).set(V).send({ reason: 'Alternator failure' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ grounded: { reason: 'Alternator failure', since: START.toISOString() }, affectedBookings: [booked] });
    const refused = await ask(stranger, shareId, { start: at(28, 14), end: at(28, 16), message: '' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(REQUEST_MESSAGES.grounded('Alternator failure'));
    expect((await act(owner, waiting, 'approve')).body.message).toBe(REQUEST_MESSAGES.grounded('Alternator failure'));
    expect((await t.request.get(`/api/share/${shareId}/calendar?from=${at(26, 0)}&to=${at(28, 0)}`).set(V)).body.grounded).toBe(true);

    expect((await stranger.delete(`/api/share/${shareId}/ground`).set(V)).status).toBe(403);
    const cleared = await admin.delete(`/api/share/${shareId}/ground`).set(V);
    expect(cleared.status).toBe(200);
    expect(cleared.body.grounded).toBeNull();
    expect((await act(owner, waiting, 'approve')).body.state).toBe('approved');
  });
});

describe('the expiry job', () => {
  it('expires a request unanswered for 48 hours on its round, and leaves younger and answered ones', async () => {
    const due = await pending(at(29, 14), at(29, 16));
    const young = await pending(at(29, 17), at(29, 19));
    const answered = await pending(at(29, 20), at(29, 22), stranger);
    expect((await act(owner, answered, 'approve')).status).toBe(200);
    now = new Date(START.getTime() + 47 * 3_600_000);
    await sql('update booking_requests set expires_at = ? where id = ?', [new Date(START.getTime() + 49 * 3_600_000), young]);
    // Past its 48 hours and before the job: it can no longer be answered.
    now = new Date(START.getTime() + 48 * 3_600_000 + 60_000);
    expect((await act(owner, due, 'approve')).body.message).toBe(BOOKING_MESSAGES.expired);

    const job = t.composed.bookings.expiryJob();
    job.start(); // its first round runs at once, then once a minute
    try {
      await expect.poll(async () => (await pilot.get(`/api/requests/${due}`).set(V)).body.state, { timeout: 10_000 }).toBe('expired');
    } finally {
      await job.stop();
    }
    const expired = (await pilot.get(`/api/requests/${due}`).set(V)).body;
    expect(expired).toMatchObject({ state: 'expired', decidedAt: now.toISOString(), actions: [] });
    expect((await pilot.get(`/api/requests/${young}`).set(V)).body.state).toBe('pending');
    expect((await stranger.get(`/api/requests/${answered}`).set(V)).body.state).toBe('approved');
    expect(await job.round()).toEqual([]); // nothing left to expire
  });
});

describe('the iCalendar feeds', () => {
  const path = (url: string) => new URL(url).pathname;

  it('a listing\'s: its bookings and blocks at a secret address its owner reads and resets', async () => {
    const shareId = await list('PRIVATE_OWNER_RENTAL');
    const booked = await pending(at(30, 14), at(30, 17), pilot, shareId);
    expect((await act(owner, booked, 'approve')).status).toBe(200);
    await pending(at(30, 18), at(30, 19), pilot, shareId); // pending: not in the feed
    expect((await owner.post(`/api/share/${shareId}/blocks`).set(V).send({ start: at(31, 12), end: at(31, 16), reason: 'Oil change; new filter' })).status).toBe(201);

    const icsUrl = (await owner.get(`/api/share/${shareId}/availability`).set(V)).body.icsUrl as string;
    expect(icsUrl).toMatch(/^http:\/\/wingshare\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await owner.get(`/api/share/${shareId}/availability`).set(V)).body.icsUrl).toBe(icsUrl); // stable
    expect((await admin.get(`/api/share/${shareId}/availability`).set(V)).body.icsUrl).toBe(icsUrl);
    expect((await pilot.get(`/api/share/${shareId}/availability`).set(V)).body).not.toHaveProperty('icsUrl');
    expect((await t.request.get(`/api/share/${shareId}/availability`).set(V)).body).not.toHaveProperty('icsUrl');

    const feed = await t.request.get(path(icsUrl)); // a calendar app: no version header, no session
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = feed.text.replace(/\r\n /g, ''); // unfolded
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain(`UID:booking-${booked}@wingshare`);
    expect(text).toContain('DTSTART:20270330T140000Z');
    expect(text).toContain('DTEND:20270330T170000Z');
    expect(text).toMatch(/SUMMARY:Booked by Pat Booker\d+/);
    expect(text).toContain('SUMMARY:Blocked: Oil change\\; new filter');
    expect(text).toContain('DTSTART:20270331T120000Z');

    expect((await stranger.post(`/api/share/${shareId}/calendar-token`).set(V)).status).toBe(403);
    expect((await t.request.post(`/api/share/${shareId}/calendar-token`).set(V)).status).toBe(401);
    const reset = await owner.post(`/api/share/${shareId}/calendar-token`).set(V);
    expect(reset.status).toBe(200);
    expect(reset.body.icsUrl).not.toBe(icsUrl);
    expect((await t.request.get(path(icsUrl))).status).toBe(404);
    expect((await t.request.get(path(reset.body.icsUrl))).text).toContain(`UID:booking-${booked}@wingshare`);
    expect((await owner.get(`/api/share/${shareId}/availability`).set(V)).body.icsUrl).toBe(reset.body.icsUrl);
  });

  it('a user\'s: their approved bookings, at the address GET /api/user names; reset ends the old one', async () => {
    const id = await approved(at(27, 10), at(27, 12));
    const icsUrl = (await pilot.get('/api/user').set(V)).body.icsUrl as string;
    expect(icsUrl).toMatch(/^http:\/\/wingshare\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await owner.get('/api/user').set(V)).body.icsUrl).not.toBe(icsUrl);
    const text = (await t.request.get(path(icsUrl))).text.replace(/\r\n /g, '');
    expect(text).toContain(`UID:booking-${id}@wingshare`);
    expect(text).toContain('SUMMARY:Skyhawk for rent');
    expect(text).toContain('Times at the airport: America/Kentucky/Louisville');
    expect((await t.request.post('/api/user/calendar-token').set(V)).status).toBe(401);
    const reset = await pilot.post('/api/user/calendar-token').set(V);
    expect(reset.body.icsUrl).not.toBe(icsUrl);
    expect((await t.request.get(path(icsUrl))).status).toBe(404);
    expect((await t.request.get(path(reset.body.icsUrl))).status).toBe(200);
  });

  it('answers 404 to a made-up address', async () => {
    for (const token of ['nope', 'A'.repeat(43), '%E0%A4%A']) {
      const res = await t.request.get(`/api/calendar/${token}.ics`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: 'not_found', message: 'This calendar address does not exist (any more): copy the new one from Wingshare.' });
    }
  });
});

describe('the mails', () => {
  const emailOf = async (id: number) => (await sql<{ email: string }>('select email from users where id = ?', [id]))[0]!.email;
  const deliverAll = async () => {
    const worker = t.composed.alerts.worker();
    while ((await worker.round()).claimed > 0);
  };
  const mailsOf = (shareId: number) =>
    sql<{ kind: string; recipient: string; subject: string; text: string }>(
      `select o.kind, o.recipient, o.subject, o.text from outbox o
        where o.kind like 'booking_%' and o.idempotency_key in (select a.kind || '-' || a.user_id || '-' || a.share_id || '-' || a.delivery_key from alert_outbox a where a.share_id = ?)
        order by o.id`,
      [shareId],
    );

  it('writes exactly one mail per event to the other side, with the times in the airport\'s zone', async () => {
    const shareId = await list('PRIVATE_OWNER_RENTAL');
    const [ownerEmail, pilotEmail, strangerEmail] = await Promise.all([emailOf(ids.owner), emailOf(ids.pilot), emailOf(ids.stranger)]);
    const received = await pending(at(8, 14), at(8, 17), pilot, shareId); // received -> owner
    expect((await act(owner, received, 'approve')).status).toBe(200); // approved -> pilot
    const declined = await pending(at(9, 14), at(9, 16), stranger, shareId);
    expect((await act(owner, declined, 'decline', { reason: 'Annual due' })).status).toBe(200); // declined -> stranger
    const withdrawn = await pending(at(10, 14), at(10, 16), stranger, shareId);
    expect((await act(stranger, withdrawn, 'withdraw')).status).toBe(200); // withdrawn: nobody
    const cancelled = await pending(at(11, 14), at(11, 16), stranger, shareId);
    expect((await act(owner, cancelled, 'approve')).status).toBe(200);
    expect((await act(stranger, cancelled, 'cancel', { reason: 'Sick' })).status).toBe(200); // cancelled by the pilot -> owner
    const byAdmin = await pending(at(12, 14), at(12, 16), stranger, shareId);
    expect((await act(owner, byAdmin, 'approve')).status).toBe(200);
    expect((await act(admin, byAdmin, 'cancel', { reason: 'Listing under review' })).status).toBe(200); // by staff -> both
    const expiring = await pending(at(13, 14), at(13, 16), pilot, shareId);
    // Grounded: the pilots holding future approved bookings (the pilot's received one), once per grounding.
    expect((await owner.post(`/api/share/${shareId}/ground`).set(V).send({ reason: 'Left mag rough' })).status).toBe(200);
    expect((await owner.post(`/api/share/${shareId}/ground`).set(V).send({ reason: 'Left mag rough, parts ordered' })).status).toBe(200);
    now = new Date(START.getTime() + 49 * 3_600_000);
    expect((await t.composed.bookings.expiryJob().round()).map((b) => b.id)).toContain(expiring); // expired -> pilot

    await deliverAll();
    await deliverAll(); // a second pass sends nothing again
    const mails = await mailsOf(shareId);
    const sent = mails.map((m) => `${m.kind} ${m.recipient}`).sort();
    // The two approvals cancelled at once (within the owner's moment to undo, their mails still waiting) are
    // never mailed: the pilot hears of the cancellation alone.
    expect(sent).toEqual([
      `booking_approved ${pilotEmail}`,
      `booking_cancelled ${ownerEmail}`, `booking_cancelled ${ownerEmail}`, `booking_cancelled ${strangerEmail}`,
      `booking_declined ${strangerEmail}`, `booking_expired ${pilotEmail}`, `booking_grounded ${pilotEmail}`,
      ...Array(6).fill(`booking_received ${ownerEmail}`), // every request, the withdrawn one too
    ].sort());
    const first = mails.find((m) => m.kind === 'booking_received')!;
    expect(first.subject).toBe('New request for Skyhawk for rent');
    expect(first.text).toContain('When: Monday 8 Mar 2027 09:00 to 12:00 EST (America/Kentucky/Louisville)');
    expect(first.text).toContain('"Local flight"');
    expect(mails.find((m) => m.kind === 'booking_declined')!.text).toContain('Reason: Annual due');
    expect(mails.find((m) => m.kind === 'booking_grounded')!.text).toContain('Reason: Left mag rough');
    expect(mails.find((m) => m.kind === 'booking_expired')!.text).toContain('Saturday 13 Mar 2027 09:00 to 11:00 EST');
    const staff = mails.filter((m) => m.kind === 'booking_cancelled' && m.text.includes('Wingshare staff cancelled'));
    expect(staff.map((m) => m.recipient).sort()).toEqual([ownerEmail, strangerEmail].sort());
    expect(await sql('select status from alert_outbox where share_id = ? and status <> ?', [shareId, 'sent'])).toEqual([]);
  });

  it('writes no mail when the change is refused', async () => {
    const shareId = await list('PRIVATE_OWNER_RENTAL');
    const id = await pending(at(8, 14), at(8, 17), pilot, shareId);
    const rows = async () => Number((await sql<{ n: string }>('select count(*) as n from alert_outbox where share_id = ?', [shareId]))[0]!.n);
    expect(await rows()).toBe(1);
    expect((await act(owner, id, 'decline', {})).status).toBe(400);
    expect((await act(pilot, id, 'approve')).status).toBe(403);
    expect((await ask(pilot, shareId, { start: at(8, 17), end: at(8, 16), message: '' })).status).toBe(400);
    expect(await rows()).toBe(1);
  });
});

describe('the back office: /api/admin/bookings', () => {
  const admins = (query = '') => admin.get(`/api/admin/bookings${query}`).set(V);
  const filter = (f: Record<string, unknown>) => `?filter=${encodeURIComponent(JSON.stringify(f))}&range=${encodeURIComponent('[0,99]')}`;

  it('lists requests by listing, user, state and period, for admins only', async () => {
    const shareId = await list('PRIVATE_OWNER_RENTAL');
    const a = await pending(at(8, 14), at(8, 16), pilot, shareId);
    const b = await pending(at(9, 14), at(9, 16), stranger, shareId);
    expect((await act(owner, b, 'approve')).status).toBe(200);
    expect((await t.request.get('/api/admin/bookings').set(V)).status).toBe(401);
    expect((await owner.get('/api/admin/bookings').set(V)).status).toBe(403);

    const all = await admins(filter({ shareId }));
    expect(all.status).toBe(200);
    expect(all.headers['content-range']).toBe('bookings 0-1/2');
    expect(all.body.map((r: { id: number }) => r.id)).toEqual([b, a]); // newest first
    expect(all.body[1]).toMatchObject({ id: a, shareId, state: 'pending', pilot: { id: ids.pilot }, owner: { id: ids.owner }, timeZone: 'America/Kentucky/Louisville' });
    expect((await admins(filter({ shareId, userId: ids.stranger }))).body.map((r: { id: number }) => r.id)).toEqual([b]);
    expect((await admins(filter({ shareId, userId: ids.owner }))).body).toHaveLength(2);
    expect((await admins(filter({ shareId, state: 'approved' }))).body.map((r: { id: number }) => r.id)).toEqual([b]);
    expect((await admins(filter({ shareId, from: at(8, 0), to: at(9, 0) }))).body.map((r: { id: number }) => r.id)).toEqual([a]);
    expect((await admins(`${filter({ shareId })}&sort=${encodeURIComponent('["start","ASC"]')}`)).body.map((r: { id: number }) => r.id)).toEqual([a, b]);
    expect((await admins(`/${a}`)).body.id).toBe(a);
    expect((await admins('/99999999')).status).toBe(404);
    expect((await admins(filter({ state: 'lost' }))).status).toBe(400);
    expect((await admins(filter({ from: 'yesterday' }))).status).toBe(400);
    expect((await admins(filter({ userId: 'tom' }))).status).toBe(400);
  });

  it('cancels an approved booking with a reason, audited; refuses anything else', async () => {
    const shareId = await list('PRIVATE_OWNER_RENTAL');
    const booked = await pending(at(10, 14), at(10, 16), pilot, shareId);
    expect((await act(owner, booked, 'approve')).status).toBe(200);
    const waiting = await pending(at(10, 18), at(10, 20), stranger, shareId);
    const put = (id: number, body: unknown) => admin.put(`/api/admin/bookings/${id}`).set(V).send(body as object);
    expect((await owner.put(`/api/admin/bookings/${booked}`).set(V).send({ state: 'cancelled', reason: 'x' })).status).toBe(403);
    expect((await put(booked, { state: 'declined' })).status).toBe(400);
    expect((await put(booked, { state: 'cancelled' })).body.fields).toEqual({ reason: [BOOKING_MESSAGES.reasonRequired] });
    expect((await put(waiting, { state: 'cancelled', reason: 'x' })).status).toBe(409);
    expect((await admin.post('/api/admin/bookings').set(V).send({})).status).toBe(403);
    expect((await admin.delete(`/api/admin/bookings/${booked}`).set(V)).status).toBe(403);
    const audits = async () => sql<{ action: string; before: { state: string }; after: { state: string; reason: string } }>(
      `select action, before, after from admin_audit_log where resource = 'bookings' and record_id = ?`, [String(booked)]);
    expect(await audits()).toEqual([]);

    const res = await put(booked, { state: 'cancelled', reason: 'Listing under review' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: booked, state: 'cancelled', reason: 'Listing under review', cancelledBy: 'admin' });
    expect(await audits()).toEqual([
      expect.objectContaining({ action: 'update', before: expect.objectContaining({ state: 'approved' }), after: expect.objectContaining({ state: 'cancelled', reason: 'Listing under review' }) }),
    ]);
    expect((await pilot.get(`/api/requests/${booked}`).set(V)).body.state).toBe('cancelled');
    // The audit trail names the change: a cancellation, not "Changed".
    const [entry] = (await admin.get(`/api/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource: 'bookings', q: String(booked) }))}`).set(V)).body;
    expect(entry).toMatchObject({ action: 'update', recordId: String(booked), label: 'Cancelled' });
  });

  it('accepts its own GET answer back on PUT (react-admin sends the whole record): 200, nothing changes', async () => {
    const shareId = await list('PRIVATE_OWNER_RENTAL');
    const booked = await pending(at(11, 14), at(11, 16), pilot, shareId);
    expect((await act(owner, booked, 'approve')).status).toBe(200);
    const got = (await admins(`/${booked}`)).body;
    const audits = async () => sql<{ action: string }>(`select action from admin_audit_log where resource = 'bookings' and record_id = ?`, [String(booked)]);
    const res = await admin.put(`/api/admin/bookings/${booked}`).set(V).send(got);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: booked, state: 'approved', reason: '' });
    expect((await pilot.get(`/api/requests/${booked}`).set(V)).body.state).toBe('approved');
    // Saved unchanged, it leaves no audit entry (issue 34, point 23: not a "Changed" that changed nothing).
    expect(await audits()).toEqual([]);
    // The same record marked cancelled, with a reason: only those two fields are read; ids, names and dates are ignored.
    const cancelled = await admin.put(`/api/admin/bookings/${booked}`).set(V).send({ ...got, id: 1, createdAt: '2000-01-01T00:00:00Z', pilot: { id: 1, name: 'x' }, state: 'cancelled', reason: 'Owner asked' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ id: booked, state: 'cancelled', reason: 'Owner asked', createdAt: got.createdAt, pilot: got.pilot });
    const again = await admin.put(`/api/admin/bookings/${booked}`).set(V).send(cancelled.body);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ state: 'cancelled', reason: 'Owner asked' });
    // One entry: the cancellation; sending the cancelled record back added none.
    expect(await audits()).toEqual([{ action: 'update' }]);
  });

  it('finds requests by the pilot\'s or owner\'s name or username and by tail number', async () => {
    const tailNumber = `N${++tail}BK`;
    const shareId = await listTestPlane(owner, { type: 'PRIVATE_OWNER_RENTAL', airportId, png, tailNumber, title: 'Searchable Skyhawk' });
    const mine = await pending(at(12, 14), at(12, 16), pilot, shareId);
    const theirs = await pending(at(12, 17), at(12, 19), stranger, shareId);
    const found = async (f: Record<string, unknown>) => (await admins(filter(f))).body.map((r: { id: number }) => r.id);
    const pilotName = (await admins(`/${mine}`)).body.pilot.name as string;
    expect(await found({ tailNumber })).toEqual([theirs, mine]);
    expect(await found({ tailNumber: tailNumber.slice(1).toLowerCase() })).toEqual([theirs, mine]);
    expect(await found({ tailNumber, person: 'nobody-of-that-name' })).toEqual([]);
    const pilotUsername = (await sql<{ username: string }>('select username from users where id = ?', [ids.pilot]))[0]!.username;
    expect(await found({ tailNumber, person: pilotUsername.toUpperCase() })).toEqual([mine]);
    expect(await found({ tailNumber, person: pilotName })).toEqual([mine]);
    const ownerUsername = (await sql<{ username: string }>('select username from users where id = ?', [ids.owner]))[0]!.username;
    expect(await found({ tailNumber, person: ownerUsername })).toEqual([theirs, mine]);
    expect(await found({ tailNumber, person: '%' })).toEqual([]); // a wildcard is a character, not a pattern
    expect(await found({ tailNumber, from: at(12, 16), to: at(13, 0) })).toEqual([theirs]);
    expect((await admins(filter({ person: 7 }))).status).toBe(400);
    expect((await admins(filter({ tailNumber: 'N'.repeat(201) }))).status).toBe(400);
  });
});

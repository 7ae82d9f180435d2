import { Jimp } from 'jimp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../application/ports/security.js';
import { UNDO_MESSAGES } from '../../domain/booking/undo-decision.js';
import { listTestPlane, signUpActor, sqlOf, type Agent } from '../support/http-actors.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

// Issue 34, the owner's side: undoing an answer (point 16), the header's count of what needs an answer
// (point 14), grounding mails once per booking and grounding episode (point 6), the calendar feeds'
// cancelled bookings, links and the owner's own bookings (point 24).

const START = new Date('2027-03-01T12:00:00Z');
let now = new Date(START);
const clock: Clock = { now: () => new Date(now) };
const tick = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

let t: TestApp;
let png: Buffer;
let airportId: number;
let owner: Agent;
let pilot: Agent;
let other: Agent;
let stranger: Agent;
let seq = 0;
let tail = 500;

const sql = sqlOf(() => t);
const list = () => listTestPlane(owner, { type: 'PRIVATE_OWNER_RENTAL', airportId, png, tailNumber: `N${++tail}OS`, title: 'Warrior for rent' });
/** Day `d` of March 2027 at `h` o'clock UTC. */
const at = (d: number, h: number) => `2027-03-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:00:00Z`;
async function pending(shareId: number, start: string, end: string, by: Agent = pilot): Promise<number> {
  const res = await by.post(`/api/share/${shareId}/requests`).set(V).send({ start, end, message: 'Local flight' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}
const act = (agent: Agent | TestApp['request'], id: number, action: string, body: Record<string, unknown> = {}) =>
  agent.post(`/api/requests/${id}/${action}`).set(V).send(body);
const deliverAll = async () => {
  const worker = t.composed.alerts.worker();
  while ((await worker.round()).claimed > 0);
};
const mailRows = (shareId: number, kind: string) =>
  sql<{ user_id: number; status: string; event_key: string }>('select user_id, status, event_key from alert_outbox where share_id = ? and kind = ? order by id', [shareId, kind]);

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  png = await new Jimp({ width: 300, height: 200, color: 0x3366ccff }).getBuffer('image/png');
  airportId = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
  const signUp = (subscribed = false) => signUpActor(t, `ownerside${++seq}`, `Side${seq}`, subscribed ? (['listing'] as const) : []);
  owner = (await signUp(true)).agent;
  pilot = (await signUp()).agent;
  other = (await signUp()).agent;
  stranger = (await signUp()).agent;
}, 120_000);
afterAll(() => t?.close());
beforeEach(() => {
  now = new Date(START);
});

describe('POST /api/requests/:id/undo', () => {
  it('puts an approval back to pending within the window: the period is free and the pilot is never mailed', async () => {
    const shareId = await list();
    const id = await pending(shareId, at(8, 14), at(8, 17));
    expect((await act(owner, id, 'approve')).status).toBe(200);
    expect(await mailRows(shareId, 'booking_approved')).toHaveLength(1);
    tick(9_000);
    await deliverAll(); // the approval's mail waits out the undo window
    expect((await mailRows(shareId, 'booking_approved'))[0]!.status).toBe('pending');

    const res = await act(owner, id, 'undo');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id, state: 'pending', decidedAt: null, reason: '' });
    expect(res.body.actions).toEqual(expect.arrayContaining(['approve', 'decline']));
    expect(await sql('select 1 from share_holds where booking_id = ?', [id])).toEqual([]);
    expect(await mailRows(shareId, 'booking_approved')).toEqual([]);
    // The slot is free: another pilot's request for it can be approved.
    const rival = await pending(shareId, at(8, 15), at(8, 16), other);
    expect((await act(owner, rival, 'approve')).status).toBe(200);
    tick(60_000);
    await deliverAll();
    expect((await mailRows(shareId, 'booking_approved')).map((r) => r.status)).toEqual(['sent']);
  });

  it('undoes a decline: pending again without its reason, and its mail taken back; a new answer mails once', async () => {
    const shareId = await list();
    const id = await pending(shareId, at(9, 14), at(9, 16));
    expect((await act(owner, id, 'decline', { reason: 'Annual due' })).status).toBe(200);
    tick(2_000);
    expect((await act(owner, id, 'undo')).body).toMatchObject({ state: 'pending', reason: '' });
    expect(await mailRows(shareId, 'booking_declined')).toEqual([]);
    tick(1_000);
    expect((await act(owner, id, 'decline', { reason: 'Annual due after all' })).status).toBe(200);
    tick(60_000);
    await deliverAll();
    expect((await mailRows(shareId, 'booking_declined')).map((r) => r.status)).toEqual(['sent']);
  });

  it('takes back the approval mail still waiting when the booking is cancelled, so "Approved" never follows "Cancelled"', async () => {
    const shareId = await list();
    const id = await pending(shareId, at(10, 10), at(10, 12));
    expect((await act(owner, id, 'approve')).status).toBe(200);
    expect((await act(owner, id, 'cancel', { reason: 'Annual found a cracked exhaust' })).status).toBe(200);
    tick(60_000);
    await deliverAll();
    expect(await mailRows(shareId, 'booking_approved')).toEqual([]);
    expect((await mailRows(shareId, 'booking_cancelled')).map((r) => r.status)).toEqual(['sent']);
  });

  it('is the owner\'s alone: 401 visitors, 403 the pilot, 404 strangers', async () => {
    const shareId = await list();
    const id = await pending(shareId, at(10, 14), at(10, 16));
    expect((await act(owner, id, 'approve')).status).toBe(200);
    expect((await act(t.request, id, 'undo')).status).toBe(401);
    expect((await act(pilot, id, 'undo')).body).toMatchObject({ error: 'forbidden', message: UNDO_MESSAGES.onlyOwner });
    expect((await act(stranger, id, 'undo')).status).toBe(404);
    expect((await owner.post('/api/requests/abc/undo').set(V).send({})).status).toBe(400);
    expect((await owner.get(`/api/requests/${id}`).set(V)).body.state).toBe('approved');
  });

  it('is refused after the window, after a later change, for a pending request, and once the mail went out', async () => {
    const shareId = await list();
    const late = await pending(shareId, at(11, 14), at(11, 15));
    expect((await act(owner, late, 'approve')).status).toBe(200);
    tick(10_001);
    expect((await act(owner, late, 'undo')).body).toMatchObject({ error: 'conflict', message: UNDO_MESSAGES.tooLate });

    const cancelled = await pending(shareId, at(11, 16), at(11, 17));
    expect((await act(owner, cancelled, 'approve')).status).toBe(200);
    expect((await act(pilot, cancelled, 'cancel', { reason: 'Sick' })).status).toBe(200);
    expect((await act(owner, cancelled, 'undo')).status).toBe(409);
    expect((await owner.get(`/api/requests/${cancelled}`).set(V)).body.state).toBe('cancelled');

    const open = await pending(shareId, at(11, 18), at(11, 19));
    expect((await act(owner, open, 'undo')).body).toMatchObject({ error: 'conflict', message: UNDO_MESSAGES.notAnswered });

    const told = await pending(shareId, at(12, 14), at(12, 15));
    expect((await act(owner, told, 'approve')).status).toBe(200);
    await sql(`update alert_outbox set attempts = 1 where kind = 'booking_approved' and event_key = ?`, [`booking:${told}`]); // a worker took it
    expect((await act(owner, told, 'undo')).body).toMatchObject({ error: 'conflict', message: UNDO_MESSAGES.told });
    expect((await owner.get(`/api/requests/${told}`).set(V)).body.state).toBe('approved');
    expect(await sql('select 1 from share_holds where booking_id = ?', [told])).toHaveLength(1);
  });
});

describe('GET /api/attention', () => {
  it('counts what waits for the owner\'s answer: conversations with unread messages and requests to answer', async () => {
    // Like the demo's Tom: one conversation with unread messages, two requests waiting (and one past its 48 hours).
    const { agent: tom } = await signUpActor(t, `tom${++seq}`, 'Owner', ['listing']);
    const shareId = await listTestPlane(tom, { type: 'PRIVATE_OWNER_RENTAL', airportId, png, tailNumber: `N${++tail}TM`, title: 'Tom\'s Cessna' });
    expect((await tom.get('/api/attention').set(V)).body).toEqual({ messages: 0, requests: 0, total: 0, owner: true });
    const stale = await pending(shareId, at(20, 14), at(20, 15), stranger);
    tick(49 * 3_600_000); // unanswered for 48 hours: no longer his to answer, even before the expiry job marks it
    await pending(shareId, at(20, 16), at(20, 17));
    await pending(shareId, at(21, 14), at(21, 15), other);
    const first = await pilot.post('/api/conversations').set(V).send({ shareId, text: 'Is the plane IFR certified?' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await pilot.post(`/api/conversations/${first.body.conversation.id}/messages`).set(V).send({ text: 'And the GPS?' })).status).toBe(201);

    expect((await tom.get('/api/attention').set(V)).body).toEqual({ messages: 1, requests: 2, total: 3, owner: true });
    expect((await tom.get('/api/requests/count').set(V)).body).toEqual({ pending: 2 }); // the Requests tab counts the same
    expect((await tom.get(`/api/requests/${stale}`).set(V)).body.state).toBe('pending');

    expect((await tom.get(`/api/conversations/${first.body.conversation.id}/messages`).set(V)).status).toBe(200); // read
    expect((await tom.get('/api/attention').set(V)).body).toEqual({ messages: 0, requests: 2, total: 2, owner: true });
    expect((await pilot.get('/api/attention').set(V)).body).toEqual({ messages: 0, requests: 0, total: 0, owner: false });
    expect((await t.request.get('/api/attention').set(V)).status).toBe(401);
  });
});

describe('grounding mails', () => {
  const ground = (shareId: number, reason = 'Left mag rough') => owner.post(`/api/share/${shareId}/ground`).set(V).send({ reason });
  const clear = (shareId: number) => owner.delete(`/api/share/${shareId}/ground`).set(V);

  it('tell each booking\'s pilot once per grounding episode, however often the plane is grounded and cleared', async () => {
    const shareId = await list();
    const mine = await pending(shareId, at(25, 14), at(25, 16));
    const theirs = await pending(shareId, at(26, 14), at(26, 16), other);
    for (const id of [mine, theirs]) expect((await act(owner, id, 'approve')).status).toBe(200);

    expect((await ground(shareId)).body.affectedBookings).toEqual([mine, theirs]);
    tick(60_000);
    expect((await ground(shareId, 'Left mag rough, parts ordered')).status).toBe(200); // already grounded
    for (let i = 0; i < 3; i++) {
      tick(60_000);
      expect((await clear(shareId)).status).toBe(200);
      tick(60_000);
      expect((await ground(shareId)).status).toBe(200); // ground, clear, ground again
    }
    expect((await clear(shareId)).status).toBe(200);
    tick(60_000);
    const racing = await Promise.all([ground(shareId), ground(shareId), ground(shareId)]); // three at once
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200]);
    tick(60_000);
    await deliverAll();
    const rows = await mailRows(shareId, 'booking_grounded');
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']); // one per booking
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(2);

    // A day after the last notice, a new grounding is news again.
    expect((await clear(shareId)).status).toBe(200);
    tick(24 * 3_600_000);
    expect((await ground(shareId, 'Bird strike')).status).toBe(200);
    expect(await mailRows(shareId, 'booking_grounded')).toHaveLength(4);
  });
});

describe('the calendar feeds', () => {
  const path = (url: string) => new URL(url).pathname;
  /** The feed's text, unfolded, split into its events. */
  const eventsOf = async (icsUrl: string) => {
    const res = await t.request.get(path(icsUrl));
    expect(res.status).toBe(200);
    return res.text.replace(/\r\n /g, '').split('BEGIN:VEVENT').slice(1);
  };
  const eventOf = (events: string[], id: number) => events.find((e) => e.includes(`UID:booking-${id}@wingshare`));

  it('send a cancelled booking as cancelled, with a higher SEQUENCE, for 30 days, and link each booking to its page', async () => {
    const shareId = await list();
    const id = await pending(shareId, at(27, 14), at(27, 16));
    expect((await act(owner, id, 'approve')).status).toBe(200);
    const shareFeed = (await owner.get(`/api/share/${shareId}/availability`).set(V)).body.icsUrl as string;
    const pilotFeed = (await pilot.get('/api/user').set(V)).body.icsUrl as string;

    const booked = eventOf(await eventsOf(shareFeed), id)!;
    expect(booked).toContain('STATUS:CONFIRMED');
    expect(booked).toContain('SEQUENCE:0');
    expect(booked).toContain(`URL;VALUE=URI:http://wingshare.test/account/requests#booking-${id}`);
    expect(eventOf(await eventsOf(pilotFeed), id)).toContain(`URL;VALUE=URI:http://wingshare.test/account/bookings#booking-${id}`);

    tick(3_600_000);
    expect((await act(pilot, id, 'cancel', { reason: 'Sick' })).status).toBe(200);
    for (const feed of [shareFeed, pilotFeed]) {
      const cancelled = eventOf(await eventsOf(feed), id)!;
      expect(cancelled).toContain('STATUS:CANCELLED');
      expect(cancelled).toContain('SEQUENCE:1');
    }
    tick(29 * 86_400_000);
    expect(eventOf(await eventsOf(shareFeed), id)).toContain('STATUS:CANCELLED');
    tick(2 * 86_400_000); // past the 30 days: gone
    expect(eventOf(await eventsOf(shareFeed), id)).toBeUndefined();
    expect(eventOf(await eventsOf(pilotFeed), id)).toBeUndefined();
  });

  it('give an owner\'s own feed his listings\' bookings as well as his own as a pilot', async () => {
    const shareId = await list();
    const asked = await pending(shareId, at(28, 14), at(28, 16));
    expect((await act(owner, asked, 'approve')).status).toBe(200);
    const waiting = await pending(shareId, at(28, 17), at(28, 18), other); // pending: in no feed
    const ownerFeed = (await owner.get('/api/user').set(V)).body.icsUrl as string;
    const events = await eventsOf(ownerFeed);
    const mine = eventOf(events, asked)!;
    expect(mine).toMatch(/SUMMARY:Warrior for rent: booked by Pat Side\d+/);
    expect(mine).toContain(`URL;VALUE=URI:http://wingshare.test/account/requests#booking-${asked}`);
    expect(eventOf(events, waiting)).toBeUndefined();
  });
});

describe('a grounded plane', () => {
  it('says so in the search answer, in My Planes and on its listing; cleared, it no longer does', async () => {
    const grounded = await list();
    const flying = await list();
    expect((await owner.post(`/api/share/${grounded}/ground`).set(V).send({ reason: 'Annual inspection' })).status).toBe(200);
    const airport = (await t.request.get('/api/airport?q=LOU').set(V)).body[0];
    const search = async () => {
      const res = await t.request.get('/api/search').query({ lat: airport.lat, lng: airport.long, radius: 20_000, limit: 100 }).set(V);
      expect(res.status).toBe(200);
      return new Map<number, { data: { grounded?: boolean } }>(res.body.results.filter((r: { type: string }) => r.type === 'share').map((r: { id: number }) => [r.id, r]));
    };
    const cards = await search();
    expect(cards.get(grounded)!.data.grounded).toBe(true);
    expect(cards.get(flying)!.data).not.toHaveProperty('grounded');

    const mine = (await owner.get('/api/share/mine?limit=50').set(V)).body.shares as { id: number; grounded: unknown }[];
    expect(mine.find((s) => s.id === grounded)!.grounded).toMatchObject({ reason: 'Annual inspection' });
    expect(mine.find((s) => s.id === flying)!.grounded).toBeNull();
    const page = (await t.request.get(`/api/share?id=${grounded}`).set(V)).body.shares[0];
    expect(page.grounded).toEqual({ reason: 'Annual inspection', since: START.toISOString() });

    expect((await owner.delete(`/api/share/${grounded}/ground`).set(V)).status).toBe(200);
    expect((await search()).get(grounded)!.data).not.toHaveProperty('grounded');
    expect((await t.request.get(`/api/share?id=${grounded}`).set(V)).body.shares[0].grounded).toBeNull();
  });
});

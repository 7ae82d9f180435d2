import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../application/ports/security.js';
import { REQUEST_MESSAGES } from '../../domain/booking/request-rules.js';
import { listTestPlane, signUpActor, sqlOf, type Agent } from '../support/http-actors.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

// Issue 34: a pilot's requests under concurrency (the future-bookings limit), a request sent twice, and
// what the request's answer and mails say of it.

const NOW = new Date('2027-03-01T12:00:00Z'); // a Monday; Louisville (LOU) is America/Kentucky/Louisville
let now = new Date(NOW);
const clock: Clock = { now: () => new Date(now) };

let t: TestApp;
let png: Buffer;
let airportId: number;
let owner: Agent;
let seq = 0;
let tail = 600;

const sql = sqlOf(() => t);
const signUp = async (subscribed = false) => signUpActor(t, `asker${++seq}`, `Asker${seq}`, subscribed ? (['listing'] as const) : []);
const list = () => listTestPlane(owner, { type: 'PRIVATE_OWNER_RENTAL', airportId, png, tailNumber: `N${++tail}RQ`, title: 'Skyhawk to rent' });
/** Day `d` of March 2027 at `h` o'clock UTC (Louisville is UTC-5 until the 14th). */
const at = (d: number, h: number) => `2027-03-${String(d).padStart(2, '0')}T${String(h).padStart(2, '0')}:00:00Z`;
const ask = (agent: Agent, shareId: number, body: Record<string, unknown>) => agent.post(`/api/share/${shareId}/requests`).set(V).send(body);
const count = async (query: string, params: unknown[]) => Number((await sql<{ n: string }>(query, params))[0]!.n);

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  png = await new Jimp({ width: 300, height: 200, color: 0x3366ccff }).getBuffer('image/png');
  airportId = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
  owner = (await signUp(true)).agent;
}, 120_000);
afterAll(() => t?.close());

describe('the future-bookings limit under concurrency', () => {
  it('takes 3 of 10 requests sent at once by one pilot, refuses the rest with the limit\'s message, and mails the owner 3 times', async () => {
    const shareId = await list(); // the default rules: 3 future bookings per pilot
    const pilot = (await signUp()).agent;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => ask(pilot, shareId, { start: at(8 + i, 14), end: at(8 + i, 16), message: `Flight ${i}` })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    for (const refused of answers.filter((r) => r.status === 409)) expect(refused.body).toMatchObject({ error: 'conflict', message: REQUEST_MESSAGES.tooManyBookings(3) });
    expect(await count('select count(*) as n from booking_requests where share_id = ?', [shareId])).toBe(3);
    expect(await count(`select count(*) as n from alert_outbox where share_id = ? and kind = 'booking_received'`, [shareId])).toBe(3);
  });

  it('counts pending requests toward the limit', async () => {
    const shareId = await list();
    const pilot = (await signUp()).agent;
    for (const d of [8, 9, 10]) expect((await ask(pilot, shareId, { start: at(d, 14), end: at(d, 16) })).status).toBe(201);
    const fourth = await ask(pilot, shareId, { start: at(11, 14), end: at(11, 16) });
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toBe(REQUEST_MESSAGES.tooManyBookings(3));
  });
});

describe('a request sent twice', () => {
  it('refuses the same or an overlapping period while the first waits (409, with its time), and takes it again once withdrawn', async () => {
    const shareId = await list();
    const pilot = (await signUp()).agent;
    const first = await ask(pilot, shareId, { start: at(8, 14), end: at(8, 17), message: 'Local flight' });
    expect(first.status).toBe(201);
    const message = REQUEST_MESSAGES.duplicate('Monday 8 Mar 2027 09:00 to 12:00 EST (America/Kentucky/Louisville)');
    for (const period of [{ start: at(8, 14), end: at(8, 17) }, { start: '2027-03-08T11:00', end: '2027-03-08T13:00' }]) {
      const again = await ask(pilot, shareId, { ...period, message: 'Local flight' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ error: 'conflict', message });
    }
    expect(await count('select count(*) as n from booking_requests where share_id = ?', [shareId])).toBe(1);
    // Back to back is another request; another pilot's request for the same period is the owner's to choose.
    expect((await ask(pilot, shareId, { start: at(8, 17), end: at(8, 19) })).status).toBe(201);
    expect((await ask((await signUp()).agent, shareId, { start: at(8, 14), end: at(8, 17) })).status).toBe(201);
    expect((await pilot.post(`/api/requests/${first.body.id}/withdraw`).set(V).send({})).status).toBe(200);
    expect((await ask(pilot, shareId, { start: at(8, 14), end: at(8, 17) })).status).toBe(201);
  });

  it('takes only one of the same request sent twice at once', async () => {
    const shareId = await list();
    const pilot = (await signUp()).agent;
    const answers = await Promise.all([0, 1].map(() => ask(pilot, shareId, { start: at(9, 14), end: at(9, 16), message: 'Twice' })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await count(`select count(*) as n from alert_outbox where share_id = ? and kind = 'booking_received'`, [shareId])).toBe(1);
  });
});

describe('times with offsets no clock keeps (issue 34)', () => {
  const offsetMessage = (field: string) => `The ${field}'s time zone offset does not exist: offsets run from -12:00 to +14:00, with minutes 00 to 59.`;

  it.each(['+99:00', '+24:00', '+05:99'])('refuses a request starting at 09:00%s (400, on the field) and writes nothing', async (offset) => {
    const shareId = await list();
    const pilot = (await signUp()).agent;
    const res = await ask(pilot, shareId, { start: `2027-03-09T09:00${offset}`, end: at(9, 18), message: '' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'validation_failed', message: offsetMessage('start'), fields: { start: [offsetMessage('start')] } });
    expect(await count('select count(*) as n from booking_requests where share_id = ?', [shareId])).toBe(0);
  });

  it('refuses them in a blocked period and the calendar\'s range too', async () => {
    const shareId = await list();
    const block = await owner.post(`/api/share/${shareId}/blocks`).set(V).send({ start: '2027-03-09T09:00+24:00', end: at(9, 18), reason: 'Annual' });
    expect(block.status).toBe(400);
    expect(block.body.fields).toEqual({ start: [offsetMessage('start')] });
    const calendar = await t.request.get(`/api/share/${shareId}/calendar`).query({ from: at(1, 0), to: '2027-03-08T00:00:00+05:99' }).set(V);
    expect(calendar.status).toBe(400);
    expect(calendar.body.fields).toEqual({ to: [offsetMessage('to')] });
  });
});

describe('the times in booking errors (issue 34)', () => {
  it('says a time as the listing page writes it, never in machine format', async () => {
    const shareId = await list();
    const openHours = [1, 2, 3, 4, 5].map((day) => ({ day, from: 480, to: 1080 }));
    expect((await owner.put(`/api/share/${shareId}/availability`).set(V).send({ openHours })).status).toBe(200);
    const pilot = (await signUp()).agent;
    const closed = await ask(pilot, shareId, { start: '2027-03-06T10:00', end: '2027-03-06T12:00', message: '' }); // a Saturday
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe('The start, Saturday 6 Mar 2027 10:00 EST (America/Kentucky/Louisville), is outside the open hours.');
    const typed = await ask(pilot, shareId, { start: '03/09/2027 9:00 AM', end: '2027-03-09T12:00', message: '' });
    expect(typed.body).toMatchObject({ message: 'The start is not a date and time: choose its day and time.' });
  });
});

describe('the price estimate (issue 34, point 9)', () => {
  const estimate = { minutes: 180, rateCents: 15_000, basis: 'dry', totalCents: 45_000 };
  const text = 'Estimate: $450 (3 hours at $150 / hour, dry: fuel not included)';

  it('comes with the request\'s answer, its pilot\'s and its owner\'s lists, and the request and approval mails', async () => {
    const shareId = await list(); // $150 an hour, dry
    const pilot = await signUp();
    const res = await ask(pilot.agent, shareId, { start: at(8, 14), end: at(8, 17), message: 'Local flight' });
    expect(res.status).toBe(201);
    expect(res.body.estimate).toEqual(estimate);
    const mine = (await pilot.agent.get('/api/requests?role=pilot').set(V)).body.requests.find((r: { id: number }) => r.id === res.body.id);
    expect(mine.estimate).toEqual(estimate);
    const theirs = (await owner.get('/api/requests?role=owner').set(V)).body.requests.find((r: { id: number }) => r.id === res.body.id);
    expect(theirs.estimate).toEqual(estimate);
    expect((await owner.post(`/api/requests/${res.body.id}/approve`).set(V).send({})).body.estimate).toEqual(estimate);

    // The approval's mail waits out the owner's moment to undo it (domain/booking/undo-decision.ts).
    now = new Date(NOW.getTime() + 11_000);
    try {
      const worker = t.composed.alerts.worker();
      while ((await worker.round()).claimed > 0);
    } finally {
      now = new Date(NOW);
    }
    const mails = await sql<{ kind: string; recipient: string; text: string; html: string }>(
      `select o.kind, o.recipient, o.text, o.html from outbox o
        where o.idempotency_key in (select a.kind || '-' || a.user_id || '-' || a.share_id || '-' || a.delivery_key from alert_outbox a where a.share_id = ?)
        order by o.id`,
      [shareId],
    );
    expect(mails.map((m) => m.kind)).toEqual(['booking_received', 'booking_approved']);
    for (const mail of mails) {
      expect(mail.text).toContain(`When: Monday 8 Mar 2027 09:00 to 12:00 EST (America/Kentucky/Louisville)\n  ${text}\n`);
      expect(mail.html).toContain(text);
    }
    expect(mails[1]!.recipient).toBe(pilot.email);
  });

  it('is null for a listing without a rate', async () => {
    const clubId = await listTestPlane(owner, { type: 'FLIGHT_CLUB', airportId, png, tailNumber: '', title: '' });
    const res = await ask((await signUp()).agent, clubId, { message: 'Private pilot, 300 hours.' });
    expect(res.status).toBe(201);
    expect(res.body.estimate).toBeNull();
  });
});

describe('the pilot\'s own pending request on the calendar (issue 34, point 8)', () => {
  it('shows to its pilot alone; others see only the approved bookings, nameless', async () => {
    const shareId = await list();
    const pilot = (await signUp()).agent;
    const other = (await signUp()).agent;
    const mine = await ask(pilot, shareId, { start: at(8, 14), end: at(8, 17), message: 'Local flight' });
    expect(mine.status).toBe(201);
    const url = `/api/share/${shareId}/calendar?from=${at(8, 0)}&to=${at(9, 0)}`;
    expect((await pilot.get(url).set(V)).body.entries).toEqual([{
      kind: 'requested', bookingId: mine.body.id, mine: true,
      start: '2027-03-08T14:00:00.000Z', end: '2027-03-08T17:00:00.000Z', startLocal: '2027-03-08T09:00:00-05:00', endLocal: '2027-03-08T12:00:00-05:00',
    }]);
    for (const viewer of [other, owner, t.request]) expect((await viewer.get(url).set(V)).body.entries).toEqual([]);
    expect((await pilot.post(`/api/requests/${mine.body.id}/withdraw`).set(V).send({})).status).toBe(200);
    expect((await pilot.get(url).set(V)).body.entries).toEqual([]);
  });
});

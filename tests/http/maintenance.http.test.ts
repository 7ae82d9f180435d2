import { RequestContext } from '@mikro-orm/core';
import { Jimp } from 'jimp';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose } from '../../adapters/composition/composition.js';
import { MAINTENANCE_ACCESS_MESSAGES } from '../../application/maintenance/maintenance-access.js';
import type { Clock } from '../../application/ports/security.js';
import { REQUEST_MESSAGES } from '../../domain/booking/request-rules.js';
import { MAINTENANCE_MESSAGES } from '../../domain/maintenance/maintenance-input.js';
import { listTestPlane, signInNewAdmin, signUpActor, sqlOf, type Agent } from '../support/http-actors.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

// Issue 38 over HTTP on PostgreSQL: every airworthiness route as the owner, a pilot who flew the aircraft,
// a pilot who did not, a visitor, staff, the mechanic's link and a revoked one; the bad input each refuses;
// two sign-offs at once; a grounding squawk at check-in that stops requests until it is fixed; the status
// read the same by an app made again on the same database.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const START = Date.parse('2027-03-01T00:00:00Z');
let now = new Date(START);
const clock: Clock = { now: () => new Date(now) };

let t: TestApp;
let png: Buffer;
let airportId: number;
let owner: Agent;
let pilot: Agent;
let stranger: Agent;
let admin: Agent;
let visitor: TestApp['request'];
let tail = 700;
let seq = 0;
let dayNo = 0;

const sql = sqlOf(() => t);
const list = async () => {
  const id = await listTestPlane(owner, { type: 'PRIVATE_OWNER_RENTAL', airportId, png, tailNumber: `N${++tail}MX`, title: 'Skyhawk with a logbook' });
  expect((await owner.put(`/api/share/${id}/availability`).set(V).send({ rules: { maxFutureBookings: 100 } })).status).toBe(200);
  return id;
};

const OUT = { hobbs: 1234.5, tach: 987.6, fuelOnBoard: 40.5 };
const BACK = { hobbs: 1236.0, tach: 988.8, landings: 1, route: ['KLOU', 'KLOU'], fuel: [], squawks: [] as { text: string; severity: string }[] };

/** A request for a three-hour period on a day of its own; answers the response. */
const ask = (shareId: number, by: Agent = pilot) => {
  const start = new Date(START + ++dayNo * DAY + 14 * HOUR);
  now = new Date(start.getTime() - DAY);
  return by.post(`/api/share/${shareId}/requests`).set(V).send({ start: start.toISOString(), end: new Date(start.getTime() + 3 * HOUR).toISOString(), message: 'Local flight' });
};

/** The pilot's booking of the listing, approved, checked out and (unless `squawks` is null) checked in with these squawks. */
async function fly(shareId: number, squawks: { text: string; severity: string }[] | null = []): Promise<number> {
  const asked = await ask(shareId);
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const id = asked.body.id as number;
  expect((await owner.post(`/api/requests/${id}/approve`).set(V).send({})).status).toBe(200);
  const start = new Date(asked.body.period?.start ?? asked.body.start);
  now = new Date(start.getTime() - 30 * 60_000);
  const out = await pilot.post(`/api/requests/${id}/check-out`).set(V).field('flight', JSON.stringify(OUT));
  expect(out.status, JSON.stringify(out.body)).toBe(200);
  if (squawks === null) return id;
  now = new Date(start.getTime() + 2 * HOUR);
  const back = await pilot.post(`/api/requests/${id}/check-in`).set(V).field('flight', JSON.stringify({ ...BACK, squawks }));
  expect(back.status, JSON.stringify(back.body)).toBe(200);
  return id;
}

const addItem = (shareId: number, body: Record<string, unknown>, by: Agent | TestApp['request'] = owner) =>
  by.post(`/api/share/${shareId}/maintenance`).set(V).send(body);
const signOff = (shareId: number, itemId: number, body: Record<string, unknown>, by: Agent | TestApp['request'] = owner) =>
  by.post(`/api/share/${shareId}/maintenance/${itemId}/sign-off`).set(V).send(body);
const status = (shareId: number, by: Agent | TestApp['request'] = visitor) => by.get(`/api/share/${shareId}/status`).set(V);
/** The airport's date now (Bowman Field, Louisville). */
const today = (at = now) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Kentucky/Louisville' }).format(at);

/** A 400 that names `field` with this message. */
function refusedWith(res: { status: number; body: { fields?: Record<string, string[]> } }, field: string, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(Object.keys(res.body.fields ?? {}), JSON.stringify(res.body)).toContain(field);
  if (message) expect(res.body.fields![field]).toContain(message);
}

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  visitor = t.request;
  png = await new Jimp({ width: 300, height: 200, color: 0x3366ccff }).getBuffer('image/png');
  airportId = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
  const signUp = (subscribed = false) => signUpActor(t, `mx${++seq}`, `Mech${seq}`, subscribed ? (['listing'] as const) : []);
  owner = (await signUp(true)).agent;
  pilot = (await signUp()).agent;
  stranger = (await signUp()).agent;
  admin = (await signInNewAdmin(t)).agent;
}, 120_000);
afterAll(() => t?.close());

describe('items: GET/POST/PATCH /api/share/:id/maintenance, DELETE /api/share/:id/maintenance/:itemId', () => {
  it('the owner adds an annual: 201 with its due and state; the status is amber for anyone; the maintenance is the owner\'s and staff\'s', async () => {
    const share = await list();
    now = new Date(Date.parse('2027-03-10T17:00:00Z'));
    const res = await addItem(share, { kind: 'annual', lastDoneOn: '2026-03-15' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ kind: 'annual', title: 'Annual inspection', intervalMonths: 12, dueOn: '2027-03-31', state: 'due_soon', history: [] });
    const seen = await status(share);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ shareId: share, status: 'amber', items: [{ id: res.body.id, state: 'due_soon' }], openSquawks: [] });
    expect(seen.body.line).toEqual(expect.any(String));
    expect(seen.body.reasons.length).toBeGreaterThan(0);
    expect((await owner.get(`/api/share/${share}/maintenance`).set(V)).body).toMatchObject({ shareId: share, items: [{ id: res.body.id }], mechanic: null });
    expect((await admin.get(`/api/share/${share}/maintenance`).set(V)).status).toBe(200);
    expect((await pilot.get(`/api/share/${share}/maintenance`).set(V)).status).toBe(403);
    expect((await visitor.get(`/api/share/${share}/maintenance`).set(V)).status).toBe(401);
    expect((await addItem(share, { kind: 'oil' }, pilot)).status).toBe(403);
    expect((await addItem(share, { kind: 'oil' }, visitor)).status).toBe(401);
    expect((await addItem(987_654, { kind: 'oil' })).status).toBe(404);
    expect((await sql<{ status: string }>('select status from aircraft_status where share_id = ?', [share]))[0]?.status).toBe('amber');
  });

  it.each([
    ['zero', 0], ['negative', -2], ['not a number', 'NaN'],
  ])('refuses an interval that is %s: 400 naming it, nothing stored', async (_label, interval) => {
    const share = await list();
    refusedWith(await addItem(share, { kind: 'oil', intervalHours: interval }), 'intervalHours');
    refusedWith(await addItem(share, { kind: 'custom', title: 'Seat rails', intervalMonths: interval }), 'intervalMonths');
    expect(await sql('select id from maintenance_items where share_id = ?', [share])).toEqual([]);
  });

  it('refuses a kind it does not know and a body that is not an object', async () => {
    const share = await list();
    refusedWith(await addItem(share, { kind: 'wash' }), 'kind', MAINTENANCE_MESSAGES.kind);
    const notObject = await owner.post(`/api/share/${share}/maintenance`).set(V).set('Content-Type', 'application/json').send('[1,2]');
    expect(notObject.status, JSON.stringify(notObject.body)).toBe(400);
  });

  it('DELETE takes the item off the list (204) and keeps its sign-offs; PATCH sets the 100-hour word', async () => {
    const share = await list();
    const item = (await addItem(share, { kind: 'elt_battery', lastDoneOn: '2023-05-01' })).body;
    expect((await signOff(share, item.id, { doneOn: today(), note: 'New battery' })).status).toBe(201);
    expect((await pilot.delete(`/api/share/${share}/maintenance/${item.id}`).set(V)).status).toBe(403);
    expect((await owner.delete(`/api/share/${share}/maintenance/${item.id}`).set(V)).status).toBe(204);
    expect((await owner.delete(`/api/share/${share}/maintenance/${item.id}`).set(V)).status).toBe(404);
    expect((await owner.get(`/api/share/${share}/maintenance`).set(V)).body.items).toEqual([]);
    expect(await sql('select id from maintenance_sign_offs where item_id = ?', [item.id])).toHaveLength(1);

    const said = await owner.patch(`/api/share/${share}/maintenance`).set(V).send({ hundredHour: true });
    expect(said.status, JSON.stringify(said.body)).toBe(200);
    expect(said.body.hundredHour).toMatchObject({ applies: true, setByOwner: true });
    expect(said.body.hundredHour.why).toContain('no 100-hour inspection item');
    refusedWith(await owner.patch(`/api/share/${share}/maintenance`).set(V).send({ hundredHour: 'sometimes' }), 'hundredHour');
    expect((await pilot.patch(`/api/share/${share}/maintenance`).set(V).send({ hundredHour: null })).status).toBe(403);
  });
});

describe('POST /api/share/:id/maintenance/:itemId/sign-off', () => {
  it('records the work and the next due; refuses a date in the future and a meter below the last reading', async () => {
    const share = await list();
    const item = (await addItem(share, { kind: 'oil', intervalMonths: null, intervalHours: 50, lastDoneOn: '2027-01-10', lastDoneHours: 950 })).body;
    const tomorrow = today(new Date(now.getTime() + DAY));
    refusedWith(await signOff(share, item.id, { doneOn: tomorrow, hours: 990, note: 'Oil' }), 'doneOn', MAINTENANCE_MESSAGES.futureDate('The date it was done'));
    refusedWith(await signOff(share, item.id, { doneOn: today(), hours: 900, note: 'Oil' }), 'hours', MAINTENANCE_MESSAGES.belowLastReading('900.0', '950.0'));
    refusedWith(await signOff(share, item.id, { doneOn: today(), note: 'Oil' }), 'hours', MAINTENANCE_MESSAGES.hoursNeeded);
    refusedWith(await signOff(share, item.id, { doneOn: today(), hours: 990 }), 'note');
    expect(await sql('select id from maintenance_sign_offs where item_id = ?', [item.id])).toEqual([]);
    const done = await signOff(share, item.id, { doneOn: today(), hours: 990.5, note: 'Oil and filter' });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body).toMatchObject({ lastDoneHours: 990.5, dueHours: 1040.5, history: [{ doneOn: today(), hours: 990.5, note: 'Oil and filter', nextDueHours: 1040.5 }] });
    expect((await signOff(share, item.id, { doneOn: today(), hours: 991, note: 'x' }, pilot)).status).toBe(403);
    expect((await signOff(share, 987_654, { doneOn: today(), hours: 991, note: 'x' })).status).toBe(404);
  });

  it('two sign-offs of one item for one day sent at once record one: the other is 409 alreadySignedOff', async () => {
    const share = await list();
    const item = (await addItem(share, { kind: 'transponder', lastDoneOn: '2025-02-01' })).body;
    const body = { doneOn: today(), note: 'Transponder check passed' };
    const answers = await Promise.all([signOff(share, item.id, body), signOff(share, item.id, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toMatch(/already signed off/);
    expect(await sql('select id from maintenance_sign_offs where item_id = ?', [item.id])).toHaveLength(1);
  });
});

describe('squawks: GET/POST /api/share/:id/squawks, POST /api/squawks/:id/answer, GET /api/squawks/:id/photos/:n', () => {
  it('refuses a pilot who never flew the aircraft (403 notFlown) and visitors (401); takes it with photos from one who flew', async () => {
    const share = await list();
    const never = await pilot.post(`/api/share/${share}/squawks`).set(V).send({ text: 'Door seal torn', severity: 'info' });
    expect(never.status).toBe(403);
    expect(never.body.message).toBe(MAINTENANCE_MESSAGES.notFlown);
    expect((await visitor.post(`/api/share/${share}/squawks`).set(V).send({ text: 'x', severity: 'info' })).status).toBe(401);
    const booking = await fly(share);
    const res = await pilot.post(`/api/share/${share}/squawks`).set(V)
      .field('squawk', JSON.stringify({ text: 'Door seal torn\nat the hinge', severity: 'deferred' }))
      .attach('photos', png, { filename: 'seal.png', contentType: 'image/png' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ title: 'Door seal torn', source: 'pilot', bookingId: booking, state: 'open', severity: 'deferred', events: [{ action: 'reported' }] });
    expect(res.body.photos).toEqual([`/api/squawks/${res.body.id}/photos/0`]);
    expect((await pilot.get(res.body.photos[0]).set(V)).status).toBe(200);
    expect((await owner.get(res.body.photos[0]).set(V)).headers['content-type']).toBe('image/png');
    expect((await stranger.get(res.body.photos[0]).set(V)).status).toBe(404);
    expect((await pilot.get(`/api/squawks/${res.body.id}/photos/3`).set(V)).status).toBe(404);
    refusedWith(await pilot.post(`/api/share/${share}/squawks`).set(V).send({ text: '', severity: 'loud' }), 'severity', MAINTENANCE_MESSAGES.severity);

    expect((await status(share)).body.status).toBe('amber');
    const forOwner = await owner.get(`/api/share/${share}/squawks`).set(V);
    expect(forOwner.body[0]).toMatchObject({ id: res.body.id, text: 'Door seal torn\nat the hinge' });
    const forVisitor = await visitor.get(`/api/share/${share}/squawks`).set(V);
    expect(forVisitor.body).toEqual([{ id: res.body.id, title: 'Door seal torn', severity: 'deferred', state: 'open' }]);
    refusedWith(await owner.get(`/api/share/${share}/squawks?open=maybe`).set(V), 'open');

    const answerOf = (by: Agent, body: unknown) => by.post(`/api/squawks/${res.body.id}/answer`).set(V).send(body as object);
    expect((await answerOf(pilot, { action: 'fix', note: 'x' })).status).toBe(403);
    refusedWith(await answerOf(owner, { action: 'defer' }), 'note', MAINTENANCE_MESSAGES.deferReason);
    refusedWith(await answerOf(owner, { action: 'paint', note: 'x' }), 'action', MAINTENANCE_MESSAGES.action);
    expect((await answerOf(owner, { action: 'defer', note: 'Placarded, parts ordered' })).body).toMatchObject({ state: 'deferred' });
    const fixed = await answerOf(owner, { action: 'fix', note: 'New door seal' });
    expect(fixed.body).toMatchObject({ state: 'fixed', events: [{ action: 'reported' }, { action: 'defer' }, { action: 'fix', note: 'New door seal' }] });
    expect(fixed.body.closedAt).not.toBeNull();
    expect((await answerOf(owner, { action: 'defer', note: 'again' })).body.message).toBe(MAINTENANCE_MESSAGES.squawkClosed);
    expect((await owner.get(`/api/share/${share}/squawks?open=true`).set(V)).body).toEqual([]);
    expect((await visitor.get(`/api/share/${share}/squawks`).set(V)).body).toEqual([]);
    expect((await status(share)).body.status).toBe('green');
  });

  it('a grounding squawk at check-in turns the plane red: requests are refused and the owner cannot lift it; fixed, it is green and takes requests again', async () => {
    const share = await list();
    await fly(share, [{ text: 'Oil pressure fluctuating', severity: 'grounding' }]);
    const red = await status(share);
    expect(red.body).toMatchObject({ status: 'red', openSquawks: [{ title: 'Oil pressure fluctuating', severity: 'grounding' }] });
    const [squawk] = (await owner.get(`/api/share/${share}/squawks`).set(V)).body as { id: number; source: string }[];
    expect(squawk).toMatchObject({ source: 'check_in' });
    const refused = await ask(share);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(REQUEST_MESSAGES.grounded(red.body.reasons.join(' ').length ? (await visitor.get(`/api/share/${share}/availability`).set(V)).body.grounded.reason : ''));
    const lift = await owner.delete(`/api/share/${share}/ground`).set(V);
    expect(lift.status).toBe(409);
    expect(lift.body.message).toBe(MAINTENANCE_MESSAGES.groundedByMaintenance);

    expect((await owner.post(`/api/squawks/${squawk!.id}/answer`).set(V).send({ action: 'fix', note: 'Sender replaced, ground run fine' })).status).toBe(200);
    expect((await status(share)).body.status).toBe('green');
    expect((await visitor.get(`/api/share/${share}/availability`).set(V)).body.grounded).toBeNull();
    expect((await ask(share)).status).toBe(201);
  });

  it("the owner's squawk, and the owner's own grounding stays when the status is green", async () => {
    const share = await list();
    expect((await owner.post(`/api/share/${share}/ground`).set(V).send({ reason: 'Owner using it' })).status).toBe(200);
    const mine = await owner.post(`/api/share/${share}/squawks`).set(V).send({ text: 'Cabin light flickers', severity: 'info' });
    expect(mine.status, JSON.stringify(mine.body)).toBe(201);
    expect(mine.body).toMatchObject({ source: 'owner', bookingId: null });
    expect((await status(share)).body.status).toBe('green');
    expect((await visitor.get(`/api/share/${share}/availability`).set(V)).body.grounded).toMatchObject({ reason: 'Owner using it' });
    expect((await owner.delete(`/api/share/${share}/ground`).set(V)).status).toBe(200);
  });
});

describe('the mechanic: PUT/DELETE /api/share/:id/mechanic, GET /api/mechanic/:token, POST /api/mechanic/:token/items/:itemId/sign-off', () => {
  it('mails the link; the link reads the maintenance and signs off as the mechanic; naming another or removing him revokes it', async () => {
    const share = await list();
    const item = (await addItem(share, { kind: 'pitot_static', lastDoneOn: '2025-03-20' })).body;
    expect((await pilot.put(`/api/share/${share}/mechanic`).set(V).send({ email: 'ace@example.com' })).status).toBe(403);
    refusedWith(await owner.put(`/api/share/${share}/mechanic`).set(V).send({ email: 'not an address' }), 'email', MAINTENANCE_ACCESS_MESSAGES.mechanicEmail);
    const named = await owner.put(`/api/share/${share}/mechanic`).set(V).send({ email: 'Ace@Example.com' });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(named.body.mechanic).toMatchObject({ email: 'ace@example.com' });
    const [mail] = await sql<{ text: string }>("select text from outbox where kind = 'maintenance_mechanic_link' and recipient = 'ace@example.com' order by id desc limit 1");
    const link = /http:\/\/wingshare\.test\/mechanic\/([A-Za-z0-9_-]+)/.exec(mail!.text);
    expect(link, mail!.text).not.toBeNull();
    const token = link![1]!;
    expect(mail!.text).toContain(`N${tail}MX`);
    expect((await sql<{ mechanic_token_hash: string }>('select mechanic_token_hash from maintenance_settings where share_id = ?', [share]))[0]!.mechanic_token_hash).not.toBe(token);

    const view = await visitor.get(`/api/mechanic/${token}`).set(V);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ shareId: share, mechanic: null, items: [{ id: item.id }] });
    const signed = await visitor.post(`/api/mechanic/${token}/items/${item.id}/sign-off`).set(V).send({ doneOn: today(), note: 'Pitot-static test passed' });
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    expect(signed.body.history[0]).toMatchObject({ by: 'ace@example.com (mechanic)', note: 'Pitot-static test passed' });
    refusedWith(await visitor.post(`/api/mechanic/${token}/items/${item.id}/sign-off`).set(V).send({ doneOn: 'yesterday', note: 'x' }), 'doneOn');

    expect((await owner.put(`/api/share/${share}/mechanic`).set(V).send({ email: 'bee@example.com' })).status).toBe(200);
    const revoked = await visitor.get(`/api/mechanic/${token}`).set(V);
    expect(revoked.status).toBe(404);
    expect(revoked.body.message).toBe(MAINTENANCE_ACCESS_MESSAGES.mechanicLink);
    expect((await visitor.post(`/api/mechanic/${token}/items/${item.id}/sign-off`).set(V).send({ doneOn: today(), note: 'x' })).status).toBe(404);
    const [second] = await sql<{ text: string }>("select text from outbox where kind = 'maintenance_mechanic_link' and recipient = 'bee@example.com'");
    const token2 = /mechanic\/([A-Za-z0-9_-]+)/.exec(second!.text)![1]!;
    expect((await visitor.get(`/api/mechanic/${token2}`).set(V)).status).toBe(200);
    expect((await owner.delete(`/api/share/${share}/mechanic`).set(V)).status).toBe(204);
    expect((await visitor.get(`/api/mechanic/${token2}`).set(V)).status).toBe(404);
    expect((await visitor.get('/api/mechanic/not-a-real-token-at-all').set(V)).status).toBe(404);
    expect((await visitor.get('/api/mechanic/x').set(V)).status).toBe(404);
  });
});

describe('GET /api/share/:id/status of an inactive listing, GET /api/admin/airworthiness', () => {
  it('an inactive listing\'s status is the owner\'s and staff\'s (404 others)', async () => {
    const share = await list();
    expect((await owner.post(`/api/share/${share}/disable`).set(V).send({})).status).toBe(200);
    expect((await status(share)).status).toBe(404);
    expect((await status(share, pilot)).status).toBe(404);
    expect((await status(share, owner)).status).toBe(200);
    expect((await status(share, admin)).status).toBe(200);
  });

  it('lists aircraft by status for staff only, with Content-Range; one aircraft with its maintenance and squawks', async () => {
    const share = await list();
    await addItem(share, { kind: 'annual', lastDoneOn: '2025-12-01' });
    expect((await pilot.get('/api/admin/airworthiness').set(V)).status).toBe(403);
    expect((await visitor.get('/api/admin/airworthiness').set(V)).status).toBe(401);
    const res = await admin.get(`/api/admin/airworthiness?filter=${encodeURIComponent(JSON.stringify({ status: 'red' }))}`).set(V);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['content-range']).toMatch(/airworthiness/);
    expect(res.body.every((r: { status: string }) => r.status === 'red')).toBe(true);
    expect(res.body.find((r: { id: number }) => r.id === share)).toMatchObject({ shareId: share, status: 'red', grounded: true, openSquawks: 0 });
    const one = await admin.get(`/api/admin/airworthiness/${share}`).set(V);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: share, maintenance: { shareId: share }, squawks: [] });
    expect((await admin.get('/api/admin/airworthiness/987654').set(V)).status).toBe(404);
    expect((await admin.get(`/api/admin/airworthiness?filter=${encodeURIComponent(JSON.stringify({ status: 'purple' }))}`).set(V)).status).toBe(400);
  });
});

describe('the sweep', () => {
  it('queues each reminder once and the alert worker mails it to the owner; a date passing turns the plane red and grounds it', async () => {
    const share = await list();
    now = new Date(Date.parse('2027-04-10T17:00:00Z'));
    await addItem(share, { kind: 'annual', lastDoneOn: '2026-04-20' });
    const sweep = () => RequestContext.create(t.orm.em, () => t.composed.maintenance.sweep.execute());
    expect((await sweep()).failed).toBe(0);
    await sweep();
    const queued = await sql<{ kind: string }>('select kind from alert_outbox where share_id = ? and kind like ?', [share, 'maintenance%']);
    expect(queued.map((r) => r.kind)).toEqual(['maintenance_due_soon']);
    await RequestContext.create(t.orm.em, () => t.composed.alerts.deliver.execute('test-worker'));
    const [mail] = await sql<{ subject: string; text: string }>("select subject, text from outbox where kind = 'maintenance_due_soon' order by id desc limit 1");
    expect(mail!.subject).toContain(`N${tail}MX`);
    expect(mail!.text).toContain(`/account/listings/${share}/maintenance`);

    now = new Date(Date.parse('2027-05-02T17:00:00Z'));
    expect((await status(share)).body.status).toBe('red');
    expect((await visitor.get(`/api/share/${share}/availability`).set(V)).body.grounded).toBeNull();
    await sweep();
    expect((await visitor.get(`/api/share/${share}/availability`).set(V)).body.grounded).not.toBeNull();
    expect((await sql<{ kind: string }>('select kind from alert_outbox where share_id = ? and kind like ? order by id', [share, 'maintenance%'])).map((r) => r.kind))
      .toEqual(['maintenance_due_soon', 'maintenance_overdue']);
  });
});

describe('after a restart', () => {
  it('an app made again on the same database reads the same status', async () => {
    const share = await list();
    now = new Date(Date.parse('2027-05-05T17:00:00Z'));
    await addItem(share, { kind: 'annual', lastDoneOn: '2026-05-10' });
    await owner.post(`/api/share/${share}/squawks`).set(V).send({ text: 'Fuel cap seal worn', severity: 'deferred' });
    const before = (await status(share)).body;
    const again = compose(t.orm, t.config, { clock });
    try {
      const after = (await supertest(again.app.callback()).get(`/api/share/${share}/status`).set(V)).body;
      expect(after).toEqual(before);
      expect(after.status).toBe('amber');
    } finally {
      await again.close();
    }
  });
});

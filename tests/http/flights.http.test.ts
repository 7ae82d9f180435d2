import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../application/ports/security.js';
import { BOOKING_MESSAGES } from '../../domain/booking/booking-transitions.js';
import { CHECK_OUT_MESSAGES } from '../../domain/flight/check-out-rules.js';
import { listTestPlane, signInNewAdmin, signUpActor, sqlOf, type Agent } from '../support/http-actors.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

// Issue 36: a rental's flight over HTTP. Every route as the pilot, the owner, another member, staff and a
// visitor; the bad input each refuses (400 naming the field, nothing written); the races and time windows.

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
let rental: number;
let seq = 0;
let tail = 600;
let dayNo = 0;

const sql = sqlOf(() => t);
const list = () => listTestPlane(owner, { type: 'PRIVATE_OWNER_RENTAL', airportId, png, tailNumber: `N${++tail}FL`, title: 'Skyhawk to fly' });

interface Slot {
  id: number;
  start: Date;
  end: Date;
}

/** An approved three-hour rental of the pilot on a day of its own; the clock is left 30 minutes before its start. */
async function approvedBooking(shareId = rental): Promise<Slot> {
  const start = new Date(START + ++dayNo * DAY + 14 * HOUR);
  const end = new Date(start.getTime() + 3 * HOUR);
  now = new Date(start.getTime() - DAY);
  const asked = await pilot.post(`/api/share/${shareId}/requests`).set(V).send({ start: start.toISOString(), end: end.toISOString(), message: 'Local flight' });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const approved = await owner.post(`/api/requests/${asked.body.id}/approve`).set(V).send({});
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  now = new Date(start.getTime() - 30 * 60_000);
  return { id: asked.body.id, start, end };
}

const OUT = { hobbs: 1234.5, tach: 987.6, fuelOnBoard: 40.5 };
const BACK = { hobbs: 1236.0, tach: 988.8, landings: 3, route: ['KLOU', 'KSDF', 'KLOU'], fuel: [{ gallons: 12.5, amountCents: 7_250 }], squawks: [{ text: 'Left landing light out', severity: 'info' }] };

const checkOut = (by: Agent | TestApp['request'], id: number, flight: unknown = OUT) =>
  by.post(`/api/requests/${id}/check-out`).set(V).field('flight', typeof flight === 'string' ? flight : JSON.stringify(flight));
const checkIn = (by: Agent | TestApp['request'], id: number, flight: unknown = BACK) =>
  by.post(`/api/requests/${id}/check-in`).set(V).field('flight', typeof flight === 'string' ? flight : JSON.stringify(flight));
const act = (by: Agent | TestApp['request'], id: number, action: string, body: Record<string, unknown> = {}) =>
  by.post(`/api/requests/${id}/${action}`).set(V).send(body);
/** The mails the alert outbox holds about a booking, by kind: each event is mailed once. */
const mailsOf = async (id: number) =>
  (await sql<{ kind: string }>("select kind from alert_outbox where payload->>'bookingId' = ? and kind like 'flight%' order by kind", [String(id)])).map((r) => r.kind);
const stateOf = async (id: number) => (await sql<{ state: string }>('select state from booking_requests where id = ?', [id]))[0]!.state;

async function checkedOut(shareId = rental): Promise<Slot> {
  const slot = await approvedBooking(shareId);
  const res = await checkOut(pilot, slot.id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  now = new Date(slot.start.getTime() + HOUR);
  return slot;
}

async function flown(shareId = rental): Promise<Slot> {
  const slot = await checkedOut(shareId);
  now = new Date(slot.end.getTime() - 10 * 60_000);
  const res = await checkIn(pilot, slot.id);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return slot;
}

/** A 400 that names `field` and changed nothing. */
async function refusedNaming(res: { status: number; body: { fields?: Record<string, string[]> } }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(Object.keys(res.body.fields ?? {}), JSON.stringify(res.body)).toContain(field);
}

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  visitor = t.request;
  png = await new Jimp({ width: 300, height: 200, color: 0x3366ccff }).getBuffer('image/png');
  airportId = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
  const signUp = (subscribed = false) => signUpActor(t, `flyer${++seq}`, `Flyer${seq}`, subscribed ? (['listing'] as const) : []);
  owner = (await signUp(true)).agent;
  pilot = (await signUp()).agent;
  stranger = (await signUp(true)).agent;
  admin = (await signInNewAdmin(t)).agent;
  rental = await list();
  expect((await owner.put(`/api/share/${rental}/availability`).set(V).send({ rules: { maxFutureBookings: 100 } })).status).toBe(200);
}, 120_000);
afterAll(() => t?.close());

describe('POST /api/requests/:id/check-out', () => {
  it('takes the pilot\'s readings and photos (by kind, or plain photos in order): the Request is checked out, with its flight', async () => {
    const { id } = await approvedBooking();
    const before = await pilot.get(`/api/requests/${id}`).set(V);
    expect(before.body.flight).toBeNull();
    expect(before.body.actions).toContain('check_out');
    const res = await checkOut(pilot, id)
      .attach('tach', png, { filename: 'tach.png', contentType: 'image/png' })
      .attach('photos', png, { filename: 'a.png', contentType: 'image/png' })
      .attach('photos', png, { filename: 'b.png', contentType: 'image/png' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id, state: 'checked_out', flight: { bookingId: id, state: 'checked_out', checkIn: null, bill: null } });
    expect(res.body.flight.checkOut).toMatchObject({ hobbs: 1234.5, tach: 987.6, fuelOnBoard: 40.5 });
    const kinds = (res.body.flight.checkOut.photos as { kind: string; url: string }[]).map((p) => p.kind).sort();
    expect(kinds).toEqual(['hobbs', 'tach', 'tach']);
    expect(res.body.actions).toContain('check_in');
    expect(await stateOf(id)).toBe('checked_out');
  });

  it('answers 401 visitors, 403 the owner and staff, 404 another member; nothing changes', async () => {
    const { id } = await approvedBooking();
    expect((await checkOut(visitor, id)).status).toBe(401);
    expect((await checkOut(owner, id)).status).toBe(403);
    expect((await checkOut(admin, id)).status).toBe(403);
    expect((await checkOut(stranger, id)).status).toBe(404);
    expect((await checkOut(pilot, 987_654_321)).status).toBe(404);
    expect(await stateOf(id)).toBe('approved');
  });

  it.each([
    ['a reading that is not a number', { ...OUT, hobbs: 'twelve' }, 'hobbs'],
    ['a negative reading', { ...OUT, tach: -1 }, 'tach'],
    ['a reading with two decimals', { ...OUT, hobbs: 1234.55 }, 'hobbs'],
    ['fuel that is not a number', { ...OUT, fuelOnBoard: '40 gal' }, 'fuelOnBoard'],
    ['a missing reading', { tach: 987.6, fuelOnBoard: 40 }, 'hobbs'],
    ['an unparseable flight field', '{"hobbs": 12', 'flight'],
    ['a flight field that is not an object', '[1, 2]', 'flight'],
  ])('refuses %s: 400 naming the field, nothing written', async (_label, flight, field) => {
    const { id } = await approvedBooking();
    await refusedNaming(await checkOut(pilot, id, flight), field);
    expect(await stateOf(id)).toBe('approved');
    expect((await pilot.get(`/api/requests/${id}`).set(V)).body.flight).toBeNull();
  });

  it('refuses a photo by its bytes (text named .png): 400, nothing written', async () => {
    const { id } = await approvedBooking();
    const res = await checkOut(pilot, id).attach('hobbs', Buffer.from('not a picture at all'), { filename: 'hobbs.png', contentType: 'image/png' });
    await refusedNaming(res, 'photos[0]');
    expect(res.body.message).toContain('hobbs.png');
    expect(await stateOf(id)).toBe('approved');
  });

  it('refuses a check-out more than two hours before the start, after the end, and on a grounded aircraft', async () => {
    const early = await approvedBooking();
    now = new Date(early.start.getTime() - 2 * HOUR - 60_000);
    const tooEarly = await checkOut(pilot, early.id);
    expect(tooEarly.status, JSON.stringify(tooEarly.body)).toBe(409);
    expect(tooEarly.body.message).toBe(BOOKING_MESSAGES.tooEarlyToCheckOut);
    now = new Date(early.start.getTime() - 2 * HOUR + 60_000);
    expect((await checkOut(pilot, early.id)).status).toBe(200);

    const late = await approvedBooking();
    now = new Date(late.end.getTime() + 60_000);
    const tooLate = await checkOut(pilot, late.id);
    expect(tooLate.status, JSON.stringify(tooLate.body)).toBe(409);
    expect(tooLate.body.message).toBe(BOOKING_MESSAGES.endedBeforeCheckOut);
    expect(await stateOf(late.id)).toBe('approved');

    const share = await list();
    expect((await owner.put(`/api/share/${share}/availability`).set(V).send({ rules: { maxFutureBookings: 100 } })).status).toBe(200);
    const grounded = await approvedBooking(share);
    expect((await owner.post(`/api/share/${share}/ground`).set(V).send({ reason: 'Flat tire' })).status).toBe(200);
    const onGround = await checkOut(pilot, grounded.id);
    expect(onGround.status, JSON.stringify(onGround.body)).toBe(409);
    expect(onGround.body.message).toBe(CHECK_OUT_MESSAGES.grounded('Flat tire'));
    expect(await stateOf(grounded.id)).toBe('approved');
  });

  it('flags a reading that does not continue the last check-in, with both numbers', async () => {
    const share = await list();
    expect((await owner.put(`/api/share/${share}/availability`).set(V).send({ rules: { maxFutureBookings: 100 } })).status).toBe(200);
    await flown(share); // leaves the Hobbs at 1236.0
    const next = await approvedBooking(share);
    const res = await checkOut(pilot, next.id, { ...OUT, hobbs: 1240.0, tach: 988.8 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const flags = res.body.flight.flags as { meter: string; expected: number; found: number; message: string }[];
    expect(flags).toContainEqual(expect.objectContaining({ meter: 'hobbs', expected: 1236, found: 1240, source: 'last_check_in' }));
    const hobbs = flags.find((f) => f.meter === 'hobbs')!;
    expect(hobbs.message).toContain('1240.0');
    expect(hobbs.message).toContain('1236.0');
    expect(flags.some((f) => f.meter === 'tach')).toBe(false);
  });
});

describe('POST /api/requests/:id/check-in and bill-preview', () => {
  it('shows the pilot the bill before he checks in (nothing saved), then takes the check-in: flown, with the bill', async () => {
    const { id, end } = await checkedOut();
    now = new Date(end.getTime() - 10 * 60_000);
    const preview = await act(pilot, id, 'bill-preview', { hobbs: BACK.hobbs, tach: BACK.tach, fuel: BACK.fuel });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.currency).toBe('USD');
    expect(Number.isInteger(preview.body.totalCents)).toBe(true);
    expect(preview.body.lines.length).toBeGreaterThan(0);
    expect(preview.body.lines.reduce((s: number, l: { amountCents: number }) => s + l.amountCents, 0)).toBe(preview.body.totalCents);
    expect(await stateOf(id)).toBe('checked_out');
    expect((await act(owner, id, 'bill-preview', { hobbs: BACK.hobbs, tach: BACK.tach, fuel: [] })).status).toBe(403);
    expect((await act(stranger, id, 'bill-preview', { hobbs: BACK.hobbs, tach: BACK.tach, fuel: [] })).status).toBe(404);
    expect((await act(visitor, id, 'bill-preview', { hobbs: BACK.hobbs, tach: BACK.tach, fuel: [] })).status).toBe(401);
    await refusedNaming(await act(pilot, id, 'bill-preview', { hobbs: 'x', tach: BACK.tach, fuel: [] }), 'hobbs');

    const res = await checkIn(pilot, id).attach('receipt', png, { filename: 'fuel.png', contentType: 'image/png' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ state: 'flown', flight: { state: 'flown', checkIn: { hobbs: 1236, tach: 988.8, landings: 3, route: BACK.route } } });
    expect(res.body.flight.checkIn.fuel).toEqual([{ gallons: 12.5, amountCents: 7_250 }]);
    expect(res.body.flight.checkIn.photos.map((p: { kind: string }) => p.kind)).toEqual(['receipt']);
    expect(res.body.flight.bill).toEqual(preview.body);
    expect(res.body.flight.closesAt).toBe(new Date(now.getTime() + 72 * HOUR).toISOString());
    expect(res.body.actions).not.toContain('check_in');
  });

  it('answers 401 visitors, 403 the owner and staff, 404 another member', async () => {
    const { id } = await checkedOut();
    expect((await checkIn(visitor, id)).status).toBe(401);
    expect((await checkIn(owner, id)).status).toBe(403);
    expect((await checkIn(admin, id)).status).toBe(403);
    expect((await checkIn(stranger, id)).status).toBe(404);
    expect(await stateOf(id)).toBe('checked_out');
  });

  it.each([
    ['a reading below the check-out', { ...BACK, hobbs: 1234.4 }, 'hobbs'],
    ['a tach with two decimals', { ...BACK, tach: 988.85 }, 'tach'],
    ['negative landings', { ...BACK, landings: -1 }, 'landings'],
    ['more than 24 hours of meter time without a note', { ...BACK, hobbs: 1259.0, tach: 1012.1 }, 'note'],
    ['an unparseable flight field', 'hobbs=1236', 'flight'],
  ])('refuses %s: 400 naming the field, nothing written', async (_label, flight, field) => {
    const { id } = await checkedOut();
    await refusedNaming(await checkIn(pilot, id, flight), field);
    expect(await stateOf(id)).toBe('checked_out');
    expect((await pilot.get(`/api/requests/${id}/flight`).set(V)).body.checkIn).toBeNull();
  });

  it('takes a long flight with its note', async () => {
    const { id } = await checkedOut();
    const res = await checkIn(pilot, id, { ...BACK, hobbs: 1259.5, tach: 1012.6, note: 'Ferry flight to the avionics shop and back' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.flight.checkIn.note).toBe('Ferry flight to the avionics shop and back');
  });

  it('answers a second check-in 409; of two sent at once exactly one wins', async () => {
    const { id } = await flown();
    const again = await checkIn(pilot, id);
    expect(again.status, JSON.stringify(again.body)).toBe(409);

    const race = await checkedOut();
    const both = await Promise.all([checkIn(pilot, race.id), checkIn(pilot, race.id, { ...BACK, hobbs: 1237.0 })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const flight = (await pilot.get(`/api/requests/${race.id}/flight`).set(V)).body;
    const winner = both.find((r) => r.status === 200)!;
    expect(flight.checkIn.hobbs).toBe(winner.body.flight.checkIn.hobbs);
    // The owner hears of the check-in and the pilot gets his bill once, though two check-ins were sent.
    expect(await mailsOf(race.id)).toEqual(['flight_bill_ready', 'flight_checked_in']);
  });

  it('grounds the aircraft at once on a grounding squawk', async () => {
    const share = await list();
    const { id } = await checkedOut(share);
    const res = await checkIn(pilot, id, { ...BACK, squawks: [{ text: 'Oil pressure fluctuating', severity: 'grounding' }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await visitor.get(`/api/share/${share}/availability`).set(V)).body.grounded).not.toBeNull();
  });
});

describe('GET /api/requests/:id/flight and its photos', () => {
  it('shows the flight and its photos to the pilot, the owner and staff; 404 another member; 401 visitors', async () => {
    const { id } = await approvedBooking();
    expect((await pilot.get(`/api/requests/${id}/flight`).set(V)).status).toBe(404); // no check-out yet
    expect((await checkOut(pilot, id).attach('hobbs', png, { filename: 'h.png', contentType: 'image/png' })).status).toBe(200);
    for (const who of [pilot, owner, admin]) {
      const res = await who.get(`/api/requests/${id}/flight`).set(V);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ bookingId: id, checkOut: { hobbs: 1234.5 } });
      const url = res.body.checkOut.photos[0].url as string;
      expect(url).toBe(`/api/requests/${id}/flight/photos/0`);
      const photo = await who.get(url).set(V).buffer(true);
      expect(photo.status).toBe(200);
      expect(photo.headers['content-type']).toMatch(/^image\//);
      expect(photo.headers['cache-control']).toBe('no-store');
      expect((photo.body as Buffer).length).toBeGreaterThan(0);
    }
    expect((await stranger.get(`/api/requests/${id}/flight`).set(V)).status).toBe(404);
    expect((await stranger.get(`/api/requests/${id}/flight/photos/0`).set(V)).status).toBe(404);
    expect((await visitor.get(`/api/requests/${id}/flight`).set(V)).status).toBe(401);
    expect((await visitor.get(`/api/requests/${id}/flight/photos/0`).set(V)).status).toBe(401);
    expect((await pilot.get(`/api/requests/${id}/flight/photos/7`).set(V)).status).toBe(404);
    await refusedNaming(await pilot.get(`/api/requests/${id}/flight/photos/first`).set(V), 'n');
    // Its stored address serves nobody, not even the pilot: only the route above, which checks who asks.
    const [row] = await t.orm.em.fork().getConnection().execute('select * from flights where booking_id = ?', [id]);
    const stored = JSON.stringify(row).match(/\/media\/flights\/[^"\\]+/)?.[0];
    expect(stored).toBeTruthy();
    expect((await pilot.get(stored!)).status).toBe(404);
    expect((await visitor.get(stored!)).status).toBe(404);
  });
});

describe('confirm, dispute and no-show', () => {
  it('lets the owner confirm a flown flight (closed); 403 the pilot and staff, 404 another member', async () => {
    const { id } = await flown();
    expect((await act(visitor, id, 'confirm')).status).toBe(401);
    expect((await act(pilot, id, 'confirm')).status).toBe(403);
    expect((await act(admin, id, 'confirm')).status).toBe(403);
    expect((await act(stranger, id, 'confirm')).status).toBe(404);
    const flownBefore = (await pilot.get('/api/user/record').set(V)).body.flownOnWingshare;
    const res = await act(owner, id, 'confirm');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ state: 'closed', flight: { state: 'closed', closesAt: null } });
    expect(res.body.flight.confirmedAt).not.toBeNull();
    // The closed flight's time joins the pilot's record, apart from what he declared.
    const flownAfter = (await pilot.get('/api/user/record').set(V)).body.flownOnWingshare;
    expect(flownAfter.flights).toBe(flownBefore.flights + 1);
    expect(flownAfter.totalHours).toBeGreaterThan(flownBefore.totalHours);
    expect((await mailsOf(id)).filter((k) => k === 'flight_closed').length).toBeGreaterThan(0);
    expect((await act(owner, id, 'confirm')).status).toBe(409);
  });

  it('takes a dispute from either side within 72 hours of check-in, with a reason', async () => {
    const byPilot = await flown();
    await refusedNaming(await act(pilot, byPilot.id, 'dispute', { reason: '' }), 'reason');
    expect((await act(stranger, byPilot.id, 'dispute', { reason: 'Not mine' })).status).toBe(404);
    expect((await act(visitor, byPilot.id, 'dispute', { reason: 'Not mine' })).status).toBe(401);
    expect((await act(admin, byPilot.id, 'dispute', { reason: 'Staff resolve, not dispute' })).status).toBe(403);
    const res = await act(pilot, byPilot.id, 'dispute', { reason: 'The Hobbs was misread: 1235.8' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ state: 'disputed', flight: { dispute: { by: 'pilot', reason: 'The Hobbs was misread: 1235.8', resolvedAt: null } } });
    expect((await act(owner, byPilot.id, 'confirm')).status).toBe(409);
    expect(await mailsOf(byPilot.id)).toContain('flight_disputed');

    const byOwner = await flown();
    now = new Date(now.getTime() + 71 * HOUR);
    const owners = await act(owner, byOwner.id, 'dispute', { reason: 'Fuel receipt missing' });
    expect(owners.status, JSON.stringify(owners.body)).toBe(200);
    expect(owners.body.flight.dispute.by).toBe('owner');

    const late = await flown();
    now = new Date(now.getTime() + 73 * HOUR);
    const tooLate = await act(pilot, late.id, 'dispute', { reason: 'Too late' });
    expect(tooLate.status, JSON.stringify(tooLate.body)).toBe(409);
    expect(tooLate.body.message).toBe(BOOKING_MESSAGES.disputeWindowOver);
    expect(await stateOf(late.id)).not.toBe('disputed');
  });

  it('lets the owner mark a no-show 60 minutes past the start with no check-out', async () => {
    const { id, start } = await approvedBooking();
    now = new Date(start.getTime() + 59 * 60_000);
    const early = await act(owner, id, 'no-show');
    expect(early.status, JSON.stringify(early.body)).toBe(409);
    expect(early.body.message).toBe(BOOKING_MESSAGES.tooEarlyForNoShow);
    now = new Date(start.getTime() + 61 * 60_000);
    expect((await act(visitor, id, 'no-show')).status).toBe(401);
    expect((await act(pilot, id, 'no-show')).status).toBe(403);
    expect((await act(stranger, id, 'no-show')).status).toBe(404);
    const res = await act(owner, id, 'no-show');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.state).toBe('no_show');
    expect(await mailsOf(id)).toEqual(['flight_no_show']);

    const out = await checkedOut();
    now = new Date(out.start.getTime() + 2 * HOUR);
    expect((await act(owner, out.id, 'no-show')).status).toBe(409);
  });
});

describe('GET and PUT /api/share/:id/readings', () => {
  it("records the owner's meters, and flags a later check-out that does not continue them, with both numbers", async () => {
    const share = await list();
    expect((await owner.get(`/api/share/${share}/readings`).set(V)).body).toEqual({ readings: null });
    await refusedNaming(await owner.put(`/api/share/${share}/readings`).set(V).send({ hobbs: 1234.55, tach: 987.6 }), 'hobbs');
    await refusedNaming(await owner.put(`/api/share/${share}/readings`).set(V).send({ hobbs: 1234.5, tach: -1 }), 'tach');
    expect((await owner.get(`/api/share/${share}/readings`).set(V)).body).toEqual({ readings: null }); // nothing changed
    expect((await pilot.put(`/api/share/${share}/readings`).set(V).send({ hobbs: 1, tach: 1 })).status).toBe(403);
    const slot = await approvedBooking(share);
    const recorded = await owner.put(`/api/share/${share}/readings`).set(V).send({ hobbs: 1233.0, tach: 987.6 });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.readings).toMatchObject({ hobbs: 1233, tach: 987.6 });
    expect((await owner.get(`/api/share/${share}/readings`).set(V)).body.readings).toMatchObject({ hobbs: 1233, tach: 987.6 });
    now = new Date(slot.start.getTime() - HOUR);
    const out = await checkOut(pilot, slot.id);
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.flight.flags).toEqual([expect.objectContaining({ meter: 'hobbs', expected: 1233, found: 1234.5, source: 'owner_reading' })]);
  });
});

describe('GET and PUT /api/share/:id/billing', () => {
  const RULES = {
    basis: 'tach', wet: true, rateCents: 12_500, dailyMinimum: { hours: 2, weekendHours: 3, whenOutHours: 4 },
    fuel: { rule: 'actual_capped', capCents: 650 }, fees: [{ label: 'Cleaning', amountCents: 2_500 }],
  };

  it('answers the owner and staff the listing\'s rules (defaults from its rate), and saves the owner\'s', async () => {
    const share = await list();
    const first = await owner.get(`/api/share/${share}/billing`).set(V);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.rateCents).toBe(15_000);
    expect((await admin.get(`/api/share/${share}/billing`).set(V)).status).toBe(200);
    expect((await visitor.get(`/api/share/${share}/billing`).set(V)).status).toBe(401);
    expect((await stranger.get(`/api/share/${share}/billing`).set(V)).status).toBe(403);
    expect((await pilot.get(`/api/share/${share}/billing`).set(V)).status).toBe(403);

    expect((await visitor.put(`/api/share/${share}/billing`).set(V).send(RULES)).status).toBe(401);
    expect((await stranger.put(`/api/share/${share}/billing`).set(V).send(RULES)).status).toBe(403);
    const saved = await owner.put(`/api/share/${share}/billing`).set(V).send(RULES);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject(RULES);
    expect((await owner.get(`/api/share/${share}/billing`).set(V)).body).toMatchObject(RULES);
  });

  it.each([
    ['an unknown basis', { basis: 'odometer' }, 'basis'],
    ['a negative rate', { rateCents: -5 }, 'rateCents'],
    ['a rate that is not whole cents', { rateCents: 125.5 }, 'rateCents'],
  ])('refuses %s: 400 naming the field, nothing saved', async (_label, change, field) => {
    const share = await list();
    const before = (await owner.get(`/api/share/${share}/billing`).set(V)).body;
    await refusedNaming(await owner.put(`/api/share/${share}/billing`).set(V).send({ ...RULES, ...change }), field);
    expect((await owner.get(`/api/share/${share}/billing`).set(V)).body).toEqual(before);
  });

  it('keeps the rules a booking was approved with when the owner changes them later', async () => {
    const share = await list();
    expect((await owner.put(`/api/share/${share}/billing`).set(V).send(RULES)).status).toBe(200);
    const { id } = await checkedOut(share);
    expect((await owner.put(`/api/share/${share}/billing`).set(V).send({ ...RULES, rateCents: 99_900 })).status).toBe(200);
    expect((await pilot.get(`/api/requests/${id}/flight`).set(V)).body.billing.rateCents).toBe(12_500);
  });
});

describe('GET /requests/:id/receipt', () => {
  it('gives the pilot, the owner and staff a printable page of the bill; anyone else the 404 page', async () => {
    const { id } = await flown();
    const flight = (await pilot.get(`/api/requests/${id}/flight`).set(V)).body;
    for (const who of [pilot, owner, admin]) {
      const res = await who.get(`/requests/${id}/receipt`).set('Accept-Encoding', 'br, gzip');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('@media print');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.text).toContain('width=device-width');
      expect(res.text).toContain('KLOU → KSDF → KLOU');
      expect(res.text).toContain('1236.0');
      expect(res.text).toContain('Skyhawk to fly');
      const total = flight.bill.totalCents as number;
      expect(res.text).toContain(`$${Math.floor(total / 100).toLocaleString('en-US')}.${String(total % 100).padStart(2, '0')}`);
    }
    for (const who of [stranger, visitor]) {
      const res = await who.get(`/requests/${id}/receipt`);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).not.toContain('1236.0');
    }
    expect((await pilot.get('/requests/987654321/receipt')).status).toBe(404);
    expect((await pilot.get('/requests/abc/receipt')).status).toBe(404);
  });
});

describe('the back office\'s flights', () => {
  it('lists flights with Content-Range and filters, shows one, and resolves a dispute with an audit entry', async () => {
    const { id } = await flown();
    expect((await act(pilot, id, 'dispute', { reason: 'Tach misread' })).status).toBe(200);

    expect((await visitor.get('/api/admin/flights').set(V)).status).toBe(401);
    expect((await owner.get('/api/admin/flights').set(V)).status).toBe(403);
    const listed = await admin.get('/api/admin/flights').query({ filter: JSON.stringify({ state: 'disputed' }), range: '[0,9]' }).set(V);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.headers['content-range']).toMatch(/^flights 0-\d+\/\d+$/);
    expect(listed.body.map((f: { id: number }) => f.id)).toContain(id);
    expect(listed.body.every((f: { state: string }) => f.state === 'disputed')).toBe(true);
    const flagged = await admin.get('/api/admin/flights').query({ filter: JSON.stringify({ flagged: true }) }).set(V);
    expect(flagged.status).toBe(200);
    expect(flagged.body.map((f: { id: number }) => f.id)).toContain(id);
    expect((await admin.get('/api/admin/flights').query({ filter: JSON.stringify({ state: 'airborne' }) }).set(V)).status).toBe(400);

    const one = await admin.get(`/api/admin/flights/${id}`).set(V);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id, bookingId: id, state: 'disputed', share: { title: 'Skyhawk to fly' }, pilot: { name: expect.any(String) }, owner: { name: expect.any(String) } });
    expect((await admin.get('/api/admin/flights/987654321').set(V)).status).toBe(404);

    expect((await owner.post(`/api/admin/flights/${id}/resolve`).set(V).send({ resolution: 'x' })).status).toBe(403);
    await refusedNaming(await admin.post(`/api/admin/flights/${id}/resolve`).set(V).send({ tach: 988.55, resolution: 'Tach corrected' }), 'tach');
    const resolved = await admin.post(`/api/admin/flights/${id}/resolve`).set(V).send({ tach: 988.5, resolution: 'Tach read from the photo' });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(resolved.body).toMatchObject({ id, state: 'closed', checkIn: { tach: 988.5 }, dispute: { resolution: 'Tach read from the photo' } });
    expect(resolved.body.dispute.resolvedAt).not.toBeNull();
    const audit = await sql<{ n: string }>("select count(*) as n from admin_audit_log where resource = 'flights' and record_id = ?", [String(id)]);
    expect(Number(audit[0]!.n)).toBeGreaterThanOrEqual(1);
    expect((await admin.post(`/api/admin/flights/${id}/resolve`).set(V).send({ resolution: 'Again' })).status).toBe(409);
  });
});

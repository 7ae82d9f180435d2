import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../application/ports/security.js';
import { NOTHING_FLOWN } from '../../domain/pilot/flown-on-wingshare.js';
import { EMPTY_RECORD, type PilotRecord } from '../../domain/pilot/pilot-record.js';
import { declaredSources } from '../../domain/pilot/record-sources.js';
import { PILOT_RECORD_MESSAGES as M } from '../../domain/pilot/pilot-record-rules.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

/** The figures GET /user/record counts (its `counted`): for a record with nothing else known, the record's own. */
const countedOf = ({ certificate, ratings, totalHours, classHours, makeModelHours, flightReview }: PilotRecord) =>
  ({ certificate, ratings, totalHours, classHours, makeModelHours, flightReview });

// Issue 15: the pilot's record (GET/PUT /api/user/record), what a stranger sees of it, an owner's minimums
// and the aircraft's classes on a listing, the match (GET /api/share/:id/qualification and the owner's
// Requests), and bad input (400 with a message per field, nothing written).
type Agent = ReturnType<TestApp['agent']>;

// 15:00 UTC: the same calendar day at Louisville (UTC-4) and in UTC.
const NOW = new Date('2027-06-15T15:00:00Z');
const clock: Clock = { now: () => new Date(NOW) };

let t: TestApp;
let png: Buffer;
let airportId: number;
let owner: Agent;
let pilot: Agent;
let stranger: Agent;
let pilotId: number;
let seq = 0;
let tail = 500;

async function signUp(subscribed = false): Promise<{ agent: Agent; id: number }> {
  const agent = t.agent();
  const username = `recorder${++seq}`;
  const res = await agent.post('/api/user').set(V).send({ user: { username, email: `${username}@example.com`, password: 'flying-high', firstname: 'Sam', lastname: `Record${seq}`, airport: airportId } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  if (subscribed) expect((await agent.post('/api/user/subscription').set(V).send({ priceId: 'price_listing_monthly', paymentMethodId: 'pm_card_visa' })).status).toBe(201);
  return { agent, id: res.body.user.id };
}

async function list(extra: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> & { id: number } }> {
  const share = {
    type: 'PRIVATE_OWNER_RENTAL', description: 'A well kept plane.', make: 'Piper', model: 'PA-28', url: '', airport: airportId,
    media: [{ type: 'image', file: 0 }], defaultMedia: 0, tailNumber: `N${++tail}QR`, title: 'Cherokee for rent', ratePerHour: 140, ...extra,
  };
  const res = await owner.post('/api/share').set(V).field('share', JSON.stringify({ ...share, ownershipConfirmed: true })).attach('images', png, { filename: 'p.png', contentType: 'image/png' });
  return { status: res.status, body: res.body };
}

/** A private pilot with an instrument rating, 450 hours, 18 of them in a PA-28, current medical and review. */
const RECORD: PilotRecord = {
  certificate: 'private',
  ratings: ['instrument'],
  totalHours: 450,
  classHours: { night: 40, instrument: 60 },
  makeModelHours: [{ makeModel: 'Piper PA-28', hours: 18 }, { makeModel: 'Cessna 172', hours: 300 }],
  medical: { class: 3, examined: '2026-02-10' },
  flightReview: '2026-01-20',
  dateOfBirth: '1980-04-02',
  renterInsurance: null,
  shows: { certificate: true, ratings: true, hours: true, medical: false, flightReview: false },
};

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  png = await new Jimp({ width: 300, height: 200, color: 0x3366ccff }).getBuffer('image/png');
  airportId = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
  owner = (await signUp(true)).agent;
  const p = await signUp();
  pilot = p.agent;
  pilotId = p.id;
  stranger = (await signUp()).agent;
}, 120_000);
afterAll(() => t?.close());

describe('GET and PUT /api/user/record', () => {
  it('answers the empty record before one is saved', async () => {
    const res = await stranger.get('/api/user/record').set(V);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...EMPTY_RECORD, hoursRange: null, flownOnWingshare: NOTHING_FLOWN, counted: countedOf(EMPTY_RECORD), sources: declaredSources() });
  });

  it('saves the record, answers it back as GET does, and keeps the profile\'s hours range in step', async () => {
    const res = await pilot.put('/api/user/record').set(V).send(RECORD);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ ...RECORD, hoursRange: '0-500' });
    const got = await pilot.get('/api/user/record').set(V);
    expect(got.body).toEqual(res.body);
    // Round trip: what GET answers is accepted back unchanged.
    const again = await pilot.put('/api/user/record').set(V).send(got.body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(got.body);
    expect((await pilot.get('/api/user').set(V)).body.totalHours).toBe('0-500');
    const more = await pilot.put('/api/user/record').set(V).send({ ...RECORD, totalHours: 1200 });
    expect(more.body.hoursRange).toBe('1000-3000');
    expect((await pilot.get('/api/user').set(V)).body.totalHours).toBe('1000-3000');
    // The Basic tab cannot set a range the record contradicts; the message says where to change it.
    const contradicted = await pilot.patch('/api/user').set(V).field('user', JSON.stringify({ totalHours: '0-500' }));
    expect(contradicted.status).toBe(400);
    expect(contradicted.body.fields).toEqual({ totalHours: ['Your pilot record says 1,200 hours, so the range is 1000-3000: change the total in your pilot record.'] });
    expect((await pilot.get('/api/user').set(V)).body.totalHours).toBe('1000-3000');
    expect((await pilot.put('/api/user/record').set(V).send(RECORD)).status).toBe(200);
  });

  // One request for the rule; each message is checked without a server (tests/unit/application/pilots.test.ts).
  it('refuses a bad value with its message beside the field, and keeps the saved record', async () => {
    const res = await pilot.put('/api/user/record').set(V).send({ ...RECORD, totalHours: -5 });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.fields).toEqual({ totalHours: [M.hoursNegative('Total hours')] });
    expect(res.body.errors).toEqual([M.hoursNegative('Total hours')]);
    expect((await pilot.get('/api/user/record').set(V)).body.totalHours).toBe(450);
  });

  it('removes the record with the account', async () => {
    const gone = await signUp();
    expect((await gone.agent.put('/api/user/record').set(V).send(RECORD)).status).toBe(200);
    expect((await gone.agent.delete('/api/user').set(V).send({ currentPassword: 'flying-high' })).status).toBe(204);
    const rows = await t.orm.em.fork().execute('select 1 from pilot_records where user_id = ?', [gone.id]);
    expect(rows).toEqual([]);
  });
});

describe('GET /api/user/:id shows only what the pilot chose', () => {
  it('gives a stranger the shown parts and never the date of birth, the medical or the review unless shown', async () => {
    const res = await stranger.get(`/api/user/${pilotId}`).set(V);
    expect(res.status).toBe(200);
    const record = res.body.record as Record<string, unknown>;
    expect(record).toMatchObject({ certificate: 'private', ratings: ['instrument'], hours: { total: 450, range: '0-500' } });
    expect(JSON.stringify(res.body)).not.toContain('1980-04-02');
    expect(record).not.toHaveProperty('dateOfBirth');
    expect(record).not.toHaveProperty('medical');
    expect(record).not.toHaveProperty('flightReview');
    expect(record).not.toHaveProperty('renterInsurance');
    expect(record).not.toHaveProperty('shows');
  });

  it('hides the hours when the pilot says so, and shows the medical when asked', async () => {
    expect((await pilot.put('/api/user/record').set(V).send({ ...RECORD, shows: { ...RECORD.shows, hours: false, medical: true } })).status).toBe(200);
    const record = (await stranger.get(`/api/user/${pilotId}`).set(V)).body.record as Record<string, unknown>;
    expect(record).not.toHaveProperty('hours');
    expect(JSON.stringify(record)).not.toContain('Piper');
    // The medical as its class and last valid day, never the exam's day.
    expect(record.medical).toMatchObject({ class: 3, current: true });
    expect(JSON.stringify(record)).not.toContain(RECORD.medical!.examined);
    expect((await pilot.put('/api/user/record').set(V).send(RECORD)).status).toBe(200);
  });

  it('answers null for a pilot without a record', async () => {
    const other = await signUp();
    expect((await stranger.get(`/api/user/${other.id}`).set(V)).body.record).toBeNull();
  });
});

describe('minimums and aircraft classes on a listing', () => {
  it('stores them on create and edit and answers them in the ShareView', async () => {
    const created = await list({ minimums: { totalHours: 200, makeModelHours: 25 }, retractable: false, tailwheel: false, complex: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.minimums).toEqual({ totalHours: 200, makeModelHours: 25 });
    expect(created.body.aircraft).toMatchObject({ complex: true, retractable: false, highPerformance: false, tailwheel: false, multiEngine: false });
    const edited = await owner.patch(`/api/share/${created.body.id}`).set(V).send({ minimums: { totalHours: 100 }, complex: false });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.minimums).toEqual({ totalHours: 100 });
    expect(edited.body.aircraft.complex).toBe(false);
    // A ShareView written back keeps them (the aircraft flags nested as the view answers them).
    const { id: _id, ...view } = edited.body;
    const back = await owner.patch(`/api/share/${created.body.id}`).set(V).send(view);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.minimums).toEqual({ totalHours: 100 });
  });

  it('refuses bad values with the message beside the field, storing nothing', async () => {
    const before = await t.orm.em.fork().execute('select count(*)::int as n from shares');
    const bad = await list({ minimums: { totalHours: -1 } });
    expect(bad.status).toBe(400);
    expect((bad.body as unknown as { fields: object }).fields).toEqual({ 'minimums.totalHours': [M.hoursNegative('Total hours')] });
    const flag = await list({ tailwheel: 'yes' });
    expect(flag.status).toBe(400);
    expect((flag.body as unknown as { fields: object }).fields).toEqual({ 'aircraft.tailwheel': [M.aircraftFlagInvalid('Tailwheel')] });
    expect(await t.orm.em.fork().execute('select count(*)::int as n from shares')).toEqual(before);
  });
});

describe('the match: GET /api/share/:id/qualification and the owner\'s Requests', () => {
  it('needs a signed-in pilot, and answers the caller\'s outcome on the listing', async () => {
    const share = await list({ minimums: { totalHours: 1000 } });
    expect(share.status).toBe(201);
    expect((await t.request.get(`/api/share/${share.body.id}/qualification`).set(V)).status).toBe(401);
    const short = await pilot.get(`/api/share/${share.body.id}/qualification`).set(V);
    expect(short.status).toBe(200);
    expect(short.body).toMatchObject({ qualifies: false, total: 1, met: 0 });
    expect(short.body.outcomes[0]).toMatchObject({ key: 'totalHours', status: 'short' });
    expect((await pilot.put('/api/user/record').set(V).send({ ...RECORD, totalHours: 1200 })).status).toBe(200);
    expect((await pilot.get(`/api/share/${share.body.id}/qualification`).set(V)).body).toMatchObject({ qualifies: true, met: 1, total: 1 });
    expect((await pilot.put('/api/user/record').set(V).send(RECORD)).status).toBe(200);
    // A listing nobody can see is a 404, as everywhere.
    expect((await pilot.get('/api/share/999999/qualification').set(V)).status).toBe(404);
  });

  it('gives the owner each requesting pilot\'s outcome, and the pilot\'s own list carries none', async () => {
    const share = await list({ minimums: { totalHours: 1000 } });
    const asked = await pilot.post(`/api/share/${share.body.id}/requests`).set(V).send({ start: '2027-06-20T14:00:00Z', end: '2027-06-20T16:00:00Z', message: 'Local flight' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const res = await owner.get('/api/requests?role=owner').set(V);
    expect(res.status).toBe(200);
    const item = (res.body.requests as { id: number; qualification: unknown }[]).find((r) => r.id === asked.body.id)!;
    expect(item.qualification).toMatchObject({ qualifies: false, total: 1 });
    // Outcomes only: nothing of the record beyond them.
    expect(JSON.stringify(item)).not.toContain('1980-04-02');
    expect(JSON.stringify(item)).not.toContain('makeModelHours');
    const mine = await pilot.get('/api/requests?role=pilot').set(V);
    expect((mine.body.requests as object[]).every((r) => !('qualification' in r))).toBe(true);
  });
});

describe('the owner\'s view of a requesting pilot\'s match (issue 34)', () => {
  // Over the age band, short of hours, medical and flight review run out, insurance too small.
  const MINIMUMS = { maxAge: 14, totalHours: 1000, medicalClass: 3, flightReview: true, renterInsurance: 100_000 };
  const HIDDEN: PilotRecord = {
    ...RECORD,
    medical: { class: 3, examined: '2024-02-10' },
    flightReview: '2024-01-20',
    renterInsurance: { amount: 50_000, expires: '2027-12-31' },
    shows: { certificate: true, ratings: true, hours: false, medical: false, flightReview: false },
  };

  async function ownerSees(record: PilotRecord) {
    const share = await list({ minimums: MINIMUMS });
    expect(share.status, JSON.stringify(share.body)).toBe(201);
    const p = await signUp();
    expect((await p.agent.put('/api/user/record').set(V).send(record)).status).toBe(200);
    const asked = await p.agent.post(`/api/share/${share.body.id}/requests`).set(V).send({ start: '2027-06-21T14:00:00Z', end: '2027-06-21T16:00:00Z', message: 'Local flight' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const res = await owner.get('/api/requests?role=owner').set(V);
    expect(res.status).toBe(200);
    type Outcome = Record<string, unknown> & { key: string };
    return (res.body.requests as { id: number; qualification: { outcomes: Outcome[] } }[]).find((r) => r.id === asked.body.id)!;
  }

  it('holds key, label and status only for the hidden parts, and nothing from the date of birth', async () => {
    const item = await ownerSees(HIDDEN);
    expect(item.qualification).toMatchObject({ qualifies: false, total: 5, met: 0 });
    expect(item.qualification.outcomes.map((o) => o.key).sort()).toEqual(['age', 'flightReview', 'medical', 'renterInsurance', 'totalHours']);
    for (const o of item.qualification.outcomes) expect(Object.keys(o).sort(), o.key).toEqual(['key', 'label', 'source', 'status']);
    const text = JSON.stringify(item);
    // The date of birth, the day the age limit was passed, the hidden exam and review and the days they ran out.
    for (const leak of ['1980', '1995-04-02', '1995-04-01', '2024-02-10', '2026-02-28', '2024-01-20', '2026-01-31', '450', '50,000', '50000', 'You '])
      expect(text, leak).not.toContain(leak);
  });

  it('gives the figures of the parts the pilot shows, never the age', async () => {
    const item = await ownerSees({ ...HIDDEN, shows: { certificate: true, ratings: true, hours: true, medical: true, flightReview: true } });
    const by = new Map(item.qualification.outcomes.map((o) => [o.key, o]));
    expect(by.get('totalHours')).toEqual(expect.objectContaining({ status: 'short', have: 450, need: 1000, unit: 'hours' }));
    expect(by.get('medical')).toEqual(expect.objectContaining({ status: 'expired', on: '2026-02-28' }));
    expect(by.get('flightReview')).toEqual(expect.objectContaining({ status: 'expired', on: '2026-01-31' }));
    expect(by.get('age')).toEqual({ source: 'declared', key: 'age', label: 'At most 14 years old', status: 'expired' });
    expect(Object.keys(by.get('renterInsurance')!).sort()).toEqual(['key', 'label', 'source', 'status']);
    expect(JSON.stringify(item)).not.toContain('1995-04-0');
  });
});

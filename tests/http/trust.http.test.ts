import { Jimp } from 'jimp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../application/ports/security.js';
import { QUESTION_MESSAGES } from '../../domain/question/question-rules.js';
import { REVIEW_MESSAGES } from '../../domain/review/review-rules.js';
import { type Agent, listTestPlane, signInNewAdmin, signUpActor, sqlOf } from '../support/http-actors.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

// Issue 16 "trust": reviews of rentals that took place, their visibility, answers, ratings, the back office's
// hide and listing questions, as a visitor, the two sides (participants), a stranger and an admin. Time moves
// with the app's clock: a booking is approved ahead, then the clock is set past its end.

const START = new Date('2027-03-01T12:00:00Z');
let now = new Date(START);
const clock: Clock = { now: () => new Date(now) };
const DAY = 86_400_000;

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
let tail = 500;
let day = 2;

const signUp = (subscribed = false) => signUpActor(t, `truster${++seq}`, `Truster${seq}`, subscribed ? (['listing'] as const) : []);

const list = (by: Agent, type: 'PRIVATE_OWNER_RENTAL' | 'FLIGHT_CLUB') =>
  listTestPlane(by, { type, airportId, png, tailNumber: `N${++tail}TR`, title: 'Skyhawk to review' });

const sql = sqlOf(() => t);

/** An approved three-hour rental on its own day of March 2027 (from the 2nd on), with the clock at START. */
async function approvedRental(by: Agent = pilot, shareId = rental): Promise<{ id: number; end: Date }> {
  now = new Date(START);
  const d = day++;
  const start = new Date(Date.UTC(2027, 2, d, 14));
  const end = new Date(start.getTime() + 3 * 3_600_000);
  const res = await by.post(`/api/share/${shareId}/requests`).set(V).send({ start: start.toISOString(), end: end.toISOString(), message: 'Local flight' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const owners = shareId === rental ? owner : null;
  expect((await (owners ?? owner).post(`/api/requests/${res.body.id}/approve`).set(V).send({})).status).toBe(200);
  return { id: res.body.id, end };
}
const review = (agent: Agent | TestApp['request'], bookingId: number, body: Record<string, unknown> = { stars: 5, text: 'Smooth flight, clean plane.' }) =>
  agent.post(`/api/requests/${bookingId}/review`).set(V).send(body);
const after = (end: Date, days = 1) => new Date(end.getTime() + days * DAY);

beforeAll(async () => {
  t = await startTestApp({ QUESTION_LIMIT_PER_USER: '3', QUESTION_LIMIT_PER_USER_SECONDS: '3600' }, { clock });
  png = await new Jimp({ width: 300, height: 200, color: 0x3366ccff }).getBuffer('image/png');
  airportId = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
  const o = await signUp(true);
  const p = await signUp();
  const s = await signUp(true);
  owner = o.agent;
  pilot = p.agent;
  stranger = s.agent;
  ids = { owner: o.id, pilot: p.id, stranger: s.id };
  admin = (await signInNewAdmin(t, true)).agent;
  rental = await list(owner, 'PRIVATE_OWNER_RENTAL');
  club = await list(owner, 'FLIGHT_CLUB');
  expect((await owner.put(`/api/share/${rental}/availability`).set(V).send({ rules: { maxFutureBookings: 100 } })).status).toBe(200);
}, 120_000);
afterAll(() => t?.close());
beforeEach(() => {
  now = new Date(START);
});

describe('POST /api/requests/:id/review', () => {
  it('refuses visitors (401) and anyone but the two sides, admins included (404)', async () => {
    const { id, end } = await approvedRental();
    now = after(end);
    expect((await review(t.request, id)).status).toBe(401);
    expect((await review(stranger, id)).status).toBe(404);
    expect((await review(admin, id)).status).toBe(404);
    expect((await review(pilot, 99999999)).status).toBe(404);
    expect((await review(pilot, 'x' as unknown as number)).status).toBe(400);
  });

  it('takes a review only after the end and within 14 days, once per side', async () => {
    const { id, end } = await approvedRental();
    now = new Date(end.getTime() - 60_000);
    expect((await review(pilot, id)).body).toMatchObject({ errors: [REVIEW_MESSAGES.notEnded] });
    now = after(end, 15);
    const late = await review(pilot, id);
    expect(late.status).toBe(409);
    expect(late.body.errors).toEqual([REVIEW_MESSAGES.windowClosed]);
    now = after(end, 14);
    const res = await review(pilot, id, { stars: 4, text: '  Good plane, oil a bit low.  ' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      bookingId: id, share: { id: rental, title: 'Skyhawk to review' }, author: { id: ids.pilot }, subject: { id: ids.owner }, authorRole: 'pilot',
      stars: 4, text: 'Good plane, oil a bit low.', answer: null, canAnswer: false, visibleFrom: after(end, 14).toISOString(),
    });
    const again = await review(pilot, id);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([REVIEW_MESSAGES.alreadyReviewed]);
  });

  it('answers 400 with the message beside each field', async () => {
    const { id, end } = await approvedRental();
    now = after(end);
    const res = await review(pilot, id, { stars: 6, text: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ stars: [REVIEW_MESSAGES.starsRequired], text: [REVIEW_MESSAGES.textRequired] });
    expect((await review(pilot, id, { stars: 2.5, text: 'ok' })).body.fields).toEqual({ stars: [REVIEW_MESSAGES.starsRequired] });
    expect((await review(pilot, id, { stars: 3, text: 'x'.repeat(2001) })).body.fields).toEqual({ text: [REVIEW_MESSAGES.textTooLong] });
    expect((await pilot.post(`/api/requests/${id}/review`).set(V).set('Content-Type', 'application/json').send('[1]')).status).toBe(400);
    expect(Number((await sql<{ n: string }>('select count(*) as n from reviews where booking_id = ?', [id]))[0]!.n)).toBe(0);
  });

  it('never reviews a cancelled or declined booking, nor a request to join', async () => {
    const { id, end } = await approvedRental();
    expect((await pilot.post(`/api/requests/${id}/cancel`).set(V).send({ reason: 'Weather' })).status).toBe(200);
    now = after(end);
    expect((await review(pilot, id)).body.errors).toEqual([REVIEW_MESSAGES.notApproved]);
    now = new Date(START);
    const declined = await pilot.post(`/api/share/${rental}/requests`).set(V).send({ start: '2027-03-28T14:00:00Z', end: '2027-03-28T15:00:00Z', message: 'x' });
    expect((await owner.post(`/api/requests/${declined.body.id}/decline`).set(V).send({ reason: 'Busy' })).status).toBe(200);
    now = new Date('2027-03-29T12:00:00Z');
    expect((await review(owner, declined.body.id)).body.errors).toEqual([REVIEW_MESSAGES.notApproved]);
    now = new Date(START);
    const join = await pilot.post(`/api/share/${club}/requests`).set(V).send({ message: 'I fly every week.' });
    expect(join.status).toBe(201);
    expect((await owner.post(`/api/requests/${join.body.id}/approve`).set(V).send({})).status).toBe(200);
    now = new Date('2027-04-01T12:00:00Z');
    const res = await review(pilot, join.body.id);
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([REVIEW_MESSAGES.joinRequest]);
    expect((await pilot.get(`/api/requests/${join.body.id}`).set(V)).body.review).toBeNull();
  });
});

describe('visibility of reviews', () => {
  it('keeps a one-sided review from the other side and strangers until both wrote, then shows both', async () => {
    const { id, end } = await approvedRental();
    now = after(end);
    const written = await review(pilot, id, { stars: 5, text: 'Owner was on time.' });
    expect(written.status).toBe(201);
    // The author sees his own at once; the owner and everyone else do not.
    expect((await pilot.get(`/api/requests/${id}`).set(V)).body.review).toMatchObject({ canWrite: false, mine: { id: written.body.id }, theirs: null });
    expect((await owner.get(`/api/requests/${id}`).set(V)).body.review).toMatchObject({
      canWrite: true, deadline: after(end, 14).toISOString(), mine: null, theirs: null,
    });
    for (const who of [t.request, stranger, owner]) {
      expect((await who.get(`/api/share/${rental}/reviews`).set(V)).body.items.map((r: { id: number }) => r.id)).not.toContain(written.body.id);
      expect((await who.get(`/api/user/${ids.owner}/reviews`).set(V)).body.items.map((r: { id: number }) => r.id)).not.toContain(written.body.id);
    }
    // The owner writes: both are shown from now on.
    now = after(end, 2);
    const second = await review(owner, id, { stars: 4, text: 'Careful pilot, left it clean.' });
    expect(second.status).toBe(201);
    expect(second.body.visibleFrom).toBe(now.toISOString());
    const forPilot = (await pilot.get(`/api/requests/${id}`).set(V)).body.review;
    expect(forPilot).toMatchObject({ mine: { id: written.body.id }, theirs: { id: second.body.id, stars: 4, canAnswer: true } });
    expect((await owner.get(`/api/requests?role=owner`).set(V)).body.requests.find((r: { id: number }) => r.id === id).review)
      .toMatchObject({ canWrite: false, mine: { id: second.body.id }, theirs: { id: written.body.id, canAnswer: true } });
    const shareReviews = (await t.request.get(`/api/share/${rental}/reviews`).set(V)).body;
    expect(shareReviews.items.map((r: { id: number }) => r.id)).toContain(written.body.id);
    // A listing's reviews are its pilots'; the owner's review is about the pilot.
    expect(shareReviews.items.map((r: { id: number }) => r.id)).not.toContain(second.body.id);
    expect((await stranger.get(`/api/user/${ids.pilot}/reviews`).set(V)).body.items.map((r: { id: number }) => r.id)).toContain(second.body.id);
    expect((await t.request.get(`/api/user/${ids.pilot}/reviews?role=owner`).set(V)).body.items.map((r: { id: number }) => r.id)).not.toContain(second.body.id);
    expect((await t.request.get(`/api/user/${ids.pilot}/reviews?role=pilot`).set(V)).body.items.map((r: { id: number }) => r.id)).toContain(second.body.id);
  });

  it('shows a one-sided review once 14 days have passed', async () => {
    const { id, end } = await approvedRental();
    now = after(end, 3);
    const written = await review(owner, id, { stars: 3, text: 'Came back late.' });
    expect(written.status).toBe(201);
    now = new Date(after(end, 14).getTime() - 1000);
    expect((await t.request.get(`/api/user/${ids.pilot}/reviews`).set(V)).body.items.map((r: { id: number }) => r.id)).not.toContain(written.body.id);
    now = after(end, 14);
    expect((await t.request.get(`/api/user/${ids.pilot}/reviews`).set(V)).body.items.map((r: { id: number }) => r.id)).toContain(written.body.id);
    expect((await pilot.get(`/api/requests/${id}`).set(V)).body.review).toMatchObject({ canWrite: true, theirs: { id: written.body.id } });
  });

  it('rates a listing and a person by shown reviews, one decimal; a hidden review is gone and not counted', async () => {
    const share = await list(owner, 'PRIVATE_OWNER_RENTAL');
    const ratings: number[] = [];
    const written: number[] = [];
    for (const stars of [5, 4, 4]) {
      const { id, end } = await approvedRental(pilot, share);
      now = after(end);
      const res = await review(pilot, id, { stars, text: `Worth ${stars} stars.` });
      expect(res.status).toBe(201);
      expect((await review(owner, id, { stars: 5, text: 'Fine pilot.' })).status).toBe(201);
      written.push(res.body.id);
      ratings.push(stars);
    }
    now = new Date('2027-06-01T12:00:00Z');
    const page = (await t.request.get(`/api/share/${share}/reviews?perPage=2`).set(V)).body;
    expect(page).toMatchObject({ rating: { average: 4.3, count: 3 }, total: 3, page: 1, perPage: 2 });
    expect(page.items).toHaveLength(2);
    expect((await t.request.get(`/api/share/${share}/reviews?page=2&perPage=2`).set(V)).body.items).toHaveLength(1);
    expect((await t.request.get(`/api/share?id=${share}`).set(V)).body.shares[0].rating).toEqual({ average: 4.3, count: 3 });
    const cards = (await t.request.get('/api/search').query({ airport: airportId, searchTypes: 'share', limit: 100 }).set(V)).body.results;
    expect(cards.find((r: { type: string; id: number }) => r.type === 'share' && r.id === share).data.rating).toEqual({ average: 4.3, count: 3 });
    expect(cards.find((r: { type: string; id: number }) => r.type === 'share' && r.id === club).data.rating).toBeNull();
    expect((await stranger.get(`/api/user/${ids.owner}`).set(V)).body.rating).toMatchObject({ count: expect.any(Number) });

    // Staff hide the 5-star review: it shows nowhere and the rating is 4.0 of 2.
    const hidden = await admin.put(`/api/admin/reviews/${written[0]}`).set(V).send({ hidden: true });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(hidden.body).toMatchObject({ id: written[0], hidden: true });
    const afterHide = (await t.request.get(`/api/share/${share}/reviews`).set(V)).body;
    expect(afterHide.rating).toEqual({ average: 4, count: 2 });
    expect(afterHide.items.map((r: { id: number }) => r.id)).not.toContain(written[0]);
    expect((await t.request.get(`/api/share?id=${share}`).set(V)).body.shares[0].rating).toEqual({ average: 4, count: 2 });
    const audit = await sql<{ action: string; record_id: string }>(`select action, record_id from admin_audit_log where resource = 'reviews' order by id desc limit 1`);
    expect(audit[0]).toEqual({ action: 'update', record_id: String(written[0]) });
    expect((await admin.put(`/api/admin/reviews/${written[0]}`).set(V).send({ hidden: false })).body.hidden).toBe(false);
    expect((await t.request.get(`/api/share/${share}/reviews`).set(V)).body.rating).toEqual({ average: 4.3, count: 3 });
  });

  it('answers 404 for an unknown listing or person and 400 for bad paging', async () => {
    expect((await t.request.get('/api/share/99999999/reviews').set(V)).status).toBe(404);
    expect((await t.request.get('/api/user/99999999/reviews').set(V)).status).toBe(404);
    expect((await t.request.get(`/api/share/${rental}/reviews?perPage=500`).set(V)).status).toBe(400);
    expect((await t.request.get(`/api/user/${ids.owner}/reviews?role=boss`).set(V)).body.fields).toEqual({ role: ['role must be pilot or owner'] });
  });
});

describe('POST /api/reviews/:id/answer', () => {
  it('lets the reviewed side answer once, after the review is shown', async () => {
    const { id, end } = await approvedRental();
    now = after(end);
    const written = (await review(pilot, id, { stars: 2, text: 'Radio was weak.' })).body;
    const answer = (agent: Agent | TestApp['request'], text: unknown = 'Fixed the radio since, thanks.') =>
      agent.post(`/api/reviews/${written.id}/answer`).set(V).send({ text });
    // Not shown yet: the reviewed side is told to wait; strangers do not learn it exists.
    expect((await answer(owner)).body.errors).toEqual([REVIEW_MESSAGES.notShownYet]);
    expect((await answer(stranger)).status).toBe(404);
    now = after(end, 15);
    expect((await answer(t.request)).status).toBe(401);
    expect((await answer(stranger)).status).toBe(403);
    expect((await answer(admin)).status).toBe(403);
    expect((await answer(pilot)).body.errors).toEqual([REVIEW_MESSAGES.onlySubjectAnswers]);
    expect((await answer(owner, '  ')).body.fields).toEqual({ text: [REVIEW_MESSAGES.answerRequired] });
    const res = await answer(owner, ' Fixed the radio since, thanks. ');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: written.id, answer: { text: 'Fixed the radio since, thanks.', at: now.toISOString() }, canAnswer: false });
    expect((await answer(owner)).status).toBe(409);
    expect((await t.request.get(`/api/share/${rental}/reviews`).set(V)).body.items.find((r: { id: number }) => r.id === written.id).answer.text)
      .toBe('Fixed the radio since, thanks.');
    expect((await owner.post('/api/reviews/99999999/answer').set(V).send({ text: 'x' })).status).toBe(404);
    // Staff hid the answer (a report): it shows as none, and cannot be written again.
    await sql('update reviews set answer_hidden_at = now() where id = ?', [written.id]);
    expect((await t.request.get(`/api/share/${rental}/reviews`).set(V)).body.items.find((r: { id: number }) => r.id === written.id).answer).toBeNull();
    expect((await answer(owner, 'Second try')).status).toBe(409);
  });
});

describe('GET /api/admin/reviews', () => {
  it('lists every review for admins only', async () => {
    expect((await t.request.get('/api/admin/reviews').set(V)).status).toBe(401);
    expect((await pilot.get('/api/admin/reviews').set(V)).status).toBe(403);
    const res = await admin.get('/api/admin/reviews?filter={"hidden":false}&range=[0,4]').set(V);
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toMatch(/^reviews 0-\d+\/\d+$/);
    expect(res.body[0]).toMatchObject({ id: expect.any(Number), hidden: false, author: { name: expect.any(String) } });
    expect((await admin.put(`/api/admin/reviews/${res.body[0].id}`).set(V).send({ hidden: 'yes' })).status).toBe(400);
    expect((await admin.put('/api/admin/reviews/99999999').set(V).send({ hidden: true })).status).toBe(404);
  });
});

describe('listing questions', () => {
  const ask = (agent: Agent | TestApp['request'], text: unknown, shareId = rental) => agent.post(`/api/share/${shareId}/questions`).set(V).send({ text });

  // The questions' rules, each once, are tests/unit/application/questions.test.ts's; who may call each route
  // (401 visitors, 403 anyone but the owner to answer, admins included) is route-access.http.test.ts's.
  it('are public to read; anyone signed in but the owner asks, and the owner is mailed with a link', async () => {
    const own = await ask(owner, 'Is it IFR?');
    expect(own.status).toBe(403);
    expect(own.body.errors).toEqual([QUESTION_MESSAGES.ownListing]);
    expect((await ask(pilot, '   ')).body.fields).toEqual({ text: [QUESTION_MESSAGES.textRequired] });
    const res = await ask(pilot, '  Is it IFR certified? <b>see http://example.com</b>  ');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ shareId: rental, author: { id: ids.pilot }, text: 'Is it IFR certified? <b>see http://example.com</b>', answer: null, canAnswer: false });
    const [mail] = await sql<{ recipient: string; subject: string; text: string }>(
      `select recipient, subject, text from outbox where kind = 'share_question' and idempotency_key = ?`, [`share_question-${res.body.id}`],
    );
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('New question about Skyhawk to review');
    expect(mail!.text).toContain('Is it IFR certified?');
    expect(mail!.text).toContain(`/?share=${rental}`);

    const forVisitor = (await t.request.get(`/api/share/${rental}/questions`).set(V)).body;
    expect(forVisitor.canAsk).toBe(false);
    expect(forVisitor.items[0]).toMatchObject({ id: res.body.id, canAnswer: false });
    expect((await owner.get(`/api/share/${rental}/questions`).set(V)).body).toMatchObject({ canAsk: false, items: [{ id: res.body.id, canAnswer: true }] });
    expect((await stranger.get(`/api/share/${rental}/questions`).set(V)).body.canAsk).toBe(true);
    expect((await t.request.get('/api/share/99999999/questions').set(V)).status).toBe(404);
  });

  it('are answered by the owner alone, once', async () => {
    const q = (await ask(stranger, 'What is the fuel policy?')).body;
    const answer = (agent: Agent | TestApp['request'], text: unknown = 'Return it full, please.', id = q.id) =>
      agent.post(`/api/questions/${id}/answer`).set(V).send({ text });
    const refused = await answer(stranger);
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([QUESTION_MESSAGES.onlyOwnerAnswers]);
    expect((await answer(owner, '')).body.fields).toEqual({ text: [QUESTION_MESSAGES.answerRequired] });
    const res = await answer(owner);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: q.id, answer: { text: 'Return it full, please.' }, canAnswer: false });
    const again = await answer(owner);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([QUESTION_MESSAGES.alreadyAnswered]);
    expect((await answer(owner, 'x', 99999999)).status).toBe(404);
    expect((await t.request.get(`/api/share/${rental}/questions`).set(V)).body.items.find((i: { id: number }) => i.id === q.id).answer.text).toBe('Return it full, please.');
  });

  it('leave out what staff hid: a hidden question is gone, a hidden answer shows as none and cannot be written again', async () => {
    const hiddenQuestion = (await ask(stranger, 'Spam spam spam')).body;
    const answered = (await ask(stranger, 'Is there a hangar?')).body;
    expect((await owner.post(`/api/questions/${answered.id}/answer`).set(V).send({ text: 'Rude words' })).status).toBe(200);
    // What a report's "hide" sets (the reports part): hidden_at on the question, answer_hidden_at on the answer.
    await sql('update share_questions set hidden_at = now() where id = ?', [hiddenQuestion.id]);
    await sql('update share_questions set answer_hidden_at = now() where id = ?', [answered.id]);
    const items = (await t.request.get(`/api/share/${rental}/questions`).set(V)).body.items as { id: number; answer: unknown }[];
    expect(items.map((i) => i.id)).not.toContain(hiddenQuestion.id);
    expect(items.find((i) => i.id === answered.id)!.answer).toBeNull();
    expect((await owner.get(`/api/share/${rental}/questions`).set(V)).body.items.find((i: { id: number }) => i.id === answered.id).canAnswer).toBe(false);
    expect((await owner.post(`/api/questions/${answered.id}/answer`).set(V).send({ text: 'Nicer words' })).status).toBe(409);
    expect((await owner.post(`/api/questions/${hiddenQuestion.id}/answer`).set(V).send({ text: 'x' })).status).toBe(404);
  });

  it('are limited per user (429 with Retry-After)', async () => {
    const asker = (await signUp()).agent;
    for (let i = 0; i < 3; i++) expect((await ask(asker, `Question ${i}?`)).status).toBe(201);
    const refused = await ask(asker, 'One more?');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.errors[0]).toMatch(/asked many questions/);
  });
});

import { RequestContext } from '@mikro-orm/core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../application/ports/security.js';
import { divideHalfUp } from '../../domain/money/cents.js';
import { FAKE_PRICES, startFakeStripe } from '../support/fake-stripe-server.js';
import { listTestPlane, signInNewAdmin, signUpActor, sqlOf, type Agent } from '../support/http-actors.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';
import { Jimp } from 'jimp';

// Issue 37: paying for a rental over HTTP. Every payment route as a visitor (401), a stranger (404 for a
// booking's money), the wrong side (403), the right side and staff; bad input (400 naming the field, nothing
// written), a declined card (402, nothing written); and the whole flow on a clock the test moves: request with
// a card, approval and hold, close-out and capture, the transfer 72 hours later, a refund after it.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const START = Date.parse('2027-03-01T00:00:00Z');
let now = new Date(START);
const clock: Clock = { now: () => new Date(now) };

let t: TestApp;
let png: Buffer;
let airportId: number;
let owner: Agent;
let ownerId: number;
let pilot: Agent;
let stranger: Agent;
let admin: Agent;
let visitor: TestApp['request'];
/** The owner's rental, which takes payment once his payouts are enabled. */
let rental: number;
/** A rental of the stranger, whose payouts are not set up: requests without payment. */
let unpaidRental: number;
let seq = 0;
let tail = 800;
let dayNo = 0;

const sql = sqlOf(() => t);
const count = async (table: string) => Number((await sql<{ n: string }>(`select count(*)::text as n from ${table}`))[0]!.n);
const paymentState = async (id: number) => (await sql<{ state: string }>('select state from booking_payments where booking_id = ?', [id]))[0]?.state ?? null;

/** Runs every money step due on the test's clock, as the worker's jobs would (one scope each). */
const runDueSteps = () => t.composed.payments.runDueSteps();

interface Slot {
  id: number;
  start: Date;
  end: Date;
}

/** The next free day not behind the clock: three hours from 14:00; the clock is left two days before (a hold at approval). */
function nextSlot() {
  const startOf = (day: number) => START + day * DAY + 14 * HOUR;
  do dayNo++;
  while (startOf(dayNo) - 2 * DAY < now.getTime());
  const start = new Date(startOf(dayNo));
  now = new Date(start.getTime() - 2 * DAY);
  return { start, end: new Date(start.getTime() + 3 * HOUR) };
}

const ask = (by: Agent | TestApp['request'], shareId: number, body: Record<string, unknown>) => by.post(`/api/share/${shareId}/requests`).set(V).send(body);

/** A request of the pilot with a card on the owner's rental. */
async function requested(paymentMethodId = 'pm_card_visa'): Promise<Slot> {
  const { start, end } = nextSlot();
  const res = await ask(pilot, rental, { start: start.toISOString(), end: end.toISOString(), message: 'Local flight', paymentMethodId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.id, start, end };
}

async function approved(slot?: Slot): Promise<Slot> {
  const s = slot ?? (await requested());
  const res = await owner.post(`/api/requests/${s.id}/approve`).set(V).send({});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return s;
}

/** Approved, and the hold placed by its job. */
async function held(): Promise<Slot> {
  const s = await approved();
  await runDueSteps();
  expect(await paymentState(s.id)).toBe('held');
  return s;
}

const OUT = { hobbs: 1234.5, tach: 987.6, fuelOnBoard: 40.5 };
const BACK = { hobbs: 1236.0, tach: 988.8, landings: 3, route: ['KLOU', 'KSDF', 'KLOU'], fuel: [], squawks: [] };

/** Held, flown and confirmed by the owner: closed, its bill captured by the capture step. Answers the bill. */
async function captured(): Promise<Slot & { billCents: number }> {
  const s = await held();
  now = new Date(s.start.getTime() - 30 * 60_000);
  const out = await pilot.post(`/api/requests/${s.id}/check-out`).set(V).field('flight', JSON.stringify(OUT));
  expect(out.status, JSON.stringify(out.body)).toBe(200);
  now = new Date(s.end.getTime() - 10 * 60_000);
  const back = await pilot.post(`/api/requests/${s.id}/check-in`).set(V).field('flight', JSON.stringify(BACK));
  expect(back.status, JSON.stringify(back.body)).toBe(200);
  const billCents = back.body.flight.bill.totalCents as number;
  const confirmed = await owner.post(`/api/requests/${s.id}/confirm`).set(V).send({});
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  await runDueSteps();
  expect(await paymentState(s.id)).toBe('captured');
  return { ...s, billCents };
}

/** A 400 that names `field`. */
function refusedNaming(res: { status: number; body: { fields?: Record<string, string[]> } }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(Object.keys(res.body.fields ?? {}), JSON.stringify(res.body)).toContain(field);
}

async function onboard(agent: Agent) {
  expect((await agent.post('/api/user/payouts').set(V)).status).toBe(200);
  const done = await agent.post('/api/sandbox/connect/complete').set(V);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done;
}

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  visitor = t.request;
  png = await new Jimp({ width: 300, height: 200, color: 0x3366ccff }).getBuffer('image/png');
  airportId = (await t.request.get('/api/airport?q=LOU').set(V)).body[0].id;
  const signUp = (subscribed = false) => signUpActor(t, `payer${++seq}`, `Payer${seq}`, subscribed ? (['listing'] as const) : []);
  const o = await signUp(true);
  owner = o.agent;
  ownerId = o.id;
  pilot = (await signUp()).agent;
  stranger = (await signUp(true)).agent;
  admin = (await signInNewAdmin(t)).agent;
  const list = (by: Agent) => listTestPlane(by, { type: 'PRIVATE_OWNER_RENTAL', airportId, png, tailNumber: `N${++tail}PY`, title: 'Skyhawk to rent' });
  rental = await list(owner);
  unpaidRental = await list(stranger);
  for (const [by, id] of [[owner, rental], [stranger, unpaidRental]] as const) {
    expect((await by.put(`/api/share/${id}/availability`).set(V).send({ rules: { maxFutureBookings: 100 } })).status).toBe(200);
  }
}, 120_000);
afterAll(() => t?.close());

describe('payouts: POST/GET /api/user/payouts and the sandbox onboarding', () => {
  it('answers 401 to visitors, on every route', async () => {
    expect((await visitor.get('/api/user/payouts').set(V)).status).toBe(401);
    expect((await visitor.post('/api/user/payouts').set(V)).status).toBe(401);
    expect((await visitor.post('/api/sandbox/connect/complete').set(V)).status).toBe(401);
  });

  it('shows none, then pending with what is missing and the sandbox page, then enabled once the sandbox page completes it', async () => {
    const before = await owner.get('/api/user/payouts').set(V);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ state: 'none', missing: [], balanceCents: 0, payouts: [], mode: 'sandbox', feePercent: 10 });
    const refused = await owner.post('/api/sandbox/connect/complete').set(V);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);

    const started = await owner.post('/api/user/payouts').set(V);
    expect(started.status).toBe(200);
    expect(started.body.state).toBe('pending');
    expect(started.body.url).toMatch(/\/sandbox\/connect\?account=acct_sbx_/);
    const again = await owner.post('/api/user/payouts').set(V);
    expect(again.body.url, 'resuming answers the same account').toBe(started.body.url);
    const pending = await owner.get('/api/user/payouts').set(V);
    expect(pending.body.state).toBe('pending');
    expect(pending.body.missing.length).toBeGreaterThan(0);

    const done = await onboard(owner);
    expect(done.body).toMatchObject({ state: 'enabled', missing: [], mode: 'sandbox', feePercent: 10 });
    expect((await owner.get('/api/user/payouts').set(V)).body.state).toBe('enabled');
  });

  it('with Stripe: 404 to the sandbox completion; Stripe\'s hosted onboarding and its signed account.updated enable the payouts', async () => {
    const fake = await startFakeStripe();
    const secret = 'whsec_payments_http';
    const stripeApp = await startTestApp(
      {
        STRIPE_SECRET_KEY: 'sk_test_wingshare', STRIPE_WEBHOOK_SECRET: secret,
        STRIPE_LISTING_PRICE_ID: FAKE_PRICES.listing, STRIPE_PROFESSIONAL_PRICE_ID: FAKE_PRICES.professional,
      },
      { stripeServer: { host: fake.host, port: fake.port, protocol: 'http' } },
    );
    try {
      const { agent, id } = await signUpActor(stripeApp, 'stripeowner', 'Owner');
      const res = await agent.post('/api/sandbox/connect/complete').set(V);
      expect(res.status, JSON.stringify(res.body)).toBe(404);
      expect((await agent.get('/api/user/payouts').set(V)).body).toMatchObject({ state: 'none', mode: 'stripe' });

      const started = await agent.post('/api/user/payouts').set(V);
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      expect(started.body.state).toBe('pending');
      const [{ account_id: accountId }] = await stripeApp.orm.em.fork().execute<{ account_id: string }[]>('select account_id from payout_accounts where user_id = ?', [id]);
      fake.completeOnboarding(accountId!);
      const payload = JSON.stringify({
        id: 'evt_account_enabled', object: 'event', api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), account: accountId,
        type: 'account.updated', data: { object: { id: accountId, object: 'account', charges_enabled: true, payouts_enabled: true, details_submitted: true, requirements: { currently_due: [], disabled_reason: null } } },
      });
      const webhook = (signature: string) => stripeApp.request.post('/api/stripe/webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
      expect((await webhook('t=1,v1=forged')).status).toBe(400);
      expect((await agent.get('/api/user/payouts').set(V)).body.state, 'a forged event moves nothing').toBe('pending');
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      expect((await webhook(signature)).status).toBe(200);
      expect((await webhook(signature)).status, 'the same event again').toBe(200);
      expect((await agent.get('/api/user/payouts').set(V)).body).toMatchObject({ state: 'enabled', missing: [], mode: 'stripe' });
    } finally {
      await stripeApp.close();
      await fake.close();
    }
  });
});

describe('GET/PUT /api/share/:id/policy', () => {
  it('shows anyone a visible listing\'s terms and whether it takes payment; 404 an unknown listing', async () => {
    const res = await visitor.get(`/api/share/${rental}/policy`).set(V);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ cancellation: 'moderate', depositCents: 0, takesPayment: true, feePercent: 10 });
    expect((await visitor.get(`/api/share/${unpaidRental}/policy`).set(V)).body.takesPayment).toBe(false);
    expect((await visitor.get('/api/share/987654321/policy').set(V)).status).toBe(404);
    expect((await visitor.get('/api/share/abc/policy').set(V)).status).toBe(400);
  });

  it('lets the owner and staff set them: 401 visitors, 403 others', async () => {
    const body = { cancellation: 'strict', depositCents: 20_000 };
    expect((await visitor.put(`/api/share/${rental}/policy`).set(V).send(body)).status).toBe(401);
    expect((await stranger.put(`/api/share/${rental}/policy`).set(V).send(body)).status).toBe(403);
    expect((await pilot.put(`/api/share/${rental}/policy`).set(V).send(body)).status).toBe(403);
    expect((await admin.put(`/api/share/${rental}/policy`).set(V).send({ cancellation: 'flexible' })).status).toBe(200);
    const saved = await owner.put(`/api/share/${rental}/policy`).set(V).send(body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ cancellation: 'strict', depositCents: 20_000, takesPayment: true });
    // The answer sent back whole is taken too (issue 12).
    const back = await owner.put(`/api/share/${rental}/policy`).set(V).send({ ...saved.body, cancellation: 'moderate', depositCents: 0 });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await visitor.get(`/api/share/${rental}/policy`).set(V)).body).toMatchObject({ cancellation: 'moderate', depositCents: 0 });
  });

  it.each([
    ['an unknown policy', { cancellation: 'lenient', depositCents: 0 }, 'cancellation'],
    ['a policy that is not text', { cancellation: 3, depositCents: 0 }, 'cancellation'],
    ['a deposit in dollars', { cancellation: 'strict', depositCents: 12.5 }, 'depositCents'],
    ['a negative deposit', { cancellation: 'strict', depositCents: -1 }, 'depositCents'],
    ['a deposit as text', { cancellation: 'strict', depositCents: '100' }, 'depositCents'],
    ['a deposit too large', { cancellation: 'strict', depositCents: 100_000_000 }, 'depositCents'],
  ])('refuses %s: 400 naming the field, nothing saved', async (_label, body, field) => {
    refusedNaming(await owner.put(`/api/share/${rental}/policy`).set(V).send(body), field);
    expect((await visitor.get(`/api/share/${rental}/policy`).set(V)).body).toMatchObject({ cancellation: 'moderate', depositCents: 0 });
  });

  it('refuses a body that is not a JSON object (400, never 500)', async () => {
    for (const body of ['[1,2]', '"strict"', 'null']) {
      const res = await owner.put(`/api/share/${rental}/policy`).set(V).set('Content-Type', 'application/json').send(body);
      expect(res.status, `${body}: ${JSON.stringify(res.body)}`).toBe(400);
    }
  });
});

describe('POST /api/share/:id/requests with a card', () => {
  it('requires the card on a listing that takes payment: 400 naming paymentMethodId, nothing written', async () => {
    const { start, end } = nextSlot();
    const [requests, payments] = [await count('booking_requests'), await count('booking_payments')];
    for (const paymentMethodId of [undefined, '', 42, ['pm_card_visa'], 'card_4242', 'pm_' + 'x'.repeat(62)]) {
      refusedNaming(await ask(pilot, rental, { start: start.toISOString(), end: end.toISOString(), message: 'Hi', paymentMethodId }), 'paymentMethodId');
    }
    expect(await count('booking_requests')).toBe(requests);
    expect(await count('booking_payments')).toBe(payments);
  });

  it('answers 402 to a declined card and writes nothing: no request, no payment', async () => {
    const { start, end } = nextSlot();
    const [requests, payments] = [await count('booking_requests'), await count('booking_payments')];
    const res = await ask(pilot, rental, { start: start.toISOString(), end: end.toISOString(), message: 'Hi', paymentMethodId: 'pm_card_chargeDeclined' });
    expect(res.status, JSON.stringify(res.body)).toBe(402);
    expect(res.body.error).toBe('payment_failed');
    expect(await count('booking_requests')).toBe(requests);
    expect(await count('booking_payments')).toBe(payments);
  });

  it('saves a good card with the request: the payment is card_saved with the listing\'s terms and the fee copied', async () => {
    const { id } = await requested();
    const res = await pilot.get(`/api/requests/${id}/payment`).set(V);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ bookingId: id, state: 'card_saved', feePercent: 10, cancellation: 'moderate', depositCents: 0, card: 'Visa ending 4242', mode: 'sandbox' });
    expect(res.body.expectedCents).toBeGreaterThan(0);
    // The Request answer says the booking has a payment, so its card asks for it without asking the listing first.
    expect((await pilot.get(`/api/requests/${id}`).set(V)).body.payment).toBe('card_saved');
  });

  it('takes a request without a card on a listing that does not take payment, and keeps no payment for it', async () => {
    const { start, end } = nextSlot();
    const res = await ask(pilot, unpaidRental, { start: start.toISOString(), end: end.toISOString(), message: 'Hi' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await paymentState(res.body.id)).toBeNull();
    expect(res.body.payment).toBeNull();
    expect((await pilot.get(`/api/requests/${res.body.id}/payment`).set(V)).status).toBe(404);
  });
});

describe('GET /api/requests/:id/payment', () => {
  it('answers 401 visitors, 404 strangers and unknown bookings, and each side its own view', async () => {
    const { id } = await held();
    expect((await visitor.get(`/api/requests/${id}/payment`).set(V)).status).toBe(401);
    const strangers = await stranger.get(`/api/requests/${id}/payment`).set(V);
    expect(strangers.status).toBe(404);
    expect(JSON.stringify(strangers.body)).not.toMatch(/Cents/);
    expect((await pilot.get('/api/requests/987654321/payment').set(V)).status).toBe(404);
    expect((await pilot.get('/api/requests/x/payment').set(V)).status).toBe(400);

    const mine = (await pilot.get(`/api/requests/${id}/payment`).set(V)).body;
    expect(mine).toMatchObject({ state: 'held', feeCents: null, transferredCents: null, card: 'Visa ending 4242' });
    expect(mine.heldCents).toBe(mine.expectedCents);
    expect(mine.entries.map((e: { kind: string }) => e.kind)).toEqual(['hold']);
    expect(mine.entries.every((e: { providerId: unknown }) => e.providerId === null)).toBe(true);

    const owners = (await owner.get(`/api/requests/${id}/payment`).set(V)).body;
    expect(owners).toMatchObject({ state: 'held', card: null, feeCents: 0, transferredCents: 0 });
    expect(owners.entries.every((e: { providerId: unknown }) => e.providerId === null)).toBe(true);

    const staff = (await admin.get(`/api/requests/${id}/payment`).set(V)).body;
    expect(staff).toMatchObject({ state: 'held', card: 'Visa ending 4242', feeCents: 0 });
    expect(staff.entries[0].providerId).toMatch(/^pi_/);
  });
});

describe('the money of a rental, on the clock: hold, capture, transfer 72 hours later', () => {
  it('holds at approval, captures the bill at close-out, transfers the owner\'s share less the fee after 72 hours', async () => {
    const s = await captured();
    const fee = divideHalfUp(s.billCents * 10, 100);
    const afterCapture = (await admin.get(`/api/requests/${s.id}/payment`).set(V)).body;
    expect(afterCapture).toMatchObject({ state: 'captured', capturedCents: s.billCents, heldCents: 0, transferredCents: 0 });

    // Not before the 72 hours: the transfer step is not due yet.
    now = new Date(now.getTime() + 71 * HOUR);
    await runDueSteps();
    expect(await paymentState(s.id)).toBe('captured');
    now = new Date(now.getTime() + 2 * HOUR);
    await runDueSteps();
    expect(await paymentState(s.id)).toBe('transferred');

    const owners = (await owner.get(`/api/requests/${s.id}/payment`).set(V)).body;
    expect(owners).toMatchObject({ state: 'transferred', capturedCents: s.billCents, feeCents: fee, transferredCents: s.billCents - fee, card: null });
    const kinds = owners.entries.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['capture', 'fee', 'transfer']));
    expect(kinds, 'the hold on the pilot\'s card is his side').not.toContain('hold');
    const pilots = (await pilot.get(`/api/requests/${s.id}/payment`).set(V)).body;
    expect(pilots).toMatchObject({ feeCents: null, transferredCents: null, capturedCents: s.billCents });
    expect(pilots.entries.map((e: { kind: string }) => e.kind)).not.toEqual(expect.arrayContaining(['fee']));
    expect(pilots.entries.map((e: { kind: string }) => e.kind)).not.toEqual(expect.arrayContaining(['transfer']));

    // A step run again moves nothing twice.
    await RequestContext.create(t.orm.em, () => t.composed.payments.runMoneyStep.execute({ bookingId: s.id, step: 'transfer' }));
    await RequestContext.create(t.orm.em, () => t.composed.payments.runMoneyStep.execute({ bookingId: s.id, step: 'capture' }));
    expect((await owner.get(`/api/requests/${s.id}/payment`).set(V)).body).toMatchObject({ capturedCents: s.billCents, transferredCents: s.billCents - fee });

    // The pilot's payments and the owner's earnings say it.
    const payments = await pilot.get('/api/user/payments').set(V);
    expect(payments.status).toBe(200);
    const line = payments.body.rows.find((r: { bookingId: number }) => r.bookingId === s.id);
    expect(line).toMatchObject({ state: 'transferred', paidCents: s.billCents, refundedCents: 0, receiptUrl: `/requests/${s.id}/receipt` });
    const earnings = await owner.get('/api/user/earnings').set(V);
    expect(earnings.status).toBe(200);
    const months = earnings.body.months as { grossCents: number; feeCents: number; netCents: number; transferredCents: number }[];
    expect(months.reduce((n, m) => n + m.transferredCents, 0)).toBeGreaterThanOrEqual(s.billCents - fee);
    const csv = await owner.get('/api/user/earnings.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment/);
    expect(csv.text.split('\n')[0]).toMatch(/month/i);
    const balance = (await owner.get('/api/user/payouts').set(V)).body;
    expect(balance.balanceCents + balance.payouts.reduce((n: number, p: { amountCents: number }) => n + p.amountCents, 0)).toBeGreaterThanOrEqual(s.billCents - fee);
  });

  it('answers 401 to visitors on the pilot\'s payments and the owner\'s earnings, and each only his own', async () => {
    for (const path of ['/api/user/payments', '/api/user/earnings', '/api/user/earnings.csv']) {
      expect((await visitor.get(path).set(V)).status, path).toBe(401);
    }
    expect((await stranger.get('/api/user/payments').set(V)).body.rows).toEqual([]);
    const theirs = (await stranger.get('/api/user/earnings').set(V)).body;
    expect(theirs.months.every((m: { grossCents: number }) => m.grossCents === 0)).toBe(true);
  });
});

describe('POST /api/requests/:id/payment: paying a hold that failed', () => {
  /** Approved with Stripe's test card that is saved but declines its charges: the hold at approval fails. */
  async function unpaid(): Promise<Slot> {
    const s = await requested('pm_card_chargeCustomerFail');
    await approved(s);
    await runDueSteps();
    expect(await paymentState(s.id)).toBe('awaiting_payment');
    return s;
  }

  it('lets the pilot pay with another card before payBy: held', async () => {
    const s = await unpaid();
    const before = (await pilot.get(`/api/requests/${s.id}/payment`).set(V)).body;
    expect(before.payBy).toBe(new Date(now.getTime() + 24 * HOUR).toISOString());
    expect((await visitor.post(`/api/requests/${s.id}/payment`).set(V).send({ paymentMethodId: 'pm_card_visa' })).status).toBe(401);
    expect((await stranger.post(`/api/requests/${s.id}/payment`).set(V).send({ paymentMethodId: 'pm_card_visa' })).status).toBe(404);
    expect((await owner.post(`/api/requests/${s.id}/payment`).set(V).send({ paymentMethodId: 'pm_card_visa' })).status).toBe(403);
    expect((await admin.post(`/api/requests/${s.id}/payment`).set(V).send({ paymentMethodId: 'pm_card_visa' })).status).toBe(403);
    for (const body of [{}, { paymentMethodId: 7 }, { paymentMethodId: 'visa' }]) {
      refusedNaming(await pilot.post(`/api/requests/${s.id}/payment`).set(V).send(body), 'paymentMethodId');
    }
    const declined = await pilot.post(`/api/requests/${s.id}/payment`).set(V).send({ paymentMethodId: 'pm_card_chargeDeclined' });
    expect(declined.status, JSON.stringify(declined.body)).toBe(402);
    expect(await paymentState(s.id)).toBe('awaiting_payment');
    const paid = await pilot.post(`/api/requests/${s.id}/payment`).set(V).send({ paymentMethodId: 'pm_card_visa' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ state: 'held', payBy: null, feeCents: null });
    expect(paid.body.heldCents).toBe(paid.body.expectedCents);
    const again = await pilot.post(`/api/requests/${s.id}/payment`).set(V).send({ paymentMethodId: 'pm_card_visa' });
    expect(again.status, JSON.stringify(again.body)).toBe(409);
  });

  it('cancels the booking and frees its period when payBy passes unpaid', async () => {
    const s = await unpaid();
    now = new Date(now.getTime() + 25 * HOUR);
    await runDueSteps();
    expect(await paymentState(s.id)).toBe('failed');
    expect((await pilot.get(`/api/requests/${s.id}`).set(V)).body.state).toBe('cancelled');
    expect((await pilot.post(`/api/requests/${s.id}/payment`).set(V).send({ paymentMethodId: 'pm_card_visa' })).status).toBe(409);
  });
});

describe('GET /api/requests/:id/cancellation and POST /api/requests/:id/cancel', () => {
  it('quotes what cancelling keeps, and the cancel answers the same refund', async () => {
    const s = await held();
    expect((await visitor.get(`/api/requests/${s.id}/cancellation`).set(V)).status).toBe(401);
    expect((await stranger.get(`/api/requests/${s.id}/cancellation`).set(V)).status).toBe(404);
    // Two days before the start on a moderate listing: half the booked cost is kept.
    const quote = await pilot.get(`/api/requests/${s.id}/cancellation`).set(V);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body).toMatchObject({ cause: 'pilot_cancelled', keptCents: divideHalfUp(quote.body.bookedCents, 2) });
    expect(quote.body.keptCents + quote.body.refundCents).toBe(quote.body.bookedCents);
    expect(quote.body.rule).toMatch(/Moderate/);
    const owners = (await owner.get(`/api/requests/${s.id}/cancellation`).set(V)).body;
    expect(owners).toMatchObject({ cause: 'owner_cancelled', keptCents: 0 });

    const cancelled = await pilot.post(`/api/requests/${s.id}/cancel`).set(V).send({ reason: 'Weather' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.state).toBe('cancelled');
    expect(cancelled.body.refund).toEqual(quote.body);
    await runDueSteps();
    const after = (await pilot.get(`/api/requests/${s.id}/payment`).set(V)).body;
    expect(after).toMatchObject({ capturedCents: quote.body.keptCents, heldCents: 0 });
  });

  it('quotes nothing charged and answers refund null for a booking without payment; 409 a booking not approved', async () => {
    const { start, end } = nextSlot();
    const asked = await ask(pilot, unpaidRental, { start: start.toISOString(), end: end.toISOString(), message: 'Hi' });
    expect((await pilot.get(`/api/requests/${asked.body.id}/cancellation`).set(V)).status).toBe(409);
    expect((await stranger.post(`/api/requests/${asked.body.id}/approve`).set(V).send({})).status).toBe(200);
    const quote = await pilot.get(`/api/requests/${asked.body.id}/cancellation`).set(V);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body).toMatchObject({ bookedCents: 0, keptCents: 0, refundCents: 0 });
    const res = await pilot.post(`/api/requests/${asked.body.id}/cancel`).set(V).send({ reason: 'Weather' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.refund).toBeNull();
  });
});

describe('the back office: GET /api/admin/payments, /:id and POST /:id/refund', () => {
  it('answers 401 visitors and 403 non-staff', async () => {
    const { id } = await requested();
    for (const agent of [visitor, pilot, owner]) {
      const expected = agent === visitor ? 401 : 403;
      expect((await agent.get('/api/admin/payments').set(V)).status).toBe(expected);
      expect((await agent.get(`/api/admin/payments/${id}`).set(V)).status).toBe(expected);
      expect((await agent.post(`/api/admin/payments/${id}/refund`).set(V).send({ amountCents: 100, reason: 'x' })).status).toBe(expected);
    }
  });

  it('lists payments with Content-Range, filters by state and booking, shows one with the people and the listing', async () => {
    const s = await held();
    const list = await admin.get(`/api/admin/payments?filter=${encodeURIComponent(JSON.stringify({ state: 'held' }))}`).set(V);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.headers['content-range']).toMatch(/^payments 0-\d+\/\d+$/);
    expect(list.body.every((p: { state: string }) => p.state === 'held')).toBe(true);
    expect(list.body.map((p: { id: number }) => p.id)).toContain(s.id);
    const one = await admin.get(`/api/admin/payments?filter=${encodeURIComponent(JSON.stringify({ bookingId: s.id }))}`).set(V);
    expect(one.body.map((p: { id: number }) => p.id)).toEqual([s.id]);
    for (const filter of [{ state: 'lost' }, { bookingId: 'x' }]) {
      expect((await admin.get(`/api/admin/payments?filter=${encodeURIComponent(JSON.stringify(filter))}`).set(V)).status, JSON.stringify(filter)).toBe(400);
    }
    const shown = await admin.get(`/api/admin/payments/${s.id}`).set(V);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ id: s.id, bookingId: s.id, state: 'held', owner: { id: ownerId }, share: { id: rental } });
    expect(shown.body.pilot.name).toBeTruthy();
    expect(shown.body.entries[0].providerId).toMatch(/^pi_/);
    expect((await admin.get('/api/admin/payments/987654321').set(V)).status).toBe(404);
    expect((await admin.put(`/api/admin/payments/${s.id}`).set(V).send({ state: 'refunded' })).status).toBe(403);
  });

  it('refunds after the transfer with an audit entry: the owner\'s part reversed, the fee refunded', async () => {
    const s = await captured();
    now = new Date(now.getTime() + 73 * HOUR);
    await runDueSteps();
    expect(await paymentState(s.id)).toBe('transferred');
    const refund = async (body: unknown) => admin.post(`/api/admin/payments/${s.id}/refund`).set(V).send(body as object);
    refusedNaming(await refund({ amountCents: 0, reason: 'Hobbs misread' }), 'amountCents');
    refusedNaming(await refund({ amountCents: 12.5, reason: 'Hobbs misread' }), 'amountCents');
    refusedNaming(await refund({ amountCents: '100', reason: 'Hobbs misread' }), 'amountCents');
    refusedNaming(await refund({ amountCents: 100 }), 'reason');
    refusedNaming(await refund({ amountCents: 100, reason: '   ' }), 'reason');
    refusedNaming(await refund({ amountCents: s.billCents + 1, reason: 'Too much' }), 'amountCents');
    expect((await admin.post(`/api/admin/payments/${s.id}/refund`).set(V).set('Content-Type', 'application/json').send('[1]')).status).toBe(400);
    expect((await admin.get(`/api/admin/payments/${s.id}`).set(V)).body.refundedCents).toBe(0);

    const done = await refund({ amountCents: 1_000, reason: 'Hobbs misread' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.refundedCents).toBe(1_000);
    const kinds = done.body.entries.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['refund', 'reversal', 'fee_refund']));
    const fee = divideHalfUp(s.billCents * 10, 100);
    expect(done.body.feeCents + done.body.transferredCents).toBe(s.billCents - 1_000);
    expect(done.body.feeCents).toBeLessThan(fee);
    const audit = await sql<{ n: string }>("select count(*)::text as n from admin_audit_log where resource = 'payments' and record_id = ?", [String(s.id)]);
    expect(Number(audit[0]!.n)).toBe(1);
  });

  it('answers 409 to a refund of a booking that paid nothing, and 404 without payment', async () => {
    const { id } = await requested();
    const res = await admin.post(`/api/admin/payments/${id}/refund`).set(V).send({ amountCents: 100, reason: 'Goodwill' });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect((await admin.post('/api/admin/payments/987654321/refund').set(V).send({ amountCents: 100, reason: 'Goodwill' })).status).toBe(404);
  });
});

describe('the job queue and the app', () => {
  it('is opened by the first schedule only, and let go of when the app closes: no connection left, no wait', async () => {
    const other = await startTestApp();
    const dbName = String(other.orm.config.get('dbName'));
    const jobConnections = async () =>
      Number((await sql<{ n: string }>("select count(*)::text as n from pg_stat_activity where datname = ? and application_name = 'wingshare-jobs'", [dbName]))[0]!.n);
    try {
      expect(await jobConnections(), 'an app that schedules nothing opens no pool').toBe(0);
      await other.composed.payments.queue.schedule({ step: 'capture', bookingId: 1 }, new Date(Date.now() + DAY));
      expect(await jobConnections()).toBeGreaterThan(0);
    } finally {
      const started = Date.now();
      await other.close();
      expect(Date.now() - started, 'closing waits for no job').toBeLessThan(3_000);
    }
    expect(await jobConnections()).toBe(0);
  });
});

import { RequestContext } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock } from '../../application/testing/in-memory-ports.js';
import { MISSING_PLAN_MESSAGES, SANDBOX_PRICE_IDS } from '../../domain/subscription/plans.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const clock = new FakeClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { clock });
});
afterAll(() => t?.close());

let seq = 0;
async function pilot() {
  seq++;
  const agent = t.agent();
  const res = await agent.post('/api/user').set(V).send({ user: { email: `p${seq}@example.com`, username: `pilot${seq}`, password: 'flying-high' } });
  expect(res.status).toBe(201);
  return agent;
}
type Agent = Awaited<ReturnType<typeof pilot>>;

async function card(agent: Agent, number = '4242 4242 4242 4242') {
  const res = await agent.post('/api/sandbox/payment-methods').set(V).send({ name: 'Ada Pilot', number, expMonth: 12, expYear: 2099, cvc: '123' });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

const subscribe = (agent: Agent, body: Record<string, unknown>) => agent.post('/api/user/subscription').set(V).send(body);
const me = async (agent: Agent) => (await agent.get('/api/user').set(V)).body;

describe('GET /api/plans', () => {
  it('answers both $12 plans with a 30-day trial and the sandbox mode', async () => {
    const res = await t.request.get('/api/plans').set(V);
    expect(res.status).toBe(200);
    expect(res.body.mode).toBe('sandbox');
    expect(res.body.publishableKey).toBeNull();
    expect(res.body.plans).toEqual([
      expect.objectContaining({ kind: 'listing', priceId: SANDBOX_PRICE_IDS.listing, amount: 1200, currency: 'usd', interval: 'month', trialDays: 30 }),
      expect.objectContaining({ kind: 'professional', priceId: SANDBOX_PRICE_IDS.professional, amount: 1200, trialDays: 30 }),
    ]);
  });
});

describe('POST /api/user/customer', () => {
  it('creates the customer once', async () => {
    const agent = await pilot();
    const first = await agent.post('/api/user/customer').set(V);
    const second = await agent.post('/api/user/customer').set(V);
    expect(first.status).toBe(200);
    expect(first.body.id).toMatch(/^cus_sbx_/);
    expect(second.body.id).toBe(first.body.id);
    expect((await me(agent)).customer).toEqual({ id: first.body.id, subscriptions: [] });
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.request.post('/api/user/customer').set(V)).status).toBe(401);
  });
});

describe('sandbox card form', () => {
  it.each([
    [{ number: '4242 4242 4242 4241' }, 'Your card number is invalid.'],
    [{ number: 'abcd' }, 'Your card number is invalid.'],
    [{ expMonth: 13 }, "Your card's expiration date is invalid."],
    [{ expYear: 2001 }, "Your card's expiration year is in the past."],
    [{ cvc: '12' }, "Your card's security code is invalid."],
    [{ name: ' ' }, 'Please enter the name on the card'],
  ])('refuses %o', async (change, message) => {
    const agent = await pilot();
    const res = await agent.post('/api/sandbox/payment-methods').set(V)
      .send({ name: 'Ada', number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123', ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([message]);
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.request.post('/api/sandbox/payment-methods').set(V).send({})).status).toBe(401);
  });
});

describe('POST /api/user/subscription', () => {
  it('subscribes with the test card: a 30-day trial, shown on the profile', async () => {
    const agent = await pilot();
    const res = await subscribe(agent, { priceId: SANDBOX_PRICE_IDS.listing, paymentMethodId: await card(agent) });
    expect(res.status).toBe(201);
    expect(res.body.subscription).toMatchObject({ priceId: SANDBOX_PRICE_IDS.listing, status: 'trialing', cancelAtPeriodEnd: false });
    expect(res.body.view).toMatchObject({ isActive: true, isTrial: true, isCanceled: false, discount: null });
    const trialEnd = Date.parse(res.body.view.trialExpDate);
    expect(Math.abs(trialEnd - (clock.now().getTime() + 30 * DAY))).toBeLessThan(1000);
    const profile = await me(agent);
    expect(profile.subscriptions.listing).toMatchObject({ isActive: true, isTrial: true });
    expect(profile.subscriptions.professional).toBeNull();
    expect(profile.customer.subscriptions).toHaveLength(1);
  });

  it('accepts Stripe test ids and applies a promotion code', async () => {
    const agent = await pilot();
    await RequestContext.create(t.orm.em, () =>
      t.composed.repositories.promotionCodes.create({ code: 'SAVE20', percentOff: 20, expiresAt: null, active: true }).catch(() => undefined));
    const res = await subscribe(agent, { priceId: SANDBOX_PRICE_IDS.professional, paymentMethodId: 'pm_card_visa', promoCode: ' save20 ' });
    expect(res.status).toBe(201);
    expect(res.body.view.discount).toBe('SAVE20 (20% off)');
  });

  it('refuses a declined card with its message and keeps nothing', async () => {
    const agent = await pilot();
    for (const paymentMethodId of [await card(agent, '4000 0000 0000 0002'), 'pm_card_chargeDeclined']) {
      const res = await subscribe(agent, { priceId: SANDBOX_PRICE_IDS.listing, paymentMethodId });
      expect(res.status).toBe(402);
      expect(res.body.message).toBe('Your card was declined.');
    }
    const profile = await me(agent);
    expect(profile.subscriptions.listing).toBeNull();
    expect(profile.customer.subscriptions).toEqual([]);
  });

  it('refuses an unknown or expired promotion code with InvalidPromoCode and keeps nothing', async () => {
    const agent = await pilot();
    await RequestContext.create(t.orm.em, () =>
      t.composed.repositories.promotionCodes.create({ code: 'OLD10', percentOff: 10, expiresAt: new Date(clock.now().getTime() - DAY), active: true }));
    for (const promoCode of ['NOPE', 'OLD10']) {
      const res = await subscribe(agent, { priceId: SANDBOX_PRICE_IDS.listing, paymentMethodId: 'pm_card_visa', promoCode });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'InvalidPromoCode', message: 'Invalid Promotional Code' });
    }
    expect((await me(agent)).subscriptions.listing).toBeNull();
  });

  it.each([
    [{ priceId: 'price_gold', paymentMethodId: 'pm_card_visa' }, 'This plan does not exist'],
    [{ priceId: SANDBOX_PRICE_IDS.listing }, 'Please enter your card details'],
    [{ priceId: SANDBOX_PRICE_IDS.listing, paymentMethodId: 'pm_sbx_made_up' }, 'This card could not be found. Please enter your card details again.'],
  ])('refuses %o with a message', async (body, message) => {
    const agent = await pilot();
    const res = await subscribe(agent, body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContain(message);
  });

  it('refuses a second subscription to the same plan, even when two arrive at once', async () => {
    const agent = await pilot();
    const both = await Promise.all([1, 2].map(() => subscribe(agent, { priceId: SANDBOX_PRICE_IDS.listing, paymentMethodId: 'pm_card_visa' })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await me(agent)).customer.subscriptions).toHaveLength(1);
  });

  it('answers 401 to a visitor', async () => {
    expect((await subscribe(t.agent(), { priceId: SANDBOX_PRICE_IDS.listing, paymentMethodId: 'pm_card_visa' })).status).toBe(401);
  });
});

describe('PATCH /api/user/subscription/:id and the lifecycle', () => {
  it('cancels at the period end, restarts, renews after the trial and ends when canceled', async () => {
    const agent = await pilot();
    const created = (await subscribe(agent, { priceId: SANDBOX_PRICE_IDS.listing, paymentMethodId: 'pm_card_visa' })).body.subscription;
    const path = `/api/user/subscription/${created.id}`;

    const canceled = await agent.patch(path).set(V).send({ cancelAtPeriodEnd: true });
    expect(canceled.status).toBe(200);
    expect(canceled.body.view).toMatchObject({ isActive: true, isCanceled: true });
    const restarted = await agent.patch(path).set(V).send({ cancelAtPeriodEnd: false });
    expect(restarted.body.view).toMatchObject({ isActive: true, isCanceled: false });

    // The free month ends: the card is charged and a paid month starts.
    clock.advance(31 * DAY);
    const renewed = (await me(agent)).subscriptions.listing;
    expect(renewed).toMatchObject({ isActive: true, isTrial: false, isCanceled: false });
    expect(Date.parse(renewed.expDate)).toBeGreaterThan(clock.now().getTime() + 25 * DAY);

    // Canceled: it stays until the period ends, then it is over and cannot be restarted.
    await agent.patch(path).set(V).send({ cancelAtPeriodEnd: true });
    clock.advance(32 * DAY);
    expect((await me(agent)).subscriptions.listing).toMatchObject({ isActive: false });
    const late = await agent.patch(path).set(V).send({ cancelAtPeriodEnd: false });
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual(['This subscription has ended. Subscribe again to restart it.']);

    // A new subscription is possible once the old one ended.
    expect((await subscribe(agent, { priceId: SANDBOX_PRICE_IDS.listing, paymentMethodId: 'pm_card_visa' })).status).toBe(201);
  });

  it('answers 400 without a boolean, 403 for another user\'s subscription, 404 for an unknown one', async () => {
    const owner = await pilot();
    const { id } = (await subscribe(owner, { priceId: SANDBOX_PRICE_IDS.listing, paymentMethodId: 'pm_card_visa' })).body.subscription;
    expect((await owner.patch(`/api/user/subscription/${id}`).set(V).send({ cancelAtPeriodEnd: 'yes' })).status).toBe(400);
    const intruder = await pilot();
    const res = await intruder.patch(`/api/user/subscription/${id}`).set(V).send({ cancelAtPeriodEnd: true });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This subscription belongs to another account');
    expect((await me(owner)).subscriptions.listing.isCanceled).toBe(false);
    expect((await owner.patch('/api/user/subscription/sub_nope').set(V).send({ cancelAtPeriodEnd: true })).status).toBe(404);
    expect((await t.request.patch(`/api/user/subscription/${id}`).set(V).send({ cancelAtPeriodEnd: true })).status).toBe(401);
  });
});

describe('the subscription gate', () => {
  it('refuses a listing without an active listing subscription, naming it, and allows it after subscribing', async () => {
    const agent = await pilot();
    const { id } = await me(agent);
    const user = await RequestContext.create(t.orm.em, () => t.composed.repositories.users.findById(id));
    const policy = t.composed.subscriptionPolicy;
    await expect(RequestContext.create(t.orm.em, () => policy.requireActive(user!, 'listing'))).rejects.toMatchObject({
      code: 'forbidden', message: MISSING_PLAN_MESSAGES.listing,
    });
    await subscribe(agent, { priceId: SANDBOX_PRICE_IDS.listing, paymentMethodId: 'pm_card_visa' });
    await expect(RequestContext.create(t.orm.em, () => policy.requireActive(user!, 'listing'))).resolves.toBeUndefined();
    await expect(RequestContext.create(t.orm.em, () => policy.requireActive(user!, 'professional'))).rejects.toMatchObject({
      message: MISSING_PLAN_MESSAGES.professional,
    });
  });
});

describe('Stripe webhook in sandbox mode', () => {
  it('is not there', async () => {
    expect((await t.request.post('/api/stripe/webhook').send({})).status).toBe(404);
  });
});

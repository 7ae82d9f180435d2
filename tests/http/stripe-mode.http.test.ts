import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_PRICES, startFakeStripe, type FakeStripe } from '../support/fake-stripe-server.js';
import { startTestApp, V, type TestApp } from '../support/test-app.js';

const WEBHOOK_SECRET = 'whsec_test_secret';
let stripe: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await startTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_wingshare',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_wingshare',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_LISTING_PRICE_ID: FAKE_PRICES.listing,
      STRIPE_PROFESSIONAL_PRICE_ID: FAKE_PRICES.professional,
    },
    { stripeServer: { host: stripe.host, port: stripe.port, protocol: 'http' } },
  );
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

let seq = 0;
async function pilot() {
  const agent = t.agent();
  seq++;
  const res = await agent.post('/api/user').set(V).send({ user: { email: `s${seq}@example.com`, username: `stripe${seq}`, password: 'flying-high' } });
  expect(res.status).toBe(201);
  return agent;
}

function signedEvent(type: string, object: unknown, id: string) {
  const payload = JSON.stringify({ id, object: 'event', api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), type, data: { object } });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}

describe('with Stripe configured', () => {
  it('tells the browser to use Stripe with the publishable key and the configured prices', async () => {
    const res = await t.request.get('/api/plans').set(V);
    expect(res.body).toMatchObject({ mode: 'stripe', publishableKey: 'pk_test_wingshare' });
    expect(res.body.plans.map((p: { priceId: string }) => p.priceId)).toEqual([FAKE_PRICES.listing, FAKE_PRICES.professional]);
    expect((await (await pilot()).post('/api/sandbox/payment-methods').set(V).send({})).status).toBe(404);
  });

  it('subscribes through Stripe with a trial and a promotion code, and shows it on the profile', async () => {
    const agent = await pilot();
    const res = await agent.post('/api/user/subscription').set(V)
      .send({ priceId: FAKE_PRICES.listing, paymentMethodId: 'pm_card_visa', promoCode: 'SAVE20' });
    expect(res.status).toBe(201);
    expect(res.body.view).toMatchObject({ isActive: true, isTrial: true, discount: 'SAVE20 (20% off)' });
    const me = (await agent.get('/api/user').set(V)).body;
    expect(me.customer.id).toMatch(/^cus_/);
    expect(me.subscriptions.listing.id).toBe(res.body.subscription.id);
    expect(stripe.requests.some((r) => r.path === '/v1/subscriptions' && r.method === 'POST')).toBe(true);
  });

  it('answers the card-declined and promotion-code errors and keeps nothing', async () => {
    const agent = await pilot();
    const declined = await agent.post('/api/user/subscription').set(V).send({ priceId: FAKE_PRICES.listing, paymentMethodId: 'pm_card_chargeDeclined' });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('Your card was declined.');
    const promo = await agent.post('/api/user/subscription').set(V).send({ priceId: FAKE_PRICES.listing, paymentMethodId: 'pm_card_visa', promoCode: 'NOPE' });
    expect(promo.status).toBe(400);
    expect(promo.body.error).toBe('InvalidPromoCode');
    expect((await agent.get('/api/user').set(V)).body.subscriptions.listing).toBeNull();
  });

  it('keeps the stored subscription in step with signed webhooks and ignores duplicates', async () => {
    const agent = await pilot();
    const { subscription } = (await agent.post('/api/user/subscription').set(V).send({ priceId: FAKE_PRICES.listing, paymentMethodId: 'pm_card_visa' })).body;
    const client = new Stripe('sk_test_wingshare', { host: stripe.host, port: stripe.port, protocol: 'http' });
    const before = await client.subscriptions.retrieve(subscription.id);
    // The customer cancels in Stripe's portal; Stripe then sends the event.
    stripe.state.subscriptions.get(subscription.id)!.cancelAtPeriodEnd = true;
    const canceled = await client.subscriptions.retrieve(subscription.id);
    const { payload, signature } = signedEvent('customer.subscription.updated', canceled, 'evt_update_1');
    const post = () => t.request.post('/api/stripe/webhook').set('Stripe-Signature', signature).set('Content-Type', 'application/json').send(payload);
    expect((await post()).status).toBe(200);
    expect((await agent.get('/api/user').set(V)).body.subscriptions.listing.isCanceled).toBe(true);
    expect((await post()).status).toBe(200); // the same event again: a no-op

    // An older event arriving late does not undo the newer state: the stored copy comes from Stripe.
    const late = signedEvent('customer.subscription.updated', before, 'evt_update_0');
    const res = await t.request.post('/api/stripe/webhook').set('Stripe-Signature', late.signature).set('Content-Type', 'application/json').send(late.payload);
    expect(res.status).toBe(200);
    expect((await agent.get('/api/user').set(V)).body.subscriptions.listing.isCanceled).toBe(true);

    const bad = await t.request.post('/api/stripe/webhook').set('Stripe-Signature', 't=1,v1=forged').set('Content-Type', 'application/json').send(payload);
    expect(bad.status).toBe(400);
  });

  it('ends the Stripe subscriptions of a deleted account', async () => {
    const agent = await pilot();
    const { subscription } = (await agent.post('/api/user/subscription').set(V).send({ priceId: FAKE_PRICES.listing, paymentMethodId: 'pm_card_visa' })).body;
    expect((await agent.delete('/api/user').set(V).send({ currentPassword: 'flying-high' })).status).toBe(204);
    expect(stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscription.id}`)).toBe(true);
  });
});

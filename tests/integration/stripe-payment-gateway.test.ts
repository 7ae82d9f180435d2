import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StripePaymentGateway } from '../../adapters/payments/stripe-payment.gateway.js';
import { DomainError } from '../../domain/errors.js';
import { PAYMENT_MESSAGES } from '../../domain/subscription/payment-messages.js';
import { FAKE_PRICES, startFakeStripe, type FakeStripe } from '../support/fake-stripe-server.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('StripePaymentGateway (the official SDK against a local Stripe stand-in)', () => {
  let fake: FakeStripe;
  let gateway: StripePaymentGateway;
  let cleanupLog: string[];

  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.state.outage = false;
    cleanupLog = [];
    gateway = new StripePaymentGateway({
      secretKey: 'sk_test_wingshare',
      host: fake.host,
      port: fake.port,
      protocol: 'http',
      log: (line) => cleanupLog.push(line),
    });
  });

  const newCustomer = () => gateway.createCustomer({ userId: 7, email: 'ann@example.com', name: 'Ann Pilot' });
  const calls = (method: string, pathStart: string) =>
    fake.requests.filter((r) => r.method === method && r.path.startsWith(pathStart));
  const subscribe = (customerId: string, overrides: Partial<Parameters<StripePaymentGateway['subscribe']>[0]> = {}) =>
    gateway.subscribe({
      customerId,
      priceId: FAKE_PRICES.listing,
      paymentMethodId: 'pm_card_visa',
      promoCode: null,
      trialDays: 30,
      ...overrides,
    });

  it('creates a customer carrying the user id, with the secret key and the pinned API version', async () => {
    const id = await newCustomer();

    expect(id).toMatch(/^cus_/);
    const [created] = calls('POST', '/v1/customers');
    expect(created!.params).toMatchObject({ email: 'ann@example.com', name: 'Ann Pilot', 'metadata[userId]': '7' });
    expect(created!.headers.authorization).toBe('Bearer sk_test_wingshare');
    expect(created!.headers['stripe-version']).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(fake.state.customers.get(id)?.metadata).toEqual({ userId: '7' });
  });

  it('subscribes with the free month: trialing, trial and period ending in 30 days, the card made the default', async () => {
    const customerId = await newCustomer();
    const before = Date.now();

    const sub = await subscribe(customerId);

    expect(sub.id).toMatch(/^sub_/);
    expect(sub.priceId).toBe(FAKE_PRICES.listing);
    expect(sub.status).toBe('trialing');
    expect(sub.cancelAtPeriodEnd).toBe(false);
    expect(sub.discount).toBeNull();
    expect(sub.trialEnd!.getTime()).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 2000);
    expect(sub.trialEnd!.getTime()).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS + 1000);
    expect(sub.currentPeriodEnd.getTime()).toBe(sub.trialEnd!.getTime());

    const [created] = calls('POST', '/v1/subscriptions');
    expect(created!.params).toMatchObject({
      customer: customerId,
      'items[0][price]': FAKE_PRICES.listing,
      trial_period_days: '30',
      payment_behavior: 'error_if_incomplete',
    });
    // The card Stripe made from the token (a new id) is the one used everywhere.
    const attachedId = created!.params.default_payment_method!;
    expect(attachedId).toMatch(/^pm_[0-9a-f]{16}$/);
    expect(fake.state.paymentMethods.get(attachedId)?.customer).toBe(customerId);
    expect(fake.state.customers.get(customerId)?.defaultPaymentMethod).toBe(attachedId);
    expect(fake.requests.map((r) => `${r.method} ${r.path.replace(/(cus|pm|sub)_[0-9a-z_]+/, ':id')}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/payment_methods/:id/attach',
      'POST /v1/customers/:id',
      'POST /v1/subscriptions',
    ]);
  });

  it('subscribes without a trial as active, the period a month long', async () => {
    const sub = await subscribe(await newCustomer(), { trialDays: 0 });

    expect(sub.status).toBe('active');
    expect(sub.trialEnd).toBeNull();
    expect(sub.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    expect(calls('POST', '/v1/subscriptions')[0]!.params.trial_period_days).toBeUndefined();
  });

  it('applies a promotion code as a discount named by its code', async () => {
    const customerId = await newCustomer();

    const sub = await subscribe(customerId, { promoCode: 'SAVE20' });

    expect(sub.discount).toEqual({ name: 'SAVE20', percentOff: 20 });
    const [lookup] = calls('GET', '/v1/promotion_codes');
    expect(lookup!.params).toMatchObject({ code: 'SAVE20', active: 'true', limit: '1' });
    expect(calls('POST', '/v1/subscriptions')[0]!.params['discounts[0][promotion_code]']).toBe('promo_save20');
    // Reading it back keeps the discount.
    await expect(gateway.retrieve(sub.id)).resolves.toMatchObject({ discount: { name: 'SAVE20', percentOff: 20 } });
  });

  it.each(['NOPE', 'EXPIRED50', 'RETIRED50'])(
    'refuses the promotion code %s before touching the card or creating anything',
    async (code) => {
      const customerId = await newCustomer();

      const error = await subscribe(customerId, { promoCode: code }).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({
        code: 'InvalidPromoCode',
        message: 'Invalid Promotional Code',
        errors: ['Invalid Promotional Code'],
      });
      expect(calls('POST', '/v1/payment_methods')).toHaveLength(0);
      expect(calls('POST', '/v1/subscriptions')).toHaveLength(0);
      expect(fake.state.customers.get(customerId)?.defaultPaymentMethod).toBeNull();
    },
  );

  it('answers payment_failed with Stripe\'s message for a declined card, and creates no subscription', async () => {
    const customerId = await newCustomer();
    const subscriptionsBefore = fake.state.subscriptions.size;

    await expect(subscribe(customerId, { paymentMethodId: 'pm_card_chargeDeclined' })).rejects.toMatchObject({
      code: 'payment_failed',
      message: PAYMENT_MESSAGES.cardDeclined,
      errors: [PAYMENT_MESSAGES.cardDeclined],
    });
    expect(calls('POST', '/v1/subscriptions')).toHaveLength(0);
    expect(fake.state.subscriptions.size).toBe(subscriptionsBefore);
    expect(fake.state.customers.get(customerId)?.defaultPaymentMethod).toBeNull();
  });

  it('detaches the card again when the first charge is declined (no trial), leaving nothing behind', async () => {
    const customerId = await newCustomer();

    await expect(subscribe(customerId, { paymentMethodId: 'pm_card_chargeCustomerFail', trialDays: 0 })).rejects.toMatchObject({
      code: 'payment_failed',
      message: 'Your card was declined.',
    });

    const attachedId = calls('POST', '/v1/customers/')[0]!.params['invoice_settings[default_payment_method]']!;
    expect(calls('POST', `/v1/payment_methods/${attachedId}/detach`)).toHaveLength(1);
    expect(fake.state.paymentMethods.get(attachedId)?.customer).toBeNull();
    expect(fake.state.customers.get(customerId)?.defaultPaymentMethod).toBeNull();
    expect([...fake.state.subscriptions.values()].filter((s) => s.customer === customerId)).toEqual([]);
    expect(cleanupLog).toEqual([]);
  });

  it('detaches the card when Stripe refuses the subscription for another reason, and reports that reason', async () => {
    const customerId = await newCustomer();

    const error = await subscribe(customerId, { priceId: 'price_not_configured' }).catch((e: unknown) => e);

    // A price id that Stripe does not know is a configuration bug: not a DomainError, a logged 500.
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(DomainError);
    expect((error as Error).message).toContain('price_not_configured');
    const attachedId = calls('POST', '/v1/customers/')[0]!.params['invoice_settings[default_payment_method]']!;
    expect(fake.state.paymentMethods.get(attachedId)?.customer).toBeNull();
  });

  it('sets a subscription to cancel at the period end and restarts it', async () => {
    const sub = await subscribe(await newCustomer(), { promoCode: 'SAVE20' });

    const canceled = await gateway.setCancelAtPeriodEnd(sub.id, true);
    expect(canceled).toMatchObject({ id: sub.id, status: 'trialing', cancelAtPeriodEnd: true, discount: { name: 'SAVE20' } });
    expect(canceled.currentPeriodEnd).toEqual(sub.currentPeriodEnd);
    expect(calls('POST', `/v1/subscriptions/${sub.id}`)[0]!.params.cancel_at_period_end).toBe('true');
    await expect(gateway.retrieve(sub.id)).resolves.toMatchObject({ cancelAtPeriodEnd: true });

    const restarted = await gateway.setCancelAtPeriodEnd(sub.id, false);
    expect(restarted).toMatchObject({ id: sub.id, status: 'trialing', cancelAtPeriodEnd: false });
    await expect(gateway.retrieve(sub.id)).resolves.toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('answers not_found for a subscription Stripe does not know', async () => {
    await expect(gateway.retrieve('sub_unknown')).rejects.toMatchObject({
      code: 'not_found',
      message: PAYMENT_MESSAGES.subscriptionNotFound,
    });
    await expect(gateway.setCancelAtPeriodEnd('sub_unknown', true)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('answers unavailable while Stripe fails with 500s (after one retry)', async () => {
    fake.state.outage = true;

    await expect(newCustomer()).rejects.toMatchObject({ code: 'unavailable', message: PAYMENT_MESSAGES.providerUnavailable });
    expect(calls('POST', '/v1/customers')).toHaveLength(2);
  });

  it('answers unavailable when Stripe cannot be reached at all', async () => {
    const gone = await startFakeStripe();
    await gone.close();
    const unreachable = new StripePaymentGateway({ secretKey: 'sk_test_wingshare', host: gone.host, port: gone.port, protocol: 'http' });

    const error = await unreachable.retrieve('sub_whatever').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'unavailable', message: PAYMENT_MESSAGES.providerUnavailable });
  });

  it('treats a refused secret key as a server fault, not a DomainError', async () => {
    const misconfigured = new StripePaymentGateway({ secretKey: 'rk_live_wrong', host: fake.host, port: fake.port, protocol: 'http' });

    const error = await misconfigured.createCustomer({ userId: 1, email: 'a@example.com', name: 'A' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(DomainError);
    expect((error as Error).message).toMatch(/^Stripe refused the configured secret key/);
  });
});

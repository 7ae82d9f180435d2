import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { StripeWebhookHandler } from '../../adapters/payments/stripe-webhook.js';
import type { SubscriptionRepository } from '../../application/ports/payment-gateway.js';
import { DomainError } from '../../domain/errors.js';
import type { Subscription } from '../../domain/subscription/subscription.js';

/** The repository port in memory: what the webhook reads and writes, nothing more. */
class InMemorySubscriptionRepository implements SubscriptionRepository {
  readonly customers = new Map<number, string>();
  readonly subscriptions = new Map<string, { userId: number; subscription: Subscription }>();
  readonly processedEvents = new Set<string>();
  saves = 0;

  async customerIdOf(userId: number) {
    return this.customers.get(userId) ?? null;
  }
  async setCustomerId(userId: number, customerId: string) {
    this.customers.set(userId, customerId);
  }
  async userIdOfCustomer(customerId: string) {
    return [...this.customers].find(([, c]) => c === customerId)?.[0] ?? null;
  }
  async listForUser(userId: number) {
    return [...this.subscriptions.values()].filter((s) => s.userId === userId).map((s) => s.subscription);
  }
  async find(subscriptionId: string) {
    return this.subscriptions.get(subscriptionId) ?? null;
  }
  async save(userId: number, subscription: Subscription) {
    this.saves += 1;
    this.subscriptions.set(subscription.id, { userId, subscription: { ...subscription } });
  }
  async markEventProcessed(eventId: string) {
    if (this.processedEvents.has(eventId)) return false;
    this.processedEvents.add(eventId);
    return true;
  }
}

const SECRET = 'whsec_test_wingshare';
const NOW = Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;
const PRICE = 'price_listing_test';

/** A subscription as a webhook of the pinned API version carries it: discounts as bare ids. */
function stripeSubscription(overrides: Record<string, unknown> = {}) {
  const periodEnd = (overrides.periodEnd as number | undefined) ?? NOW + 30 * DAY;
  delete overrides.periodEnd;
  return {
    id: 'sub_ann',
    object: 'subscription',
    customer: 'cus_ann',
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    trial_end: null,
    discounts: [],
    items: {
      object: 'list',
      has_more: false,
      data: [
        {
          id: 'si_ann',
          object: 'subscription_item',
          current_period_start: periodEnd - 30 * DAY,
          current_period_end: periodEnd,
          price: { id: PRICE, object: 'price' },
        },
      ],
    },
    ...overrides,
  };
}

let eventCounter = 0;
function event(type: string, object: unknown, id = `evt_${++eventCounter}`) {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: NOW,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

const sign = (payload: string, secret = SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });

const stored = (overrides: Partial<Subscription> = {}): Subscription => ({
  id: 'sub_ann',
  priceId: PRICE,
  status: 'trialing',
  currentPeriodEnd: new Date((NOW + 10 * DAY) * 1000),
  cancelAtPeriodEnd: false,
  trialEnd: new Date((NOW + 10 * DAY) * 1000),
  discount: { name: 'SAVE20', percentOff: 20 },
  ...overrides,
});

describe('StripeWebhookHandler', () => {
  let repo: InMemorySubscriptionRepository;
  let log: string[];
  let handler: StripeWebhookHandler;

  beforeEach(() => {
    repo = new InMemorySubscriptionRepository();
    repo.customers.set(7, 'cus_ann');
    log = [];
    handler = new StripeWebhookHandler({ webhookSecret: SECRET, subscriptions: repo, log: (line) => log.push(line) });
  });

  it('saves an updated subscription for its owner, keeping the discount the payload only names by id', async () => {
    repo.subscriptions.set('sub_ann', { userId: 7, subscription: stored() });
    const periodEnd = NOW + 40 * DAY;
    const payload = event(
      'customer.subscription.updated',
      stripeSubscription({ periodEnd, cancel_at_period_end: true, cancel_at: periodEnd, discounts: ['di_1'] }),
    );

    await expect(handler.handle(Buffer.from(payload), sign(payload))).resolves.toEqual({ duplicate: false });

    expect(repo.subscriptions.get('sub_ann')).toEqual({
      userId: 7,
      subscription: {
        id: 'sub_ann',
        priceId: PRICE,
        status: 'active',
        currentPeriodEnd: new Date(periodEnd * 1000),
        cancelAtPeriodEnd: true,
        trialEnd: null,
        discount: { name: 'SAVE20', percentOff: 20 },
      },
    });
  });

  it('finds the owner of a subscription it has not seen by the customer id', async () => {
    const payload = event('customer.subscription.created', stripeSubscription({ status: 'trialing', trial_end: NOW + 30 * DAY }));

    await handler.handle(payload, sign(payload));

    expect(repo.subscriptions.get('sub_ann')).toMatchObject({
      userId: 7,
      subscription: { status: 'trialing', trialEnd: new Date((NOW + 30 * DAY) * 1000), discount: null },
    });
  });

  // Stripe sends the ended subscription as canceled; the event type alone settles it even if it did not.
  it.each(['canceled', 'active'])('marks a deleted subscription canceled (payload status %s)', async (status) => {
    repo.subscriptions.set('sub_ann', { userId: 7, subscription: stored() });
    const payload = event('customer.subscription.deleted', stripeSubscription({ status, ended_at: NOW }));

    await handler.handle(payload, sign(payload));

    expect(repo.subscriptions.get('sub_ann')?.subscription.status).toBe('canceled');
  });

  it('answers a redelivered event as a duplicate and changes nothing', async () => {
    const first = event('customer.subscription.updated', stripeSubscription({ status: 'past_due' }), 'evt_same');
    await expect(handler.handle(first, sign(first))).resolves.toEqual({ duplicate: false });
    const afterFirst = structuredClone(repo.subscriptions.get('sub_ann'));
    expect(afterFirst?.subscription.status).toBe('past_due');
    const savesAfterFirst = repo.saves;

    // Same id, different content: a replay must not overwrite what came since.
    const again = event('customer.subscription.updated', stripeSubscription({ status: 'active' }), 'evt_same');
    await expect(handler.handle(again, sign(again))).resolves.toEqual({ duplicate: true });

    expect(repo.saves).toBe(savesAfterFirst);
    expect(repo.subscriptions.get('sub_ann')).toEqual(afterFirst);
  });

  it('marks the stored subscription past_due when an invoice payment fails, keeping the rest', async () => {
    repo.subscriptions.set('sub_ann', { userId: 7, subscription: stored({ status: 'active' }) });
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      customer: 'cus_ann',
      status: 'open',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_ann', metadata: {} }, quote_details: null },
    };
    const payload = event('invoice.payment_failed', invoice);

    await handler.handle(payload, sign(payload));

    expect(repo.subscriptions.get('sub_ann')).toEqual({ userId: 7, subscription: stored({ status: 'past_due' }) });
  });

  it('reads the older payload shapes too (invoice.subscription, subscription.current_period_end and discount)', async () => {
    repo.subscriptions.set('sub_ann', { userId: 7, subscription: stored({ status: 'active', discount: null }) });
    const legacyInvoice = { id: 'in_2', object: 'invoice', customer: 'cus_ann', subscription: 'sub_ann' };
    const failed = event('invoice.payment_failed', legacyInvoice);
    await handler.handle(failed, sign(failed));
    expect(repo.subscriptions.get('sub_ann')?.subscription.status).toBe('past_due');

    const legacySub = stripeSubscription({
      current_period_end: NOW + 20 * DAY,
      discount: {
        object: 'discount',
        promotion_code: 'promo_1',
        coupon: { id: 'co_half', object: 'coupon', name: 'Spring', percent_off: 50, valid: true },
      },
    });
    delete (legacySub.items.data[0] as Record<string, unknown>).current_period_end;
    const updated = event('customer.subscription.updated', legacySub);
    await handler.handle(updated, sign(updated));

    expect(repo.subscriptions.get('sub_ann')?.subscription).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date((NOW + 20 * DAY) * 1000),
      discount: { name: 'Spring', percentOff: 50 },
    });
  });

  it('does not bring an ended subscription back on a late payment failure', async () => {
    repo.subscriptions.set('sub_ann', { userId: 7, subscription: stored({ status: 'canceled' }) });
    const payload = event('invoice.payment_failed', { id: 'in_3', object: 'invoice', subscription: 'sub_ann' });

    await handler.handle(payload, sign(payload));

    expect(repo.subscriptions.get('sub_ann')?.subscription.status).toBe('canceled');
  });

  it.each([
    ['signed with another secret', (payload: string) => sign(payload, 'whsec_someone_else')],
    ['with a tampered body', (payload: string) => sign(payload.replace('"active"', '"canceled"'))],
    ['without a signature', () => undefined],
    ['with a garbage signature', () => 't=1,v1=deadbeef'],
  ])('rejects an event %s as validation_failed and records nothing', async (_label, signatureFor) => {
    const payload = event('customer.subscription.updated', stripeSubscription({ status: 'active' }));

    const error = await handler.handle(payload, signatureFor(payload)).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'validation_failed', message: 'Invalid Stripe signature' });
    expect(repo.processedEvents.size).toBe(0);
    expect(repo.subscriptions.size).toBe(0);
  });

  it('rejects a correctly signed but stale event (replay outside the tolerance)', async () => {
    const payload = event('customer.subscription.updated', stripeSubscription());
    const old = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: NOW - 3600 });

    await expect(handler.handle(payload, old)).rejects.toMatchObject({ code: 'validation_failed' });
  });

  it('ignores, with a log line, the subscription of a customer it does not know', async () => {
    const payload = event('customer.subscription.updated', stripeSubscription({ id: 'sub_stranger', customer: 'cus_stranger' }));

    await expect(handler.handle(payload, sign(payload))).resolves.toEqual({ duplicate: false });

    expect(repo.subscriptions.size).toBe(0);
    expect(log).toEqual([expect.stringContaining('cus_stranger')]);
  });

  it('ignores the event types it does not handle', async () => {
    const payload = event('customer.created', { id: 'cus_ann', object: 'customer' });

    await expect(handler.handle(payload, sign(payload))).resolves.toEqual({ duplicate: false });
    expect(repo.saves).toBe(0);
  });

  it('verifies with a given SDK instance as well', async () => {
    const withClient = new StripeWebhookHandler({
      stripe: new Stripe('sk_test_unused'),
      webhookSecret: SECRET,
      subscriptions: repo,
    });
    const payload = event('customer.subscription.updated', stripeSubscription());

    await expect(withClient.handle(payload, sign(payload))).resolves.toEqual({ duplicate: false });
    await expect(withClient.handle(payload, sign(payload, 'whsec_other'))).rejects.toMatchObject({ code: 'validation_failed' });
  });
});

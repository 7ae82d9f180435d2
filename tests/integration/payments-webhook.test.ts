import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { StripeWebhookHandler, type ProviderEvent } from '../../adapters/payments/stripe-webhook.js';
import type { SubscriptionRepository } from '../../application/ports/payment-gateway.js';

const SECRET = 'whsec_test_platform';
const CONNECT_SECRET = 'whsec_test_connect';
const NOW = Math.floor(Date.now() / 1000);

/** The one part of the subscriptions' repository the Connect events use: the processed event ids. */
function processedEvents(): SubscriptionRepository {
  const seen = new Set<string>();
  const unused = async () => {
    throw new Error('not used by the Connect events');
  };
  return {
    customerIdOf: unused, setCustomerId: unused, userIdOfCustomer: unused, listForUser: unused, find: unused, save: unused,
    markEventProcessed: async (id: string) => {
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    },
  } as SubscriptionRepository;
}

let counter = 0;
function event(type: string, object: unknown, extra: Record<string, unknown> = {}) {
  return JSON.stringify({
    id: `evt_connect_${++counter}`, object: 'event', api_version: Stripe.API_VERSION, created: NOW, livemode: false, pending_webhooks: 1,
    request: { id: null, idempotency_key: null }, type, data: { object }, ...extra,
  });
}
const sign = (payload: string, secret = SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });

const paymentIntent = (over: Record<string, unknown> = {}) => ({
  id: 'pi_hold_1', object: 'payment_intent', amount: 30_000, amount_capturable: 30_000, amount_received: 0, status: 'requires_capture',
  metadata: { bookingId: '41' }, last_payment_error: null, ...over,
});

describe('StripeWebhookHandler: the Connect events of the rentals\' money', () => {
  let applied: ProviderEvent[];
  let failNext: Error | null;
  let handler: StripeWebhookHandler;

  beforeEach(() => {
    applied = [];
    failNext = null;
    handler = new StripeWebhookHandler({
      webhookSecret: SECRET,
      connectWebhookSecret: CONNECT_SECRET,
      subscriptions: processedEvents(),
      log: () => {},
      providerEvents: {
        execute: async (e) => {
          if (failNext) {
            const error = failNext;
            failNext = null;
            throw error;
          }
          applied.push(e);
        },
      },
    });
  });

  it('turns account.updated, from the Connect endpoint, into the account\'s state and what it misses', async () => {
    const payload = event('account.updated', {
      id: 'acct_owner', object: 'account', charges_enabled: false, payouts_enabled: false, details_submitted: true,
      requirements: { currently_due: ['external_account'], disabled_reason: 'requirements.past_due' },
    }, { account: 'acct_owner' });
    expect(await handler.handle(payload, sign(payload, CONNECT_SECRET))).toEqual({ duplicate: false });
    expect(applied).toEqual([{ type: 'account.updated', eventId: expect.any(String), accountId: 'acct_owner', state: 'restricted', missing: ['Bank account'] }]);
  });

  it('turns the payment_intent events into the PaymentIntent\'s amounts and its booking', async () => {
    const types = ['payment_intent.amount_capturable_updated', 'payment_intent.succeeded', 'payment_intent.canceled', 'payment_intent.payment_failed'];
    const objects = [
      paymentIntent(),
      paymentIntent({ status: 'succeeded', amount_capturable: 0, amount_received: 21_000 }),
      paymentIntent({ status: 'canceled', amount_capturable: 0 }),
      paymentIntent({ id: 'pi_hold_2', status: 'requires_payment_method', amount_capturable: 0, metadata: {}, last_payment_error: { message: 'Your card was declined.' } }),
    ];
    for (const [i, type] of types.entries()) {
      const payload = event(type, objects[i]);
      await handler.handle(payload, sign(payload));
    }
    expect(applied).toEqual([
      { type: types[0], eventId: expect.any(String), paymentIntentId: 'pi_hold_1', bookingId: 41, status: 'requires_capture', amountCents: 30_000, amountCapturableCents: 30_000, amountReceivedCents: 0, message: null },
      expect.objectContaining({ type: types[1], status: 'succeeded', amountReceivedCents: 21_000 }),
      expect.objectContaining({ type: types[2], status: 'canceled', amountCapturableCents: 0 }),
      expect.objectContaining({ type: types[3], paymentIntentId: 'pi_hold_2', bookingId: null, message: 'Your card was declined.' }),
    ]);
  });

  it('turns charge.refunded and transfer.reversed into what was given back and taken back', async () => {
    const refunded = event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_hold_1', amount_refunded: 5000 });
    const reversed = event('transfer.reversed', {
      id: 'tr_1', object: 'transfer', amount: 18_000, amount_reversed: 4500,
      reversals: { object: 'list', data: [{ id: 'trr_1', object: 'transfer_reversal', amount: 4500 }] },
    });
    await handler.handle(refunded, sign(refunded));
    await handler.handle(reversed, sign(reversed));
    expect(applied).toEqual([
      { type: 'charge.refunded', eventId: expect.any(String), chargeId: 'ch_1', paymentIntentId: 'pi_hold_1', amountRefundedCents: 5000 },
      { type: 'transfer.reversed', eventId: expect.any(String), transferId: 'tr_1', amountReversedCents: 4500, reversals: [{ id: 'trr_1', amountCents: 4500 }] },
    ]);
  });

  it('refuses a bad signature with a 400 and applies nothing', async () => {
    const payload = event('payment_intent.succeeded', paymentIntent({ status: 'succeeded' }));
    await expect(handler.handle(payload, sign(payload, 'whsec_someone_else'))).rejects.toMatchObject({ code: 'validation_failed', message: 'Invalid Stripe signature' });
    await expect(handler.handle(payload, undefined)).rejects.toMatchObject({ code: 'validation_failed' });
    const tampered = payload.replace('30000', '99999');
    await expect(handler.handle(tampered, sign(payload))).rejects.toMatchObject({ code: 'validation_failed' });
    expect(applied).toEqual([]);
  });

  it('says a redelivered event is a duplicate, and applies an event again that failed the first time', async () => {
    const payload = event('payment_intent.succeeded', paymentIntent({ status: 'succeeded' }));
    failNext = new Error('the database is away');
    await expect(handler.handle(payload, sign(payload))).rejects.toThrow('away');
    expect(await handler.handle(payload, sign(payload))).toEqual({ duplicate: false });
    expect(await handler.handle(payload, sign(payload))).toEqual({ duplicate: true });
    // Applied again on the duplicate too: ApplyProviderEvent moves nothing twice, and a late event is never lost.
    expect(applied).toHaveLength(2);
  });

  it('acknowledges the Connect events when the money is not wired', async () => {
    const bare = new StripeWebhookHandler({ webhookSecret: SECRET, subscriptions: processedEvents(), log: () => {} });
    const payload = event('transfer.reversed', { id: 'tr_2', object: 'transfer', amount: 1, amount_reversed: 1, reversals: { object: 'list', data: [] } });
    expect(await bare.handle(payload, sign(payload))).toEqual({ duplicate: false });
  });
});

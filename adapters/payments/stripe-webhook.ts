import Stripe from 'stripe';
import type { ProviderEvent } from '../../application/payments/provider-events.service.js';
import type { SubscriptionRepository } from '../../application/ports/payment-gateway.js';
import { DomainError } from '../../domain/errors.js';
import type { Subscription, SubscriptionStatus } from '../../domain/subscription/subscription.js';
import { accountState, missingWords } from './stripe-connect.gateway.js';
import { toDomainSubscription } from './stripe-payment.gateway.js';

export type { ProviderEvent };

/**
 * What applies a Connect event (ApplyProviderEvent, application/payments/provider-events.service.ts); it must
 * be idempotent, Stripe delivering at least once.
 */
export interface ProviderEventApplier {
  execute(event: ProviderEvent): Promise<unknown>;
}

export interface StripeWebhookDeps {
  /** The endpoint's signing secret (STRIPE_WEBHOOK_SECRET, whsec_...). */
  webhookSecret: string;
  /**
   * The Connect endpoint's secret, when Stripe sends the connected accounts' events (account.updated) to the same
   * URL by an endpoint of their own (Stripe signs each endpoint with its own secret): either secret is accepted.
   */
  connectWebhookSecret?: string;
  /** The rentals' money (issue 37): the Connect events go there; without it they are acknowledged and ignored. */
  providerEvents?: ProviderEventApplier;
  subscriptions: SubscriptionRepository;
  /** Only its signature helper is used; verifying needs no API key, so Stripe's static helper by default. */
  stripe?: Stripe;
  log?: (line: string) => void;
  /**
   * Reads a subscription's current state from Stripe. Stripe does not deliver events in order, so when
   * given, the stored copy is taken from Stripe rather than from a possibly older event payload.
   */
  retrieve?: (subscriptionId: string) => Promise<Subscription>;
}

type SubscriptionEvent = Stripe.CustomerSubscriptionCreatedEvent | Stripe.CustomerSubscriptionUpdatedEvent | Stripe.CustomerSubscriptionDeletedEvent;

/** Older API versions put the subscription id on the invoice itself; the pinned one under parent. */
type InvoiceWithLegacySubscription = Stripe.Invoice & { subscription?: string | { id: string } | null };

/**
 * Keeps our copy of the subscriptions in step with Stripe (renewals, cancellations, failed payments).
 * The lead's route hands it the raw body and the Stripe-Signature header; a bad signature is a 400.
 */
export class StripeWebhookHandler {
  private readonly webhooks: Stripe.Webhooks;
  private readonly log: (line: string) => void;

  constructor(private readonly deps: StripeWebhookDeps) {
    if (!deps.webhookSecret) throw new Error('StripeWebhookHandler needs a webhook signing secret');
    this.webhooks = deps.stripe?.webhooks ?? Stripe.webhooks;
    this.log = deps.log ?? ((line) => console.log(line));
  }

  async handle(rawBody: Buffer | string, signature: string | undefined): Promise<{ duplicate: boolean }> {
    const event = this.verify(rawBody, signature);
    if (CONNECT_EVENTS.has(event.type)) {
      // Applied before it is marked: an event that failed here (the database away) is applied when Stripe sends it
      // again; one received twice is applied twice, which moves nothing twice (the ledger's entries are unique).
      const applier = this.deps.providerEvents;
      const normalized = toProviderEvent(event);
      if (applier && normalized) await applier.execute(normalized);
      else this.log(`[stripe] ${event.type} ${event.id}: the rentals' money is not wired here, ignored`);
      return { duplicate: !(await this.deps.subscriptions.markEventProcessed(event.id)) };
    }
    // Stripe delivers at least once: a redelivered event must not replay an older state over a newer one.
    if (!(await this.deps.subscriptions.markEventProcessed(event.id))) return { duplicate: true };
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await this.onSubscription(event);
        break;
      case 'invoice.payment_failed':
        await this.onPaymentFailed(event.id, event.data.object);
        break;
      default:
        break;
    }
    return { duplicate: false };
  }

  private verify(rawBody: Buffer | string, signature: string | undefined): Stripe.Event {
    if (!signature) throw invalidSignature();
    const secrets = [this.deps.webhookSecret, this.deps.connectWebhookSecret].filter((s): s is string => !!s);
    for (const [i, secret] of secrets.entries()) {
      try {
        return this.webhooks.constructEvent(rawBody, signature, secret);
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
        if (i === secrets.length - 1) throw invalidSignature();
      }
    }
    throw invalidSignature();
  }

  private async onSubscription(event: SubscriptionEvent): Promise<void> {
    const sub = event.data.object;
    const stored = await this.deps.subscriptions.find(sub.id);
    const customerId = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
    const userId = stored?.userId ?? (await this.deps.subscriptions.userIdOfCustomer(customerId));
    if (userId === null) {
      this.log(`[stripe] ${event.type} ${event.id}: subscription ${sub.id} of unknown customer ${customerId}, ignored`);
      return;
    }
    const subscription =
      this.deps.retrieve && event.type !== 'customer.subscription.deleted'
        ? await this.deps.retrieve(sub.id)
        : toDomainSubscription(sub, stored?.subscription);
    await this.deps.subscriptions.save(
      userId,
      event.type === 'customer.subscription.deleted' ? { ...subscription, status: 'canceled' } : subscription,
    );
  }

  private async onPaymentFailed(eventId: string, invoice: InvoiceWithLegacySubscription): Promise<void> {
    const subscriptionId = subscriptionIdOf(invoice);
    if (!subscriptionId) return;
    const stored = await this.deps.subscriptions.find(subscriptionId);
    if (!stored) {
      this.log(`[stripe] invoice.payment_failed ${eventId}: subscription ${subscriptionId} unknown here, ignored`);
      return;
    }
    // A failed retry on a subscription that has already ended does not bring it back.
    if (ENDED.includes(stored.subscription.status)) return;
    await this.deps.subscriptions.save(stored.userId, { ...stored.subscription, status: 'past_due' });
  }
}

function subscriptionIdOf(invoice: InvoiceWithLegacySubscription): string | null {
  const ref = invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
  if (ref === null) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

const ENDED: readonly SubscriptionStatus[] = ['canceled', 'incomplete', 'unpaid'];

const invalidSignature = () => new DomainError('validation_failed', 'Invalid Stripe signature', ['Invalid Stripe signature']);

const idOf = (ref: string | { id: string } | null | undefined): string | null => (ref ? (typeof ref === 'string' ? ref : ref.id) : null);

const CONNECT_EVENTS = new Set<string>([
  'account.updated', 'payment_intent.succeeded', 'payment_intent.canceled', 'payment_intent.payment_failed',
  'payment_intent.amount_capturable_updated', 'charge.refunded', 'transfer.reversed',
]);

/** The Connect events of the rentals' money, normalized as ApplyProviderEvent reads them; null for every other event. */
export function toProviderEvent(event: Stripe.Event): ProviderEvent | null {
  switch (event.type) {
    case 'account.updated': {
      const account = event.data.object;
      return { type: event.type, eventId: event.id, accountId: account.id, state: accountState(account), missing: missingWords(account.requirements?.currently_due ?? []) };
    }
    case 'payment_intent.succeeded':
    case 'payment_intent.canceled':
    case 'payment_intent.payment_failed':
    case 'payment_intent.amount_capturable_updated': {
      const pi = event.data.object;
      return {
        type: event.type, eventId: event.id, paymentIntentId: pi.id, bookingId: bookingOf(pi.metadata), status: pi.status, amountCents: pi.amount,
        amountCapturableCents: pi.amount_capturable, amountReceivedCents: pi.amount_received, message: pi.last_payment_error?.message ?? null,
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return { type: event.type, eventId: event.id, chargeId: charge.id, paymentIntentId: idOf(charge.payment_intent), amountRefundedCents: charge.amount_refunded };
    }
    case 'transfer.reversed': {
      const transfer = event.data.object;
      return {
        type: event.type, eventId: event.id, transferId: transfer.id, amountReversedCents: transfer.amount_reversed,
        reversals: (transfer.reversals?.data ?? []).map((r) => ({ id: r.id, amountCents: r.amount })),
      };
    }
    default:
      return null;
  }
}

const bookingOf = (metadata: Stripe.Metadata | null | undefined): number | null => {
  const id = Number(metadata?.bookingId);
  return Number.isInteger(id) && id > 0 ? id : null;
};

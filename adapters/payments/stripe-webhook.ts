import Stripe from 'stripe';
import type { SubscriptionRepository } from '../../application/ports/payment-gateway.js';
import { DomainError } from '../../domain/errors.js';
import type { Subscription, SubscriptionStatus } from '../../domain/subscription/subscription.js';
import { toDomainSubscription } from './stripe-payment.gateway.js';

export interface StripeWebhookDeps {
  /** The endpoint's signing secret (STRIPE_WEBHOOK_SECRET, whsec_...). */
  webhookSecret: string;
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
    try {
      return this.webhooks.constructEvent(rawBody, signature, this.deps.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw invalidSignature();
      throw error;
    }
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

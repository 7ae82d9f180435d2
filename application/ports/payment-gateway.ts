import type { Subscription } from '../../domain/subscription/subscription.js';

export interface SubscribeRequest {
  customerId: string;
  priceId: string;
  /** A payment method id: pm_... (Stripe, or Stripe's test ids in the sandbox) or one the sandbox made. */
  paymentMethodId: string;
  /** Already trimmed; null when none was typed. */
  promoCode: string | null;
  trialDays: number;
}

/**
 * The payment provider. Adapters: StripePaymentGateway (the official SDK) and SandboxPaymentGateway
 * (the same lifecycle in the database, the embedded default).
 *
 * Errors: DomainError 'InvalidPromoCode' (400, "Invalid Promotional Code") for an unknown, inactive or
 * expired promotion code; 'payment_failed' (402) with the provider's message when the card is declined
 * (nothing is left behind: no subscription, the card not kept); 'not_found' for an unknown subscription;
 * 'unavailable' when the provider cannot be reached.
 */
export interface PaymentGateway {
  readonly mode: 'stripe' | 'sandbox';
  createCustomer(input: { userId: number; email: string; name: string }): Promise<string>;
  subscribe(request: SubscribeRequest): Promise<Subscription>;
  setCancelAtPeriodEnd(subscriptionId: string, cancelAtPeriodEnd: boolean): Promise<Subscription>;
  /** The provider's current state of a subscription (renewals, expiry, payment failures). */
  retrieve(subscriptionId: string): Promise<Subscription>;
  /** Ends a subscription now, without charging again (the account is being deleted). */
  cancelNow(subscriptionId: string): Promise<Subscription>;
}

/** Our copy of each user's customer id and subscriptions, kept in step with the provider. */
export interface SubscriptionRepository {
  customerIdOf(userId: number): Promise<string | null>;
  setCustomerId(userId: number, customerId: string): Promise<void>;
  userIdOfCustomer(customerId: string): Promise<number | null>;
  listForUser(userId: number): Promise<Subscription[]>;
  /** Owner and state of a stored subscription, by the provider's id. */
  find(subscriptionId: string): Promise<{ userId: number; subscription: Subscription } | null>;
  save(userId: number, subscription: Subscription): Promise<void>;
  /** Remembers a provider event id; false when it was seen before (a duplicate delivery). */
  markEventProcessed(eventId: string): Promise<boolean>;
}

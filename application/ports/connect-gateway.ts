import type { PayoutState } from '../../domain/payment/payment.js';

/**
 * Stripe Connect as the rentals' money needs it (issue 37): separate charges and transfers. Adapters:
 * SandboxConnectGateway (the embedded default, in the database, against the clock) and StripeConnectGateway
 * (the official SDK; tests against tests/support/fake-stripe-server.ts).
 *
 * Idempotency: every call that moves money takes `key`, the same for every retry of one step of one booking
 * ("booking-12-capture"); the provider answers a repeated key with the first call's result, so a job run
 * twice moves nothing twice.
 *
 * Errors: DomainError 'payment_failed' (402) with a message a person reads for a declined card, an expired
 * authorisation, an account that cannot receive transfers; 'not_found' for an unknown object; 'unavailable'
 * when the provider cannot be reached (the job retries).
 */
export interface ConnectGateway {
  readonly mode: 'stripe' | 'sandbox';

  /** An Express account for the owner (first onboarding), or null when none can be made. */
  createAccount(input: { userId: number; email: string }): Promise<string>;
  /** Where the owner finishes onboarding (Stripe's hosted page; the sandbox's /sandbox/connect page). */
  accountLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<string>;
  /** The account's onboarding state and what is missing. */
  retrieveAccount(accountId: string): Promise<{ state: Exclude<PayoutState, 'none'>; missing: string[] }>;
  /** The account's balance (transferred, not yet paid out) and its payouts, newest first. */
  balanceAndPayouts(accountId: string): Promise<{ balanceCents: number; payouts: ProviderPayout[] }>;

  /**
   * Saves the pilot's card for later charges (a SetupIntent, confirmed, usage off_session): the card of
   * `paymentMethodId` attached to `customerId`. A declined card is refused here (402) and nothing is kept.
   */
  saveCard(input: { customerId: string; paymentMethodId: string; key: string }): Promise<{ setupIntentId: string; card: string }>;
  /** "Visa ending 4242" of a saved card. */
  describeCard(paymentMethodId: string): Promise<string>;

  /** A PaymentIntent with capture_method manual, confirmed off session: the amount authorised until `expiresAt`. */
  placeHold(input: { customerId: string; paymentMethodId: string; amountCents: number; bookingId: number; key: string }): Promise<{ holdId: string; expiresAt: Date }>;
  /** Captures up to the hold (the rest released); 'payment_failed' when the authorisation lapsed. */
  capture(input: { holdId: string; amountCents: number; key: string }): Promise<{ capturedCents: number; releasedCents: number }>;
  /** Lets a hold go without charging it. */
  releaseHold(input: { holdId: string; key: string }): Promise<{ releasedCents: number }>;
  /** A charge off session beyond the hold (or without one): a PaymentIntent captured at once. */
  chargeOffSession(input: ChargeInput): Promise<{ chargeId: string }>;
  /** Refunds part or all of a captured PaymentIntent. */
  refund(input: { paymentId: string; amountCents: number; key: string }): Promise<{ refundId: string }>;
  /** Sends the owner's share to the connected account (transfer_group booking-<id>, or the input's transferGroup). */
  transfer(input: TransferInput): Promise<{ transferId: string }>;
  /** Takes part of a transfer back (a refund after the transfer). */
  reverseTransfer(input: { transferId: string; amountCents: number; key: string }): Promise<{ reversalId: string }>;
}

/**
 * A charge and a transfer belong to a booking (transfer_group `booking-<id>`) or, for money that is not a
 * booking's (a group member paying his statement, issue 39), to the `transferGroup` given ('group-<id>'), which
 * then replaces the booking's; its `bookingId` is 0.
 */
export interface ChargeInput { customerId: string; paymentMethodId: string; amountCents: number; bookingId: number; transferGroup?: string; key: string }
export interface TransferInput { accountId: string; amountCents: number; bookingId: number; transferGroup?: string; key: string }

/** The transfer group of a charge or transfer: the booking's unless the input names its own. */
export const transferGroupOf = (input: { bookingId: number; transferGroup?: string }): string => input.transferGroup ?? `booking-${input.bookingId}`;

export interface ProviderPayout {
  id: string;
  amountCents: number;
  arrivalDate: Date;
  status: 'pending' | 'in_transit' | 'paid' | 'failed' | 'canceled';
}

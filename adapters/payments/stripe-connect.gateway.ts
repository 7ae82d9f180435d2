import Stripe from 'stripe';
import { callStripe, sharedStripeError } from './stripe-errors.js';
import { transferGroupOf, type ChargeInput, type ConnectGateway, type ProviderPayout, type TransferInput } from '../../application/ports/connect-gateway.js';
import type { Clock } from '../../application/ports/security.js';
import { DomainError, notFound, validationFailed } from '../../domain/errors.js';
import type { PayoutState } from '../../domain/payment/payment.js';
import { CONNECT_MESSAGES } from './connect-messages.js';

export interface StripeConnectGatewayOptions {
  /** STRIPE_SECRET_KEY (sk_live_... or sk_test_...): the platform's key. */
  secretKey: string;
  /** host, port and protocol point the SDK at a local stand-in; tests only. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** The charges' currency (usd unless set). */
  currency?: string;
  /** For a hold whose charge does not say its capture_before: now + 7 days by this clock (the system's unless set). */
  clock?: Clock;
}

type AccountState = Exclude<PayoutState, 'none'>;

const HOLD_LIFETIME_MS = 7 * 86_400_000;

/** Stripe's requirement paths (requirements.currently_due) in the words of the payouts page, by prefix. */
const REQUIREMENT_WORDS: Array<[prefix: string, words: string]> = [
  ['external_account', 'Bank account'],
  ['individual.verification', 'Identity verification'],
  ['representative.verification', 'Identity verification'],
  ['individual.id_number', 'Identity verification'],
  ['individual.ssn_last_4', 'Identity verification'],
  ['individual.dob', 'Date of birth'],
  ['individual.address', 'Address'],
  ['individual.first_name', 'Name'],
  ['individual.last_name', 'Name'],
  ['individual.email', 'Email'],
  ['individual.phone', 'Phone number'],
  ['tos_acceptance', 'Terms of service acceptance'],
  ['business_profile', 'Business details'],
  ['business_type', 'Business details'],
  ['company', 'Business details'],
  ['representative', 'Representative details'],
];

/** The words of each requirement, each once, in Stripe's order. */
export function missingWords(currentlyDue: readonly string[]): string[] {
  const words = currentlyDue.map((path) => REQUIREMENT_WORDS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}_`))?.[1] ?? 'Other details');
  return [...new Set(words)];
}

/**
 * An account's onboarding state: enabled when it can both take charges and be paid out; restricted when,
 * its details once submitted, Stripe disabled it (requirements.disabled_reason); pending while onboarding is
 * unfinished (a new account has a disabled_reason too, requirements.past_due, before its owner ever saw the form).
 */
export function accountState(account: Pick<Stripe.Account, 'charges_enabled' | 'payouts_enabled' | 'details_submitted' | 'requirements'>): AccountState {
  if (account.charges_enabled && account.payouts_enabled) return 'enabled';
  if (account.details_submitted && account.requirements?.disabled_reason) return 'restricted';
  return 'pending';
}

/**
 * Stripe Connect through the official SDK (issue 37): Express accounts onboarded by account links; the pilot's
 * card saved by a SetupIntent (usage off_session); holds as PaymentIntents with manual capture, confirmed off
 * session; separate charges and transfers grouped by `booking-<id>`, each transfer tied to the booking's charge
 * (source_transaction) so that it waits for the charge's funds rather than failing on the platform's balance.
 *
 * Every call that moves money carries the step's idempotency key (prefixed by the call, as the sandbox keeps
 * it): Stripe answers a repeated key with the first result for 24 hours.
 */
export class StripeConnectGateway implements ConnectGateway {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly currency: string;
  private readonly clock: Clock;

  constructor(options: StripeConnectGatewayOptions) {
    if (!options.secretKey) throw new Error('StripeConnectGateway needs a secret key');
    this.stripe = new Stripe(options.secretKey, {
      host: options.host,
      port: options.port,
      protocol: options.protocol,
      maxNetworkRetries: 1,
      timeout: 15_000,
    });
    this.currency = options.currency ?? 'usd';
    this.clock = options.clock ?? { now: () => new Date() };
  }

  async createAccount(input: { userId: number; email: string }): Promise<string> {
    const account = await call(() => this.stripe.accounts.create({
      type: 'express',
      email: input.email,
      capabilities: { transfers: { requested: true } },
      metadata: { userId: String(input.userId) },
    }, { idempotencyKey: `account-user-${input.userId}` }));
    return account.id;
  }

  async accountLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<string> {
    const link = await call(() => this.stripe.accountLinks.create({
      account: input.accountId, return_url: input.returnUrl, refresh_url: input.refreshUrl, type: 'account_onboarding',
    }), { missing: CONNECT_MESSAGES.accountNotFound });
    return link.url;
  }

  async retrieveAccount(accountId: string): Promise<{ state: AccountState; missing: string[] }> {
    const account = await call(() => this.stripe.accounts.retrieve(accountId), { missing: CONNECT_MESSAGES.accountNotFound });
    return { state: accountState(account), missing: missingWords(account.requirements?.currently_due ?? []) };
  }

  async balanceAndPayouts(accountId: string): Promise<{ balanceCents: number; payouts: ProviderPayout[] }> {
    const on = { stripeAccount: accountId };
    const context = { missing: CONNECT_MESSAGES.accountNotFound };
    const [balance, payouts] = await Promise.all([
      call(() => this.stripe.balance.retrieve({}, on), context),
      call(() => this.stripe.payouts.list({ limit: 24 }, on), context),
    ]);
    const inCurrency = (amounts: Array<{ amount: number; currency: string }>) =>
      amounts.filter((a) => a.currency === this.currency).reduce((sum, a) => sum + a.amount, 0);
    return {
      balanceCents: inCurrency(balance.available) + inCurrency(balance.pending),
      payouts: payouts.data.map((p) => ({ id: p.id, amountCents: p.amount, arrivalDate: new Date(p.arrival_date * 1000), status: p.status as ProviderPayout['status'] })),
    };
  }

  async saveCard(input: { customerId: string; paymentMethodId: string; key: string }): Promise<{ setupIntentId: string; card: string }> {
    const setup = await call(() => this.stripe.setupIntents.create({
      customer: input.customerId,
      payment_method: input.paymentMethodId,
      allowed_payment_method_types: ['card'],
      confirm: true,
      usage: 'off_session',
      expand: ['payment_method'],
    }, { idempotencyKey: `setup:${input.key}` }), { card: true });
    if (setup.status !== 'succeeded') throw declined();
    const pm = typeof setup.payment_method === 'object' && setup.payment_method ? setup.payment_method : await this.paymentMethod(input.paymentMethodId);
    return { setupIntentId: setup.id, card: cardWords(pm) };
  }

  async describeCard(paymentMethodId: string): Promise<string> {
    return cardWords(await this.paymentMethod(paymentMethodId));
  }

  async placeHold(input: { customerId: string; paymentMethodId: string; amountCents: number; bookingId: number; key: string }): Promise<{ holdId: string; expiresAt: Date }> {
    const pi = await call(() => this.stripe.paymentIntents.create({
      amount: input.amountCents,
      currency: this.currency,
      customer: input.customerId,
      payment_method: input.paymentMethodId,
      allowed_payment_method_types: ['card'],
      capture_method: 'manual',
      confirm: true,
      off_session: true,
      transfer_group: `booking-${input.bookingId}`,
      metadata: { bookingId: String(input.bookingId) },
      expand: ['latest_charge'],
    }, { idempotencyKey: `hold:${input.key}` }), { card: true });
    if (pi.status !== 'requires_capture') throw declined();
    const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
    const before = charge?.payment_method_details?.card?.capture_before;
    return { holdId: pi.id, expiresAt: before ? new Date(before * 1000) : new Date(this.clock.now().getTime() + HOLD_LIFETIME_MS) };
  }

  async capture(input: { holdId: string; amountCents: number; key: string }): Promise<{ capturedCents: number; releasedCents: number }> {
    try {
      const pi = await this.stripe.paymentIntents.capture(input.holdId, { amount_to_capture: input.amountCents }, { idempotencyKey: `capture:${input.key}` });
      return { capturedCents: pi.amount_received, releasedCents: pi.amount - pi.amount_received };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        if (error.param === 'amount_to_capture') throw validationFailed([CONNECT_MESSAGES.captureAboveHold]);
        if (error.code === 'payment_intent_unexpected_state') throw await this.notCapturable(input.holdId);
      }
      throw translate(error, { missing: CONNECT_MESSAGES.paymentNotFound });
    }
  }

  async releaseHold(input: { holdId: string; key: string }): Promise<{ releasedCents: number }> {
    try {
      const pi = await this.stripe.paymentIntents.cancel(input.holdId, {}, { idempotencyKey: `release:${input.key}` });
      return { releasedCents: pi.amount - pi.amount_received };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') {
        const pi = await call(() => this.stripe.paymentIntents.retrieve(input.holdId), { missing: CONNECT_MESSAGES.paymentNotFound });
        // Captured: its capture let the rest go; released already, or lapsed and let go by Stripe: nothing more.
        if (pi.status === 'succeeded') return { releasedCents: pi.amount - pi.amount_received };
        if (pi.status === 'canceled') return { releasedCents: 0 };
        throw validationFailed([CONNECT_MESSAGES.holdNotCapturable]);
      }
      throw translate(error, { missing: CONNECT_MESSAGES.paymentNotFound });
    }
  }

  async chargeOffSession(input: ChargeInput): Promise<{ chargeId: string }> {
    const pi = await call(() => this.stripe.paymentIntents.create({
      amount: input.amountCents,
      currency: this.currency,
      customer: input.customerId,
      payment_method: input.paymentMethodId,
      allowed_payment_method_types: ['card'],
      confirm: true,
      off_session: true,
      transfer_group: transferGroupOf(input),
      metadata: input.transferGroup ? { transferGroup: input.transferGroup } : { bookingId: String(input.bookingId) },
    }, { idempotencyKey: `charge:${input.key}` }), { card: true });
    if (pi.status !== 'succeeded' && pi.status !== 'processing') throw declined();
    return { chargeId: pi.id };
  }

  async refund(input: { paymentId: string; amountCents: number; key: string }): Promise<{ refundId: string }> {
    const refund = await call(
      () => this.stripe.refunds.create({ payment_intent: input.paymentId, amount: input.amountCents }, { idempotencyKey: `refund:${input.key}` }),
      { missing: CONNECT_MESSAGES.paymentNotFound, amount: CONNECT_MESSAGES.refundAboveCharge },
    );
    return { refundId: refund.id };
  }

  async transfer(input: TransferInput): Promise<{ transferId: string }> {
    const group = transferGroupOf(input);
    const source = await this.sourceCharge(group, input.amountCents);
    const transfer = await call(() => this.stripe.transfers.create({
      amount: input.amountCents,
      currency: this.currency,
      destination: input.accountId,
      transfer_group: group,
      ...(source ? { source_transaction: source } : {}),
      metadata: input.transferGroup ? { transferGroup: input.transferGroup } : { bookingId: String(input.bookingId) },
    }, { idempotencyKey: `transfer:${input.key}` }), { missing: CONNECT_MESSAGES.accountNotFound, transfer: true });
    return { transferId: transfer.id };
  }

  async reverseTransfer(input: { transferId: string; amountCents: number; key: string }): Promise<{ reversalId: string }> {
    const reversal = await call(
      () => this.stripe.transfers.createReversal(input.transferId, { amount: input.amountCents }, { idempotencyKey: `reversal:${input.key}` }),
      { missing: CONNECT_MESSAGES.transferNotFound, amount: CONNECT_MESSAGES.reversalAboveTransfer },
    );
    return { reversalId: reversal.id };
  }

  /** A charge's refunds (the webhook's charge.refunded carries the charge without them); not on the port. */
  async refundsOfCharge(chargeId: string): Promise<Array<{ id: string; amountCents: number }>> {
    const refunds = await call(() => this.stripe.refunds.list({ charge: chargeId, limit: 100 }), { missing: CONNECT_MESSAGES.paymentNotFound });
    return refunds.data.map((r) => ({ id: r.id, amountCents: r.amount }));
  }

  /** The booking's largest charge, if it covers the transfer (Stripe refuses a transfer above its source charge). */
  private async sourceCharge(transferGroup: string, amountCents: number): Promise<string | null> {
    const charges = await call(() => this.stripe.charges.list({ transfer_group: transferGroup, limit: 10 }));
    const funding = charges.data.filter((c) => c.status === 'succeeded' && c.amount_captured >= amountCents).sort((a, b) => b.amount_captured - a.amount_captured);
    return funding[0]?.id ?? null;
  }

  private paymentMethod(id: string): Promise<Stripe.PaymentMethod> {
    return call(() => this.stripe.paymentMethods.retrieve(id), { card: true });
  }

  /** Why Stripe would not capture a hold: lapsed (Stripe cancelled it), or captured or cancelled already. */
  private async notCapturable(holdId: string): Promise<DomainError> {
    const pi = await call(() => this.stripe.paymentIntents.retrieve(holdId, { expand: ['latest_charge'] }), { missing: CONNECT_MESSAGES.paymentNotFound });
    const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
    const before = charge?.payment_method_details?.card?.capture_before;
    const lapsed = pi.status === 'canceled' && (pi.cancellation_reason === 'automatic' || (!!before && before * 1000 <= this.clock.now().getTime()));
    const message = lapsed ? CONNECT_MESSAGES.authorisationExpired : CONNECT_MESSAGES.holdNotCapturable;
    return new DomainError('payment_failed', message, [message]);
  }
}

interface CallContext {
  /** A missing resource (resource_missing) is this not found. */
  missing?: string;
  /** A refusal of the payment method is the card's: unknown (400, field paymentMethodId); a decline is a card error (402). */
  card?: boolean;
  /** A refusal of the amount says this. */
  amount?: string;
  /** A refusal of a transfer is the account that cannot receive it. */
  transfer?: boolean;
}

const call = <T>(request: () => Promise<T>, context: CallContext = {}): Promise<T> => callStripe(request, context, translate);

function translate(error: unknown, context: CallContext): Error {
  const shared = sharedStripeError(error, CONNECT_MESSAGES.cardDeclined);
  if (shared) return shared;
  const E = Stripe.errors;
  if (error instanceof E.StripeIdempotencyError) return validationFailed([CONNECT_MESSAGES.idempotencyMismatch]);
  if (error instanceof E.StripeInvalidRequestError) {
    if (context.card && error.param === 'payment_method') {
      return validationFailed([CONNECT_MESSAGES.cardNotFound], CONNECT_MESSAGES.cardNotFound, { paymentMethodId: [CONNECT_MESSAGES.cardNotFound] });
    }
    if (context.missing && error.code === 'resource_missing') return notFound(context.missing);
    if (context.amount && error.param === 'amount') return validationFailed([context.amount]);
    // The platform's balance cannot fund it yet (no charge to tie it to): the job retries later.
    if (context.transfer && error.code === 'balance_insufficient') return new DomainError('unavailable', error.message, [error.message]);
    if (context.transfer) return new DomainError('payment_failed', CONNECT_MESSAGES.accountCannotReceive, [CONNECT_MESSAGES.accountCannotReceive]);
  }
  return error instanceof Error ? error : new Error(String(error));
}

const declined = () => new DomainError('payment_failed', CONNECT_MESSAGES.cardDeclined, [CONNECT_MESSAGES.cardDeclined]);

const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

const cardWords = (pm: Stripe.PaymentMethod) => (pm.card ? `${BRANDS[pm.card.brand] ?? 'Card'} ending ${pm.card.last4}` : 'Card');

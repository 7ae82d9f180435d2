import Stripe from 'stripe';
import { callStripe, sharedStripeError } from './stripe-errors.js';
import type { PaymentGateway, SubscribeRequest } from '../../application/ports/payment-gateway.js';
import { DomainError, notFound } from '../../domain/errors.js';
import { PAYMENT_MESSAGES } from '../../domain/subscription/payment-messages.js';
import type { Discount, Subscription, SubscriptionStatus } from '../../domain/subscription/subscription.js';

export interface StripePaymentGatewayOptions {
  /** STRIPE_SECRET_KEY (sk_live_... or sk_test_...). */
  secretKey: string;
  /** host, port and protocol point the SDK at a local stand-in; tests only. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** Where cleanup failures go (a card that could not be detached); console.error otherwise. */
  log?: (line: string) => void;
}

/**
 * What we expand on every subscription we read, so the discount can be named without a second call.
 * The shapes are those of the API version the SDK pins (discount.source.coupon).
 */
const SUBSCRIPTION_EXPAND = ['discounts.promotion_code', 'discounts.source.coupon'];

/**
 * Stripe Billing through the official SDK: a customer per user, the card attached to the customer and
 * made its default, one subscription per plan with the free month as trial_period_days, promotion codes
 * as discounts. The subscription's later life (renewals, failures, cancellation) arrives by webhook
 * (stripe-webhook.ts).
 */
export class StripePaymentGateway implements PaymentGateway {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly log: (line: string) => void;

  constructor(options: StripePaymentGatewayOptions) {
    if (!options.secretKey) throw new Error('StripePaymentGateway needs a secret key');
    this.stripe = new Stripe(options.secretKey, {
      host: options.host,
      port: options.port,
      protocol: options.protocol,
      maxNetworkRetries: 1,
      timeout: 15_000,
    });
    this.log = options.log ?? ((line) => console.error(line));
  }

  async createCustomer(input: { userId: number; email: string; name: string }): Promise<string> {
    const customer = await call(() =>
      this.stripe.customers.create({ email: input.email, name: input.name, metadata: { userId: String(input.userId) } }),
    );
    return customer.id;
  }

  async subscribe(request: SubscribeRequest): Promise<Subscription> {
    // The code is checked before the card is touched: a typo must not leave a card on file.
    const promotion = request.promoCode ? await this.findPromotionCode(request.promoCode, request.customerId) : null;
    const paymentMethodId = await this.attachCard(request.paymentMethodId, request.customerId);
    try {
      await call(() =>
        this.stripe.customers.update(request.customerId, { invoice_settings: { default_payment_method: paymentMethodId } }),
      );
      const created = await call(
        () =>
          this.stripe.subscriptions.create({
            customer: request.customerId,
            items: [{ price: request.priceId }],
            trial_period_days: request.trialDays > 0 ? request.trialDays : undefined,
            default_payment_method: paymentMethodId,
            discounts: promotion ? [{ promotion_code: promotion.id }] : undefined,
            // Without a trial the first invoice is paid now; a decline must fail the call rather than
            // leave an 'incomplete' subscription behind.
            payment_behavior: 'error_if_incomplete',
            expand: SUBSCRIPTION_EXPAND,
          }),
        { promotionApplied: promotion !== null },
      );
      return toDomainSubscription(created);
    } catch (error) {
      await this.detachCard(paymentMethodId);
      throw error;
    }
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancelAtPeriodEnd: boolean): Promise<Subscription> {
    const updated = await call(
      () => this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancelAtPeriodEnd, expand: SUBSCRIPTION_EXPAND }),
      { notFound: true },
    );
    return toDomainSubscription(updated);
  }

  async cancelNow(subscriptionId: string): Promise<Subscription> {
    const canceled = await call(() => this.stripe.subscriptions.cancel(subscriptionId, { expand: SUBSCRIPTION_EXPAND }), { notFound: true });
    return toDomainSubscription(canceled);
  }

  async retrieve(subscriptionId: string): Promise<Subscription> {
    const subscription = await call(() => this.stripe.subscriptions.retrieve(subscriptionId, { expand: SUBSCRIPTION_EXPAND }), {
      notFound: true,
    });
    return toDomainSubscription(subscription);
  }

  /** An active, unexpired code usable by this customer, or InvalidPromoCode. */
  private async findPromotionCode(code: string, customerId: string): Promise<Stripe.PromotionCode> {
    const found = await call(() =>
      this.stripe.promotionCodes.list({ code, active: true, limit: 1, expand: ['data.promotion.coupon'] }),
    );
    const promotion = found.data[0];
    const coupon = promotion ? couponOf(promotion.promotion?.coupon) : null;
    const usable =
      promotion !== undefined &&
      promotion.active &&
      (promotion.expires_at === null || promotion.expires_at * 1000 > Date.now()) &&
      (promotion.customer === null || idOf(promotion.customer) === customerId) &&
      (coupon === null || coupon.valid);
    if (!usable) throw invalidPromoCode();
    return promotion;
  }

  /** Attaches the card and answers the id Stripe gave it (a test token such as pm_card_visa yields a new one). */
  private async attachCard(paymentMethodId: string, customerId: string): Promise<string> {
    const attached = await call(() => this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }), {
      paymentMethod: true,
    });
    return attached.id;
  }

  private async detachCard(paymentMethodId: string): Promise<void> {
    try {
      await this.stripe.paymentMethods.detach(paymentMethodId);
    } catch (cleanupError) {
      // The original failure is what the caller must see; this one is for the operator.
      this.log(`[stripe] could not detach ${paymentMethodId} after a failed subscribe: ${describe(cleanupError)}`);
    }
  }
}

interface CallContext {
  /** A missing resource is the caller's unknown subscription. */
  notFound?: boolean;
  /** A request refused here is about the card the person gave. */
  paymentMethod?: boolean;
  /** A request refused about its discounts is about the promotion code. */
  promotionApplied?: boolean;
}

/** Runs one SDK call and turns Stripe's errors into the port's. */
const call = <T>(request: () => Promise<T>, context: CallContext = {}): Promise<T> => callStripe(request, context, translate);

function translate(error: unknown, context: CallContext): Error {
  const shared = sharedStripeError(error, PAYMENT_MESSAGES.cardDeclined);
  if (shared) return shared;
  const E = Stripe.errors;
  if (error instanceof E.StripeInvalidRequestError) {
    if (context.notFound && error.code === 'resource_missing') return notFound(PAYMENT_MESSAGES.subscriptionNotFound);
    if (context.paymentMethod) {
      const message = error.message || PAYMENT_MESSAGES.cardDeclined;
      return new DomainError('payment_failed', message, [message]);
    }
    if (context.promotionApplied && (error.param ?? '').startsWith('discounts')) return invalidPromoCode();
  }
  return error instanceof Error ? error : new Error(describe(error));
}

const invalidPromoCode = () =>
  new DomainError('InvalidPromoCode', PAYMENT_MESSAGES.invalidPromoCode, [PAYMENT_MESSAGES.invalidPromoCode]);

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);

const couponOf = (value: unknown): Stripe.Coupon | null =>
  typeof value === 'object' && value !== null && (value as { object?: string }).object === 'coupon' ? (value as Stripe.Coupon) : null;

const promotionCodeOf = (value: unknown): Stripe.PromotionCode | null =>
  typeof value === 'object' && value !== null && (value as { object?: string }).object === 'promotion_code'
    ? (value as Stripe.PromotionCode)
    : null;

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/**
 * Fields older API versions had and the pinned one moved: current_period_end (now on each item),
 * discount (now the discounts array), promotion_code.coupon (now promotion.coupon), discount.coupon
 * (now discount.source.coupon). Webhook payloads follow the endpoint's API version, so both shapes come.
 */
interface LegacySubscriptionFields {
  current_period_end?: number;
  discount?: LegacyDiscount | null;
}
interface LegacyDiscount {
  coupon?: unknown;
  promotion_code?: unknown;
  source?: { coupon?: unknown };
}

const STATUSES: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
  canceled: 'canceled',
  unpaid: 'unpaid',
  incomplete: 'incomplete',
  // The first payment never came: it never started, which the domain calls incomplete (ended).
  incomplete_expired: 'incomplete',
  // A trial that ended without a card: not active until paid, which the domain calls unpaid.
  paused: 'unpaid',
};

/**
 * Stripe's subscription as the domain keeps it. `known` is our stored copy: webhook payloads carry the
 * discounts as bare ids, and then the discount we named when subscribing still stands.
 */
export function toDomainSubscription(sub: Stripe.Subscription, known?: Subscription | null): Subscription {
  const legacy = sub as Stripe.Subscription & LegacySubscriptionFields;
  const item = sub.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${sub.id} has no items`);
  const periodEnd = item.current_period_end ?? legacy.current_period_end;
  if (typeof periodEnd !== 'number') throw new Error(`Stripe subscription ${sub.id} has no current period end`);
  const currentPeriodEnd = fromUnix(periodEnd);
  // The dashboard and the customer portal cancel by setting cancel_at; at or before the period end it is
  // the same promise to the person.
  const cancelAtPeriodEnd = sub.cancel_at_period_end || (sub.cancel_at !== null && sub.cancel_at !== undefined && sub.cancel_at <= periodEnd);
  return {
    id: sub.id,
    priceId: typeof item.price === 'string' ? item.price : item.price.id,
    status: STATUSES[sub.status] ?? 'incomplete',
    currentPeriodEnd,
    cancelAtPeriodEnd,
    trialEnd: sub.trial_end ? fromUnix(sub.trial_end) : null,
    discount: discountOf(sub, legacy, known ?? null),
  };
}

function discountOf(sub: Stripe.Subscription, legacy: LegacySubscriptionFields, known: Subscription | null): Discount | null {
  const discounts: unknown[] = Array.isArray(sub.discounts) ? sub.discounts : [];
  const candidates = legacy.discount ? [legacy.discount, ...discounts] : discounts;
  if (candidates.length === 0) return null;
  const expanded = candidates.find((d): d is LegacyDiscount => typeof d === 'object' && d !== null);
  if (!expanded) return known?.discount ?? null;
  const promotion = promotionCodeOf(expanded.promotion_code);
  const legacyPromotionCoupon = (promotion as { coupon?: unknown } | null)?.coupon;
  const coupon =
    couponOf(expanded.source?.coupon) ?? couponOf(expanded.coupon) ?? couponOf(promotion?.promotion?.coupon) ?? couponOf(legacyPromotionCoupon);
  if (!coupon) return known?.discount ?? null;
  // The domain speaks of percentages only; an amount-off coupon is not one of ours.
  if (coupon.percent_off === null) return null;
  return { name: promotion?.code ?? coupon.name ?? coupon.id, percentOff: coupon.percent_off };
}

/** A subscription as the payment provider keeps it (Stripe's fields; the sandbox keeps the same). */
export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete' | 'unpaid';

export interface Discount {
  /** What the person typed or the coupon's name, e.g. "SAVE20". */
  name: string;
  percentOff: number;
}

export interface Subscription {
  /** The provider's id (sub_... with Stripe, sbx_sub_... in the sandbox). */
  id: string;
  priceId: string;
  status: SubscriptionStatus;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  trialEnd: Date | null;
  discount: Discount | null;
}

/** The derived view per plan of spec section 4, what the Subscription screen shows. */
export interface SubscriptionView {
  id: string;
  priceId: string;
  isActive: boolean;
  isCanceled: boolean;
  isTrial: boolean;
  /** When it renews (not canceled) or expires (canceled): the current period end, ISO 8601. */
  expDate: string;
  /** When the free month ends, while it lasts. */
  trialExpDate: string | null;
  discount: string | null;
}

/**
 * The cancellation a change asks for, from either shape the API answers for a subscription: a
 * Subscription's `cancelAtPeriodEnd`, or the SubscriptionView's `isCanceled` (what GET /user answers), so
 * either written back is understood. The value is answered as sent, for the caller's rule to check.
 */
export function requestedCancellation(body: Record<string, unknown>): unknown {
  return body.cancelAtPeriodEnd !== undefined ? body.cancelAtPeriodEnd : body.isCanceled;
}

/** Statuses in which the provider has ended a subscription, whatever its period end says. */
export const ENDED_STATUSES: readonly SubscriptionStatus[] = ['canceled', 'incomplete', 'unpaid'];

/**
 * Active while the current period ends in the future (strictly: a period ending exactly now is over)
 * and the provider has not ended it; in a trial while the trial end is in the future; canceled when
 * set to cancel at the period end (it stays active until then).
 */
export function subscriptionView(s: Subscription, now: Date): SubscriptionView {
  const isActive = s.currentPeriodEnd.getTime() > now.getTime() && !ENDED_STATUSES.includes(s.status);
  const isTrial = isActive && s.trialEnd !== null && s.trialEnd.getTime() > now.getTime();
  return {
    id: s.id,
    priceId: s.priceId,
    isActive,
    isCanceled: s.cancelAtPeriodEnd,
    isTrial,
    expDate: s.currentPeriodEnd.toISOString(),
    trialExpDate: isTrial ? s.trialEnd!.toISOString() : null,
    discount: s.discount ? `${s.discount.name} (${s.discount.percentOff}% off)` : null,
  };
}

/**
 * The one subscription that speaks for a plan: an active one first (the latest period end), otherwise
 * the most recent that ended, otherwise none.
 */
export function viewForPrice(subscriptions: Subscription[], priceId: string, now: Date): SubscriptionView | null {
  const views = subscriptions
    .filter((s) => s.priceId === priceId)
    .map((s) => ({ s, v: subscriptionView(s, now) }))
    .sort((a, b) => Number(b.v.isActive) - Number(a.v.isActive) || b.s.currentPeriodEnd.getTime() - a.s.currentPeriodEnd.getTime());
  return views[0]?.v ?? null;
}

export function hasActiveSubscription(subscriptions: Subscription[], priceId: string, now: Date): boolean {
  return viewForPrice(subscriptions, priceId, now)?.isActive ?? false;
}

/** Adds calendar months in UTC, keeping the day where the month has it (Jan 31 + 1 = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 24 * 60 * 60 * 1000);

import type { PlanKind } from '../../../domain/subscription/plans';
import type { SubscriptionView } from '../../../domain/subscription/subscription';
import type { Profile } from '../../../domain/user/user';

/**
 * What GET /api/user carries about payments (docs/api.md, "Plans, customers and subscriptions"). Read
 * as optional, so a profile from a server without payments simply has no subscription.
 */
interface PaymentFields {
  customer?: { id: string } | null;
  subscriptions?: Partial<Record<PlanKind, SubscriptionView | null>>;
}

const payments = (profile: Profile | null): PaymentFields | null => profile as (Profile & PaymentFields) | null;

/** The subscription that speaks for a plan (active first, else the latest that ended), or null. */
export const subscriptionOf = (profile: Profile | null, kind: PlanKind): SubscriptionView | null =>
  payments(profile)?.subscriptions?.[kind] ?? null;

export const hasPaymentCustomer = (profile: Profile | null): boolean => Boolean(payments(profile)?.customer?.id);

/**
 * Active as the server computed it when the profile was fetched, and its period has not ended since
 * (a tab left open past the end date stops counting it).
 */
export const isStillActive = (view: SubscriptionView | null, now = Date.now()): view is SubscriptionView =>
  Boolean(view?.isActive) && Date.parse(view!.expDate) > now;

export const hasActivePlan = (profile: Profile | null, kind: PlanKind, now = Date.now()): boolean =>
  isStillActive(subscriptionOf(profile, kind), now);

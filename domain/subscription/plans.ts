/**
 * The two paid plans (spec sections 1 and 9): $12 a month each, first month free. The spec gives the
 * listing plan a free month in one place and none in another; we take the kinder reading (README).
 */
import { usNumber } from '../text/us-format.js';

export type PlanKind = 'listing' | 'professional';

export const PLAN_KINDS: readonly PlanKind[] = ['listing', 'professional'];
export const PLAN_AMOUNT_CENTS = 1200;
export const PLAN_CURRENCY = 'usd';
export const PLAN_INTERVAL = 'month';
export const TRIAL_DAYS = 30;

export interface Plan {
  kind: PlanKind;
  name: string;
  priceId: string;
  amount: number;
  currency: typeof PLAN_CURRENCY;
  interval: typeof PLAN_INTERVAL;
  trialDays: number;
}

export interface PriceIds {
  listing: string;
  professional: string;
}

/** Price ids of the local sandbox; with Stripe they come from configuration. */
export const SANDBOX_PRICE_IDS: PriceIds = { listing: 'price_listing_monthly', professional: 'price_professional_monthly' };

export const PLAN_NAMES: Record<PlanKind, string> = {
  listing: 'Listing subscription',
  professional: 'Professional subscription',
};

export function plansFor(priceIds: PriceIds): Plan[] {
  return PLAN_KINDS.map((kind) => ({
    kind,
    name: PLAN_NAMES[kind],
    priceId: priceIds[kind],
    amount: PLAN_AMOUNT_CENTS,
    currency: PLAN_CURRENCY,
    interval: PLAN_INTERVAL,
    trialDays: TRIAL_DAYS,
  }));
}

export function planKindOf(priceIds: PriceIds, priceId: string): PlanKind | null {
  return PLAN_KINDS.find((k) => priceIds[k] === priceId) ?? null;
}

/** "$12" for whole dollars, "$12.50" otherwise. */
export function formatAmount(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? usNumber(dollars) : usNumber(dollars, { minFractionDigits: 2, maxFractionDigits: 2 })}`;
}

/** Why a gated action is refused: names the missing plan and where to get it. */
export const MISSING_PLAN_MESSAGES: Record<PlanKind, string> = {
  listing: 'Listing a plane needs an active listing subscription. Subscribe on the Subscription page of your account.',
  professional:
    'A professional profile needs an active professional subscription. Subscribe on the Subscription page of your account.',
};

import type { Identifier } from 'react-admin';
import type { PlanKind } from '../../../domain/subscription/plans';
import type { Discount, SubscriptionStatus } from '../../../domain/subscription/subscription';

/** A member's subscription, as GET /api/admin/subscriptions answers it. */
export interface AdminSubscription {
  /** The payment provider's id (a string: sub_... with Stripe, sbx_sub_... in the sandbox). */
  id: string;
  userId: Identifier;
  username: string;
  priceId: string;
  /** null for a price that is neither plan's (e.g. a retired price). */
  plan: PlanKind | null;
  status: SubscriptionStatus;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  /** ISO 8601; null without a free month. */
  trialEnd: string | null;
  /** Already worded by the server ("SAVE20 (20% off)"); the object form of docs/api.md is read too. */
  discount: string | Discount | null;
}

export const PLAN_LABELS: Record<PlanKind, string> = { listing: 'Listing', professional: 'Professional' };

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  incomplete: 'Incomplete',
  unpaid: 'Unpaid',
};

const choice = <K extends string>(labels: Record<K, string>, id: K) => ({ id, name: labels[id] });

export const PLAN_CHOICES = (['listing', 'professional'] as const).map((id) => choice(PLAN_LABELS, id));

// Incomplete and unpaid subscriptions are listed with their status but not offered as filters.
export const STATUS_CHOICES = (['trialing', 'active', 'past_due', 'canceled'] as const).map((id) => choice(STATUS_LABELS, id));

export const planLabel = (s: AdminSubscription): string => (s.plan ? PLAN_LABELS[s.plan] : `Other (${s.priceId})`);

export const statusLabel = (s: AdminSubscription): string => STATUS_LABELS[s.status] ?? s.status;

// In words: react-admin's BooleanField draws an icon that screen readers do not announce.
export const yesNo = (s: AdminSubscription): string => (s.cancelAtPeriodEnd ? 'Yes' : 'No');

/** "SAVE20 (20% off)", as the member's Subscription page words it. */
export const discountLabel = ({ discount }: AdminSubscription): string | null => {
  if (!discount) return null;
  return typeof discount === 'string' ? discount : `${discount.name} (${discount.percentOff}% off)`;
};

import type { Plan } from './plans.js';

/** GET /api/plans: how cards are taken (Stripe or the local sandbox) and the two plans with their price ids. */
export interface PlansInfo {
  mode: 'stripe' | 'sandbox';
  /** Stripe's publishable key; null in sandbox mode. */
  publishableKey: string | null;
  plans: Plan[];
}

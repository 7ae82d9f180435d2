import type { Plan } from '../../../domain/subscription/plans';
import { apiRequest } from './api-client';

/** GET /api/plans: how cards are taken (Stripe or the local sandbox) and the two plans with their price ids. */
export interface PlansInfo {
  mode: 'stripe' | 'sandbox';
  /** Stripe's publishable key; null in sandbox mode. */
  publishableKey: string | null;
  plans: Plan[];
}

let cached: Promise<PlansInfo> | null = null;

/** Fetched once per page load, like the public config; a failed fetch is forgotten so the next caller tries again. */
export function getPlans(): Promise<PlansInfo> {
  if (!cached) {
    cached = apiRequest<PlansInfo>('/plans').catch((error: unknown) => {
      cached = null;
      throw error;
    });
  }
  return cached;
}

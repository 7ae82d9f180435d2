import type { PlansInfo } from '../../../domain/subscription/plans-view';
import { apiRead } from './api-client';

/** GET /api/plans: how cards are taken (Stripe or the local sandbox) and the two plans with their price ids. */
export type { PlansInfo } from '../../../domain/subscription/plans-view';

export const plansRead = apiRead<PlansInfo>('/plans');

let cached: Promise<PlansInfo> | null = null;

/**
 * Fetched once per page load, like the public config; a failed fetch is forgotten so the next caller tries
 * again. `known` is the answer a server-rendered page came with.
 */
export function getPlans(known?: PlansInfo): Promise<PlansInfo> {
  if (!cached) {
    cached = known
      ? Promise.resolve(known)
      : plansRead.load().catch((error: unknown) => {
          cached = null;
          throw error;
        });
  }
  return cached;
}

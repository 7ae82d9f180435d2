import type { PlanKind } from '../../../domain/subscription/plans';

/** Navigation state of the page a new subscriber is sent back to: it says which plan is now active. */
export interface SubscribedState {
  subscribed?: PlanKind;
}

export const subscribedPlan = (state: unknown): PlanKind | null => (state as SubscribedState | null)?.subscribed ?? null;

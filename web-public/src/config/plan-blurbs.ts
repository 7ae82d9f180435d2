import type { PlanKind } from '../../../domain/subscription/plans';

/** One line on what each plan unlocks, shown on the Subscription screen and in the subscribe modal. */
export const PLAN_BLURBS: Record<PlanKind, string> = {
  listing: 'List your planes for rent, share sale, partnership or club membership, and reach pilots near you.',
  professional: 'Publish your professional profile so pilots near you can find and hire you.',
};

/** "first month free" for the usual 30 days, otherwise the days spelled out. */
export function trialLabel(trialDays: number): string | null {
  if (trialDays <= 0) return null;
  return trialDays === 30 ? 'first month free' : `first ${trialDays} days free`;
}

import type { SubscriptionView } from '../../../../../domain/subscription/subscription';

/**
 * The dates of a plan on the Subscription screen, each said once (spec 4: the trial end if on trial,
 * else "Subscription Renews On" or, canceled, "Expires On"), plus the coupon. During the free month
 * the renewal is the trial's end, so one line says both: "Free until <date>, then $12 a month".
 * `active`: the view while it lasts, else null (it ended); `price`: "$12 a month".
 */
export function planFacts(view: SubscriptionView, active: boolean, price: string, formatDate: (iso: string) => string): string[] {
  if (!active) return [`Your subscription ended on ${formatDate(view.expDate)}`];
  const trialEnd = view.isTrial && view.trialExpDate ? formatDate(view.trialExpDate) : null;
  const periodEnd = formatDate(view.expDate);
  const facts: string[] = [];
  if (view.isCanceled) {
    facts.push(trialEnd ? `Free until ${trialEnd}. Canceled: it expires then, with nothing to pay` : `Expires On ${periodEnd}`);
  } else if (trialEnd) {
    facts.push(`Free until ${trialEnd}, then ${price}${view.discount ? ' less your coupon' : ''}`);
    // A trial ending before the period does (a plan changed meanwhile) still renews on its own date.
    if (trialEnd !== periodEnd) facts.push(`Subscription Renews On ${periodEnd}`);
  } else {
    facts.push(`Subscription Renews On ${periodEnd}`);
  }
  if (view.discount) facts.push(`Coupon: ${view.discount}`);
  return facts;
}

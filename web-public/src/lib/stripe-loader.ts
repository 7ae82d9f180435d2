import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

// Stripe.js is loaded once per key, only when a Stripe card form is first shown (a subscription, a booking's card).
const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a publishable key; a failed load (offline, blocked) resolves to null and is tried again next time. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey).catch(() => {
      stripeByKey.delete(publishableKey);
      return null;
    });
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

export const STRIPE_LOAD_FAILED = 'The secure card form could not be loaded. Check your connection and try again.';

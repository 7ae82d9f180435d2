import Stripe from 'stripe';
import { DomainError } from '../../domain/errors.js';
import { PAYMENT_MESSAGES } from '../../domain/subscription/payment-messages.js';

/**
 * What any Stripe SDK call's error means to the ports, for the errors every call shares: a DomainError passes
 * through, a card error is 'payment_failed' with Stripe's words (or `declined`), Stripe away is 'unavailable'
 * (the caller or the job retries), a refused secret key is a configuration bug (a plain Error: logged in full,
 * masked as a 500). Null for an error the gateway must read in its call's context (StripeInvalidRequestError...).
 */
export function sharedStripeError(error: unknown, declined: string): Error | null {
  const E = Stripe.errors;
  if (error instanceof DomainError) return error;
  if (error instanceof E.StripeCardError) {
    const message = error.message || declined;
    return new DomainError('payment_failed', message, [message]);
  }
  if (
    error instanceof E.StripeConnectionError ||
    error instanceof E.StripeAPIError ||
    error instanceof E.StripeRateLimitError ||
    (error instanceof E.StripeError && (error.statusCode ?? 0) >= 500)
  ) {
    return new DomainError('unavailable', PAYMENT_MESSAGES.providerUnavailable, [PAYMENT_MESSAGES.providerUnavailable]);
  }
  if (error instanceof E.StripeAuthenticationError || error instanceof E.StripePermissionError) {
    return new Error(`Stripe refused the configured secret key: ${error.message}`, { cause: error });
  }
  return null;
}

/** Runs one SDK call and turns Stripe's errors into the port's with the gateway's `translate`. */
export async function callStripe<T, C>(request: () => Promise<T>, context: C, translate: (error: unknown, context: C) => Error): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw translate(error, context);
  }
}

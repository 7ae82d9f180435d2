import { PAYMENT_MESSAGES } from '../../../../../domain/subscription/payment-messages';
import { ApiError, errorMessages } from '../../../lib/api-client';

/**
 * What the subscribe modal shows for a failure (spec 8): an unknown promotion code in the spec's words,
 * a declined card in the provider's words, card field problems as the server lists them, anything else
 * by its message.
 */
export function subscribeErrorMessages(error: unknown): string[] {
  if (error instanceof ApiError) {
    if (error.status === 400 && error.code === 'InvalidPromoCode') return [PAYMENT_MESSAGES.invalidPromoCode];
    if (error.status === 402) return [error.message || PAYMENT_MESSAGES.cardDeclined];
    if (error.status >= 500 || error.status === 0) console.error('Subscribing failed', error);
  } else {
    console.error('Subscribing failed', error);
  }
  return errorMessages(error);
}

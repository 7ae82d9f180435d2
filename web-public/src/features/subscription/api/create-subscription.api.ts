import type { SubscriptionView } from '../../../../../domain/subscription/subscription';
import { apiRequest } from '../../../lib/api-client';

export interface SubscribeRequest {
  priceId: string;
  paymentMethodId: string;
  /** Left out when none was typed. */
  promoCode?: string;
}

/**
 * POST /api/user/subscription. Fails with 400 InvalidPromoCode, 402 when the card is declined, 409 when
 * the plan is already active; a failed call leaves no subscription.
 */
export const createSubscription = (request: SubscribeRequest) =>
  apiRequest<{ view: SubscriptionView }>('/user/subscription', { method: 'POST', json: request });

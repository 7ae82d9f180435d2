import type { SubscriptionView } from '../../../../../domain/subscription/subscription';
import { apiRequest } from '../../../lib/api-client';

/** PATCH /api/user/subscription/:id: true cancels at the period end, false restarts. */
export const setCancelAtPeriodEnd = (subscriptionId: string, cancelAtPeriodEnd: boolean) =>
  apiRequest<{ view: SubscriptionView }>(`/user/subscription/${encodeURIComponent(subscriptionId)}`, {
    method: 'PATCH',
    json: { cancelAtPeriodEnd },
  });

import { pendingRequestCount } from '../lib/bookings.api';
import { subscribeRequestChanges } from '../lib/request-events';
import { sharedCountHook } from './use-shared-count';

const usePendingCount = sharedCountHook(() => pendingRequestCount().then(({ pending }) => pending), subscribeRequestChanges);

/**
 * How many requests on the signed-in user's listings wait for an answer, shown by the account menu, the
 * account sidebar and the Requests tab with one question: asked again when a request changes.
 */
export function usePendingRequests(): number {
  return usePendingCount();
}

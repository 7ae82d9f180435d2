import { useEffect, useState } from 'react';
import { pendingRequestCount } from '../lib/bookings.api';
import { subscribeRequestChanges } from '../lib/request-events';
import { useViewerId } from './use-session';

/**
 * How many requests on the signed-in user's listings wait for an answer (0 for visitors, and until the
 * browser has asked: the server draws pages signed out). Asked again when a request changes.
 */
export function usePendingRequests(): number {
  const userId = useViewerId();
  const [count, setCount] = useState(0);
  const [asked, setAsked] = useState(0);
  useEffect(() => subscribeRequestChanges(() => setAsked((n) => n + 1)), []);
  useEffect(() => {
    if (userId === null) {
      setCount(0);
      return;
    }
    const controller = new AbortController();
    pendingRequestCount(controller.signal).then(
      ({ pending }) => setCount(pending),
      () => undefined, // the count is a hint: a failure leaves the last one
    );
    return () => controller.abort();
  }, [userId, asked]);
  return count;
}

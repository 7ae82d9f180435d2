import { useEffect, useState } from 'react';
import { pendingRequestCount } from '../lib/bookings.api';
import { subscribeRequestChanges } from '../lib/request-events';
import { useViewerId } from './use-session';

/** Bumped at each announced change of a request: the count it belongs to is asked again. */
let round = 0;
subscribeRequestChanges(() => {
  round++;
});

/**
 * One question per user and change, however many parts of the page show the count (the account menu, the
 * account sidebar and the Requests tab each did ask on their own).
 */
let asked: { key: string; answer: Promise<number> } | null = null;
function sharedCount(userId: number): Promise<number> {
  const key = `${userId}:${round}`;
  if (asked?.key !== key) {
    const answer = pendingRequestCount().then(({ pending }) => pending);
    asked = { key, answer };
    answer.catch(() => {
      if (asked?.answer === answer) asked = null; // a failed question may be asked again
    });
  }
  return asked.answer;
}

/**
 * How many requests on the signed-in user's listings wait for an answer (0 for visitors, and until the
 * browser has asked: the server draws pages signed out). Asked again when a request changes.
 */
export function usePendingRequests(): number {
  const userId = useViewerId();
  const [count, setCount] = useState(0);
  const [changes, setChanges] = useState(0);
  useEffect(() => subscribeRequestChanges(() => setChanges((n) => n + 1)), []);
  useEffect(() => {
    if (userId === null) {
      setCount(0);
      return;
    }
    let current = true;
    sharedCount(userId).then(
      (pending) => current && setCount(pending),
      () => undefined, // the count is a hint: a failure leaves the last one
    );
    return () => {
      current = false;
    };
  }, [userId, changes]);
  return count;
}

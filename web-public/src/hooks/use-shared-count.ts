import { useEffect, useState } from 'react';
import { useViewerId } from './use-session';

/**
 * A count of the signed-in user's (pending requests, unread messages) shown by several parts of a page at
 * once: the hook it makes asks once per user, `moment` and announced change, however many components show
 * it, and asks again after each change on `subscribe`. 0 for visitors and until the browser has asked (the
 * server draws pages signed out); a failed question leaves the last count (it is a hint) and may be asked
 * again.
 */
export function sharedCountHook(ask: () => Promise<number>, subscribe: (listener: () => void) => () => void): (moment?: string) => number {
  return sharedAnswerHook(ask, subscribe, 0);
}

/** sharedCountHook for an answer of any shape (several counts at once): `none` for visitors and until asked. */
export function sharedAnswerHook<T>(ask: () => Promise<T>, subscribe: (listener: () => void) => () => void, none: T): (moment?: string) => T {
  let round = 0;
  subscribe(() => {
    round++;
  });
  let asked: { key: string; answer: Promise<T> } | null = null;
  const shared = (key: string): Promise<T> => {
    if (asked?.key !== key) {
      const answer = ask();
      asked = { key, answer };
      answer.catch(() => {
        if (asked?.answer === answer) asked = null;
      });
    }
    return asked.answer;
  };

  return function useSharedCount(moment = ''): T {
    const userId = useViewerId();
    const [count, setCount] = useState<T>(none);
    const [changes, setChanges] = useState(0);
    useEffect(() => subscribe(() => setChanges((n) => n + 1)), []);
    useEffect(() => {
      if (userId === null) {
        setCount(none);
        return;
      }
      let current = true;
      shared(`${userId}:${moment}:${round}`).then(
        (n) => current && setCount(n),
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [userId, moment, changes]);
    return count;
  };
}

import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { unreadMessageCount } from '../lib/conversations.api';
import { subscribeMessagesChanges } from '../lib/message-events';
import { useViewerId } from './use-session';

/**
 * One question per user, page and change however many parts of the page show the count (the avatar
 * button and its menu): the badge is refreshed when the person moves to another page or reads a
 * conversation, never by a poll.
 */
let asked: { key: string; answer: Promise<number> } | null = null;
function sharedCount(key: string): Promise<number> {
  if (asked?.key !== key) {
    const answer = unreadMessageCount().then(({ unread }) => unread);
    asked = { key, answer };
    answer.catch(() => {
      if (asked?.answer === answer) asked = null; // a failed question may be asked again
    });
  }
  return asked.answer;
}

/** Unread messages of the signed-in user over all conversations (0 for visitors and until asked). */
export function useUnreadMessages(): number {
  const userId = useViewerId();
  const { key: locationKey } = useLocation();
  const [count, setCount] = useState(0);
  const [changes, setChanges] = useState(0);
  useEffect(() => subscribeMessagesChanges(() => setChanges((n) => n + 1)), []);
  useEffect(() => {
    if (userId === null) {
      setCount(0);
      return;
    }
    let current = true;
    sharedCount(`${userId}:${locationKey}:${changes}`).then(
      (unread) => current && setCount(unread),
      () => undefined, // the count is a hint: a failure leaves the last one
    );
    return () => {
      current = false;
    };
  }, [userId, locationKey, changes]);
  return count;
}

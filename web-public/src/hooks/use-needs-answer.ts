import { useLocation } from 'react-router-dom';
import { needsAnswer, NOTHING_WAITS, type NeedsAnswer } from '../lib/attention.api';
import { subscribeMessagesChanges } from '../lib/message-events';
import { subscribeRequestChanges } from '../lib/request-events';
import { sharedAnswerHook } from './use-shared-count';

/** A message read or sent, or a request answered: either changes what waits. */
const subscribeBoth = (listener: () => void) => {
  const messages = subscribeMessagesChanges(listener);
  const requests = subscribeRequestChanges(listener);
  return () => {
    messages();
    requests();
  };
};

const useAnswer = sharedAnswerHook<NeedsAnswer>(() => needsAnswer(), subscribeBoth, NOTHING_WAITS);

/**
 * What waits for the signed-in user's answer (conversations with unread messages, requests on his
 * listings), shown by the header's one badge and its menu with one question: asked again when the person
 * moves to another page, reads or sends a message or answers a request, never by a poll.
 */
export function useNeedsAnswer(): NeedsAnswer {
  return useAnswer(useLocation().key);
}

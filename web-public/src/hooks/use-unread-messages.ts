import { useLocation } from 'react-router-dom';
import { unreadMessageCount } from '../lib/conversations.api';
import { subscribeMessagesChanges } from '../lib/message-events';
import { sharedCountHook } from './use-shared-count';

const useUnreadCount = sharedCountHook(() => unreadMessageCount().then(({ unread }) => unread), subscribeMessagesChanges);

/**
 * Unread messages of the signed-in user over all conversations, shown by the avatar button and its menu with
 * one question: asked again when the person moves to another page or reads or sends a message, never by a poll.
 */
export function useUnreadMessages(): number {
  return useUnreadCount(useLocation().key);
}

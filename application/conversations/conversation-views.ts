import { cannotSendReason, PREVIEW_LENGTH } from '../../domain/conversation/conversation-rules.js';
import type { ConversationSummary, MessageView } from '../../domain/conversation/conversation-view.js';
import { shorten } from '../../domain/text/read-text.js';
import type { ConversationFacts, StoredMessage } from '../ports/conversation.repository.js';

/** A conversation's head as its member sees it; never the other side's contact details. */
export function toSummary(f: ConversationFacts): ConversationSummary {
  const reason = cannotSendReason({ blockedByMe: f.blockedByMe, blockedByOther: f.blockedByOther, otherName: f.other.name, otherDisabled: f.other.isDisabled });
  return {
    id: f.id,
    share: f.share,
    other: { id: f.other.id, name: f.other.name, avatarUrl: f.other.avatarUrl },
    lastMessage: f.lastMessage
      ? { text: shorten(f.lastMessage.text, PREVIEW_LENGTH), at: f.lastMessage.at.toISOString(), fromMe: f.lastMessage.authorId === f.me.id }
      : null,
    unread: f.unread,
    blockedByMe: f.blockedByMe,
    canSend: reason === null,
    cannotSendReason: reason,
    createdAt: f.createdAt.toISOString(),
    lastMessageAt: f.lastMessageAt.toISOString(),
  };
}

/** A message as a member sees it: a hidden one keeps its place, without its text. */
export function toMessageView(m: StoredMessage, f: ConversationFacts): MessageView {
  const hidden = m.hiddenAt !== null;
  return {
    id: m.id,
    conversationId: m.conversationId,
    author: { id: m.authorId, name: m.authorName },
    fromMe: m.authorId === f.me.id,
    text: hidden ? '' : m.text,
    at: m.createdAt.toISOString(),
    hidden,
    read: m.authorId === f.me.id ? f.other.lastReadMessageId >= m.id : f.me.lastReadMessageId >= m.id,
  };
}

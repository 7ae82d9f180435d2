import { MESSAGES_PER_PAGE, type ConversationList, type MessagePage } from '../../domain/conversation/conversation-view.js';
import type { User } from '../../domain/user/user.js';
import type { ConversationRepository } from '../ports/conversation.repository.js';
import { memberView } from './conversation-access.js';
import { toMessageView, toSummary } from './conversation-views.js';

/** The most conversations GET /conversations lists (newest activity first). */
export const CONVERSATIONS_LISTED = 200;

/** GET /conversations and GET /conversations/unread: the caller's conversations and the menu's count. */
export class ListConversations {
  constructor(private readonly conversations: ConversationRepository) {}

  async execute(user: User): Promise<ConversationList> {
    const [facts, unread] = await Promise.all([this.conversations.listFor(user.id, CONVERSATIONS_LISTED), this.conversations.unreadTotal(user.id)]);
    return { items: facts.map(toSummary), unread };
  }

  unread(user: User): Promise<number> {
    return this.conversations.unreadTotal(user.id);
  }
}

/**
 * GET /conversations/:id/messages[?before=]: a page of messages, oldest first, and the conversation's head.
 * What it shows is read from then on (the caller's read mark moves to its newest message).
 */
export class ReadMessages {
  constructor(private readonly conversations: ConversationRepository) {}

  async execute(user: User, id: number, before: number | null): Promise<MessagePage> {
    let facts = await memberView(this.conversations, user.id, id);
    const rows = await this.conversations.messages(id, before, MESSAGES_PER_PAGE + 1);
    const items = rows.slice(-MESSAGES_PER_PAGE);
    const newest = items.at(-1);
    if (newest && newest.id > facts.me.lastReadMessageId) {
      await this.conversations.markRead(id, user.id, newest.id);
      facts = await memberView(this.conversations, user.id, id);
    }
    return { conversation: toSummary(facts), items: items.map((m) => toMessageView(m, facts)), more: rows.length > MESSAGES_PER_PAGE };
  }
}

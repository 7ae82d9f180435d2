/**
 * Conversations (issue 16): two users talk about a listing, or about nothing in particular when one starts
 * from a pilot's or a professional's card. One conversation per pair of users and listing. Plain text only.
 * Contact details (email, phone) are never part of these views: only names and the public picture.
 */

/** The longest message, in characters (after trimming). */
export const MESSAGE_MAX_LENGTH = 4000;
/** The other side is mailed about new messages at most once per conversation in this many minutes. */
export const CONVERSATION_MAIL_MINUTES = 15;
/** Messages per page of GET /api/conversations/:id/messages (older pages with ?before=<oldest id>). */
export const MESSAGES_PER_PAGE = 50;

export interface ConversationPerson {
  id: number;
  name: string;
  /** The public picture's address, or null. */
  avatarUrl: string | null;
}

/** One row of GET /api/conversations, and the head of a conversation's page. */
export interface ConversationSummary {
  id: number;
  /** The listing it is about; null when started from a person's card, or when the listing was removed. */
  share: { id: number; title: string } | null;
  /** The other participant (never the caller). */
  other: ConversationPerson;
  /** The newest message that is not hidden, shortened to 140 characters. */
  lastMessage: { text: string; at: string; fromMe: boolean } | null;
  /** Messages from the other side newer than what the caller has read. */
  unread: number;
  /** The caller has blocked the other side (who can then not send). */
  blockedByMe: boolean;
  /** Whether the caller may send now; false when either side blocked the other. */
  canSend: boolean;
  /** Why not, in words the page shows ("You blocked …" / "… is not taking messages from you."); null when canSend. */
  cannotSendReason: string | null;
  createdAt: string;
  lastMessageAt: string;
}

/** A message as both participants see it. A hidden message (staff) shows as `hidden: true` with empty text. */
export interface MessageView {
  id: number;
  conversationId: number;
  author: { id: number; name: string };
  fromMe: boolean;
  text: string;
  at: string;
  hidden: boolean;
  /** Whether the other side has read it (only meaningful for the caller's own messages). */
  read: boolean;
}

/** GET /api/conversations: newest activity first. */
export interface ConversationList {
  items: ConversationSummary[];
  /** Unread messages over all conversations (the menu's badge). */
  unread: number;
}

/** GET /api/conversations/:id/messages[?before=<message id>]: oldest first within the page. Marks them read. */
export interface MessagePage {
  conversation: ConversationSummary;
  items: MessageView[];
  /** Older messages exist: ask again with ?before=<items[0].id>. */
  more: boolean;
}

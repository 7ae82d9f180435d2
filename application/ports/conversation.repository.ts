/** A conversation as one of its two members sees it: the facts its summary is made of. */
export interface ConversationFacts {
  id: number;
  share: { id: number; title: string } | null;
  /** The caller. */
  me: { id: number; lastReadMessageId: number };
  other: { id: number; name: string; email: string; avatarUrl: string | null; lastReadMessageId: number; isDisabled: boolean };
  /** Either side blocked the other, in any conversation of the pair: a block is between two people. */
  blockedByMe: boolean;
  blockedByOther: boolean;
  lastMessage: { text: string; at: Date; authorId: number } | null;
  unread: number;
  createdAt: Date;
  lastMessageAt: Date;
}

export interface StoredMessage {
  id: number;
  conversationId: number;
  authorId: number;
  authorName: string;
  text: string;
  createdAt: Date;
  hiddenAt: Date | null;
}

/** Who is talking about what: one conversation per pair of users and listing (or no listing). */
export interface ConversationKey {
  shareId: number | null;
  /** Who starts it. */
  from: number;
  to: number;
}

/**
 * Conversations, their members' state (read up to, blocked, last mailed) and messages. The store holds
 * "one conversation per pair and listing" itself: two first messages racing end in one conversation.
 */
export interface ConversationRepository {
  /** The conversation of the pair about the listing (or none), created with its two members when missing. */
  findOrCreate(key: ConversationKey, now: Date): Promise<number>;
  /** The id of the pair's conversation about the listing, if any. */
  find(key: ConversationKey): Promise<number | null>;
  /** The conversation as this user sees it; null when missing or when he is not one of its two. */
  factsFor(conversationId: number, userId: number): Promise<ConversationFacts | null>;
  /** The user's conversations, newest activity first, at most `limit`. */
  listFor(userId: number, limit: number): Promise<ConversationFacts[]>;
  /** Messages from others newer than what the user read, over all his conversations (hidden ones not counted). */
  unreadTotal(userId: number): Promise<number>;
  /** How many of the user's conversations hold a message he has not read (each needs an answer). */
  unreadConversations(userId: number): Promise<number>;
  /** Whether either of the two blocked the other (in any of their conversations). */
  blockBetween(userId: number, otherId: number): Promise<{ blockedByMe: boolean; blockedByOther: boolean }>;
  /** Adds a message (the author has read up to it; the conversation's activity moves to `now`). */
  addMessage(conversationId: number, authorId: number, text: string, now: Date): Promise<StoredMessage>;
  /** Up to `limit` messages older than `before` (or the newest), oldest first. */
  messages(conversationId: number, before: number | null, limit: number): Promise<StoredMessage[]>;
  markRead(conversationId: number, userId: number, upToMessageId: number): Promise<void>;
  /** Sets or clears the user's block of the other side, in every conversation of the pair. */
  setBlocked(userId: number, otherId: number, at: Date | null): Promise<void>;
  /**
   * The mail throttle's compare-and-set: notes that the member is mailed now, if he was last mailed about
   * this conversation at or before `allowedIfLastBefore` (or never). Answers whether he is to be mailed;
   * of two messages at once, one wins.
   */
  claimMail(conversationId: number, userId: number, now: Date, allowedIfLastBefore: Date): Promise<boolean>;
}

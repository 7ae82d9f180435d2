/**
 * Conversations in memory, with the store's rules (postgres-conversation.repository.ts): one conversation
 * per pair and listing, a block between two people holds in all their conversations, unread counts leave
 * out one's own and hidden messages, the mail throttle is a compare and set.
 */
import type { ConversationFacts, ConversationKey, ConversationRepository, StoredMessage } from '../ports/conversation.repository.js';
import type { ShareRepository } from '../ports/share.repository.js';
import type { UserRepository } from '../ports/user.repository.js';

interface ConversationRow {
  id: number;
  shareId: number | null;
  startedBy: number;
  otherUser: number;
  createdAt: Date;
  lastMessageAt: Date;
}

interface MemberRow {
  conversationId: number;
  userId: number;
  lastReadMessageId: number;
  blockedAt: Date | null;
  lastMailedAt: Date | null;
}

/** A message as stored: its author's name is read with it, as the adapter's join does. */
export type MessageRow = Omit<StoredMessage, 'authorName'>;

export class InMemoryConversationRepository implements ConversationRepository {
  readonly conversations = new Map<number, ConversationRow>();
  readonly members: MemberRow[] = [];
  /** By id; reports hide a message by setting its hiddenAt here. */
  readonly messageRows = new Map<number, MessageRow>();
  private nextId = 1;
  private nextMessageId = 1;

  constructor(
    private readonly users: Pick<UserRepository, 'findById'>,
    private readonly shares: Pick<ShareRepository, 'findById'>,
  ) {}

  async find(key: ConversationKey) {
    const c = [...this.conversations.values()].find((r) => r.shareId === key.shareId && isPair(r, key.from, key.to));
    return c?.id ?? null;
  }

  async findOrCreate(key: ConversationKey, now: Date) {
    const existing = await this.find(key);
    if (existing) return existing;
    const id = this.nextId++;
    this.conversations.set(id, { id, shareId: key.shareId, startedBy: key.from, otherUser: key.to, createdAt: now, lastMessageAt: now });
    for (const userId of [key.from, key.to]) this.members.push({ conversationId: id, userId, lastReadMessageId: 0, blockedAt: null, lastMailedAt: null });
    return id;
  }

  async factsFor(conversationId: number, userId: number) {
    const me = this.member(conversationId, userId);
    return me ? this.facts(me) : null;
  }

  async listFor(userId: number, limit: number) {
    const mine = this.members.filter((m) => m.userId === userId);
    const facts = await Promise.all(mine.map((m) => this.facts(m)));
    return facts.sort((a, b) => +b.lastMessageAt - +a.lastMessageAt || b.id - a.id).slice(0, limit);
  }

  async unreadTotal(userId: number) {
    return this.members.filter((m) => m.userId === userId).reduce((n, m) => n + this.unreadOf(m), 0);
  }

  async unreadConversations(userId: number) {
    return this.members.filter((m) => m.userId === userId && this.unreadOf(m) > 0).length;
  }

  async blockBetween(userId: number, otherId: number) {
    return { blockedByMe: this.blocked(userId, otherId), blockedByOther: this.blocked(otherId, userId) };
  }

  async addMessage(conversationId: number, authorId: number, text: string, now: Date) {
    const row: MessageRow = { id: this.nextMessageId++, conversationId, authorId, text, createdAt: now, hiddenAt: null };
    this.messageRows.set(row.id, row);
    const c = this.conversations.get(conversationId)!;
    if (now > c.lastMessageAt) c.lastMessageAt = now;
    const author = this.member(conversationId, authorId);
    if (author && author.lastReadMessageId < row.id) author.lastReadMessageId = row.id;
    return this.stored(row);
  }

  async messages(conversationId: number, before: number | null, limit: number) {
    const rows = [...this.messageRows.values()]
      .filter((m) => m.conversationId === conversationId && (before === null || m.id < before))
      .sort((a, b) => b.id - a.id)
      .slice(0, limit);
    return Promise.all(rows.reverse().map((m) => this.stored(m)));
  }

  async markRead(conversationId: number, userId: number, upToMessageId: number) {
    const m = this.member(conversationId, userId);
    if (m && m.lastReadMessageId < upToMessageId) m.lastReadMessageId = upToMessageId;
  }

  async setBlocked(userId: number, otherId: number, at: Date | null) {
    for (const m of this.members) {
      if (m.userId === userId && isPair(this.conversations.get(m.conversationId)!, userId, otherId)) m.blockedAt = at;
    }
  }

  async claimMail(conversationId: number, userId: number, now: Date, allowedIfLastBefore: Date) {
    const m = this.member(conversationId, userId);
    if (!m || (m.lastMailedAt && m.lastMailedAt > allowedIfLastBefore)) return false;
    m.lastMailedAt = now;
    return true;
  }

  private member(conversationId: number, userId: number): MemberRow | undefined {
    return this.members.find((m) => m.conversationId === conversationId && m.userId === userId);
  }

  /** `by` blocked `of` in a conversation the two have (a block is between people, not one conversation). */
  private blocked(by: number, of: number): boolean {
    return this.members.some((m) => {
      const c = this.conversations.get(m.conversationId)!;
      return m.userId === by && m.blockedAt !== null && (c.startedBy === of || c.otherUser === of);
    });
  }

  private unreadOf(me: MemberRow): number {
    return [...this.messageRows.values()].filter(
      (m) => m.conversationId === me.conversationId && m.authorId !== me.userId && m.id > me.lastReadMessageId && m.hiddenAt === null,
    ).length;
  }

  private async stored(m: MessageRow): Promise<StoredMessage> {
    return { ...m, authorName: await this.nameOf(m.authorId) };
  }

  private async nameOf(userId: number): Promise<string> {
    const u = await this.users.findById(userId);
    return u ? [u.firstname, u.lastname].join(' ') : '';
  }

  private async facts(me: MemberRow): Promise<ConversationFacts> {
    const c = this.conversations.get(me.conversationId)!;
    const o = this.members.find((m) => m.conversationId === c.id && m.userId !== me.userId)!;
    const other = await this.users.findById(o.userId);
    const share = c.shareId !== null ? await this.shares.findById(c.shareId) : null;
    const last = [...this.messageRows.values()].filter((m) => m.conversationId === c.id && m.hiddenAt === null).sort((a, b) => b.id - a.id)[0];
    return {
      id: c.id,
      share: c.shareId !== null ? { id: c.shareId, title: share?.title || share?.clubName || 'Listing' } : null,
      me: { id: me.userId, lastReadMessageId: me.lastReadMessageId },
      other: {
        id: o.userId, name: await this.nameOf(o.userId), email: other?.email ?? '', avatarUrl: other?.avatar?.url ?? null,
        lastReadMessageId: o.lastReadMessageId, isDisabled: other?.isDisabled ?? false,
      },
      blockedByMe: this.blocked(me.userId, o.userId),
      blockedByOther: this.blocked(o.userId, me.userId),
      lastMessage: last ? { text: last.text, at: last.createdAt, authorId: last.authorId } : null,
      unread: this.unreadOf(me),
      createdAt: c.createdAt,
      lastMessageAt: c.lastMessageAt,
    };
  }
}

const isPair = (c: ConversationRow, a: number, b: number) => (c.startedBy === a && c.otherUser === b) || (c.startedBy === b && c.otherUser === a);

import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { ConversationFacts, ConversationKey, ConversationRepository, StoredMessage } from '../../application/ports/conversation.repository.js';

interface FactsRow {
  id: number; share_id: number | null; share_title: string | null; created_at: Date; last_message_at: Date;
  me_id: number; me_read: string; other_id: number; other_name: string; other_email: string; other_avatar: string | null;
  other_read: string; other_disabled: boolean; blocked_by_me: boolean; blocked_by_other: boolean;
  last_text: string | null; last_at: Date | null; last_author: number | null; unread: string;
}

interface MessageRow { id: string; conversation_id: number; author_id: number; author_name: string; text: string; created_at: Date; hidden_at: Date | null }

/** The pair's conversations: the same two people in either order. */
const PAIR = '(pc.started_by = ? and pc.other_user = ? or pc.started_by = ? and pc.other_user = ?)';
const blockedBy = (by: string, of: string) => `exists (select 1 from conversation_members pm join conversations pc on pc.id = pm.conversation_id
   where pm.user_id = ${by} and pm.blocked_at is not null and (pc.started_by = ${of} or pc.other_user = ${of}))`;

const FACTS = `select c.id, c.share_id, coalesce(nullif(s.title, ''), nullif(s.club_name, ''), 'Listing') as share_title, c.created_at, c.last_message_at,
    me.user_id as me_id, me.last_read_message_id as me_read,
    o.user_id as other_id, concat_ws(' ', u.firstname, u.lastname) as other_name, u.email as other_email, u.avatar_url as other_avatar,
    o.last_read_message_id as other_read, u.is_disabled as other_disabled,
    ${blockedBy('me.user_id', 'o.user_id')} as blocked_by_me, ${blockedBy('o.user_id', 'me.user_id')} as blocked_by_other,
    lm.text as last_text, lm.created_at as last_at, lm.author_id as last_author,
    (select count(*) from messages m where m.conversation_id = c.id and m.author_id <> me.user_id
       and m.id > me.last_read_message_id and m.hidden_at is null) as unread
  from conversation_members me
  join conversations c on c.id = me.conversation_id
  join conversation_members o on o.conversation_id = c.id and o.user_id <> me.user_id
  join users u on u.id = o.user_id
  left join shares s on s.id = c.share_id
  left join lateral (select m.text, m.created_at, m.author_id from messages m
    where m.conversation_id = c.id and m.hidden_at is null order by m.id desc limit 1) lm on true`;

const toFacts = (r: FactsRow): ConversationFacts => ({
  id: r.id,
  share: r.share_id ? { id: r.share_id, title: r.share_title ?? 'Listing' } : null,
  me: { id: r.me_id, lastReadMessageId: Number(r.me_read) },
  other: { id: r.other_id, name: r.other_name, email: r.other_email, avatarUrl: r.other_avatar, lastReadMessageId: Number(r.other_read), isDisabled: r.other_disabled },
  blockedByMe: r.blocked_by_me,
  blockedByOther: r.blocked_by_other,
  lastMessage: r.last_text !== null && r.last_at && r.last_author !== null ? { text: r.last_text, at: new Date(r.last_at), authorId: r.last_author } : null,
  unread: Number(r.unread),
  createdAt: new Date(r.created_at),
  lastMessageAt: new Date(r.last_message_at),
});

const MESSAGE_COLUMNS = `m.id, m.conversation_id, m.author_id, concat_ws(' ', u.firstname, u.lastname) as author_name, m.text, m.created_at, m.hidden_at`;
const toMessage = (r: MessageRow): StoredMessage => ({
  id: Number(r.id), conversationId: r.conversation_id, authorId: r.author_id, authorName: r.author_name, text: r.text,
  createdAt: new Date(r.created_at), hiddenAt: r.hidden_at ? new Date(r.hidden_at) : null,
});

/** Conversations in PostgreSQL; the unique indexes of the migration hold one conversation per pair and listing. */
export class PostgresConversationRepository implements ConversationRepository {
  constructor(private readonly orm: MikroORM) {}

  private get em(): EntityManager {
    return this.orm.em;
  }

  async find(key: ConversationKey): Promise<number | null> {
    const [row] = await this.em.execute<{ id: number }[]>(
      `select pc.id from conversations pc where pc.share_id is not distinct from ? and ${PAIR}`,
      [key.shareId, key.from, key.to, key.to, key.from],
    );
    return row?.id ?? null;
  }

  async findOrCreate(key: ConversationKey, now: Date): Promise<number> {
    const existing = await this.find(key);
    if (existing) return existing;
    return this.em.transactional(async (em) => {
      // A first message racing ours waits here on the unique index, and then does nothing: both find the one row.
      const [created] = await em.execute<{ id: number }[]>(
        `insert into conversations (share_id, started_by, other_user, created_at, last_message_at) values (?, ?, ?, ?, ?)
         on conflict do nothing returning id`,
        [key.shareId, key.from, key.to, now, now],
      );
      if (!created) return (await this.find(key))!;
      await em.execute('insert into conversation_members (conversation_id, user_id) values (?, ?), (?, ?)', [created.id, key.from, created.id, key.to]);
      return created.id;
    });
  }

  async factsFor(conversationId: number, userId: number): Promise<ConversationFacts | null> {
    const [row] = await this.em.execute<FactsRow[]>(`${FACTS} where me.user_id = ? and c.id = ?`, [userId, conversationId]);
    return row ? toFacts(row) : null;
  }

  async listFor(userId: number, limit: number): Promise<ConversationFacts[]> {
    const rows = await this.em.execute<FactsRow[]>(`${FACTS} where me.user_id = ? order by c.last_message_at desc, c.id desc limit ?`, [userId, limit]);
    return rows.map(toFacts);
  }

  async unreadTotal(userId: number): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(
      `select count(*) as n from conversation_members me
         join messages m on m.conversation_id = me.conversation_id
        where me.user_id = ? and m.author_id <> me.user_id and m.id > me.last_read_message_id and m.hidden_at is null`,
      [userId],
    );
    return Number(row?.n ?? 0);
  }

  async unreadConversations(userId: number): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(
      `select count(*) as n from conversation_members me
        where me.user_id = ? and exists (select 1 from messages m where m.conversation_id = me.conversation_id
          and m.author_id <> me.user_id and m.id > me.last_read_message_id and m.hidden_at is null)`,
      [userId],
    );
    return Number(row?.n ?? 0);
  }

  async blockBetween(userId: number, otherId: number): Promise<{ blockedByMe: boolean; blockedByOther: boolean }> {
    const [row] = await this.em.execute<{ by_me: boolean; by_other: boolean }[]>(
      `select ${blockedBy('p.me', 'p.other')} as by_me, ${blockedBy('p.other', 'p.me')} as by_other from (select ?::int as me, ?::int as other) p`,
      [userId, otherId],
    );
    return { blockedByMe: !!row?.by_me, blockedByOther: !!row?.by_other };
  }

  async addMessage(conversationId: number, authorId: number, text: string, now: Date): Promise<StoredMessage> {
    return this.em.transactional(async (em) => {
      const [row] = await em.execute<MessageRow[]>(
        `with m as (insert into messages (conversation_id, author_id, text, created_at) values (?, ?, ?, ?) returning *)
         select ${MESSAGE_COLUMNS} from m join users u on u.id = m.author_id`,
        [conversationId, authorId, text, now],
      );
      await em.execute('update conversations set last_message_at = greatest(last_message_at, ?) where id = ?', [now, conversationId]);
      await em.execute(
        'update conversation_members set last_read_message_id = greatest(last_read_message_id, ?) where conversation_id = ? and user_id = ?',
        [row!.id, conversationId, authorId],
      );
      return toMessage(row!);
    });
  }

  async messages(conversationId: number, before: number | null, limit: number): Promise<StoredMessage[]> {
    const rows = await this.em.execute<MessageRow[]>(
      `select ${MESSAGE_COLUMNS} from messages m join users u on u.id = m.author_id
        where m.conversation_id = ? and (?::bigint is null or m.id < ?::bigint) order by m.id desc limit ?`,
      [conversationId, before, before, limit],
    );
    return rows.map(toMessage).reverse();
  }

  async markRead(conversationId: number, userId: number, upToMessageId: number): Promise<void> {
    await this.em.execute(
      'update conversation_members set last_read_message_id = ? where conversation_id = ? and user_id = ? and last_read_message_id < ?',
      [upToMessageId, conversationId, userId, upToMessageId],
    );
  }

  async setBlocked(userId: number, otherId: number, at: Date | null): Promise<void> {
    await this.em.execute(
      `update conversation_members cm set blocked_at = ? from conversations pc
        where cm.conversation_id = pc.id and cm.user_id = ? and ${PAIR}`,
      [at, userId, userId, otherId, otherId, userId],
    );
  }

  async claimMail(conversationId: number, userId: number, now: Date, allowedIfLastBefore: Date): Promise<boolean> {
    const rows = await this.em.execute<{ user_id: number }[]>(
      `update conversation_members set last_mailed_at = ?
        where conversation_id = ? and user_id = ? and (last_mailed_at is null or last_mailed_at <= ?) returning user_id`,
      [now, conversationId, userId, allowedIfLastBefore],
    );
    return rows.length > 0;
  }
}

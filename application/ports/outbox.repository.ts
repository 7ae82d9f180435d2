import type { OutgoingMail } from '../../domain/mail/outgoing-mail.js';

export interface OutboxEntry extends OutgoingMail {
  id: number;
  status: 'logged' | 'sent' | 'failed';
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

export interface OutboxQuery {
  ids?: number[];
  q?: string;
  sort: { field: 'id' | 'createdAt' | 'to' | 'kind' | 'status'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/** The mail outbox: every mail the site wrote, readable in the back office. */
export interface OutboxRepository {
  /**
   * Records a mail. A mail with an idempotencyKey is recorded once: a second add of the key only replaces a
   * 'failed' record (a retry that worked), and otherwise answers the entry already there.
   */
  add(mail: OutgoingMail, status: OutboxEntry['status'], error?: string | null): Promise<OutboxEntry>;
  findById(id: number): Promise<OutboxEntry | null>;
  findByIdempotencyKey(key: string): Promise<OutboxEntry | null>;
  list(query: OutboxQuery): Promise<{ items: OutboxEntry[]; total: number }>;
}

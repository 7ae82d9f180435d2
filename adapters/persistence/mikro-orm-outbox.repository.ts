import type { FilterQuery } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { OutgoingMail } from '../../domain/mail/outgoing-mail.js';
import type { OutboxEntry, OutboxQuery, OutboxRepository } from '../../application/ports/outbox.repository.js';
import { OutboxSchema, type OutboxRow } from './entities/schemas.js';
import { escapeLike } from './mikro-orm-user.repository.js';

const toEntry = (r: OutboxRow): OutboxEntry => ({ ...r, html: r.html ?? undefined, status: r.status as OutboxEntry['status'] });

export class MikroOrmOutboxRepository implements OutboxRepository {
  constructor(private readonly orm: MikroORM) {}

  async add(mail: OutgoingMail, status: OutboxEntry['status'], error: string | null = null): Promise<OutboxEntry> {
    if (mail.idempotencyKey) return this.addOnce(mail, mail.idempotencyKey, status, error);
    const em = this.orm.em.fork();
    const row = em.create(OutboxSchema, {
      to: mail.to,
      subject: mail.subject,
      kind: mail.kind,
      text: mail.text,
      html: mail.html ?? null,
      status,
      error,
      sentAt: status === 'sent' ? new Date() : null,
    } as OutboxRow);
    await em.flush();
    return toEntry(row);
  }

  /** Insert, or replace a failed record of the key; a logged or sent one stays and is answered. */
  private async addOnce(mail: OutgoingMail, key: string, status: OutboxEntry['status'], error: string | null): Promise<OutboxEntry> {
    const em = this.orm.em.fork();
    await em.execute(
      `insert into outbox (recipient, subject, kind, text, html, status, error, sent_at, idempotency_key)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (idempotency_key) do update
          set recipient = excluded.recipient, subject = excluded.subject, text = excluded.text, html = excluded.html,
              status = excluded.status, error = excluded.error, sent_at = excluded.sent_at
        where outbox.status = 'failed'`,
      [mail.to, mail.subject, mail.kind, mail.text, mail.html ?? null, status, error, status === 'sent' ? new Date() : null, key],
    );
    return (await this.findByIdempotencyKey(key))!;
  }

  async findByIdempotencyKey(key: string): Promise<OutboxEntry | null> {
    const rows = await this.orm.em.fork().execute<{ id: number }[]>('select id from outbox where idempotency_key = ?', [key]);
    return rows[0] ? this.findById(rows[0].id) : null;
  }

  async findById(id: number): Promise<OutboxEntry | null> {
    const row = await this.orm.em.fork().findOne(OutboxSchema, { id });
    return row ? toEntry(row) : null;
  }

  async list(query: OutboxQuery): Promise<{ items: OutboxEntry[]; total: number }> {
    const where: FilterQuery<OutboxRow> = {};
    if (query.ids) where.id = { $in: query.ids };
    if (query.q?.trim()) {
      const like = `%${escapeLike(query.q.trim())}%`;
      where.$or = [{ to: { $ilike: like } }, { subject: { $ilike: like } }];
    }
    const [rows, total] = await this.orm.em.fork().findAndCount(OutboxSchema, where, {
      orderBy: { [query.sort.field]: query.sort.order, id: 'DESC' },
      offset: query.offset,
      limit: query.limit,
    });
    return { items: rows.map(toEntry), total };
  }
}

import type { MikroORM } from '@mikro-orm/postgresql';
import type { ContactMessageQuery, ContactMessageRepository } from '../../application/ports/contact-message.repository.js';
import type { ContactFields, ContactMessage } from '../../domain/contact/contact-message.js';
import { escapeLike } from './mikro-orm-user.repository.js';

interface Row { id: number; name: string; email: string; phone: string; reason: string; created_at: Date }

const toMessage = (r: Row): ContactMessage => ({ id: r.id, name: r.name, email: r.email, phone: r.phone, reason: r.reason, createdAt: new Date(r.created_at) });
const SORT = { id: 'id', createdAt: 'created_at' } as const;

/** Contact-form messages in `contact_messages`. */
export class PostgresContactMessageRepository implements ContactMessageRepository {
  constructor(private readonly orm: MikroORM) {}

  async add(f: ContactFields): Promise<ContactMessage> {
    const rows = await this.orm.em.execute<Row[]>(
      'insert into contact_messages (name, email, phone, reason) values (?, ?, ?, ?) returning *',
      [f.name, f.email, f.phone, f.reason],
    );
    return toMessage(rows[0]!);
  }

  async findById(id: number): Promise<ContactMessage | null> {
    const rows = await this.orm.em.execute<Row[]>('select * from contact_messages where id = ?', [id]);
    return rows[0] ? toMessage(rows[0]) : null;
  }

  async delete(id: number): Promise<void> {
    await this.orm.em.execute('delete from contact_messages where id = ?', [id]);
  }

  async list(q: ContactMessageQuery): Promise<{ items: ContactMessage[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.ids) {
      where.push(`id in (${q.ids.map(() => '?').join(', ') || 'null'})`);
      params.push(...q.ids);
    }
    if (q.q?.trim()) {
      const like = `%${escapeLike(q.q.trim())}%`;
      where.push('(name ilike ? or email ilike ? or phone ilike ? or reason ilike ?)');
      params.push(like, like, like, like);
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const dir = q.sort.order === 'ASC' ? 'asc' : 'desc';
    const [{ total }] = await this.orm.em.execute<{ total: number }[]>(`select count(*)::int as total from contact_messages ${clause}`, params);
    const rows = await this.orm.em.execute<Row[]>(
      `select * from contact_messages ${clause} order by ${SORT[q.sort.field]} ${dir}, id ${dir} limit ? offset ?`,
      [...params, q.limit, q.offset],
    );
    return { items: rows.map(toMessage), total };
  }
}

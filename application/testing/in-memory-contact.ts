/**
 * Contact-form messages in memory, as postgres-contact-message.repository.ts keeps them: the time they
 * came, the back office's search over name, email, phone and message (case-insensitive), sorting with the
 * id as tie-break, and paging.
 */
import type { ContactFields, ContactMessage } from '../../domain/contact/contact-message.js';
import type { ContactMessageQuery, ContactMessageRepository } from '../ports/contact-message.repository.js';
import type { Clock } from '../ports/security.js';

export class InMemoryContactMessageRepository implements ContactMessageRepository {
  readonly rows = new Map<number, ContactMessage>();
  private nextId = 1;

  constructor(private readonly clock: Clock) {}

  async add(f: ContactFields) {
    const message: ContactMessage = { ...f, id: this.nextId++, createdAt: this.clock.now() };
    this.rows.set(message.id, message);
    return { ...message };
  }
  async findById(id: number) {
    const m = this.rows.get(id);
    return m ? { ...m } : null;
  }
  async delete(id: number) {
    this.rows.delete(id);
  }
  async list(q: ContactMessageQuery) {
    const needle = q.q?.trim().toLowerCase();
    const sign = q.sort.order === 'ASC' ? 1 : -1;
    const key = (m: ContactMessage) => (q.sort.field === 'id' ? m.id : +m.createdAt);
    const all = [...this.rows.values()]
      .filter((m) => !q.ids || q.ids.includes(m.id))
      .filter((m) => !needle || [m.name, m.email, m.phone, m.reason].some((v) => v.toLowerCase().includes(needle)))
      .sort((a, b) => sign * (key(a) - key(b) || a.id - b.id));
    return { items: all.slice(q.offset, q.offset + q.limit).map((m) => ({ ...m })), total: all.length };
  }
}

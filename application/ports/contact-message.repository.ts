import type { ContactFields, ContactMessage } from '../../domain/contact/contact-message.js';

export interface ContactMessageQuery {
  ids?: number[];
  /** Name, email, phone or message contains it. */
  q?: string;
  sort: { field: 'id' | 'createdAt'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

export interface ContactMessageRepository {
  add(fields: ContactFields): Promise<ContactMessage>;
  findById(id: number): Promise<ContactMessage | null>;
  list(query: ContactMessageQuery): Promise<{ items: ContactMessage[]; total: number }>;
  delete(id: number): Promise<void>;
}

import type { ContactMessageQuery, ContactMessageRepository } from '../../../application/ports/contact-message.repository.js';
import type { ContactMessage } from '../../../domain/contact/contact-message.js';
import { textFilter } from './filters.js';
import type { AdminResource } from './simple-rest.js';

/** Messages from the contact form: read and delete. */
export function contactMessagesResource(messages: ContactMessageRepository): AdminResource<ContactMessage, ContactMessageQuery['sort']['field']> {
  return {
    name: 'contact-messages',
    sortFields: ['id', 'createdAt'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    list: ({ filter, ids, sort, offset, limit }) => messages.list({ ids, q: textFilter(filter, 'q'), sort, offset, limit }),
    getOne: (id) => messages.findById(id),
    delete: (id) => messages.delete(id),
  };
}

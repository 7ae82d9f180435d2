import type { OutboxEntry, OutboxQuery, OutboxRepository } from '../../../application/ports/outbox.repository.js';
import type { AdminResource } from './simple-rest.js';

/** The mails the site wrote, read-only. */
export function outboxResource(outbox: OutboxRepository): AdminResource<OutboxEntry, OutboxQuery['sort']['field']> {
  return {
    name: 'outbox',
    sortFields: ['id', 'createdAt', 'to', 'kind', 'status'],
    defaultSort: { field: 'id', order: 'DESC' },
    list: ({ filter, ids, sort, offset, limit }) =>
      outbox.list({ q: typeof filter.q === 'string' ? filter.q : undefined, ids, sort, offset, limit }),
    getOne: (id) => outbox.findById(id),
  };
}

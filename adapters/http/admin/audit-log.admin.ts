import { AUDIT_ACTIONS, type AuditEntry, type AuditLog, type AuditQuery } from '../../../application/ports/audit-log.js';
import { idFilter, textFilter, choiceFilter } from './filters.js';
import type { AdminResource } from './simple-rest.js';

/** The audit trail of every change made in the back office, read-only. */
export function auditLogResource(log: AuditLog): AdminResource<AuditEntry, AuditQuery['sort']['field']> {
  return {
    name: 'audit-log',
    sortFields: ['id', 'createdAt'],
    defaultSort: { field: 'id', order: 'DESC' },
    list: ({ filter, ids, sort, offset, limit }) =>
      log.list({
        ids,
        q: textFilter(filter, 'q'),
        resource: textFilter(filter, 'resource'),
        actorId: idFilter(filter, 'actorId'),
        action: choiceFilter(filter, 'action', AUDIT_ACTIONS),
        sort,
        offset,
        limit,
      }),
    getOne: (id) => log.findById(id),
  };
}

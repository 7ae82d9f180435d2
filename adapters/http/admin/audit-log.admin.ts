import { AUDIT_ACTIONS, type AuditEntry, type AuditLog, type AuditQuery } from '../../../application/ports/audit-log.js';
import { auditEntryLabel } from '../../../domain/admin/audit-wording.js';
import { idFilter, textFilter, choiceFilter } from './filters.js';
import type { AdminResource } from './simple-rest.js';

/** An entry with what it did in words ("Cancelled", "Hidden", "Changed"): the console's Action column. */
type LabelledAuditEntry = AuditEntry & { label: string };
const labelled = (e: AuditEntry): LabelledAuditEntry => ({ ...e, label: auditEntryLabel(e) });

/** The audit trail of every change made in the back office, read-only. */
export function auditLogResource(log: AuditLog): AdminResource<LabelledAuditEntry, AuditQuery['sort']['field']> {
  return {
    name: 'audit-log',
    sortFields: ['id', 'createdAt'],
    defaultSort: { field: 'id', order: 'DESC' },
    list: async ({ filter, ids, sort, offset, limit }) => {
      const { items, total } = await log.list({
        ids,
        q: textFilter(filter, 'q'),
        resource: textFilter(filter, 'resource'),
        actorId: idFilter(filter, 'actorId'),
        action: choiceFilter(filter, 'action', AUDIT_ACTIONS),
        sort,
        offset,
        limit,
      });
      return { items: items.map(labelled), total };
    },
    getOne: async (id) => {
      const entry = await log.findById(id);
      return entry ? labelled(entry) : null;
    },
  };
}

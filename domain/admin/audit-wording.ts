/** The back office's audit actions, as GET /api/admin/audit-log answers them. */
export type AuditActionName = 'create' | 'update' | 'delete' | 'export';

export const AUDIT_ACTION_LABELS: Record<AuditActionName, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  export: 'Exported',
};

/** A state or status reached by an update, in words: "Cancelled" reads better than "Changed". */
const STATE_LABELS: Record<string, string> = {
  cancelled: 'Cancelled',
  approved: 'Approved',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  pending: 'Reopened',
  open: 'Reopened',
  hidden: 'Hidden',
  dismissed: 'Dismissed',
};

const field = (snapshot: unknown, key: string): unknown =>
  snapshot && typeof snapshot === 'object' ? (snapshot as Record<string, unknown>)[key] : undefined;

/**
 * What an audit entry did, in one or two words, for the back office's list and the API: an update that moved a
 * record's state says so by name (a booking "Cancelled", a report "Dismissed", a review "Hidden", a listing
 * "Disabled"); other updates stay "Changed". One rule for the server's answer and the console's column.
 */
export function auditEntryLabel(e: { action: string; before: unknown; after: unknown }): string {
  if (e.action === 'update') {
    for (const key of ['state', 'status']) {
      const [was, is] = [field(e.before, key), field(e.after, key)];
      if (typeof is === 'string' && was !== is) return STATE_LABELS[is] ?? `${is.charAt(0).toUpperCase()}${is.slice(1)}`;
    }
    const flags: [key: string, on: string, off: string][] = [['hidden', 'Hidden', 'Shown again'], ['isActive', 'Enabled', 'Disabled']];
    for (const [key, on, off] of flags) {
      const [was, is] = [field(e.before, key), field(e.after, key)];
      if (typeof is === 'boolean' && typeof was === 'boolean' && was !== is) return is ? on : off;
    }
  }
  return AUDIT_ACTION_LABELS[e.action as AuditActionName] ?? e.action;
}

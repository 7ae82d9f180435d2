import type { Identifier } from 'react-admin';
import { AUDIT_ACTION_LABELS, auditEntryLabel, type AuditActionName } from '../../../domain/admin/audit-wording';

export type AuditAction = AuditActionName;

/** One admin change, as GET /api/admin/audit-log answers it. */
export interface AuditEntry {
  id: Identifier;
  /** null once the admin's own account has been deleted; the username stays. */
  actorId: Identifier | null;
  actorUsername: string;
  action: AuditAction;
  /** The admin resource changed: users, shares, blog-posts... */
  resource: string;
  /** null for an export, which concerns no single record. */
  recordId: string | null;
  /** The record as it was (null for a create) and as it became (null for a delete). */
  before: unknown;
  after: unknown;
  createdAt: string;
}

export const ACTION_LABELS: Record<AuditAction, string> = AUDIT_ACTION_LABELS;

export const ACTION_CHOICES = (Object.keys(ACTION_LABELS) as AuditAction[]).map((id) => ({ id, name: ACTION_LABELS[id] }));

/** "Cancelled", "Hidden", "Disabled" for an update that moved a state; "Changed" for other updates. */
export const actionLabel = (e: Pick<AuditEntry, 'action' | 'before' | 'after'>): string => auditEntryLabel(e);

/** The resources whose changes are recorded, with the names the menu gives them. */
export const AUDITED_RESOURCES: { id: string; name: string }[] = [
  { id: 'users', name: 'Users' },
  { id: 'instructors', name: 'Professionals' },
  { id: 'shares', name: 'Shares' },
  { id: 'airports', name: 'Airports' },
  { id: 'blog-posts', name: 'Blog posts' },
  { id: 'blog-media', name: 'Blog images' },
  { id: 'contact-messages', name: 'Contact messages' },
  { id: 'promotion-codes', name: 'Promotion codes' },
  { id: 'bookings', name: 'Bookings' },
  { id: 'flights', name: 'Flights' },
  { id: 'payments', name: 'Payments' },
  { id: 'reviews', name: 'Reviews' },
  { id: 'reports', name: 'Reports' },
  { id: 'aircraft-claims', name: 'Aircraft claims' },
];

export const resourceLabel = (resource: string): string => AUDITED_RESOURCES.find((r) => r.id === resource)?.name ?? resource;

/** "Users #42"; "Blog images /media/blog/..." (an upload is known by its address); "Users" for an export. */
export const targetLabel = (e: Pick<AuditEntry, 'resource' | 'recordId'>): string => {
  if (!e.recordId) return resourceLabel(e.resource);
  return `${resourceLabel(e.resource)} ${/^\d+$/.test(e.recordId) ? '#' : ''}${e.recordId}`;
};

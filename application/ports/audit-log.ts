import type { AuditActionName } from '../../domain/admin/audit-wording.js';

/** The audit actions, as the back office's wire names them (domain/admin/audit-wording.ts). */
export type AuditAction = AuditActionName;
export const AUDIT_ACTIONS: readonly AuditAction[] = ['create', 'update', 'delete', 'export'];

/** Who did it: the admin's id and username (kept even after that account is deleted). */
export interface AuditActor {
  id: number;
  username: string;
}

export interface NewAuditEntry {
  actor: AuditActor;
  action: AuditAction;
  resource: string;
  recordId: string | null;
  /** JSON-serialisable snapshots; null when there is none (before a create, after a delete). */
  before: unknown;
  after: unknown;
}

export interface AuditEntry {
  id: number;
  actorId: number | null;
  actorUsername: string;
  action: AuditAction;
  resource: string;
  recordId: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

export interface AuditQuery {
  ids?: number[];
  /** Actor username, resource or record id contain it. */
  q?: string;
  resource?: string;
  actorId?: number;
  action?: AuditAction;
  sort: { field: 'id' | 'createdAt'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/** The admin audit trail: every change made in the back office, append-only. */
export interface AuditLog {
  record(entry: NewAuditEntry): Promise<void>;
  findById(id: number): Promise<AuditEntry | null>;
  list(query: AuditQuery): Promise<{ items: AuditEntry[]; total: number }>;
}

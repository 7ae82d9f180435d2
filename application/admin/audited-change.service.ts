import type { AuditAction, AuditActor, AuditLog } from '../ports/audit-log.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';

/** What a change answers to its caller, and what the audit trail keeps of it. */
export interface AuditedResult<T> {
  result: T;
  recordId: string | null;
  before: unknown;
  after: unknown;
}

/**
 * Every change made in the back office, with its audit entry (who, what, when, before and after). The
 * change and the entry are written in one transaction: when the entry cannot be written the change is
 * rolled back, so nothing changes without its entry. Files the change removes are removed after the commit
 * (UnitOfWork.afterCommit). Calls to outside services inside the change (ending a subscription at the
 * payment provider) cannot be rolled back; they run first and the database part follows. An update that
 * changed nothing (the record after reads as it did before: a form saved unchanged) writes no entry.
 */
export class AuditedChange {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly audit: AuditLog,
  ) {}

  execute<T>(actor: AuditActor, what: { action: Exclude<AuditAction, 'export'>; resource: string }, change: () => Promise<AuditedResult<T>>): Promise<T> {
    return this.unitOfWork.run(async () => {
      const done = await change();
      if (what.action === 'update' && sameRecord(done.before, done.after)) return done.result;
      await this.audit.record({ actor, ...what, recordId: done.recordId, before: done.before, after: done.after });
      return done.result;
    });
  }
}

/** Whether two snapshots of a record read the same (as the audit trail would store them: JSON). */
function sameRecord(before: unknown, after: unknown): boolean {
  return JSON.stringify(before) === JSON.stringify(after);
}

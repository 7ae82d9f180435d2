import { forbidden, invalidFields, notFound, validationFailed } from '../../domain/errors.js';
import { readReportDecision, REPORT_MESSAGES } from '../../domain/report/report-rules.js';
import type { User } from '../../domain/user/user.js';
import type { UpdateUserFlags } from '../admin/update-user-flags.service.js';
import { STAFF_ONLY } from '../admin/delete-user.service.js';
import type { AuditLog } from '../ports/audit-log.js';
import type { ReportRepository, StoredReport } from '../ports/report.repository.js';
import type { Clock } from '../ports/security.js';

/**
 * PUT /admin/reports/:id: staff hide the reported item (its hidden_at, or an answer's answer_hidden_at),
 * dismiss the report or open it again, and may disable the author's account. Run inside the back office's
 * audited change (one transaction with the report's audit entry); disabling the author is a change of the
 * users resource and gets its own entry, as the users screen's would.
 */
export class ModerateReport {
  constructor(
    private readonly reports: ReportRepository,
    private readonly updateUserFlags: UpdateUserFlags,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async execute(admin: User, id: number, input: { status?: unknown; disableAuthor?: unknown }): Promise<StoredReport> {
    if (!admin.isAdmin) throw forbidden(STAFF_ONLY);
    const read = readReportDecision(input);
    if (!read.ok) throw invalidFields(read.errors);
    const report = await this.reports.findById(id);
    if (!report) throw notFound(REPORT_MESSAGES.reportNotFound);
    const { status, disableAuthor } = read.decision;
    const now = this.clock.now();
    if (status === 'hidden') {
      await this.reports.setItemHidden(report.kind, report.itemId, now);
    } else if (report.status === 'hidden' && !(await this.reports.otherHidingReport(report.kind, report.itemId, report.id))) {
      await this.reports.setItemHidden(report.kind, report.itemId, null); // staff changed their mind: shown again
    }
    if (status !== report.status) await this.reports.setStatus(report.id, status, admin.id, now);
    if (disableAuthor) await this.disableAuthor(admin, report);
    return (await this.reports.findById(report.id))!;
  }

  private async disableAuthor(admin: User, report: StoredReport): Promise<void> {
    if (!report.author) throw validationFailed([REPORT_MESSAGES.noAuthor]);
    if (report.author.isDisabled) return;
    const after = await this.updateUserFlags.execute(admin, report.author.id, { isDisabled: true });
    await this.audit.record({
      actor: { id: admin.id, username: admin.username }, action: 'update', resource: 'users', recordId: String(after.id),
      before: { id: after.id, username: after.username, isDisabled: false }, after: { id: after.id, username: after.username, isDisabled: true },
    });
  }
}

import { invalidFields, notFound, validationFailed } from '../../domain/errors.js';
import { fieldErrors } from '../../domain/field-errors.js';
import { readReport, REPORT_MESSAGES, type ReportInput } from '../../domain/report/report-rules.js';
import type { ReportReceipt } from '../../domain/report/report-view.js';
import type { User } from '../../domain/user/user.js';
import type { ReportRepository } from '../ports/report.repository.js';
import type { Clock } from '../ports/security.js';

/**
 * POST /reports: a signed-in user reports a message, a review, a review's answer, a question or a question's
 * answer to staff, with a reason. Only what he can see (a message only as one of its conversation's two);
 * anything else is the 404 of a missing item. Once per item while his report is open (409).
 */
export class ReportItem {
  constructor(
    private readonly reports: ReportRepository,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, input: ReportInput): Promise<ReportReceipt> {
    const read = readReport(input);
    if (!read.ok) throw invalidFields(read.errors);
    const now = this.clock.now();
    const item = await this.reports.visibleItem(read.kind, read.itemId, user.id, now);
    if (!item) throw notFound(REPORT_MESSAGES.notFound);
    if (item.authorId === user.id) throw validationFailed([REPORT_MESSAGES.ownItem], REPORT_MESSAGES.ownItem, fieldErrors([['id', [REPORT_MESSAGES.ownItem]]]));
    const id = await this.reports.create({ kind: read.kind, itemId: read.itemId, reporterId: user.id, authorId: item.authorId, reason: read.reason, createdAt: now });
    return { id, status: 'open' };
  }
}

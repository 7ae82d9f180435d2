import type { ModerateReport } from '../../../application/reports/moderate-report.service.js';
import type { ReportRepository, StoredReport } from '../../../application/ports/report.repository.js';
import { REPORT_STATUSES } from '../../../domain/report/report-rules.js';
import { REPORT_KINDS, type AdminReportView } from '../../../domain/report/report-view.js';
import { requireAdmin } from '../session.js';
import { choiceFilter } from './filters.js';
import type { AdminResource } from './simple-rest.js';

/** Where staff look at the item: its listing's share link (reviews and questions), or nowhere (a private message). */
const linkOf = (r: StoredReport): string | null => (r.shareId !== null ? `/?share=${r.shareId}` : null);

export const toAdminReportView = (r: StoredReport): AdminReportView => ({
  id: r.id, kind: r.kind, itemId: r.itemId, text: r.text, reason: r.reason, reporter: r.reporter, author: r.author, link: linkOf(r),
  status: r.status, createdAt: r.createdAt.toISOString(), handledAt: r.handledAt?.toISOString() ?? null, handledBy: r.handledBy,
});

/**
 * Reports in the back office (issue 16): filter by status and kind; PUT { status, disableAuthor? } hides the
 * item, dismisses the report or opens it again, and may disable the author (audited, as every admin change).
 */
export function reportsResource(reports: ReportRepository, moderate: ModerateReport): AdminResource<AdminReportView, 'id' | 'createdAt'> {
  return {
    name: 'reports',
    sortFields: ['id', 'createdAt'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    async list({ filter, ids, sort, offset, limit }) {
      const { items, total } = await reports.list({
        ids, status: choiceFilter(filter, 'status', REPORT_STATUSES), kind: choiceFilter(filter, 'kind', REPORT_KINDS), sort, offset, limit,
      });
      return { items: items.map(toAdminReportView), total };
    },
    async getOne(id) {
      const report = await reports.findById(id);
      return report ? toAdminReportView(report) : null;
    },
    update: async (id, data, ctx) => toAdminReportView(await moderate.execute(requireAdmin(ctx), id, { status: data.status, disableAuthor: data.disableAuthor })),
  };
}

import type { AdminReportView, ReportKind, ReportStatus } from '../../domain/report/report-view.js';

/** A reported item as the reporter may see it: who wrote it (null when that account is gone). */
export interface ReportableItem {
  authorId: number | null;
}

export interface NewReport {
  kind: ReportKind;
  itemId: number;
  reporterId: number;
  authorId: number | null;
  reason: string;
  createdAt: Date;
}

/**
 * A report as staff read it (AdminReportView with dates as dates and, instead of the link, the listing the
 * item is about): the item's text as it stands (also when hidden), the people's names.
 */
export interface StoredReport extends Omit<AdminReportView, 'link' | 'createdAt' | 'handledAt'> {
  /** The listing the item is about, if any. */
  shareId: number | null;
  createdAt: Date;
  handledAt: Date | null;
}

export interface ReportListQuery {
  ids?: number[];
  status?: ReportStatus;
  kind?: ReportKind;
  sort: { field: 'id' | 'createdAt'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/**
 * Reports to staff, and hiding what they are about. The store holds "one open report per reporter and
 * item" itself (a second is a conflict DomainError, REPORT_MESSAGES.alreadyReported).
 */
export interface ReportRepository {
  /**
   * The item when this user may see it: a message only by the two members of its conversation; a review
   * (or its answer) once it is shown, or by its two sides; a question (or its answer) on a listing. A
   * hidden item, a hidden answer or an answer not written: null.
   */
  visibleItem(kind: ReportKind, itemId: number, userId: number, now: Date): Promise<ReportableItem | null>;
  create(report: NewReport): Promise<number>;
  findById(id: number): Promise<StoredReport | null>;
  list(query: ReportListQuery): Promise<{ items: StoredReport[]; total: number }>;
  /** Sets the report's status, and who handled it when. */
  setStatus(id: number, status: ReportStatus, handledBy: number, at: Date): Promise<void>;
  /** Hides the item (its hidden_at, or answer_hidden_at for an answer); `at` null shows it again. */
  setItemHidden(kind: ReportKind, itemId: number, at: Date | null): Promise<void>;
  /** Whether another report of the item than `exceptReportId` keeps it hidden. */
  otherHidingReport(kind: ReportKind, itemId: number, exceptReportId: number): Promise<boolean>;
}

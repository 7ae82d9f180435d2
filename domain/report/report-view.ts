/**
 * Reports (issue 16): any signed-in user may report a message he received, a review, a review's answer, a
 * question or a question's answer to staff, with a reason. Staff list reports in the back office and hide
 * the item, dismiss the report, and may disable the author's account.
 */

export type ReportKind = 'message' | 'review' | 'reviewAnswer' | 'question' | 'questionAnswer';
export const REPORT_KINDS: readonly ReportKind[] = ['message', 'review', 'reviewAnswer', 'question', 'questionAnswer'];
export type ReportStatus = 'open' | 'hidden' | 'dismissed';
export const REPORT_REASON_MAX_LENGTH = 1000;

/** POST /api/reports body: `{ kind, id, reason }` (id: the message, review or question). Answer 201: */
export interface ReportReceipt {
  id: number;
  status: ReportStatus;
}

/** A report as the back office lists it (GET /api/admin/reports, simple-rest). */
export interface AdminReportView {
  id: number;
  kind: ReportKind;
  itemId: number;
  /** The reported text as it stands (also when hidden). */
  text: string;
  reason: string;
  reporter: { id: number; name: string } | null;
  author: { id: number; name: string; isDisabled: boolean } | null;
  /** Where the item lives, for staff to look (a share link or a profile address), or null. */
  link: string | null;
  status: ReportStatus;
  createdAt: string;
  handledAt: string | null;
  handledBy: { id: number; name: string } | null;
}

import type { ReportKind, ReportStatus } from '../../../domain/report/report-view';

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  message: 'Message',
  review: 'Review',
  reviewAnswer: 'Answer to a review',
  question: 'Listing question',
  questionAnswer: 'Answer to a question',
};

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Open',
  hidden: 'Hidden',
  dismissed: 'Dismissed',
};

export const REPORT_STATUS_CHOICES = (Object.keys(REPORT_STATUS_LABELS) as ReportStatus[]).map((id) => ({ id, name: REPORT_STATUS_LABELS[id] }));

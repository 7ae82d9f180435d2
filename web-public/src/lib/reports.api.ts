import type { ReportKind, ReportReceipt } from '../../../domain/report/report-view';
import { apiRequest } from './api-client';

/** POST /api/reports (issue 16): a message, review, answer or question sent to staff with a reason. */
export const sendReport = (body: { kind: ReportKind; id: number; reason: string }) => apiRequest<ReportReceipt>('/reports', { method: 'POST', json: body });

import { fieldErrors, mergeFieldErrors, type FieldErrors } from '../field-errors.js';
import { readText, type TextRead } from '../text/read-text.js';
import { REPORT_KINDS, REPORT_REASON_MAX_LENGTH, type ReportKind, type ReportStatus } from './report-view.js';
import { usNumber } from '../text/us-format.js';

export const REPORT_STATUSES: readonly ReportStatus[] = ['open', 'hidden', 'dismissed'];

export const REPORT_MESSAGES = {
  kindInvalid: `Say what you are reporting: kind is one of ${REPORT_KINDS.join(', ')}.`,
  idInvalid: 'Say which item you are reporting: id is its number.',
  reasonRequired: 'Tell staff what is wrong with it.',
  reasonTooLong: `The reason is at most ${usNumber(REPORT_REASON_MAX_LENGTH)} characters.`,
  alreadyReported: 'You have already reported this; staff will look at it.',
  notFound: 'There is no such item to report.',
  ownItem: 'This is your own text: you cannot report it.',
  reportNotFound: 'This report does not exist.',
  statusInvalid: `status must be one of ${REPORT_STATUSES.join(', ')}.`,
  disableAuthorInvalid: 'disableAuthor must be true or false.',
  noAuthor: 'The author of this item no longer has an account.',
} as const;

export interface ReportInput {
  kind?: unknown;
  id?: unknown;
  reason?: unknown;
}

export type ReportRead = { ok: true; kind: ReportKind; itemId: number; reason: string } | { ok: false; errors: FieldErrors };

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= Number.MAX_SAFE_INTEGER;

/** Why an item is reported: trimmed, not empty, at most REPORT_REASON_MAX_LENGTH characters. */
export const readReportReason = (input: unknown): TextRead =>
  readText(input, 'reason', REPORT_REASON_MAX_LENGTH, { required: REPORT_MESSAGES.reasonRequired, tooLong: REPORT_MESSAGES.reasonTooLong });

/** POST /reports body, read: what is reported (kind and id) and why. */
export function readReport(input: ReportInput): ReportRead {
  const kindOk = typeof input.kind === 'string' && (REPORT_KINDS as readonly string[]).includes(input.kind);
  const reason = readReportReason(input.reason);
  const errors = mergeFieldErrors(
    fieldErrors([['kind', kindOk ? [] : [REPORT_MESSAGES.kindInvalid]], ['id', isId(input.id) ? [] : [REPORT_MESSAGES.idInvalid]]]),
    reason.ok ? {} : reason.errors,
  );
  if (Object.keys(errors).length || !reason.ok) return { ok: false, errors };
  return { ok: true, kind: input.kind as ReportKind, itemId: input.id as number, reason: reason.text };
}

export interface ReportDecision {
  status: ReportStatus;
  disableAuthor: boolean;
}

/** PUT /admin/reports/:id body, read: the report's new status, and whether the author's account is disabled. */
export function readReportDecision(input: { status?: unknown; disableAuthor?: unknown }): { ok: true; decision: ReportDecision } | { ok: false; errors: FieldErrors } {
  const statusOk = typeof input.status === 'string' && (REPORT_STATUSES as readonly string[]).includes(input.status);
  const disableOk = input.disableAuthor === undefined || input.disableAuthor === null || typeof input.disableAuthor === 'boolean';
  const errors = fieldErrors([['status', statusOk ? [] : [REPORT_MESSAGES.statusInvalid]], ['disableAuthor', disableOk ? [] : [REPORT_MESSAGES.disableAuthorInvalid]]]);
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, decision: { status: input.status as ReportStatus, disableAuthor: input.disableAuthor === true } };
}

/** Which column a decision to hide sets: the item's own `hidden_at`, or its answer's `answer_hidden_at`. */
export function hiddenColumnOf(kind: ReportKind): 'hidden_at' | 'answer_hidden_at' {
  return kind === 'reviewAnswer' || kind === 'questionAnswer' ? 'answer_hidden_at' : 'hidden_at';
}

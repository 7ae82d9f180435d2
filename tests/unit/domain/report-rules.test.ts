import { describe, expect, it } from 'vitest';
import { hiddenColumnOf, readReport, readReportDecision, REPORT_MESSAGES } from '../../../domain/report/report-rules.js';
import { REPORT_KINDS, REPORT_REASON_MAX_LENGTH } from '../../../domain/report/report-view.js';

describe('readReport', () => {
  it.each(REPORT_KINDS)('takes a report of a %s with its reason, trimmed', (kind) => {
    expect(readReport({ kind, id: 12, reason: '  Rude  ' })).toEqual({ ok: true, kind, itemId: 12, reason: 'Rude' });
  });

  it('names every wrong field', () => {
    expect(readReport({})).toEqual({
      ok: false,
      errors: { kind: [REPORT_MESSAGES.kindInvalid], id: [REPORT_MESSAGES.idInvalid], reason: [REPORT_MESSAGES.reasonRequired] },
    });
    expect(readReport({ kind: 'listing', id: '3', reason: 'x'.repeat(REPORT_REASON_MAX_LENGTH + 1) })).toEqual({
      ok: false,
      errors: { kind: [REPORT_MESSAGES.kindInvalid], id: [REPORT_MESSAGES.idInvalid], reason: [REPORT_MESSAGES.reasonTooLong] },
    });
    expect(readReport({ kind: 'message', id: -1, reason: 'Spam' }).ok).toBe(false);
    expect(readReport({ kind: 'message', id: 1, reason: 'x'.repeat(REPORT_REASON_MAX_LENGTH) }).ok).toBe(true);
  });
});

describe('readReportDecision', () => {
  it('takes a status and the optional disabling of the author', () => {
    expect(readReportDecision({ status: 'hidden', disableAuthor: true })).toEqual({ ok: true, decision: { status: 'hidden', disableAuthor: true } });
    expect(readReportDecision({ status: 'dismissed' })).toEqual({ ok: true, decision: { status: 'dismissed', disableAuthor: false } });
  });

  it('refuses anything else, per field', () => {
    expect(readReportDecision({ status: 'closed', disableAuthor: 'yes' })).toEqual({
      ok: false, errors: { status: [REPORT_MESSAGES.statusInvalid], disableAuthor: [REPORT_MESSAGES.disableAuthorInvalid] },
    });
  });
});

describe('hiddenColumnOf', () => {
  it('hides an answer on its own, anything else whole', () => {
    expect(hiddenColumnOf('reviewAnswer')).toBe('answer_hidden_at');
    expect(hiddenColumnOf('questionAnswer')).toBe('answer_hidden_at');
    expect(hiddenColumnOf('message')).toBe('hidden_at');
    expect(hiddenColumnOf('review')).toBe('hidden_at');
    expect(hiddenColumnOf('question')).toBe('hidden_at');
  });
});

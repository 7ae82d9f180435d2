import { useId, useState, type FormEvent } from 'react';
import { REPORT_REASON_MAX_LENGTH, type ReportKind } from '../../../../domain/report/report-view';
import { useModal } from '../../hooks/use-modal';
import { useSession } from '../../hooks/use-session';
import { NO_ERRORS, requestErrors, type FormErrors } from '../../lib/form-errors';
import { sendReport } from '../../lib/reports.api';
import { ErrorList } from '../form/error-list';
import { TextAreaField } from '../form/text-area-field';
import { Spinner } from '../spinner';
import './report-link.css';

const WHAT: Record<ReportKind, string> = {
  message: 'message',
  review: 'review',
  reviewAnswer: 'answer',
  question: 'question',
  questionAnswer: 'answer',
};

/**
 * "Report" under a message, review, answer or question: asks why, sends it to staff (POST /api/reports) and
 * says what happens next. A visitor is asked to sign in.
 */
export function ReportLink({ kind, id }: { kind: ReportKind; id: number }) {
  const { user } = useSession();
  const { openModal } = useModal();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [sent, setSent] = useState(false);
  const formId = useId();
  const what = WHAT[kind];

  if (sent) {
    return (
      <p className="report-sent" role="status">
        Thank you: staff will look at this {what} and hide it if it breaks the rules.
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const text = reason.trim();
    if (!text) return setErrors({ fields: { reason: ['Say what is wrong with it.'] }, general: [] });
    if (text.length > REPORT_REASON_MAX_LENGTH) return setErrors({ fields: { reason: [`Keep it under ${REPORT_REASON_MAX_LENGTH} characters.`] }, general: [] });
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await sendReport({ kind, id, reason: text });
      setSent(true);
    } catch (error) {
      setErrors(requestErrors(error, ['reason']));
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <button
        type="button"
        className="button-link report-toggle"
        aria-expanded={false}
        aria-controls={formId}
        onClick={() => (user ? setOpen(true) : openModal('login'))}
      >
        Report this {what}
      </button>
    );
  }
  return (
    <form id={formId} className="report-form" onSubmit={(e) => void submit(e)} noValidate aria-label={`Report this ${what}`}>
      <TextAreaField label="Why should staff look at it?" value={reason} onChange={setReason} rows={2} required errors={errors.fields.reason} data-autofocus />
      <ErrorList errors={errors.general} />
      <div className="report-actions">
        <button type="submit" className="button button-danger button-small" disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Send report
        </button>
        <button type="button" className="button button-secondary button-small" onClick={() => setOpen(false)} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

import { useId, useState } from 'react';
import { readReportReason } from '../../../../domain/report/report-rules';
import type { ReportKind } from '../../../../domain/report/report-view';
import { useAskToSignUp } from '../../hooks/use-ask-to-sign-up';
import { useSession } from '../../hooks/use-session';
import { sendReport } from '../../lib/reports.api';
import { signupReasons } from '../../lib/signup-reasons';
import { TextPostForm } from '../form/text-post-form';
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
 * says what happens next. A visitor is asked to sign up, with that reason, and comes back here.
 */
export function ReportLink({ kind, id }: { kind: ReportKind; id: number }) {
  const { user } = useSession();
  const askToSignUp = useAskToSignUp();
  const [open, setOpen] = useState(false);
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

  if (!open) {
    return (
      <button
        type="button"
        className="button-link report-toggle"
        aria-expanded={false}
        aria-controls={formId}
        onClick={() => (user ? setOpen(true) : askToSignUp(signupReasons.report(what)))}
      >
        Report this {what}
      </button>
    );
  }
  return (
    <TextPostForm
      id={formId}
      className="report-form"
      name={`Report this ${what}`}
      label="Why should staff look at it?"
      read={readReportReason}
      field="reason"
      send={async (reason) => {
        await sendReport({ kind, id, reason });
        setSent(true);
      }}
      submitLabel="Send report"
      tone="danger"
      rows={2}
      onCancel={() => setOpen(false)}
      autoFocus
    />
  );
}

import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { messagesOf, type FieldErrors } from '../../../../../domain/field-errors';
import { ErrorList } from '../../../components/form/error-list';
import { Spinner } from '../../../components/spinner';
import { useRevealInvalid } from '../../../hooks/use-reveal-invalid';
import { placeErrors } from '../../../lib/form-errors';
import { neighbours, WIZARD_STEPS, type WizardStepPath } from '../utils/wizard-steps';

interface WizardStepProps {
  path: WizardStepPath;
  /** A short line under the heading. */
  lead?: ReactNode;
  /** The step's fields, given the messages to show beside each (by payload field name), and all the step found. */
  children: (errors: FieldErrors, found: FieldErrors) => ReactNode;
  /** Checks the step by field; any message blocks Next. */
  validate: () => FieldErrors;
  /** Asked once the step is valid: false holds Next (a question to answer first, shown by the step). */
  mayProceed?: () => boolean;
  /** The fields the step shows; messages of other fields join the list above the buttons. */
  shown?: readonly string[];
  /** Messages of a failed submit (the server's), shown in the list above the buttons. */
  serverErrors?: readonly string[];
  /** A new value after each failed submit: the view goes to its messages. */
  serverAttempt?: number;
  /** The last step submits instead of going on. */
  onSubmit?: () => void;
  busy?: boolean;
  submitLabel?: string;
}

/** One step of the wizard: the progress list, the heading, the step's fields, its messages and buttons. */
export function WizardStep({ path, lead, children, validate, mayProceed, shown = [], serverErrors = [], serverAttempt = 0, onSubmit, busy, submitLabel = 'Submit' }: WizardStepProps) {
  const navigate = useNavigate();
  const { ref: formRef, reveal } = useRevealInvalid();
  // After a first Next the messages follow the fields as they are corrected.
  const [attempted, setAttempted] = useState(false);
  const found = attempted ? validate() : {};
  const errors = placeErrors(found, shown);
  useEffect(() => {
    if (serverAttempt) reveal();
  }, [serverAttempt, reveal]);
  const headingId = useId();
  const index = WIZARD_STEPS.findIndex((s) => s.path === path);
  const step = WIZARD_STEPS[index];
  const { previous, next } = neighbours(path);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    if (messagesOf(validate()).length || (mayProceed && !mayProceed())) {
      reveal();
      return;
    }
    if (onSubmit) onSubmit();
    else if (next) navigate(next);
  };

  return (
    <section className="wizard-step" aria-labelledby={headingId}>
      <nav aria-label="Listing steps">
        <ol className="wizard-progress">
          {WIZARD_STEPS.map((s, i) => (
            <li key={s.path} className={i < index ? 'done' : i === index ? 'current' : undefined} aria-current={i === index ? 'step' : undefined}>
              <span className="wizard-progress-number" aria-hidden="true">
                {i + 1}
              </span>
              {i < index ? <Link to={s.path}>{s.title}</Link> : <span>{s.title}</span>}
            </li>
          ))}
        </ol>
      </nav>
      <h1 id={headingId} className="wizard-title">
        {step.title}
        {'optional' in step && step.optional && <span className="wizard-optional"> (optional)</span>}
      </h1>
      {lead && <div className="wizard-lead">{lead}</div>}
      <form ref={formRef} className="wizard-card" onSubmit={submit} noValidate data-wizard-form>
        {children(errors.fields, found)}
        <ErrorList errors={[...errors.general, ...serverErrors]} className="wizard-errors" />
        <div className="wizard-actions">
          <button type="button" className="button button-secondary" onClick={() => navigate(previous)} disabled={busy}>
            <span aria-hidden="true">←</span> Previous
          </button>
          <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
            {busy && <Spinner />}
            {onSubmit ? submitLabel : 'Next'} {!onSubmit && <span aria-hidden="true">→</span>}
          </button>
        </div>
      </form>
    </section>
  );
}

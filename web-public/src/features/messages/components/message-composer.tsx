import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../../components/form/error-list';
import { TextAreaField } from '../../../components/form/text-area-field';
import { Spinner } from '../../../components/spinner';
import { NO_ERRORS, requestErrors, type FormErrors } from '../../../lib/form-errors';
import { messageTextErrors } from '../utils/message-text';

interface MessageComposerProps {
  label: string;
  /** Sends the trimmed text; a failure is shown beside the field or above the button. */
  onSend: (text: string) => Promise<void>;
  submitLabel?: string;
}

/** A plain-text message box and its Send button, with the refusal beside the field. */
export function MessageComposer({ label, onSend, submitLabel = 'Send' }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const own = messageTextErrors(text);
    if (own.length) {
      setErrors({ fields: { text: own }, general: [] });
      return;
    }
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await onSend(text.trim());
      setText('');
    } catch (error) {
      setErrors(requestErrors(error, ['text']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="message-composer" onSubmit={(e) => void submit(e)} noValidate>
      <TextAreaField label={label} value={text} onChange={setText} rows={3} errors={errors.fields.text} />
      <ErrorList errors={errors.general} />
      <div className="message-action-row">
        <button type="submit" className="button button-primary button-small" disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          {submitLabel}
        </button>
        <span className="message-hint">Plain text: links show as text, never as live links.</span>
      </div>
    </form>
  );
}

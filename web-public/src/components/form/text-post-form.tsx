import { useState, type ReactNode } from 'react';
import type { TextRead } from '../../../../domain/text/read-text';
import { Spinner } from '../spinner';
import { ErrorList } from './error-list';
import { TextAreaField } from './text-area-field';
import { useCheckedSubmit } from './use-checked-submit';
import './text-post-form.css';

interface TextPostFormProps {
  /** The form's accessible name ("Ask a question"), when it differs from the box's label. */
  name?: string;
  /** The text box's label. */
  label: string;
  /** The domain's reader of the text (the server's rule and message): checked before asking. */
  read: (text: string) => TextRead;
  /** The payload name of the text (where the reader and the server put its messages); default `text`. */
  field?: string;
  /** Sends the trimmed text; a refusal is shown beside the field, or above the buttons. */
  send: (text: string) => Promise<void>;
  submitLabel: string;
  /** Shows Cancel, which calls it. */
  onCancel?: () => void;
  /** A short note beside the buttons. */
  hint?: ReactNode;
  rows?: number;
  /** The submit button's look: `danger` for a report. */
  tone?: 'primary' | 'danger';
  className?: string;
  id?: string;
  /** Moves the focus into the box when the form opens (a form opened by a button). */
  autoFocus?: boolean;
}

/**
 * One plain text posted with a button: a question, an answer, a message, a report's reason. The box keeps
 * the text until the post succeeds; a refusal, the browser's own or the server's, marks the box.
 */
export function TextPostForm({ name, label, read, field = 'text', send, submitLabel, onCancel, hint, rows = 3, tone = 'primary', className, id, autoFocus }: TextPostFormProps) {
  const [text, setText] = useState('');
  const { busy, errors, submit } = useCheckedSubmit(
    () => read(text),
    async (checked) => {
      await send(checked.text);
      setText('');
    },
    [field],
  );

  return (
    <form id={id} className={['text-post-form', className].filter(Boolean).join(' ')} onSubmit={(e) => void submit(e)} noValidate aria-label={name}>
      <TextAreaField label={label} value={text} onChange={setText} rows={rows} required errors={errors.fields[field]} autoFocus={autoFocus} data-autofocus={autoFocus || undefined} />
      <ErrorList errors={errors.general} />
      <div className="text-post-actions">
        <button type="submit" className={`button ${tone === 'danger' ? 'button-danger' : 'button-primary'} button-small`} disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button-secondary button-small" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
        {hint && <span className="text-post-hint">{hint}</span>}
      </div>
    </form>
  );
}

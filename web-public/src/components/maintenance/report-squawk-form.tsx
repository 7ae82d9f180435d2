import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SQUAWK_PHOTOS_MAX, SQUAWK_SEVERITIES, type SquawkSeverity } from '../../../../domain/maintenance/maintenance';
import { readSquawkInput } from '../../../../domain/maintenance/maintenance-input';
import type { SquawkView } from '../../../../domain/maintenance/maintenance-view';
import { useRevealInvalid } from '../../hooks/use-reveal-invalid';
import { NO_ERRORS, placeErrors, requestErrors, type FormErrors } from '../../lib/form-errors';
import { reportSquawk } from '../../lib/maintenance.api';
import { ErrorList } from '../form/error-list';
import { describedBy, FieldErrorText, fieldClass } from '../form/field-error-text';
import { SelectField } from '../form/select-field';
import { TextAreaField } from '../form/text-area-field';
import { Spinner } from '../spinner';

export const SQUAWK_SEVERITY_CHOICES: Record<SquawkSeverity, string> = {
  info: 'Info: for the record',
  deferred: 'Deferred: can wait, fly with care',
  grounding: 'Grounding: not safe to fly',
};

const FIELDS = ['text', 'severity', 'photos'];

export const TOO_MANY_PHOTOS = `Choose at most ${SQUAWK_PHOTOS_MAX} photos.`;

interface Props {
  shareId: number;
  /** The form's heading ("Report a squawk"), at the level that follows the page's (h4 by default). */
  heading: string;
  level?: 3 | 4;
  onReported: (squawk: SquawkView) => void;
  onCancel?: () => void;
}

/**
 * A squawk (issue 38, point 3): what is wrong, how bad, and up to four photos. The server's own rules
 * (readSquawkInput) run first, so a missing text is said beside its field without a round trip.
 */
export function ReportSquawkForm({ shareId, heading, level = 4, onReported, onCancel }: Props) {
  const Heading = level === 3 ? 'h3' : 'h4';
  const headingId = useId();
  const photosId = useId();
  const [text, setText] = useState('');
  const [severity, setSeverity] = useState<SquawkSeverity>('info');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const { ref, reveal } = useRevealInvalid();
  const fileInput = useRef<HTMLInputElement>(null);
  const f = errors.fields;
  // The form opens where the button was: the keyboard goes on to its first field.
  useEffect(() => ref.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus(), [ref]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = { text, severity };
    const read = readSquawkInput(body);
    const found = read.ok ? {} : { ...read.errors };
    if (photos.length > SQUAWK_PHOTOS_MAX) found.photos = [TOO_MANY_PHOTOS];
    if (Object.keys(found).length) {
      setErrors(placeErrors(found, FIELDS));
      reveal();
      return;
    }
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      const squawk = await reportSquawk(shareId, body, photos);
      setText('');
      setSeverity('info');
      setPhotos([]);
      if (fileInput.current) fileInput.current.value = '';
      onReported(squawk);
    } catch (error) {
      setErrors(requestErrors(error, FIELDS));
      reveal();
    } finally {
      setBusy(false);
    }
  };

  const photosInvalid = Boolean(f.photos?.length);
  return (
    <form ref={ref} className="maintenance-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      <TextAreaField label="What is wrong?" value={text} onChange={setText} rows={3} required errors={f.text} maxLength={600} />
      <SelectField label="Severity" value={severity} onChange={(v) => setSeverity(v as SquawkSeverity)} errors={f.severity}>
        {SQUAWK_SEVERITIES.map((s) => (
          <option key={s} value={s}>
            {SQUAWK_SEVERITY_CHOICES[s]}
          </option>
        ))}
      </SelectField>
      {severity === 'grounding' && (
        <p className="maintenance-alert" role="alert">
          A grounding squawk grounds the aircraft at once: it takes no bookings until the owner answers it.
        </p>
      )}
      <div className={fieldClass('field-photo', f.photos)}>
        <label htmlFor={photosId}>Photos (optional, up to {SQUAWK_PHOTOS_MAX})</label>
        <input
          ref={fileInput}
          id={photosId}
          type="file"
          accept="image/*"
          multiple
          aria-invalid={photosInvalid || undefined}
          aria-describedby={describedBy(photos.length > 0 && `${photosId}-chosen`, photosInvalid && `${photosId}-error`)}
          onChange={(event) => setPhotos(Array.from(event.target.files ?? []))}
        />
        {photos.length > 0 && (
          <p id={`${photosId}-chosen`} className="field-hint field-photo-chosen">
            Chosen: {photos.map((p) => p.name).join(', ')}
          </p>
        )}
        <FieldErrorText id={`${photosId}-error`} errors={f.photos} />
      </div>
      <ErrorList errors={errors.general} />
      <div className="share-action-row">
        <button type="submit" className="button button-primary button-small" disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Report the squawk
        </button>
        {onCancel && (
          <button type="button" className="button button-secondary button-small" onClick={onCancel} disabled={busy}>
            Not now
          </button>
        )}
      </div>
    </form>
  );
}

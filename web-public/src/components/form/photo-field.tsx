import { useId, useRef } from 'react';
import { describedBy, FieldErrorText, fieldClass } from './field-error-text';

interface PhotoFieldProps {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  hint?: string;
  errors?: readonly string[];
}

/**
 * An optional photo taken on the spot (a meter, the fuel gauges, a receipt): a phone opens its rear
 * camera, a computer the file picker. The chosen file's name shows under it, with a button to take it off.
 */
export function PhotoField({ label, file, onChange, hint, errors }: PhotoFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const invalid = Boolean(errors?.length);
  return (
    <div className={fieldClass('field-photo', errors)}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, file && `${id}-chosen`, invalid && `${id}-error`)}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {file && (
        <p id={`${id}-chosen`} className="field-hint field-photo-chosen">
          <span>Chosen: {file.name}</span>{' '}
          <button type="button" className="button-link" onClick={() => {
              if (input.current) input.current.value = '';
              onChange(null);
            }} aria-label={`Remove the photo (${label})`}>
            Remove
          </button>
        </p>
      )}
      <FieldErrorText id={`${id}-error`} errors={errors} />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

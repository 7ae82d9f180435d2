import { useId, type InputHTMLAttributes } from 'react';
import { describedBy, FieldErrorText, fieldClass } from './field-error-text';
import { RequiredMark } from './required-mark';
import { useShownErrors } from './use-shown-errors';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'required'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** Marks the label with an asterisk; the form's own rules say what is missing. */
  required?: boolean;
  /** The field's messages of a refused submit: shown under it, and the field marked invalid. */
  errors?: readonly string[];
}

/** A labelled input; the label names it for assistive tech and for getByLabel in tests. */
export function TextField({ label, value, onChange, hint, className, required, errors: given, ...input }: TextFieldProps) {
  const errors = useShownErrors(given, value);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={fieldClass(className, errors)}>
      <label htmlFor={id}>
        <span id={`${id}-label`}>{label}</span>
        {required && <RequiredMark />}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy(hint && hintId, invalid && errorId)}
        aria-labelledby={required ? `${id}-label` : undefined}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        {...input}
      />
      <FieldErrorText id={errorId} errors={errors} />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

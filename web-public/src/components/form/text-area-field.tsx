import { useId, type TextareaHTMLAttributes } from 'react';
import { describedBy, FieldErrorText, fieldClass } from './field-error-text';
import { RequiredMark } from './required-mark';
import { useShownErrors } from './use-shown-errors';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'required'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Marks the label with an asterisk; the form's own rules say what is missing. */
  required?: boolean;
  /** The field's messages of a refused submit. */
  errors?: readonly string[];
}

export function TextAreaField({ label, value, onChange, className, rows = 4, required, errors: given, ...textarea }: TextAreaFieldProps) {
  const errors = useShownErrors(given, value);
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={fieldClass(className, errors)}>
      <label htmlFor={id}>
        <span id={`${id}-label`}>{label}</span>
        {required && <RequiredMark />}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-labelledby={required ? `${id}-label` : undefined}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(invalid && errorId)}
        {...textarea}
      />
      <FieldErrorText id={errorId} errors={errors} />
    </div>
  );
}

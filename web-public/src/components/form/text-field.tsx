import { useId, type InputHTMLAttributes } from 'react';
import { RequiredMark } from './required-mark';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'required'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** Marks the label with an asterisk; the form's own rules say what is missing. */
  required?: boolean;
}

/** A labelled input; the label names it for assistive tech and for getByLabel in tests. */
export function TextField({ label, value, onChange, hint, className, required, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        <span id={`${id}-label`}>{label}</span>
        {required && <RequiredMark />}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? hintId : undefined}
        aria-labelledby={required ? `${id}-label` : undefined}
        aria-required={required || undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

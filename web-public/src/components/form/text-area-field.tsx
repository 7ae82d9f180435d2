import { useId, type TextareaHTMLAttributes } from 'react';
import { RequiredMark } from './required-mark';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'required'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Marks the label with an asterisk; the form's own rules say what is missing. */
  required?: boolean;
}

export function TextAreaField({ label, value, onChange, className, rows = 4, required, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
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
        {...textarea}
      />
    </div>
  );
}

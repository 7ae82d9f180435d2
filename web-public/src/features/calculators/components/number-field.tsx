import { useId } from 'react';
import { RequiredMark } from '../../../components/form/required-mark';

interface NumberFieldProps {
  label: string;
  /** The form's text; null when the browser could not read what was typed (letters or commas in a number input). */
  value: string | null;
  onChange: (value: string | null) => void;
  step: string;
  hint?: string;
  placeholder?: string;
  error?: string;
  required?: boolean;
  name?: string;
}

/**
 * A labelled number input (spec 5: numeric, with the calculator's step). A number input reports ""
 * for text it cannot read, so that case is passed on as null and the rules can say "without commas".
 */
export function NumberField({ label, value, onChange, step, hint, placeholder, error, required, name }: NumberFieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field calc-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        <span id={`${id}-label`}>{label}</span>
        {required && <RequiredMark />}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        step={step}
        placeholder={placeholder}
        value={value ?? ''}
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.validity.badInput ? null : event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

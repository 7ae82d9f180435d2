import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldErrorText, fieldClass } from './field-error-text';
import { useShownErrors } from './use-shown-errors';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  /** The field's messages of a refused submit. */
  errors?: readonly string[];
}

/** A labelled select (listing type, share offered, flight hours). */
export function SelectField({ label, value, onChange, children, className, errors: given, ...select }: SelectFieldProps) {
  const errors = useShownErrors(given, value);
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={fieldClass(className, errors)}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(invalid && errorId)}
        {...select}
      >
        {children}
      </select>
      <FieldErrorText id={errorId} errors={errors} />
    </div>
  );
}

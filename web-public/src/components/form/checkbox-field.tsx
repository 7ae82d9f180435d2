import { useId } from 'react';
import { describedBy, FieldErrorText, fieldClass } from './field-error-text';
import { useShownErrors } from './use-shown-errors';

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What the choice means, under it. */
  hint?: string;
  errors?: readonly string[];
}

/** One yes-or-no choice as a checkbox, its hint and its messages beside it. */
export function CheckboxField({ label, checked, onChange, hint, errors: given }: CheckboxFieldProps) {
  const errors = useShownErrors(given, checked);
  const id = useId();
  const invalid = Boolean(errors?.length);
  return (
    <div className={fieldClass('field-checkbox', errors)}>
      <label htmlFor={id} className="field-checkbox-label">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(hint && `${id}-hint`, invalid && `${id}-error`)}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldErrorText id={`${id}-error`} errors={errors} />
    </div>
  );
}

import { useId } from 'react';
import { describedBy, FieldErrorText, fieldClass } from './field-error-text';
import { useShownErrors } from './use-shown-errors';

interface YesNoFieldProps {
  legend: string;
  value: boolean;
  onChange: (value: boolean) => void;
  /** The question's messages of a refused submit. */
  errors?: readonly string[];
}

/** A Yes / No radio pair in a fieldset whose legend asks the question. */
export function YesNoField({ legend, value, onChange, errors: given }: YesNoFieldProps) {
  const errors = useShownErrors(given, value);
  const name = useId();
  const errorId = `${name}-error`;
  const invalid = Boolean(errors?.length);
  const marks = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy(invalid && errorId) };
  return (
    <fieldset className={fieldClass('yes-no', errors)}>
      <legend>{legend}</legend>
      <div className="choice-row">
        <label className="choice">
          <input type="radio" name={name} checked={value} onChange={() => onChange(true)} {...marks} />
          Yes
        </label>
        <label className="choice">
          <input type="radio" name={name} checked={!value} onChange={() => onChange(false)} {...marks} />
          No
        </label>
      </div>
      <FieldErrorText id={errorId} errors={errors} />
    </fieldset>
  );
}

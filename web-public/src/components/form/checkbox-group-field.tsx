import { useId } from 'react';
import { describedBy, FieldErrorText, fieldClass } from './field-error-text';
import { RequiredMark } from './required-mark';
import { useShownErrors } from './use-shown-errors';

interface CheckboxGroupFieldProps {
  legend: string;
  options: readonly string[];
  /** The options ticked, in the order they were ticked. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The words shown for an option, when they are not the option itself (a code). */
  labelOf?: (option: string) => string;
  /** Marks the legend with an asterisk; the form's own rules say what is missing. */
  required?: boolean;
  /** The group's messages of a refused submit; each box is marked invalid and described by them. */
  errors?: readonly string[];
}

/** A grid of checkboxes in a fieldset (tags, specialties, credentials): ticking adds the option, unticking removes it. */
export function CheckboxGroupField({ legend, options, value, onChange, labelOf, required, errors: given }: CheckboxGroupFieldProps) {
  const errors = useShownErrors(given, value);
  const errorId = `${useId()}-error`;
  const invalid = Boolean(errors?.length);
  const toggle = (option: string, checked: boolean) => onChange(checked ? [...value, option] : value.filter((o) => o !== option));
  return (
    <fieldset className={fieldClass(undefined, errors)}>
      <legend>
        {legend}
        {required && <RequiredMark />}
      </legend>
      <FieldErrorText id={errorId} errors={errors} />
      <div className="choice-grid">
        {options.map((option) => (
          <label key={option} className="choice">
            <input
              type="checkbox"
              checked={value.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy(invalid && errorId)}
            />
            {labelOf ? labelOf(option) : option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

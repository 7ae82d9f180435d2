import { useId } from 'react';
import { describedBy, FieldErrorText, fieldClass } from '../form/field-error-text';
import { useShownErrors } from '../form/use-shown-errors';

const NAMES = ['1 star: poor', '2 stars: below expectations', '3 stars: fine', '4 stars: good', '5 stars: excellent'];

/** 1 to 5 stars as a real radio group (arrow keys move, each star named), its message beside it. */
export function StarPicker({ value, onChange, errors: given }: { value: number | null; onChange: (stars: number) => void; errors?: readonly string[] }) {
  const errors = useShownErrors(given, value);
  const id = useId();
  const invalid = Boolean(errors?.length);
  return (
    <fieldset className={fieldClass('star-picker', errors)} aria-describedby={describedBy(invalid && `${id}-error`)}>
      <legend>Stars</legend>
      <div className="star-options">
        {NAMES.map((name, i) => (
          <label key={name} className={`star-option${value !== null && i < value ? ' lit' : ''}`} title={name}>
            <input type="radio" name={id} value={i + 1} checked={value === i + 1} onChange={() => onChange(i + 1)} aria-label={name} aria-invalid={invalid || undefined} />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
      <FieldErrorText id={`${id}-error`} errors={errors} />
    </fieldset>
  );
}

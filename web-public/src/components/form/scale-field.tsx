import { useId } from 'react';
import { describedBy, FieldErrorText, fieldClass } from './field-error-text';
import { useShownErrors } from './use-shown-errors';

interface ScaleFieldProps {
  legend: string;
  /** The chosen point (1 to 5), or null when none is chosen yet. */
  value: number | null;
  onChange: (value: number) => void;
  /** The words of each point, lowest first (five of them). */
  labels: readonly string[];
  hint?: string;
  errors?: readonly string[];
}

/** A five-point scale as a radio group in a fieldset, each point with its words (arrow keys move along it). */
export function ScaleField({ legend, value, onChange, labels, hint, errors: given }: ScaleFieldProps) {
  const errors = useShownErrors(given, value);
  const name = useId();
  const invalid = Boolean(errors?.length);
  return (
    <fieldset className={fieldClass('scale-field', errors)}>
      <legend>{legend}</legend>
      <FieldErrorText id={`${name}-error`} errors={errors} />
      <div className="scale-choices">
        {labels.map((label, i) => (
          <label key={label} className="choice scale-choice">
            <input
              type="radio"
              name={name}
              value={i + 1}
              checked={value === i + 1}
              onChange={() => onChange(i + 1)}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy(hint && `${name}-hint`, invalid && `${name}-error`)}
            />
            <span>
              <span className="scale-point">{i + 1}</span> {label}
            </span>
          </label>
        ))}
      </div>
      {hint && (
        <p id={`${name}-hint`} className="field-hint">
          {hint}
        </p>
      )}
    </fieldset>
  );
}

interface ChoiceFieldProps<T extends string> {
  legend: string;
  value: T | '';
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
  errors?: readonly string[];
}

/** One choice among a few, as radio buttons in a fieldset. */
export function ChoiceField<T extends string>({ legend, value, options, labels, onChange, errors: given }: ChoiceFieldProps<T>) {
  const errors = useShownErrors(given, value);
  const name = useId();
  const invalid = Boolean(errors?.length);
  return (
    <fieldset className={fieldClass('choice-field', errors)}>
      <legend>{legend}</legend>
      <FieldErrorText id={`${name}-error`} errors={errors} />
      <div className="choice-grid">
        {options.map((option) => (
          <label key={option} className="choice">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy(invalid && `${name}-error`)}
            />
            {labels[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

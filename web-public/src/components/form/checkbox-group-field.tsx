import { RequiredMark } from './required-mark';

interface CheckboxGroupFieldProps {
  legend: string;
  options: readonly string[];
  /** The options ticked, in the order they were ticked. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Marks the legend with an asterisk; the form's own rules say what is missing. */
  required?: boolean;
}

/** A grid of checkboxes in a fieldset (tags, specialties, credentials): ticking adds the option, unticking removes it. */
export function CheckboxGroupField({ legend, options, value, onChange, required }: CheckboxGroupFieldProps) {
  const toggle = (option: string, checked: boolean) => onChange(checked ? [...value, option] : value.filter((o) => o !== option));
  return (
    <fieldset className="field">
      <legend>
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className="choice-grid">
        {options.map((option) => (
          <label key={option} className="choice">
            <input type="checkbox" checked={value.includes(option)} onChange={(event) => toggle(option, event.target.checked)} />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

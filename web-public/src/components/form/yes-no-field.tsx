import { useId } from 'react';

interface YesNoFieldProps {
  legend: string;
  value: boolean;
  onChange: (value: boolean) => void;
}

/** A Yes / No radio pair in a fieldset whose legend asks the question. */
export function YesNoField({ legend, value, onChange }: YesNoFieldProps) {
  const name = useId();
  return (
    <fieldset className="field yes-no">
      <legend>{legend}</legend>
      <div className="choice-row">
        <label className="choice">
          <input type="radio" name={name} checked={value} onChange={() => onChange(true)} />
          Yes
        </label>
        <label className="choice">
          <input type="radio" name={name} checked={!value} onChange={() => onChange(false)} />
          No
        </label>
      </div>
    </fieldset>
  );
}

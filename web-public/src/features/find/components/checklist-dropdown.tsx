import { useEffect, useId, useRef, useState } from 'react';

interface ChecklistDropdownProps<T extends string> {
  label: string;
  options: readonly T[];
  selected: T[];
  onChange: (selected: T[]) => void;
}

/** A button that opens a list of checkboxes (Plane Categories, Professional Specialties); none ticked means all. */
export function ChecklistDropdown<T extends string>({ label, options, selected, onChange }: ChecklistDropdownProps<T>) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => !root.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const toggle = (option: T) =>
    onChange(selected.includes(option) ? selected.filter((s) => s !== option) : options.filter((o) => o === option || selected.includes(o)));

  return (
    <div
      ref={root}
      className="find-dropdown"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        className="find-dropdown-button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
      >
        <span>{label}</span>
        {selected.length > 0 && (
          <span className="find-dropdown-count" aria-label={`${selected.length} selected`}>
            {selected.length}
          </span>
        )}
      </button>
      <fieldset id={`${id}-panel`} className="find-dropdown-panel" hidden={!open}>
        <legend className="visually-hidden">{label}</legend>
        {options.map((option) => (
          <label key={option} className="choice">
            <input type="checkbox" checked={selected.includes(option)} onChange={() => toggle(option)} />
            {option}
          </label>
        ))}
        {selected.length > 0 && (
          <button type="button" className="button-link find-dropdown-clear" onClick={() => onChange([])}>
            Clear
          </button>
        )}
      </fieldset>
    </div>
  );
}

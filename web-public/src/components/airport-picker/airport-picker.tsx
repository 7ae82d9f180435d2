import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { airportLabel, type Airport, type AirportRef } from '../../../../domain/airport/airport';
import { errorMessage, isAbortError } from '../../lib/api-client';
import { describedBy, FieldErrorText } from '../form/field-error-text';
import { RequiredMark } from '../form/required-mark';
import { searchAirports } from './search-airports.api';
import './airport-picker.css';
import { useShownErrors } from '../form/use-shown-errors';

const DEBOUNCE_MS = 500;
export const AIRPORT_PLACEHOLDER = 'Enter airport code or name (NO K required)';

interface AirportPickerProps {
  label: string;
  /** The chosen airport, shown in the box. */
  value?: AirportRef | null;
  onSelect: (airport: Airport) => void;
  /** The text was edited away from the chosen airport. */
  onClear?: () => void;
  /** Empty the box after a choice (choosing is an action, as on the alerts tab). */
  clearOnSelect?: boolean;
  disabled?: boolean;
  hint?: string;
  /** Marks the label with an asterisk. */
  required?: boolean;
  /** The field's messages of a refused submit ("Please select an airport"). */
  errors?: readonly string[];
}

type SearchState = { status: 'idle' | 'loading' } | { status: 'error'; message: string };

/** Airport combobox: type a code, name or city; matches load after a pause and are keyboard navigable. */
export function AirportPicker({ label, value, onSelect, onClear, clearOnSelect, disabled, hint, required, errors: given }: AirportPickerProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [text, setText] = useState(value ? airportLabel(value) : '');
  // Typing in it or choosing another airport changes the field.
  const errors = useShownErrors(given, [value?.id ?? null, text]);
  const invalid = Boolean(errors?.length);
  const [syncedId, setSyncedId] = useState<number | null>(value?.id ?? null);
  const [query, setQuery] = useState<string | null>(null);
  const [results, setResults] = useState<Airport[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const [searched, setSearched] = useState('');

  // The chosen airport changed from outside (profile loaded, form reset): show it.
  const valueId = value?.id ?? null;
  if (valueId !== syncedId) {
    setSyncedId(valueId);
    setText(value ? airportLabel(value) : '');
  }

  useEffect(() => {
    if (query === null) return;
    const q = query.trim();
    if (!q) {
      setResults([]);
      setSearched('');
      setOpen(false);
      setSearch({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setSearch({ status: 'loading' });
      setOpen(true);
      try {
        const airports = await searchAirports(q, controller.signal);
        setResults(airports);
        setSearched(q);
        setActive(airports.length ? 0 : -1);
        setSearch({ status: 'idle' });
      } catch (error) {
        if (isAbortError(error)) return;
        setResults([]);
        setActive(-1);
        setSearch({ status: 'error', message: errorMessage(error) });
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const choose = (airport: Airport) => {
    setQuery(null);
    setOpen(false);
    setResults([]);
    setActive(-1);
    if (clearOnSelect) {
      setText('');
    } else {
      setText(airportLabel(airport));
      setSyncedId(airport.id);
    }
    onSelect(airport);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open && results.length) setOpen(true);
        else setActive((i) => (results.length ? (i + 1) % results.length : -1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => (results.length ? (i <= 0 ? results.length - 1 : i - 1) : -1));
        break;
      case 'Enter':
        if (open && active >= 0 && results[active]) {
          event.preventDefault();
          choose(results[active]);
        }
        break;
      case 'Escape':
        if (open) {
          // Close the list only, not the dialog around it.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
        break;
    }
  };

  const searching = search.status === 'loading' && results.length === 0;
  const noMatches = search.status === 'idle' && results.length === 0 && searched !== '' && (query ?? '').trim() !== '';
  const showList = open && results.length > 0;

  return (
    <div className={`field airport-picker${invalid ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>
        <span id={`${id}-label`}>{label}</span>
        {required && <RequiredMark />}
      </label>
      <div className="airport-picker-box">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder={AIRPORT_PLACEHOLDER}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={describedBy(hint && `${id}-hint`, invalid && `${id}-error`)}
          aria-invalid={invalid || undefined}
          aria-labelledby={required ? `${id}-label` : undefined}
          aria-required={required || undefined}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setQuery(event.target.value);
            if (syncedId !== null) {
              setSyncedId(null);
              onClear?.();
            }
          }}
          onKeyDown={onKeyDown}
          onFocus={() => results.length > 0 && setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        {search.status === 'loading' && <span className="airport-picker-busy spinner" aria-hidden="true" />}
        <ul id={listboxId} role="listbox" aria-label="Matching airports" className="airport-picker-list" hidden={!showList}>
          {results.map((airport, index) => (
            <li
              key={airport.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'active' : undefined}
              // Keep focus in the input so the click lands before blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(airport)}
            >
              <strong>{airport.locationId}</strong> - {airport.facility}, {airport.city}, {airport.state}
            </li>
          ))}
        </ul>
        {open && searching && <p className="airport-picker-note">Searching…</p>}
        {open && noMatches && <p className="airport-picker-note">No airports match “{searched}”.</p>}
      </div>
      <FieldErrorText id={`${id}-error`} errors={errors} />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {search.status === 'error' && (
        <p className="field-error" role="alert">
          The airport search failed. {search.message}
        </p>
      )}
    </div>
  );
}

import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { errorMessage, isAbortError } from '../../lib/api-client';
import { autocompletePlaces, type Place } from './places.api';
import './place-autocomplete.css';

const DEBOUNCE_MS = 250;

interface PlaceAutocompleteProps {
  label?: string;
  /** The text in the box (a picked place's label, or what was typed). */
  value: string;
  /** Typing: the previous pick no longer holds. */
  onType: (text: string) => void;
  onPick: (place: Place) => void;
  /** The page's own message about the location (e.g. a place it could not find). */
  error?: string | null;
}

/**
 * The location box (spec 2): a US zip code, city or state, suggested by the places API as you type
 * and picked from a list with the mouse or the arrow keys and Enter. A failed suggestion call says so
 * under the box; the typed text can still be looked up when the form is sent.
 */
export function PlaceAutocomplete({ label = 'Location', value, onType, onPick, error }: PlaceAutocompleteProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [query, setQuery] = useState<string | null>(null);
  const [places, setPlaces] = useState<Place[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (query === null) return;
    const q = query.trim();
    if (!q) {
      setPlaces([]);
      setOpen(false);
      setFailure(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const found = await autocompletePlaces(q, controller.signal);
        setPlaces(found);
        setActive(found.length ? 0 : -1);
        setOpen(found.length > 0);
        setFailure(null);
      } catch (e) {
        if (isAbortError(e)) return;
        setPlaces([]);
        setFailure(`The place suggestions could not be loaded. ${errorMessage(e)}`);
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const pick = (place: Place) => {
    setQuery(null);
    setPlaces([]);
    setOpen(false);
    setActive(-1);
    onPick(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = places.length;
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Enter' && open && places[active]) {
      // Enter picks the suggestion instead of submitting the form with half a name.
      event.preventDefault();
      pick(places[active]);
    } else if (event.key === 'Escape' && open) {
      // Closes the list, not the modal or page around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const showList = open && places.length > 0;
  const message = error ?? failure;

  return (
    <div className="field place-field">
      <label htmlFor={id}>{label}</label>
      <div className="place-box">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder="City, state or zip code"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          value={value}
          onChange={(event) => {
            onType(event.target.value);
            setQuery(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => places.length > 0 && setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <ul id={listboxId} role="listbox" aria-label="Matching places" className="place-list" hidden={!showList}>
          {places.map((place, index) => (
            <li
              key={`${place.kind}-${place.label}`}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'active' : undefined}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => pick(place)}
            >
              {place.label}
              {place.kind === 'state' && <span className="place-kind"> · state</span>}
            </li>
          ))}
        </ul>
      </div>
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

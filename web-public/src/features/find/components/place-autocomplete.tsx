import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { isAbortError } from '../../../lib/api-client';
import { autocompletePlaces, type Place } from '../api/places.api';

const DEBOUNCE_MS = 250;

interface PlaceAutocompleteProps {
  value: string;
  onText: (text: string) => void;
  onPick: (place: Place) => void;
  error?: string | null;
}

/** The location box: a city, state or zip code, with suggestions from the places API as you type. */
export function PlaceAutocomplete({ value, onText, onPick, error }: PlaceAutocompleteProps) {
  const id = useId();
  const listboxId = `${id}-places`;
  const [query, setQuery] = useState<string | null>(null);
  const [places, setPlaces] = useState<Place[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const q = query?.trim();
    if (!q) {
      setPlaces([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      autocompletePlaces(q, controller.signal).then(
        (found) => {
          setPlaces(found);
          setActive(found.length ? 0 : -1);
          setOpen(found.length > 0);
        },
        // Suggestions are a help: without them the typed text is looked up on Search.
        (e: unknown) => !isAbortError(e) && console.warn('Place suggestions failed', e),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const pick = (place: Place) => {
    setQuery(null);
    setOpen(false);
    setPlaces([]);
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
      // Enter picks the suggestion instead of submitting the form.
      event.preventDefault();
      pick(places[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const showList = open && places.length > 0;
  return (
    <div className="field find-place">
      <label htmlFor={id}>Location</label>
      <div className="find-place-box">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder="City, state or zip code"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listboxId}
          aria-activedescendant={showList && active >= 0 ? `${id}-place-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={value}
          onChange={(event) => {
            onText(event.target.value);
            setQuery(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => places.length > 0 && setOpen(true)}
          onBlur={() => setOpen(false)}
        />
        <ul id={listboxId} role="listbox" aria-label="Matching places" className="find-place-list" hidden={!showList}>
          {places.map((place, index) => (
            <li
              key={`${place.kind}-${place.label}`}
              id={`${id}-place-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'active' : undefined}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => pick(place)}
            >
              {place.label}
              {place.kind === 'state' && <span className="find-place-kind"> · state</span>}
            </li>
          ))}
        </ul>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { errorMessage, isAbortError } from '../../../lib/api-client';
import { autocompletePlaces, type Place } from '../api/places.api';

const DEBOUNCE_MS = 300;

interface LocationAutocompleteProps {
  label: string;
  /** The text in the box (a picked place's label, or what was typed). */
  value: string;
  /** Typing: the previous pick no longer holds. */
  onType: (text: string) => void;
  onPick: (place: Place) => void;
}

/** The location box (spec 2): a US zip code, city or state, suggested as you type and chosen from a list. */
export function LocationAutocomplete({ label, value, onType, onPick }: LocationAutocompleteProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [query, setQuery] = useState<string | null>(null);
  const [places, setPlaces] = useState<Place[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (query === null) return;
    const q = query.trim();
    if (!q) {
      setPlaces([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const found = await autocompletePlaces(q, controller.signal);
        setPlaces(found);
        setActive(found.length ? 0 : -1);
        setOpen(found.length > 0);
        setError(null);
      } catch (e) {
        if (isAbortError(e)) return;
        setPlaces([]);
        setError(errorMessage(e));
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
    if (event.key === 'ArrowDown' && places.length) {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive((i) => (i + 1) % places.length);
    } else if (event.key === 'ArrowUp' && places.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? places.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && places[active]) {
      // Enter picks the suggestion instead of submitting the search with half a name.
      event.preventDefault();
      pick(places[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const showList = open && places.length > 0;

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
            </li>
          ))}
        </ul>
      </div>
      {error && (
        <p className="field-error" role="alert">
          The place search failed. {error}
        </p>
      )}
    </div>
  );
}

import { useEffect, useId, useMemo, useRef } from 'react';
import { AIRCRAFT_TAGS, INSTRUCTOR_TAGS, type SearchType } from '../../../../../domain/options';
import type { Place } from '../../../components/place-autocomplete/places.api';
import type { SearchForm } from '../utils/search-form';
import { ChecklistDropdown } from './checklist-dropdown';
import { describedBy, fieldClass, FieldErrorText } from '../../../components/form/field-error-text';
import { PlaceAutocomplete } from '../../../components/place-autocomplete/place-autocomplete';
import { useShownErrors } from '../../../components/form/use-shown-errors';

/** The type checkboxes of spec 2, in its order. */
const TYPES: { type: SearchType; label: string }[] = [
  { type: 'user', label: 'Pilot' },
  { type: 'instructor', label: 'Professional' },
  { type: 'share', label: 'Plane' },
];

interface SearchPanelProps {
  id: string;
  form: SearchForm;
  /** Folded away (narrow screens start so): the toggle above it opens it. */
  collapsed: boolean;
  busy: boolean;
  locationError: string | null;
  /** The keyword's message (refused before sending or by the server), beside the box. */
  keywordError: string | null;
  onEdit: (changes: Partial<SearchForm>) => void;
  /** "Planes I qualify for" ticked or unticked: searched at once. */
  onQualify: (qualified: boolean) => void;
  onPlace: (place: Place) => void;
  /** False when the keyword was refused: the box gets the focus. */
  onSubmit: () => boolean;
  onReset: () => void;
  /** "Planes I qualify for" needs a pilot's record: a visitor is offered to sign in instead. */
  signedIn: boolean;
  onSignIn: () => void;
}

/** The Find form (spec 2): location, keyword (Enter searches), categories, specialties, kinds, Search, Reset Map. */
export function SearchPanel({ id, form, collapsed, busy, locationError, keywordError, onEdit, onQualify, onPlace, onSubmit, onReset, signedIn, onSignIn }: SearchPanelProps) {
  const keywordId = useId();
  const keywordErrorId = `${keywordId}-error`;
  const keywordBox = useRef<HTMLInputElement>(null);
  // As the field components do: the message hides once the keyword changes (issue 34).
  const givenKeywordErrors = useMemo(() => (keywordError ? [keywordError] : undefined), [keywordError]);
  const keywordErrors = useShownErrors(givenKeywordErrors, form.q);
  // A refused Search puts the cursor in the box to mend it (once the folded panel has opened).
  const focusKeyword = useRef(false);
  useEffect(() => {
    if (!focusKeyword.current || collapsed || !keywordError) return;
    focusKeyword.current = false;
    keywordBox.current?.focus();
  }, [collapsed, keywordError]);
  // No box ticked means every kind, so all show ticked; the last ticked one cannot be unticked. "Planes I
  // qualify for" lists planes alone (issue 34, as the server does): the kinds wait until it is unticked.
  const qualified = signedIn && form.qualified;
  const shown = qualified ? (['share'] as SearchType[]) : form.searchTypes.length ? form.searchTypes : TYPES.map((t) => t.type);
  const toggleType = (type: SearchType) => {
    const next = shown.includes(type) ? shown.filter((t) => t !== type) : TYPES.map((t) => t.type).filter((t) => t === type || shown.includes(t));
    onEdit({ searchTypes: next.length === TYPES.length ? [] : next });
  };

  return (
    <form
      id={id}
      className={`find-panel${collapsed ? ' find-panel-collapsed' : ''}`}
      aria-label="Search"
      onSubmit={(event) => {
        event.preventDefault();
        focusKeyword.current = !onSubmit();
      }}
    >
      <div className="find-panel-row">
        <PlaceAutocomplete value={form.location} onType={(location) => onEdit({ location })} onPick={onPlace} error={locationError} />
        <div className={fieldClass(undefined, keywordErrors)}>
          <label htmlFor={keywordId}>Keyword</label>
          <input
            ref={keywordBox}
            id={keywordId}
            type="search"
            enterKeyHint="search"
            placeholder="Make, model, name…"
            value={form.q}
            aria-invalid={keywordErrors ? true : undefined}
            aria-describedby={describedBy(keywordErrors && keywordErrorId)}
            onChange={(event) => onEdit({ q: event.target.value })}
          />
          <FieldErrorText id={keywordErrorId} errors={keywordErrors} />
        </div>
      </div>
      <div className="find-panel-row">
        <ChecklistDropdown
          label="Plane Categories"
          options={AIRCRAFT_TAGS}
          selected={form.shareCategories}
          onChange={(shareCategories) => onEdit({ shareCategories })}
        />
        <ChecklistDropdown
          label="Professional Specialties"
          options={INSTRUCTOR_TAGS}
          selected={form.instructorTags}
          onChange={(instructorTags) => onEdit({ instructorTags })}
        />
      </div>
      <div className="find-panel-actions">
        <fieldset className="find-types">
          <legend className="visually-hidden">Show</legend>
          {TYPES.map(({ type, label }) => {
            const checked = shown.includes(type);
            return (
              <label key={type} className="choice">
                <input type="checkbox" checked={checked} disabled={qualified || (checked && shown.length === 1)} onChange={() => toggleType(type)} />
                {label}
              </label>
            );
          })}
        </fieldset>
        <label className="choice find-qualified">
          <input
            type="checkbox"
            checked={qualified}
            onChange={(event) => (signedIn ? onQualify(event.target.checked) : onSignIn())}
          />
          Planes I qualify for
          {!signedIn && <span className="find-qualified-hint"> (sign in)</span>}
        </label>
        <div className="find-panel-buttons">
          <button type="button" className="button button-secondary button-small" onClick={onReset}>
            Reset Map
          </button>
          <button type="submit" className="button button-primary button-small" aria-busy={busy}>
            Search
          </button>
        </div>
      </div>
    </form>
  );
}

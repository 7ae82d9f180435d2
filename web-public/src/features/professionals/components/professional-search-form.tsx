import { useId, useState, type FormEvent } from 'react';
import { INSTRUCTOR_TAGS } from '../../../../../domain/options';
import { ErrorList } from '../../../components/form/error-list';
import { TextField } from '../../../components/form/text-field';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { geocodePlace } from '../../../components/place-autocomplete/places.api';
import type { ProfessionalSearch } from '../utils/professional-search';
import { PlaceAutocomplete } from '../../../components/place-autocomplete/place-autocomplete';

interface ProfessionalSearchFormProps {
  draft: ProfessionalSearch;
  onDraftChange: (patch: Partial<ProfessionalSearch>) => void;
  onSearch: (search: ProfessionalSearch) => void;
  busy: boolean;
}

/** Location, keyword and specialties (spec 2 "Find professionals"); Search applies them. */
export function ProfessionalSearchForm({ draft, onDraftChange, onSearch, busy }: ProfessionalSearchFormProps) {
  const tagsId = useId();
  const [resolving, setResolving] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || resolving) return;
    setPlaceError(null);
    const typed = draft.location.trim();
    if (!typed || draft.point) {
      onSearch({ ...draft, location: typed, point: typed ? draft.point : null });
      return;
    }
    // Typed but not picked from the list: look the place up, as if its best suggestion had been chosen.
    setResolving(true);
    try {
      const place = await geocodePlace(typed);
      const picked = { ...draft, location: place.label, point: { lat: place.lat, lng: place.lng } };
      onDraftChange(picked);
      onSearch(picked);
    } catch (error) {
      setPlaceError(errorMessage(error));
    } finally {
      setResolving(false);
    }
  };

  const toggleTag = (tag: string, checked: boolean) =>
    onDraftChange({ tags: checked ? [...draft.tags, tag] : draft.tags.filter((t) => t !== tag) });

  return (
    <form className="form professional-search" role="search" aria-label="Find professionals" onSubmit={submit} noValidate>
      <div className="professional-search-row">
        <PlaceAutocomplete
          label="Location"
          value={draft.location}
          onType={(location) => onDraftChange({ location, point: null })}
          onPick={(place) => onDraftChange({ location: place.label, point: { lat: place.lat, lng: place.lng } })}
        />
        <TextField
          label="Keyword"
          type="search"
          value={draft.q}
          onChange={(q) => onDraftChange({ q })}
          placeholder="Name, business or experience"
          maxLength={100}
        />
        <button type="submit" className="button button-primary professional-search-submit" disabled={busy || resolving} aria-busy={busy || resolving}>
          {(busy || resolving) && <Spinner />}
          Search
        </button>
      </div>
      <fieldset className="field professional-tags" aria-describedby={`${tagsId}-hint`}>
        <legend>Specialties</legend>
        <p id={`${tagsId}-hint`} className="field-hint">
          Professionals with any of the checked specialties.
        </p>
        <div className="tag-choices">
          {INSTRUCTOR_TAGS.map((tag) => (
            <label key={tag} className="tag-choice">
              <input type="checkbox" checked={draft.tags.includes(tag)} onChange={(event) => toggleTag(tag, event.target.checked)} />
              <span>{tag}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <ErrorList errors={placeError ? [placeError] : []} />
    </form>
  );
}

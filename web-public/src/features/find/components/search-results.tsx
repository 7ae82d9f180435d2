import { useId } from 'react';
import { Link } from 'react-router-dom';
import { airportLabel } from '../../../../../domain/airport/airport';
import { resultCountLine, widenedLine } from '../../../../../domain/search/result-count';
import type { SearchPage, SearchResult } from '../../../../../domain/search/search-result';
import { Spinner } from '../../../components/spinner';
import { PARTNER_PROFILE_PATH } from '../../../lib/partners.api';
import { cardImageLoading } from '../../../components/stored-image/stored-image';
import { FIT_OPTION, FIT_SORT, showsPlanes, SORT_OPTIONS, type SearchForm } from '../utils/search-form';
import type { Widened } from '../utils/start-form';
import { FollowAirportButton } from './follow-airport-button';
import { PersonResultCard } from './person-result-card';
import { ShareResultCard } from './share-result-card';
import { usNumber } from '../../../../../domain/text/us-format';

interface SearchResultsProps {
  form: SearchForm;
  answer: SearchPage | null;
  /** The first search widened its circle: said above the results. */
  widened: Widened | null;
  loading: boolean;
  error: string | null;
  onSort: (sortBy: SearchForm['sortBy'], sortDir: SearchForm['sortDir']) => void;
  onClearAirport: () => void;
  onLoadMore: () => void;
  onOpen: (result: SearchResult) => () => void;
  /** "Fits me" (issue 41) is offered to signed-in pilots only. */
  signedIn?: boolean;
  /** The server's message about the sort ("Fits me" without a partner profile), beside the menu. */
  sortError?: string | null;
}

const km = (radius: number) => `${usNumber(radius, { maxFractionDigits: 2 })} km`;

/** How many results (none said when there are none), the sort, the airport filter, the cards and Load More (spec 2 "Find"). */
export function SearchResults({ form, answer, widened, loading, error, onSort, onClearAirport, onLoadMore, onOpen, signedIn = false, sortError = null }: SearchResultsProps) {
  const sortId = useId();
  const headingId = useId();
  const results = answer?.results ?? [];
  const count = answer?.count ?? 0;
  const countLine = answer ? resultCountLine(results.length, count) : null;
  const byFit = form.sortBy === FIT_SORT;
  const sortOptions = (signedIn && showsPlanes(form)) || byFit ? [...SORT_OPTIONS, FIT_OPTION] : SORT_OPTIONS;
  // The chosen marker's airport, with its place from a result there (markers carry no city or state).
  const airport =
    form.airport === null
      ? null
      : (results.find((r) => r.airport.id === form.airport)?.airport ?? answer?.airportCounts.find((a) => a.airport.id === form.airport)?.airport);

  return (
    <section className="find-results" aria-labelledby={headingId} aria-busy={loading}>
      {/* The cards' names are h3s: their list has its h2 (the page's h1 is above the search form). */}
      <h2 id={headingId} className="visually-hidden">
        Search results
      </h2>
      <div className="find-results-head">
        <div aria-live="polite">
          {widened && (
            <p className="find-results-widened">
              {widenedLine(widened.found, widened.fromKm, form.radius, form.qualified || (form.searchTypes.length === 1 && form.searchTypes[0] === 'share'))}
            </p>
          )}
          {countLine && <p className="find-results-count">{countLine}</p>}
          <p className="find-results-area">
            Within {km(form.radius)}
            {form.location && ` of ${form.location}`}
          </p>
        </div>
        <div className={`field find-sort${sortError ? ' field-invalid' : ''}`}>
          <label htmlFor={sortId}>Sort by</label>
          <select
            id={sortId}
            aria-invalid={sortError ? true : undefined}
            aria-describedby={sortError ? `${sortId}-error` : undefined}
            value={`${form.sortBy}:${form.sortDir}`}
            onChange={(event) => {
              const option = sortOptions.find((o) => `${o.sortBy}:${o.sortDir}` === event.target.value);
              if (option) onSort(option.sortBy, option.sortDir);
            }}
          >
            {sortOptions.map((o) => (
              <option key={o.label} value={`${o.sortBy}:${o.sortDir}`}>
                {o.label}
              </option>
            ))}
          </select>
          {sortError && (
            <div id={`${sortId}-error`} className="field-error-text">
              <p className="field-error">
                {sortError} {byFit && <Link to={PARTNER_PROFILE_PATH}>Fill in my partner profile</Link>}
              </p>
            </div>
          )}
        </div>
      </div>

      {form.airport !== null && (
        <p className="find-airport-filter">
          <span>
            Only at <strong>{airport ? airportLabel(airport) : 'the chosen airport'}</strong>
          </span>
          <button type="button" className="button-link" onClick={onClearAirport}>
            Show all airports
          </button>
          {airport && <FollowAirportButton airportId={form.airport} code={airport.locationId} />}
        </p>
      )}

      {error && (
        <p className="field-error find-results-error" role="alert">
          The search failed: {error}
        </p>
      )}
      {byFit && !error && !sortError && (
        <p className="find-qualified-note">
          Share purchases, partnerships and clubs in the order they fit your partner profile, best first.{' '}
          <Link to={PARTNER_PROFILE_PATH}>See why on Partners for you</Link>
        </p>
      )}

      {form.qualified && (
        <p className="find-qualified-note">
          Only planes whose pilot minimums you meet. <Link to="/account/record">Update my pilot record</Link>
        </p>
      )}

      {answer && count === 0 && <p className="find-results-empty">No search results - Please change search terms</p>}

      <ul className="find-result-list">
        {results.map((result, index) => (
          <li key={`${result.type}-${result.id}`}>
            {result.type === 'share' ? (
              <ShareResultCard data={result.data} onOpen={onOpen(result)} imageLoading={cardImageLoading(index)} />
            ) : (
              <PersonResultCard
                kind={result.type}
                data={result.data}
                airport={result.airport}
                onOpen={onOpen(result)}
                userId={result.type === 'user' ? result.id : result.data.userId}
                imageLoading={cardImageLoading(index)}
              />
            )}
          </li>
        ))}
      </ul>

      {results.length < count && (
        <div className="find-more">
          <button type="button" className="button button-secondary" onClick={onLoadMore} disabled={loading}>
            {loading && <Spinner />}
            Load More
          </button>
        </div>
      )}
      {!answer && loading && (
        <p className="find-results-loading">
          <Spinner /> Searching…
        </p>
      )}
    </section>
  );
}

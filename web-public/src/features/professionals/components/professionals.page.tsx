import { useEffect, useId, useMemo, useState } from 'react';
import { resultCountLine } from '../../../../../domain/search/result-count';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorList } from '../../../components/form/error-list';
import { modalOnArrival } from '../../../components/modal/modal-on-arrival';
import { PageLoading } from '../../../components/page-loading';
import { Spinner } from '../../../components/spinner';
import { useModal } from '../../../hooks/use-modal';
import { useSession } from '../../../hooks/use-session';
import { usePageMeta } from '../../../lib/page-meta';
import { useProfessionalSearch } from '../hooks/use-professional-search';
import { useVisitorLocation } from '../hooks/use-visitor-location';
import { apiQueryOf, readSearch, SORT_OPTIONS, writeSearch, type ProfessionalSearch, type SortId } from '../utils/professional-search';
import { InstructorCardList } from './instructor-card-list';
import { ProfessionalSearchForm } from './professional-search-form';
import './professionals.css';

/** The query flag that opens the instructor entry (the header's "Sign Up as a Professional"). */
const SIGNUP_PARAM = 'signup';

/** /professionals: the directory of flight instructors and commercial pilots (spec 2 "Find professionals"). */
export function ProfessionalsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const { openModal } = useModal();
  const sortId = useId();
  usePageMeta({
    title: 'Find flight instructors and professional pilots',
    description: 'Flight instructors and commercial pilots near you, with their rates, ratings and specialties. Contact them directly on Wingshare.',
    path: '/professionals',
  });

  const applied = useMemo(() => readSearch(params), [params]);
  const appliedKey = writeSearch(applied).toString();
  const [draft, setDraft] = useState<ProfessionalSearch>(applied);
  const [syncedKey, setSyncedKey] = useState(appliedKey);
  // The address changed from outside the form (back, forward, a link): show what it searches.
  if (syncedKey !== appliedKey) {
    setSyncedKey(appliedKey);
    setDraft(applied);
  }

  const visitor = useVisitorLocation(!applied.point && applied.sort === 'closest');
  const waiting = !applied.point && applied.sort === 'closest' && visitor === undefined;
  const criteria = useMemo(() => (waiting ? null : apiQueryOf(applied, visitor ?? null)), [waiting, applied, visitor]);
  const results = useProfessionalSearch(criteria);
  const searching = results.status === 'searching' || results.status === 'waiting';

  // `?signup=1` opens the instructor entry once, then leaves the address.
  const wantsSignup = params.has(SIGNUP_PARAM);
  useEffect(() => {
    if (!wantsSignup) return;
    const next = new URLSearchParams(params);
    next.delete(SIGNUP_PARAM);
    const search = next.toString();
    navigate({ search: search ? `?${search}` : '' }, { replace: true, state: modalOnArrival('instructor-signup', {}) });
  }, [wantsSignup, params, navigate]);

  const apply = (search: ProfessionalSearch) => {
    const next = writeSearch(search);
    if (next.toString() === appliedKey) results.retry();
    else setParams(next);
  };

  return (
    <main className="page professionals-page">
      <div className="container">
        <header className="professionals-header">
          <div>
            <h1>Find Professionals</h1>
            <p className="professionals-lead">Flight instructors and commercial pilots near you, with their rates and specialties.</p>
          </div>
          {!user?.isInstructor && (
            <button type="button" className="button button-accent" onClick={() => openModal('instructor-signup')}>
              Sign up as a professional
            </button>
          )}
        </header>

        <ProfessionalSearchForm
          draft={draft}
          onDraftChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
          onSearch={apply}
          busy={searching}
        />

        <section className="professionals-results" aria-labelledby="professionals-results-heading">
          <div className="professionals-toolbar">
            <h2 id="professionals-results-heading" className="visually-hidden">
              Results
            </h2>
            <p className="professionals-count" role="status">
              {results.status === 'ready' &&
                (resultCountLine(results.instructors.length, results.count) ?? 'No search results - Please change search terms')}
            </p>
            <div className="field professionals-sort">
              <label htmlFor={sortId}>Sort by</label>
              <select
                id={sortId}
                value={draft.sort}
                onChange={(event) => {
                  const sorted = { ...draft, sort: event.target.value as SortId };
                  setDraft(sorted);
                  // Sorting re-runs the search with what the form holds; a typed, unpicked place waits for Search.
                  apply(draft.location.trim() && !draft.point ? { ...applied, sort: sorted.sort } : sorted);
                }}
              >
                {SORT_OPTIONS.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {searching && results.instructors.length === 0 && <PageLoading label="Searching professionals…" />}
          {results.status === 'failed' && (
            <div className="instructor-grid-failed">
              <ErrorList errors={[`The search failed. ${results.error ?? ''}`.trim()]} />
              <button type="button" className="button button-secondary" onClick={results.retry}>
                Try again
              </button>
            </div>
          )}
          {results.instructors.length > 0 && results.status !== 'failed' && (
            <div className={`instructor-results${searching ? ' is-stale' : ''}`} aria-busy={searching}>
              <InstructorCardList instructors={results.instructors} label="Professionals" />
              {results.moreError && <ErrorList errors={[`We could not load more professionals. ${results.moreError}`]} />}
              {results.status === 'ready' && results.instructors.length < results.count && (
                <div className="instructor-more">
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => void results.loadMore()}
                    disabled={results.loadingMore}
                    aria-busy={results.loadingMore}
                  >
                    {results.loadingMore && <Spinner />}
                    Load More
                  </button>
                </div>
              )}
            </div>
          )}
        </section>
      </div>
    </main>
  );
}

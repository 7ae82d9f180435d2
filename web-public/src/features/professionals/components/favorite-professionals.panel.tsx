import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorList } from '../../../components/form/error-list';
import { PageLoading } from '../../../components/page-loading';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import type { InstructorView } from '../../../lib/instructor-view';
import { getFavoriteInstructors } from '../api/favorite-instructors.api';
import { useInstructorChanges } from '../hooks/use-instructor-changes';
import { InstructorCardList } from './instructor-card-list';
import './professionals.css';

type PanelState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready' };

/**
 * The Professionals tab of Favorites: the professionals the user keeps, twelve at a time. One removed
 * in the instructor modal leaves the grid at once.
 */
export function FavoriteProfessionalsPanel() {
  const [instructors, setInstructors] = useState<InstructorView[]>([]);
  const [count, setCount] = useState(0);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<PanelState>({ status: 'loading' });
  const [moreError, setMoreError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const live = useRef(true);

  const first = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const result = await getFavoriteInstructors(1);
      if (!live.current) return;
      setInstructors(result.instructors);
      setCount(result.count);
      setPage(1);
      setState({ status: 'ready' });
    } catch (error) {
      if (live.current) setState({ status: 'failed', message: errorMessage(error) });
    }
  }, []);

  useEffect(() => {
    live.current = true;
    void first();
    return () => {
      live.current = false;
    };
  }, [first]);

  const more = async () => {
    if (loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const result = await getFavoriteInstructors(page + 1);
      if (!live.current) return;
      // A favourite removed meanwhile shifts the pages: never show one twice.
      setInstructors((current) => [...current, ...result.instructors.filter((i) => !current.some((c) => c.id === i.id))]);
      setCount(result.count);
      setPage((p) => p + 1);
    } catch (error) {
      if (live.current) setMoreError(errorMessage(error));
    } finally {
      if (live.current) setLoadingMore(false);
    }
  };

  useInstructorChanges(({ instructor }) => {
    if (!instructors.some((i) => i.id === instructor.id)) return;
    if (instructor.isFavorite) {
      setInstructors((current) => current.map((i) => (i.id === instructor.id ? instructor : i)));
    } else {
      setInstructors((current) => current.filter((i) => i.id !== instructor.id));
      setCount((n) => Math.max(0, n - 1));
    }
  });

  if (state.status === 'loading') return <PageLoading label="Loading professionals…" />;
  if (state.status === 'failed') {
    return (
      <div className="instructor-grid-failed">
        <ErrorList errors={[`We could not load your favorite professionals. ${state.message}`]} />
        <button type="button" className="button button-secondary" onClick={() => void first()}>
          Try again
        </button>
      </div>
    );
  }
  if (instructors.length === 0) {
    return (
      <div className="account-card instructor-empty">
        <p className="account-empty">No favorite professionals yet. Open a professional's card and choose Add to Favorites to keep them here.</p>
        <Link className="button button-secondary" to="/professionals">
          Find Professionals
        </Link>
      </div>
    );
  }

  return (
    <div className="instructor-results">
      <InstructorCardList instructors={instructors} label="Favorite professionals" />
      <p className="instructor-count">
        Showing {instructors.length} of {count}
      </p>
      {moreError && <ErrorList errors={[`We could not load more professionals. ${moreError}`]} />}
      {instructors.length < count && (
        <div className="instructor-more">
          <button type="button" className="button button-secondary" onClick={() => void more()} disabled={loadingMore} aria-busy={loadingMore}>
            {loadingMore && <Spinner />}
            Load More
          </button>
        </div>
      )}
    </div>
  );
}

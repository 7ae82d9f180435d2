import { Link } from 'react-router-dom';
import { ErrorList } from '../../../components/form/error-list';
import { PageLoading } from '../../../components/page-loading';
import { PagedListFooter } from '../../../components/paged-list-footer';
import { usePagedList } from '../../../hooks/use-paged-list';
import type { InstructorView } from '../../../lib/instructor-view';
import { getFavoriteInstructors } from '../api/favorite-instructors.api';
import { useInstructorChanges } from '../hooks/use-instructor-changes';
import { InstructorCardList } from './instructor-card-list';
import './professionals.css';

/**
 * The Professionals tab of Favorites: the professionals the user keeps, twelve at a time. One removed
 * in the instructor modal leaves the grid at once.
 */
export function FavoriteProfessionalsPanel() {
  const { items: instructors, setItems: setInstructors, count, setCount, state, reload, more, moreError, loadingMore } = usePagedList<InstructorView>(
    async (page) => {
      const { instructors: items, count: total } = await getFavoriteInstructors(page);
      return { items, count: total };
    },
  );

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
        <button type="button" className="button button-secondary" onClick={() => void reload()}>
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
      <PagedListFooter shown={instructors.length} count={count} what="professionals" more={more} moreError={moreError} loadingMore={loadingMore} />
    </div>
  );
}

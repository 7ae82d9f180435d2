import { ErrorList } from './form/error-list';
import { Spinner } from './spinner';
import './paged-list-footer.css';

interface PagedListFooterProps {
  shown: number;
  count: number;
  /** What the list holds, for the error message: "planes", "professionals". */
  what: string;
  /** From usePagedList. */
  more: () => Promise<void>;
  moreError: string | null;
  loadingMore: boolean;
}

/** "Showing X of Y", why the last page failed, and Load More while there is more. */
export function PagedListFooter({ shown, count, what, more, moreError, loadingMore }: PagedListFooterProps) {
  return (
    <>
      <p className="paged-list-count">
        Showing {shown} of {count}
      </p>
      {moreError && <ErrorList errors={[`We could not load more ${what}. ${moreError}`]} />}
      {shown < count && (
        <div className="paged-list-more">
          <button type="button" className="button button-secondary" onClick={() => void more()} disabled={loadingMore} aria-busy={loadingMore}>
            {loadingMore && <Spinner />}
            Load More
          </button>
        </div>
      )}
    </>
  );
}

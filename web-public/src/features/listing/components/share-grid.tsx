import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorList } from '../../../components/form/error-list';
import { PageLoading } from '../../../components/page-loading';
import { ShareCard } from '../../../components/share-card/share-card';
import { Spinner } from '../../../components/spinner';
import { useShareChanges } from '../../../hooks/use-share-changes';
import { errorMessage } from '../../../lib/api-client';
import type { ShareList, ShareView } from '../../../lib/share-view';
import './share-grid.css';

interface ShareGridProps {
  /** One page of the list (1-based). */
  load: (page: number) => Promise<ShareList>;
  /** Names the list for assistive tech. */
  label: string;
  /** Shown when there is nothing to list. */
  empty: ReactNode;
  /** A listing changed elsewhere stays only if this holds (favourites drop one that is no longer). */
  keep?: (share: ShareView) => boolean;
}

type GridState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready' };

/**
 * A grid of share cards with Load More (account screens: twelve at a time). Changes made in the share
 * modal apply at once: an edited or disabled listing updates its card, a deleted one leaves.
 */
export function ShareGrid({ load, label, empty, keep }: ShareGridProps) {
  const [shares, setShares] = useState<ShareView[]>([]);
  const [count, setCount] = useState(0);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<GridState>({ status: 'loading' });
  const [moreError, setMoreError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const live = useRef(true);
  const loadRef = useRef(load);
  loadRef.current = load;

  const first = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const result = await loadRef.current(1);
      if (!live.current) return;
      setShares(result.shares);
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
      const result = await loadRef.current(page + 1);
      if (!live.current) return;
      // A listing added or removed meanwhile shifts the pages: never show one twice.
      setShares((current) => [...current, ...result.shares.filter((s) => !current.some((c) => c.id === s.id))]);
      setCount(result.count);
      setPage((p) => p + 1);
    } catch (error) {
      if (live.current) setMoreError(errorMessage(error));
    } finally {
      if (live.current) setLoadingMore(false);
    }
  };

  useShareChanges((change) => {
    const present = shares.some((s) => s.id === (change.kind === 'deleted' ? change.id : change.share.id));
    if (!present) return;
    if (change.kind === 'updated' && (!keep || keep(change.share))) {
      setShares((current) => current.map((s) => (s.id === change.share.id ? change.share : s)));
      return;
    }
    const id = change.kind === 'deleted' ? change.id : change.share.id;
    setShares((current) => current.filter((s) => s.id !== id));
    setCount((n) => Math.max(0, n - 1));
  });

  if (state.status === 'loading') return <PageLoading label="Loading planes…" />;
  if (state.status === 'failed') {
    return (
      <div className="share-grid-failed">
        <ErrorList errors={[`We could not load these planes. ${state.message}`]} />
        <button type="button" className="button button-secondary" onClick={() => void first()}>
          Try again
        </button>
      </div>
    );
  }
  if (shares.length === 0) return <>{empty}</>;

  return (
    <div className="share-grid-block">
      <ul className="share-grid" aria-label={label}>
        {shares.map((share) => (
          <li key={share.id}>
            <ShareCard share={share} />
          </li>
        ))}
      </ul>
      <p className="share-grid-count">
        Showing {shares.length} of {count}
      </p>
      {moreError && <ErrorList errors={[`We could not load more planes. ${moreError}`]} />}
      {shares.length < count && (
        <div className="share-grid-more">
          <button type="button" className="button button-secondary" onClick={() => void more()} disabled={loadingMore} aria-busy={loadingMore}>
            {loadingMore && <Spinner />}
            Load More
          </button>
        </div>
      )}
    </div>
  );
}

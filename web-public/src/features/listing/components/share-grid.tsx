import { useId, type ReactNode } from 'react';
import { ErrorList } from '../../../components/form/error-list';
import { PageLoading } from '../../../components/page-loading';
import { PagedListFooter } from '../../../components/paged-list-footer';
import { ShareCard } from '../../../components/share-card/share-card';
import { cardImageLoading } from '../../../components/stored-image/stored-image';
import { usePagedList } from '../../../hooks/use-paged-list';
import { useShareChanges } from '../../../hooks/use-share-changes';
import type { ShareList, ShareView } from '../../../lib/share-view';
import './share-grid.css';

interface ShareGridProps {
  /** One page of the list (1-based). */
  load: (page: number) => Promise<ShareList>;
  /** Names the list: its heading (hidden), above the cards' own h3 names. */
  label: string;
  /** Shown when there is nothing to list. */
  empty: ReactNode;
  /** A listing changed elsewhere stays only if this holds (favourites drop one that is no longer). */
  keep?: (share: ShareView) => boolean;
  /** A line of the caller's at the end of each card (My Planes: the maintenance status and link). */
  cardExtra?: (share: ShareView) => ReactNode;
}

/**
 * A grid of share cards with Load More (account screens: twelve at a time). Changes made in the share
 * modal apply at once: an edited or disabled listing updates its card, a deleted one leaves.
 */
export function ShareGrid({ load, label, empty, keep, cardExtra }: ShareGridProps) {
  const headingId = useId();
  const { items: shares, setItems: setShares, count, setCount, state, reload, more, moreError, loadingMore } = usePagedList(
    async (page) => {
      const { shares: items, count: total } = await load(page);
      return { items, count: total };
    },
  );

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
        <button type="button" className="button button-secondary" onClick={() => void reload()}>
          Try again
        </button>
      </div>
    );
  }
  if (shares.length === 0) return <>{empty}</>;

  return (
    <div className="share-grid-block">
      <h2 id={headingId} className="visually-hidden">
        {label}
      </h2>
      <ul className="share-grid" aria-labelledby={headingId}>
        {shares.map((share, index) => (
          <li key={share.id}>
            <ShareCard share={share} imageLoading={cardImageLoading(index)} extra={cardExtra?.(share)} />
          </li>
        ))}
      </ul>
      <PagedListFooter shown={shares.length} count={count} what="planes" more={more} moreError={moreError} loadingMore={loadingMore} />
    </div>
  );
}

import { useState } from 'react';
import './share-community.css';
import type { ReviewView } from '../../../../../domain/review/review-view';
import { ErrorList } from '../../../components/form/error-list';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/page-loading';
import { RatingSummary } from '../../../components/rating/rating-summary';
import { ReviewItem } from '../../../components/review/review-item';
import { Spinner } from '../../../components/spinner';
import { useApiResource } from '../../../hooks/use-api-resource';
import { useViewerId } from '../../../hooks/use-session';
import { errorMessage } from '../../../lib/api-client';
import { shareReviews, shareReviewsRead } from '../../../lib/reviews.api';

const PER_PAGE = 5;

/** The share modal's "Reviews": pilots' shown reviews of rentals of this plane, newest first, a page at a time. */
export function ShareReviewsPanel({ shareId }: { shareId: number }) {
  const viewerId = useViewerId();
  // A server-rendered share link comes with the first page (no "Loading" in the drawn modal): the visitor's
  // answer, so only while no one is signed in (a pilot's own answer says what he may do, and is asked for).
  const read = shareReviewsRead(shareId, PER_PAGE);
  const first = useApiResource(`${shareId}:${viewerId}`, read.load, { firstScreen: viewerId === null ? read.url : null });
  const [more, setMore] = useState<{ items: ReviewView[]; page: number }>({ items: [], page: 1 });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const [changed, setChanged] = useState<Record<number, ReviewView>>({});

  if (first.status === 'loading') return <PageLoading label="Loading the reviews…" />;
  if (first.status === 'failed') return <LoadFailed what="the reviews" message={first.error} onRetry={first.retry} />;
  const { rating, total } = first.data;
  const items = [...first.data.items, ...more.items.filter((r) => !first.data.items.some((f) => f.id === r.id))].map((r) => changed[r.id] ?? r);

  const loadMore = async () => {
    setLoadingMore(true);
    setMoreError(null);
    try {
      const next = await shareReviews(shareId, more.page + 1, PER_PAGE);
      setMore((m) => ({ items: [...m.items, ...next.items], page: next.page }));
    } catch (error) {
      setMoreError(errorMessage(error));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section className="share-section share-reviews" aria-labelledby={`share-reviews-${shareId}`}>
      <h2 id={`share-reviews-${shareId}`} className="share-section-title">
        Reviews <RatingSummary rating={rating} />
      </h2>
      {items.length === 0 ? (
        <p className="share-section-empty">No reviews yet. Pilots who rent this plane review it after their flight.</p>
      ) : (
        items.map((review) => (
          <ReviewItem
            key={review.id}
            review={review}
            reportable={viewerId !== null && viewerId !== review.author.id}
            answerReportable={viewerId !== null && viewerId !== review.subject.id}
            onChanged={(next) => setChanged((c) => ({ ...c, [next.id]: next }))}
          />
        ))
      )}
      {items.length < total && (
        <div className="share-section-more">
          <button type="button" className="button button-secondary button-small" onClick={() => void loadMore()} disabled={loadingMore} aria-busy={loadingMore}>
            {loadingMore && <Spinner />}
            More reviews
          </button>
          <span className="share-section-count">
            {items.length} of {total}
          </span>
        </div>
      )}
      {moreError && <ErrorList errors={[`We could not load more reviews. ${moreError}`]} />}
    </section>
  );
}

import type { RatingSummary as Rating } from '../../../../domain/review/review-view';
import './rating.css';

const reviews = (count: number) => `${count} review${count === 1 ? '' : 's'}`;

/** "★ 4.5 (3 reviews)": the average of shown reviews and their count; "No reviews yet" when asked to say so. */
export function RatingSummary({ rating, showNone = false, className = '' }: { rating: Rating | null | undefined; showNone?: boolean; className?: string }) {
  if (!rating || rating.count === 0) {
    return showNone ? <span className={`rating-summary rating-none ${className}`.trim()}>No reviews yet</span> : null;
  }
  const average = rating.average.toFixed(1);
  return (
    <span className={`rating-summary ${className}`.trim()} role="img" aria-label={`Rated ${average} out of 5 from ${reviews(rating.count)}`}>
      <span className="rating-star" aria-hidden="true">
        ★
      </span>
      <span aria-hidden="true">
        {average} ({reviews(rating.count)})
      </span>
    </span>
  );
}

/** A review's stars, "★★★★☆", read as "4 out of 5 stars". */
export function Stars({ stars }: { stars: number }) {
  return (
    <span className="review-stars" role="img" aria-label={`${stars} out of 5 stars`}>
      <span aria-hidden="true">{'★'.repeat(stars) + '☆'.repeat(Math.max(0, 5 - stars))}</span>
    </span>
  );
}

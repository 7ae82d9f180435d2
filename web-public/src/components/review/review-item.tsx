import { useState } from 'react';
import { readAnswerText } from '../../../../domain/review/review-rules';
import type { ReviewView } from '../../../../domain/review/review-view';
import { LongDate } from '../long-date';
import { answerReview } from '../../lib/reviews.api';
import { TextPostForm } from '../form/text-post-form';
import { Stars } from '../rating/rating-summary';
import { ReportLink } from '../report/report-link';
import './review.css';

interface ReviewItemProps {
  review: ReviewView;
  /** The heading's words ("Your review", "Bessie's review of you"); default: the author's name. */
  heading?: string;
  /** Whether the caller may report it (not his own). */
  reportable?: boolean;
  /** Whether the answer may be reported (an answer the caller did not write). */
  answerReportable?: boolean;
  onChanged?: (review: ReviewView) => void;
}

/** A review as text (never live links): stars, who and when, the answer, Answer once for the reviewed side, Report. */
export function ReviewItem({ review, heading, reportable = false, answerReportable = false, onChanged }: ReviewItemProps) {
  return (
    <article className="review-item" aria-label={heading ?? `Review by ${review.author.name}`}>
      <p className="review-head">
        <Stars stars={review.stars} />
        <span className="review-who">{heading ?? review.author.name}</span>
        <LongDate className="review-date" iso={review.createdAt} />
      </p>
      {review.share && heading && <p className="review-share">{review.share.title}</p>}
      <p className="review-text">{review.text}</p>
      {reportable && <ReportLink kind="review" id={review.id} />}
      {review.answer && (
        <div className="review-answer">
          <p className="review-answer-head">
            Answer from {review.subject.name} · <LongDate iso={review.answer.at} />
          </p>
          <p className="review-text">{review.answer.text}</p>
          {answerReportable && <ReportLink kind="reviewAnswer" id={review.id} />}
        </div>
      )}
      {review.canAnswer && onChanged && <AnswerForm review={review} onAnswered={onChanged} />}
    </article>
  );
}

function AnswerForm({ review, onAnswered }: { review: ReviewView; onAnswered: (review: ReviewView) => void }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" className="button button-secondary button-small" onClick={() => setOpen(true)}>
        Answer
      </button>
    );
  }
  return (
    <TextPostForm
      name="Answer the review"
      label="Your answer (once, shown under the review)"
      read={readAnswerText}
      send={async (text) => onAnswered(await answerReview(review.id, text))}
      submitLabel="Publish answer"
      onCancel={() => setOpen(false)}
      autoFocus
    />
  );
}

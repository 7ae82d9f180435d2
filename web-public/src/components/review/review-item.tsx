import { useState, type FormEvent } from 'react';
import { REVIEW_ANSWER_MAX_LENGTH, type ReviewView } from '../../../../domain/review/review-view';
import { formatLongDate } from '../../lib/format-date';
import { NO_ERRORS, requestErrors, type FormErrors } from '../../lib/form-errors';
import { answerReview } from '../../lib/reviews.api';
import { ErrorList } from '../form/error-list';
import { TextAreaField } from '../form/text-area-field';
import { Stars } from '../rating/rating-summary';
import { ReportLink } from '../report/report-link';
import { Spinner } from '../spinner';
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
        <span className="review-date">{formatLongDate(review.createdAt)}</span>
      </p>
      {review.share && heading && <p className="review-share">{review.share.title}</p>}
      <p className="review-text">{review.text}</p>
      {reportable && <ReportLink kind="review" id={review.id} />}
      {review.answer && (
        <div className="review-answer">
          <p className="review-answer-head">
            Answer from {review.subject.name} · {formatLongDate(review.answer.at)}
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
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  if (!open) {
    return (
      <button type="button" className="button button-secondary button-small" onClick={() => setOpen(true)}>
        Answer
      </button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = text.trim();
    if (!trimmed) return setErrors({ fields: { text: ['Write your answer first.'] }, general: [] });
    if (trimmed.length > REVIEW_ANSWER_MAX_LENGTH) return setErrors({ fields: { text: [`An answer holds at most ${REVIEW_ANSWER_MAX_LENGTH} characters.`] }, general: [] });
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      onAnswered(await answerReview(review.id, trimmed));
    } catch (error) {
      setErrors(requestErrors(error, ['text']));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="review-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Answer the review">
      <TextAreaField
        label="Your answer (once, shown under the review)"
        value={text}
        onChange={setText}
        rows={3}
        required
        errors={errors.fields.text}
        data-autofocus
      />
      <ErrorList errors={errors.general} />
      <div className="review-actions">
        <button type="submit" className="button button-primary button-small" disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Publish answer
        </button>
        <button type="button" className="button button-secondary button-small" onClick={() => setOpen(false)} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

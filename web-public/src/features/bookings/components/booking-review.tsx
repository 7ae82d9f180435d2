import { useState } from 'react';
import { readReview } from '../../../../../domain/review/review-rules';
import type { BookingReviewState, ReviewView } from '../../../../../domain/review/review-view';
import { ErrorList } from '../../../components/form/error-list';
import { TextAreaField } from '../../../components/form/text-area-field';
import { useCheckedSubmit } from '../../../components/form/use-checked-submit';
import { ReviewItem } from '../../../components/review/review-item';
import { StarPicker } from '../../../components/review/star-picker';
import { Spinner } from '../../../components/spinner';
import { SuccessNote } from '../../../components/success-note/success-note';
import { formatLongDate } from '../../../lib/format-date';
import { getRequest } from '../../../lib/bookings.api';
import { writeReview } from '../../../lib/reviews.api';
import { reviewSubject, theirReviewHeading } from '../utils/review-headings';
import type { BookingRole } from '../utils/booking-role';

interface BookingReviewProps {
  bookingId: number;
  review: BookingReviewState;
  role: BookingRole;
  /** The other side's name. */
  other: string;
  onChanged: (review: BookingReviewState) => void;
}

/**
 * The review part of an ended rental: Write a review while the window is open, the caller's own review at
 * once, the other side's once shown (with Answer once), and when the caller's will show.
 */
export function BookingReview({ bookingId, review, role, other, onChanged }: BookingReviewProps) {
  const [writing, setWriting] = useState(false);
  const [justWrote, setJustWrote] = useState(false);
  const { mine, theirs } = review;
  const about = reviewSubject(role, other);

  const written = (next: ReviewView) => {
    setWriting(false);
    setJustWrote(true);
    const mineNow = { ...review, mine: next, canWrite: false };
    onChanged(mineNow);
    // Written second, both show now: the other side's review comes with the booking.
    getRequest(bookingId).then(
      (booking) => booking.review && onChanged({ ...mineNow, theirs: booking.review.theirs, mine: booking.review.mine ?? next }),
      () => undefined, // the own review shows already; the other side's will on the next visit
    );
  };

  return (
    // A group, not a region: each ended rental of a list has its reviews, and landmarks must differ by name.
    <div className="booking-review" role="group" aria-label="Reviews">
      {review.canWrite && !writing && (
        <div className="booking-review-invite">
          <p>
            How was it? Review {about}
            {review.deadline ? ` by ${formatLongDate(review.deadline)}` : ''}.
          </p>
          <button type="button" className="button button-primary button-small" onClick={() => setWriting(true)}>
            Write a review
          </button>
        </div>
      )}
      {review.canWrite && writing && <ReviewForm bookingId={bookingId} about={about} deadline={review.deadline} onWritten={written} onCancel={() => setWriting(false)} />}
      {mine && (
        <>
          {justWrote && <SuccessNote title="Your review is saved.">{shownWhen(mine, theirs, other)}</SuccessNote>}
          <ReviewItem review={mine} heading="Your review" answerReportable />
          {!justWrote && !theirs && <p className="review-pending">{shownWhen(mine, theirs, other)}</p>}
        </>
      )}
      {theirs && (
        <ReviewItem review={theirs} heading={theirReviewHeading(role, other)} reportable onChanged={(next) => onChanged({ ...review, theirs: next })} />
      )}
    </div>
  );
}

/** "Your review is shown when X has written theirs or on <date>", or that it is shown. */
function shownWhen(mine: ReviewView, theirs: ReviewView | null, other: string): string {
  if (theirs || new Date(mine.visibleFrom).getTime() <= Date.now()) return 'Your review is shown on the profile and the listing.';
  return `Your review is shown when ${other} has written theirs or on ${formatLongDate(mine.visibleFrom)}.`;
}

interface ReviewFormProps {
  bookingId: number;
  about: string;
  deadline: string | null;
  onWritten: (review: ReviewView) => void;
  onCancel: () => void;
}

function ReviewForm({ bookingId, about, deadline, onWritten, onCancel }: ReviewFormProps) {
  const [stars, setStars] = useState<number | null>(null);
  const [text, setText] = useState('');
  const { busy, errors, submit } = useCheckedSubmit(
    () => readReview({ stars, text }),
    async (checked) => onWritten(await writeReview(bookingId, { stars: checked.stars, text: checked.text })),
    ['stars', 'text'],
  );

  return (
    <form className="review-form" onSubmit={(e) => void submit(e)} noValidate aria-label={`Review ${about}`}>
      <p className="review-pending">
        Review {about}. Once written it cannot be changed; it is shown when both of you have written, or after the deadline
        {deadline ? ` (${formatLongDate(deadline)})` : ''}.
      </p>
      <StarPicker value={stars} onChange={setStars} errors={errors.fields.stars} />
      <TextAreaField label="Your review" value={text} onChange={setText} rows={4} required errors={errors.fields.text} />
      <ErrorList errors={errors.general} />
      <div className="review-actions">
        <button type="submit" className="button button-primary button-small" disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Publish review
        </button>
        <button type="button" className="button button-secondary button-small" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

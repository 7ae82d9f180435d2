/**
 * Reviews (issue 16). After an approved rental has ended, the pilot may review the owner (and the plane) and
 * the owner may review the pilot: once each, 1 to 5 stars and a text, within REVIEW_WINDOW_DAYS of the
 * booking's end. A review is shown when both sides have written, or when the window has closed: neither side
 * can read the other's review before writing its own. The reviewed side may answer once, after it is shown.
 * Staff may hide a review (audited); hidden reviews count nowhere.
 */

export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_MAX_LENGTH = 2000;
export const REVIEW_ANSWER_MAX_LENGTH = 2000;

/** Who wrote it, as their part in the booking. */
export type ReviewRole = 'pilot' | 'owner';

export interface ReviewView {
  id: number;
  bookingId: number;
  /** The listing flown; null when it was removed. */
  share: { id: number; title: string } | null;
  author: { id: number; name: string; avatarUrl: string | null };
  subject: { id: number; name: string };
  authorRole: ReviewRole;
  stars: number;
  text: string;
  createdAt: string;
  /** When it became (or becomes) visible to others. */
  visibleFrom: string;
  answer: { text: string; at: string } | null;
  /** The caller is the reviewed side, the review is shown and not yet answered. */
  canAnswer: boolean;
}

/**
 * A review as the back office reads it (GET /api/admin/reviews): the whole text, both names without pictures,
 * the answer also when hidden, and the staff flags instead of what the caller may do.
 */
export interface AdminReviewView extends Omit<ReviewView, 'author' | 'canAnswer'> {
  author: { id: number; name: string };
  answerHiddenAt: string | null;
  hidden: boolean;
  hiddenAt: string | null;
}

/** The average of shown reviews, one decimal, and how many there are; null when there are none. */
export interface RatingSummary {
  average: number;
  count: number;
}

/** GET /api/share/:id/reviews (pilots' reviews of rentals of that listing) and GET /api/user/:id/reviews
 * (reviews about that user, both roles; ?role=pilot|owner narrows): shown reviews, newest first, paged with
 * ?page=&perPage= (default 10, at most 50). */
export interface ReviewPage {
  items: ReviewView[];
  rating: RatingSummary | null;
  total: number;
  page: number;
  perPage: number;
}

/**
 * The review part of a booking, on BookingView (`review`), for rentals only (null for requests to join).
 * `mine` is the caller's own review (visible to him at once); `theirs` only once shown.
 */
export interface BookingReviewState {
  /** The caller may write his review now (approved, ended, within the window, not yet written). */
  canWrite: boolean;
  /** The last moment to write (end + REVIEW_WINDOW_DAYS); null before the booking has ended. */
  deadline: string | null;
  mine: ReviewView | null;
  theirs: ReviewView | null;
}

import type { RatingSummary, ReviewRole } from '../../domain/review/review-view.js';
import type { ReviewRecord } from '../../domain/review/review.js';

export interface NewReview {
  bookingId: number;
  shareId: number | null;
  authorId: number;
  subjectId: number;
  authorRole: ReviewRole;
  stars: number;
  text: string;
  createdAt: Date;
  visibleFrom: Date;
}

/** Whose shown reviews: a listing's (its pilots' reviews) or a person's (about him; `subjectRole` narrows to his side). */
export type ReviewScope = { shareId: number } | { subjectId: number; subjectRole?: ReviewRole };

export interface AdminReviewQuery {
  ids?: number[];
  hidden?: boolean;
  shareId?: number;
  /** Either the author or the subject. */
  userId?: number;
  sort: { field: 'id' | 'createdAt' | 'stars'; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/** Reviews of bookings, with the names their views show. Shown = visible_from <= now and not hidden. */
export interface ReviewRepository {
  /** In the caller's transaction: holds the booking's row, so the two sides writing at once see each other. */
  lockBooking(bookingId: number): Promise<void>;
  /** Every review of these bookings (hidden ones too), for their parties. */
  forBookings(bookingIds: number[]): Promise<ReviewRecord[]>;
  /** A conflict DomainError (REVIEW_MESSAGES.alreadyReviewed) when the author already reviewed the booking. */
  create(review: NewReview): Promise<ReviewRecord>;
  /** Brings a review's visibility forward to `at` (the second review of its booking arrived). */
  showFrom(id: number, at: Date): Promise<void>;
  findById(id: number): Promise<ReviewRecord | null>;
  /** Stores the answer unless one exists (or was hidden) already: null then. */
  saveAnswer(id: number, text: string, at: Date): Promise<ReviewRecord | null>;
  /** Shown reviews of the scope at `now`, newest first. */
  shown(scope: ReviewScope, now: Date, page: { offset: number; limit: number }): Promise<{ items: ReviewRecord[]; total: number }>;
  rating(scope: ReviewScope, now: Date): Promise<RatingSummary | null>;
  /** The listings' ratings in one query (search cards, lists); a listing without shown reviews is absent. */
  shareRatings(shareIds: number[], now: Date): Promise<Map<number, RatingSummary>>;
  /** The owners' ratings as hosts (their pilots' shown reviews of them) in one query; one without any is absent. */
  hostRatings(ownerIds: number[], now: Date): Promise<Map<number, RatingSummary>>;
  adminList(query: AdminReviewQuery): Promise<{ items: ReviewRecord[]; total: number }>;
  /** Hides (a date) or shows again (null); null when there is no such review. */
  setHidden(id: number, at: Date | null): Promise<ReviewRecord | null>;
}

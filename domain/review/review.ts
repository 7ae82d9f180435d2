import type { ReviewRole } from './review-view.js';

/** A review as stored: what its author wrote about the other side of one approved, ended rental. */
export interface Review {
  id: number;
  bookingId: number;
  /** The listing flown; null when it was removed. */
  shareId: number | null;
  authorId: number;
  subjectId: number;
  authorRole: ReviewRole;
  stars: number;
  text: string;
  createdAt: Date;
  /** Shown from then on (unless hidden): the booking's end plus the window, or the second review's time. */
  visibleFrom: Date;
  answer: { text: string; at: Date } | null;
  /** Staff hid the answer alone: it shows as no answer, and cannot be written again. */
  answerHiddenAt: Date | null;
  hiddenAt: Date | null;
}

/** A review with the names its view shows beside it (read in one query by the store). */
export interface ReviewRecord extends Review {
  shareTitle: string | null;
  authorName: string;
  authorAvatarUrl: string | null;
  subjectName: string;
}

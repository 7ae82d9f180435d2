import type { Review, ReviewRecord } from './review.js';
import { canAnswer, shownAnswer } from './review-rules.js';
import type { ReviewView } from './review-view.js';

/** A stored review as the API answers it to `viewerId` (null: a visitor) at `now`. */
export function reviewViewOf(r: ReviewRecord, viewerId: number | null, now: Date): ReviewView {
  const answer = shownAnswer(r);
  return {
    id: r.id,
    bookingId: r.bookingId,
    share: r.shareId !== null && r.shareTitle !== null ? { id: r.shareId, title: r.shareTitle } : null,
    author: { id: r.authorId, name: r.authorName, avatarUrl: r.authorAvatarUrl },
    subject: { id: r.subjectId, name: r.subjectName },
    authorRole: r.authorRole,
    stars: r.stars,
    text: r.text,
    createdAt: r.createdAt.toISOString(),
    visibleFrom: r.visibleFrom.toISOString(),
    answer: answer ? { text: answer.text, at: answer.at.toISOString() } : null,
    canAnswer: canAnswer(r as Review, viewerId, now),
  };
}

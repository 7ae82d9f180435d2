import { conflict, invalidFields, notFound } from '../../domain/errors.js';
import { answerRefusal, isShown, readAnswerText, REVIEW_MESSAGES } from '../../domain/review/review-rules.js';
import { reviewViewOf } from '../../domain/review/review-view-of.js';
import type { ReviewView } from '../../domain/review/review-view.js';
import type { User } from '../../domain/user/user.js';
import type { ReviewRepository } from '../ports/review.repository.js';
import type { Clock } from '../ports/security.js';

export const REVIEW_NOT_FOUND = 'This review does not exist.';

/**
 * POST /reviews/:id/answer: the reviewed side answers once, after the review is shown. A review nobody
 * but its two sides can see yet (or a hidden one) is a 404 to everyone else.
 */
export class AnswerReview {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, id: number, text: unknown): Promise<ReviewView> {
    const now = this.clock.now();
    const review = await this.reviews.findById(id);
    const party = review && (review.authorId === user.id || review.subjectId === user.id);
    if (!review || review.hiddenAt || (!isShown(review, now) && !party)) throw notFound(REVIEW_NOT_FOUND);
    const refusal = answerRefusal(review, user.id, now);
    if (refusal) throw refusal;
    const read = readAnswerText(text);
    if (!read.ok) throw invalidFields(read.errors);
    const saved = await this.reviews.saveAnswer(id, read.text, now);
    if (!saved) throw conflict(REVIEW_MESSAGES.alreadyAnswered);
    return reviewViewOf(saved, user.id, now);
  }
}

import { notFound } from '../../domain/errors.js';
import type { ReviewRecord } from '../../domain/review/review.js';
import type { AdminReviewQuery, ReviewRepository } from '../ports/review.repository.js';
import type { Clock } from '../ports/security.js';
import { REVIEW_NOT_FOUND } from './answer-review.service.js';

/** The back office's reviews: every review (hidden ones too); staff hide one or show it again (audited by the caller's change). */
export class ModerateReviews {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly clock: Clock,
  ) {}

  list(query: AdminReviewQuery): Promise<{ items: ReviewRecord[]; total: number }> {
    return this.reviews.adminList(query);
  }

  findById(id: number): Promise<ReviewRecord | null> {
    return this.reviews.findById(id);
  }

  /** Hidden counts nowhere and shows nowhere; showing again keeps the review's own visibility time. */
  async setHidden(id: number, hidden: boolean): Promise<ReviewRecord> {
    const current = await this.reviews.findById(id);
    if (!current) throw notFound(REVIEW_NOT_FOUND);
    if (!!current.hiddenAt === hidden) return current;
    return (await this.reviews.setHidden(id, hidden ? this.clock.now() : null))!;
  }
}

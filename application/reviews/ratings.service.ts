import type { RatingSummary } from '../../domain/review/review-view.js';
import type { ReviewRepository } from '../ports/review.repository.js';
import type { Clock } from '../ports/security.js';

/**
 * The rating summaries the cards and profiles show: a listing's from its pilots' shown reviews, a person's
 * from the shown reviews about him (both sides). Many listings at once in one query.
 */
export class Ratings {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly clock: Clock,
  ) {}

  forShares(shareIds: number[]): Promise<Map<number, RatingSummary>> {
    const ids = [...new Set(shareIds)];
    return ids.length ? this.reviews.shareRatings(ids, this.clock.now()) : Promise.resolve(new Map());
  }

  /** The owners' ratings as hosts, for the listings' host cards (issue 34). */
  forHosts(ownerIds: number[]): Promise<Map<number, RatingSummary>> {
    const ids = [...new Set(ownerIds)];
    return ids.length ? this.reviews.hostRatings(ids, this.clock.now()) : Promise.resolve(new Map());
  }

  async forShare(shareId: number): Promise<RatingSummary | null> {
    return (await this.forShares([shareId])).get(shareId) ?? null;
  }

  forUser(userId: number): Promise<RatingSummary | null> {
    return this.reviews.rating({ subjectId: userId }, this.clock.now());
  }
}

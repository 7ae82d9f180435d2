import { reviewViewOf } from '../../domain/review/review-view-of.js';
import type { ReviewPage, ReviewRole } from '../../domain/review/review-view.js';
import type { User } from '../../domain/user/user.js';
import { reachablePerson } from '../accounts/person-reach.js';
import type { PersonLinks } from '../ports/person-links.js';
import type { ReviewRepository, ReviewScope } from '../ports/review.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import type { UserRepository } from '../ports/user.repository.js';
import { visibleShare } from '../shares/share-access.js';

export interface ReviewPaging {
  page?: number;
  perPage?: number;
}

/** GET /share/:id/reviews and GET /user/:id/reviews: shown reviews, newest first, with the rating. Public. */
export class ReadReviews {
  constructor(
    private readonly shares: ShareRepository,
    private readonly users: UserRepository,
    private readonly reviews: ReviewRepository,
    private readonly clock: Clock,
    private readonly links: PersonLinks,
  ) {}

  /** The pilots' reviews of rentals of a listing the viewer can see (404 otherwise). */
  async forShare(viewer: User | null, shareId: number, paging: ReviewPaging): Promise<ReviewPage> {
    await visibleShare(this.shares, viewer, shareId);
    return this.page(viewer, { shareId }, paging);
  }

  /**
   * Reviews about a person; `role` narrows to the side he took (pilot: the owners' reviews of him). A hidden
   * account without a reason to see it (reachablePerson) is the 404 of an unknown id.
   */
  async forUser(viewer: User | null, userId: number, role: ReviewRole | undefined, paging: ReviewPaging): Promise<ReviewPage> {
    await reachablePerson(this.users, this.links, viewer, userId, 'reviews');
    return this.page(viewer, role ? { subjectId: userId, subjectRole: role } : { subjectId: userId }, paging);
  }

  private async page(viewer: User | null, scope: ReviewScope, paging: ReviewPaging): Promise<ReviewPage> {
    const now = this.clock.now();
    const perPage = Math.min(50, Math.max(1, paging.perPage ?? 10));
    const page = Math.max(1, paging.page ?? 1);
    const { items, total } = await this.reviews.shown(scope, now, { offset: (page - 1) * perPage, limit: perPage });
    const rating = await this.reviews.rating(scope, now);
    return { items: items.map((r) => reviewViewOf(r, viewer?.id ?? null, now)), rating, total, page, perPage };
  }
}

import type { ModerateReviews } from '../../../application/reviews/moderate-reviews.service.js';
import { validationFailed } from '../../../domain/errors.js';
import { fieldErrors } from '../../../domain/field-errors.js';
import type { ReviewRecord } from '../../../domain/review/review.js';
import type { AdminReviewView } from '../../../domain/review/review-view.js';
import { booleanFilter, idFilter } from './filters.js';
import type { AdminResource } from './simple-rest.js';

/** A review as the back office lists it: the whole text, both names, the answer (also when hidden) and the staff flags. */
export function toAdminReview(r: ReviewRecord): AdminReviewView {
  return {
    id: r.id,
    bookingId: r.bookingId,
    share: r.shareId !== null ? { id: r.shareId, title: r.shareTitle ?? '' } : null,
    author: { id: r.authorId, name: r.authorName },
    subject: { id: r.subjectId, name: r.subjectName },
    authorRole: r.authorRole,
    stars: r.stars,
    text: r.text,
    createdAt: r.createdAt.toISOString(),
    visibleFrom: r.visibleFrom.toISOString(),
    answer: r.answer ? { text: r.answer.text, at: r.answer.at.toISOString() } : null,
    answerHiddenAt: r.answerHiddenAt?.toISOString() ?? null,
    hidden: !!r.hiddenAt,
    hiddenAt: r.hiddenAt?.toISOString() ?? null,
  };
}

type SortField = 'id' | 'createdAt' | 'stars';

/**
 * Reviews in the back office (issue 16): filter by hidden, listing or user (author or subject); staff hide a
 * review or show it again (PUT { hidden }), audited like every admin change. Hidden reviews show and count
 * nowhere.
 */
export function reviewsResource(moderate: ModerateReviews): AdminResource<AdminReviewView, SortField> {
  return {
    name: 'reviews',
    sortFields: ['id', 'createdAt', 'stars'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    async list({ filter, ids, sort, offset, limit }) {
      const { items, total } = await moderate.list({
        ids, hidden: booleanFilter(filter, 'hidden'), shareId: idFilter(filter, 'shareId'), userId: idFilter(filter, 'userId'), sort, offset, limit,
      });
      return { items: items.map(toAdminReview), total };
    },
    async getOne(id) {
      const r = await moderate.findById(id);
      return r ? toAdminReview(r) : null;
    },
    async update(id, data) {
      if (typeof data.hidden !== 'boolean') {
        const message = 'Send { "hidden": true } to hide the review, or false to show it again';
        throw validationFailed([message], message, fieldErrors([['hidden', [message]]]));
      }
      return toAdminReview(await moderate.setHidden(id, data.hidden));
    },
  };
}

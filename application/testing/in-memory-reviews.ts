import { conflict } from '../../domain/errors.js';
import { isShown, ratingOf, REVIEW_MESSAGES } from '../../domain/review/review-rules.js';
import type { RatingSummary } from '../../domain/review/review-view.js';
import type { ReviewRecord } from '../../domain/review/review.js';
import type { AdminReviewQuery, NewReview, ReviewRepository, ReviewScope } from '../ports/review.repository.js';

const inScope = (r: ReviewRecord, scope: ReviewScope) =>
  'shareId' in scope
    ? r.shareId === scope.shareId && r.authorRole === 'pilot'
    : r.subjectId === scope.subjectId && (!scope.subjectRole || r.authorRole !== scope.subjectRole);

/** Reviews in memory, with the store's rules (once per author and booking; shown = visible_from <= now, not hidden). */
export class InMemoryReviewRepository implements ReviewRepository {
  readonly rows = new Map<number, ReviewRecord>();
  private nextId = 1;

  async lockBooking(): Promise<void> {}
  async forBookings(ids: number[]) {
    return [...this.rows.values()].filter((r) => ids.includes(r.bookingId)).map((r) => structuredClone(r));
  }
  async create(n: NewReview) {
    if ([...this.rows.values()].some((r) => r.bookingId === n.bookingId && r.authorId === n.authorId)) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
    const r: ReviewRecord = {
      ...n, id: this.nextId++, answer: null, answerHiddenAt: null, hiddenAt: null,
      shareTitle: n.shareId ? `Listing ${n.shareId}` : null, authorName: `User ${n.authorId}`, authorAvatarUrl: null, subjectName: `User ${n.subjectId}`,
    };
    this.rows.set(r.id, r);
    return structuredClone(r);
  }
  async showFrom(id: number, at: Date) {
    const r = this.rows.get(id);
    if (r && r.visibleFrom > at) r.visibleFrom = at;
  }
  async findById(id: number) {
    const r = this.rows.get(id);
    return r ? structuredClone(r) : null;
  }
  async saveAnswer(id: number, text: string, at: Date) {
    const r = this.rows.get(id);
    if (!r || r.answer || r.answerHiddenAt) return null;
    r.answer = { text, at };
    return structuredClone(r);
  }
  async shown(scope: ReviewScope, now: Date, page: { offset: number; limit: number }) {
    const all = [...this.rows.values()].filter((r) => inScope(r, scope) && isShown(r, now)).sort((a, b) => +b.visibleFrom - +a.visibleFrom || b.id - a.id);
    return { items: all.slice(page.offset, page.offset + page.limit).map((r) => structuredClone(r)), total: all.length };
  }
  async rating(scope: ReviewScope, now: Date) {
    return ratingOf([...this.rows.values()].filter((r) => inScope(r, scope) && isShown(r, now)).map((r) => r.stars));
  }
  async shareRatings(ids: number[], now: Date) {
    const map = new Map<number, RatingSummary>();
    for (const id of ids) {
      const rating = await this.rating({ shareId: id }, now);
      if (rating) map.set(id, rating);
    }
    return map;
  }
  async hostRatings(ids: number[], now: Date) {
    const map = new Map<number, RatingSummary>();
    for (const id of ids) {
      const rating = await this.rating({ subjectId: id, subjectRole: 'owner' }, now);
      if (rating) map.set(id, rating);
    }
    return map;
  }
  async adminList(q: AdminReviewQuery) {
    const all = [...this.rows.values()].filter((r) => (q.hidden === undefined || !!r.hiddenAt === q.hidden) && (!q.ids || q.ids.includes(r.id)));
    return { items: all.slice(q.offset, q.offset + q.limit).map((r) => structuredClone(r)), total: all.length };
  }
  async setHidden(id: number, at: Date | null) {
    const r = this.rows.get(id);
    if (!r) return null;
    r.hiddenAt = at;
    return structuredClone(r);
  }
}

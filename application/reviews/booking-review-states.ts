import type { Booking } from '../../domain/booking/booking.js';
import { isShown, reviewDeadline, reviewRefusal, reviewRoleOf } from '../../domain/review/review-rules.js';
import { reviewViewOf } from '../../domain/review/review-view-of.js';
import type { BookingReviewState } from '../../domain/review/review-view.js';
import type { User } from '../../domain/user/user.js';
import type { ReviewRepository } from '../ports/review.repository.js';
import type { Clock } from '../ports/security.js';

/**
 * The review part of each booking for one of its sides (BookingView.review): whether he may write, until
 * when, his own review (at once) and the other's (only once shown). Rentals only; null for requests to join
 * and for anyone but the two sides. One query for the whole list.
 */
export class BookingReviewStates {
  constructor(
    private readonly reviews: ReviewRepository,
    private readonly clock: Clock,
  ) {}

  async forBookings(viewer: User | null, bookings: Booking[]): Promise<Map<number, BookingReviewState | null>> {
    const states = new Map<number, BookingReviewState | null>();
    const mine = viewer ? bookings.filter((b) => b.kind === 'rental' && reviewRoleOf(b, viewer.id)) : [];
    for (const b of bookings) states.set(b.id, null);
    if (!viewer || !mine.length) return states;
    const now = this.clock.now();
    const reviews = await this.reviews.forBookings(mine.map((b) => b.id));
    for (const b of mine) {
      const own = reviews.find((r) => r.bookingId === b.id && r.authorId === viewer.id) ?? null;
      const theirs = reviews.find((r) => r.bookingId === b.id && r.authorId !== viewer.id) ?? null;
      const ended = !!b.period && b.period.end.getTime() <= now.getTime();
      states.set(b.id, {
        canWrite: reviewRefusal(b, now, !!own) === null,
        deadline: ended ? reviewDeadline(b)!.toISOString() : null,
        mine: own ? reviewViewOf(own, viewer.id, now) : null,
        theirs: theirs && isShown(theirs, now) ? reviewViewOf(theirs, viewer.id, now) : null,
      });
    }
    return states;
  }
}

import type { Booking } from '../../domain/booking/booking.js';
import { invalidFields, notFound } from '../../domain/errors.js';
import { assertMayReview, readReview, reviewRoleOf, visibleFromOf, type ReviewInput } from '../../domain/review/review-rules.js';
import { reviewViewOf } from '../../domain/review/review-view-of.js';
import type { ReviewView } from '../../domain/review/review-view.js';
import type { User } from '../../domain/user/user.js';
import { REQUEST_NOT_FOUND } from '../bookings/booking-access.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { ReviewRepository } from '../ports/review.repository.js';
import type { Clock } from '../ports/security.js';
import type { UnitOfWork } from '../ports/unit-of-work.js';

/**
 * POST /requests/:id/review: the pilot or the owner of an approved rental that has ended reviews the other
 * side, once, within the window. Anyone else gets the 404 of a missing request. The first review of a
 * booking waits until the window closes; the second shows both from now (in one transaction that holds
 * the booking, so two sides writing at once still see each other).
 */
export class WriteReview {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly reviews: ReviewRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(user: User, bookingId: number, input: ReviewInput): Promise<ReviewView> {
    const booking = await this.bookings.findById(bookingId);
    const role = booking ? reviewRoleOf(booking, user.id) : null;
    if (!booking || !role) throw notFound(REQUEST_NOT_FOUND);
    const read = readReview(input);
    const now = this.clock.now();
    const saved = await this.unitOfWork.run(async () => {
      await this.reviews.lockBooking(booking.id);
      const existing = await this.reviews.forBookings([booking.id]);
      assertMayReview(booking, now, existing.some((r) => r.authorId === user.id));
      if (!read.ok) throw invalidFields(read.errors);
      const other = existing.find((r) => r.authorId !== user.id) ?? null;
      const review = await this.reviews.create({
        bookingId: booking.id, shareId: booking.shareId, authorId: user.id, subjectId: subjectOf(booking, role), authorRole: role,
        stars: read.stars, text: read.text, createdAt: now, visibleFrom: visibleFromOf(booking, other, now),
      });
      if (other && other.visibleFrom.getTime() > now.getTime()) await this.reviews.showFrom(other.id, now);
      return review;
    });
    return reviewViewOf(saved, user.id, now);
  }
}

const subjectOf = (booking: Booking, role: 'pilot' | 'owner') => (role === 'pilot' ? booking.ownerId : booking.pilotId);

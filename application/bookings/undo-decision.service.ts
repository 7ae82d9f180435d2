import type { Booking } from '../../domain/booking/booking.js';
import { undoDecision } from '../../domain/booking/undo-decision.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { Clock } from '../ports/security.js';
import type { User } from '../../domain/user/user.js';
import { visibleBooking } from './booking-access.js';
import { NO_NOTICES, type BookingNoticeQueue } from './booking-notices.js';
import { NO_MONEY, type MoneyHooks } from '../payments/booking-money.js';

/**
 * POST /requests/:id/undo: the owner takes back the approval or decline he just gave (domain/booking/
 * undo-decision.ts says when he may). The request is pending again, an approved period's hold is
 * released, and the answer's mail, still waiting out the window, is taken back in the same transaction;
 * a mail already on its way refuses the undo (409) and nothing changes. A stranger gets 404.
 */
export class UndoDecision {
  constructor(
    private readonly bookings: BookingRepository,
    private readonly clock: Clock,
    private readonly notices: BookingNoticeQueue = NO_NOTICES,
    /** An approval undone charges nothing: its hold, if placed, is released (issue 37). */
    private readonly money: MoneyHooks = NO_MONEY,
  ) {}

  async execute(user: User, id: number): Promise<Booking> {
    const { booking, actor } = await visibleBooking(this.bookings, user, id);
    const next = undoDecision(booking, { by: actor, now: this.clock.now() });
    const kind = booking.state === 'approved' ? 'booking_approved' : 'booking_declined';
    return this.notices.retract(async () => {
      const saved = await this.bookings.saveTransition(booking, next);
      if (booking.state === 'approved') await this.money.ended(saved, 'undo');
      return saved;
    }, [{ kind, booking }]);
  }
}

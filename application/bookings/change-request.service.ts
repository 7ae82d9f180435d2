import type { Booking } from '../../domain/booking/booking.js';
import { overlaps } from '../../domain/booking/booking.js';
import { BOOKING_MESSAGES, transition, type BookingAction } from '../../domain/booking/booking-transitions.js';
import { assertNotGrounded } from '../../domain/booking/request-rules.js';
import { UNDO_WINDOW_MS } from '../../domain/booking/undo-decision.js';
import { conflict, notFound } from '../../domain/errors.js';
import type { User } from '../../domain/user/user.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../ports/availability.repository.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { LISTING_NOT_FOUND } from '../shares/share-access.js';
import type { BookingMailKind } from '../ports/alert-outbox.js';
import { availabilityOf, visibleBooking } from './booking-access.js';
import { NO_NOTICES, type BookingNoticeQueue } from './booking-notices.js';

/** The answers of ChangeRequest (the flight's actions have their own use cases, application/flights/). */
export type UserAction = Extract<BookingAction, 'approve' | 'decline' | 'withdraw' | 'cancel'>;

const MAIL_OF: Record<UserAction, BookingMailKind | null> = {
  approve: 'booking_approved', decline: 'booking_declined', withdraw: null, cancel: 'booking_cancelled',
};

/**
 * POST /requests/:id/approve|decline|withdraw|cancel. A stranger gets 404; a party that may not take the
 * action 403; a state that does not allow it 409. An approval on a grounded aircraft or over a booked or
 * blocked period is a 409: checked first for the message, and held by the store's constraint when two
 * approvals race.
 */
export class ChangeRequest {
  constructor(
    private readonly shares: ShareRepository,
    private readonly availabilities: AvailabilityRepository,
    private readonly bookings: BookingRepository,
    private readonly zones: TimeZoneFinder,
    private readonly clock: Clock,
    private readonly notices: BookingNoticeQueue = NO_NOTICES,
  ) {}

  async execute(user: User, id: number, action: UserAction, reason?: string): Promise<Booking> {
    const { booking, actor } = await visibleBooking(this.bookings, user, id);
    const now = this.clock.now();
    const next = transition(booking, action, { by: actor, now, reason });
    if (action === 'approve') await this.checkApproval(booking);
    // The pilot's withdrawal tells nobody; the other answers tell the other side.
    const kind = MAIL_OF[action];
    // An answer's mail waits for its undo window: an answer taken back (UndoDecision) tells nobody.
    const notBefore = action === 'approve' || action === 'decline' ? new Date(now.getTime() + UNDO_WINDOW_MS) : undefined;
    return this.notices.within(() => this.bookings.saveTransition(booking, next), (saved) => (kind ? [{ kind, booking: saved, notBefore }] : []));
  }

  private async checkApproval(booking: Booking): Promise<void> {
    const share = await this.shares.findById(booking.shareId);
    if (!share) throw notFound(LISTING_NOT_FOUND);
    const availability = await availabilityOf(this.availabilities, this.zones, share);
    assertNotGrounded(availability);
    const period = booking.period;
    if (!period) return;
    const taken = availability.blocks.some((b) => overlaps(b, period)) || (await this.bookings.approvedIn(share.id, period)).length > 0;
    if (taken) throw conflict(BOOKING_MESSAGES.overlap);
  }
}

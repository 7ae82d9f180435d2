import type { Booking } from '../../domain/booking/booking.js';
import { overlaps } from '../../domain/booking/booking.js';
import { BOOKING_MESSAGES, transition, type BookingAction } from '../../domain/booking/booking-transitions.js';
import { assertNotGrounded } from '../../domain/booking/request-rules.js';
import { UNDO_WINDOW_MS } from '../../domain/booking/undo-decision.js';
import { conflict, notFound } from '../../domain/errors.js';
import type { Share } from '../../domain/share/share.js';
import type { User } from '../../domain/user/user.js';
import type { BillingRulesRepository } from '../ports/flight.repository.js';
import { listingRules } from '../flights/flight-access.js';
import type { AvailabilityRepository, TimeZoneFinder } from '../ports/availability.repository.js';
import type { BookingRepository } from '../ports/booking.repository.js';
import type { Clock } from '../ports/security.js';
import type { ShareRepository } from '../ports/share.repository.js';
import { LISTING_NOT_FOUND } from '../shares/share-access.js';
import type { BookingMailKind } from '../ports/alert-outbox.js';
import { availabilityOf, visibleBooking } from './booking-access.js';
import { NO_NOTICES, type BookingNoticeQueue } from './booking-notices.js';
import type { RefundQuote } from '../../domain/payment/payment.js';
import { NO_MONEY, type MoneyHooks } from '../payments/booking-money.js';
import { cancellationCause, groundedNow } from '../payments/quote-cancellation.service.js';

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
    /** Where the listing's billing rules are copied onto an approved booking (issue 36); none in tests of the answers alone. */
    private readonly billing: BillingRulesRepository | null = null,
    /** The booking's money (issue 37): the hold scheduled at the approval, released or kept by the policy at the end. */
    private readonly money: MoneyHooks = NO_MONEY,
  ) {}

  async execute(user: User, id: number, action: UserAction, reason?: string): Promise<Booking> {
    return (await this.answer(user, id, action, reason)).booking;
  }

  /** POST /requests/:id/cancel: the cancelled booking and what its payment refunds (null without payment). */
  async cancel(user: User, id: number, reason?: string): Promise<{ booking: Booking; refund: RefundQuote | null }> {
    return this.answer(user, id, 'cancel', reason);
  }

  private async answer(user: User, id: number, action: UserAction, reason?: string): Promise<{ booking: Booking; refund: RefundQuote | null }> {
    const { booking, actor } = await visibleBooking(this.bookings, user, id);
    const now = this.clock.now();
    const next = transition(booking, action, { by: actor, now, reason });
    const share = action === 'approve' ? await this.checkApproval(booking) : null;
    // The pilot's withdrawal tells nobody; the other answers tell the other side.
    const kind = MAIL_OF[action];
    // An answer's mail waits for its undo window: an answer taken back (UndoDecision) tells nobody.
    const notBefore = action === 'approve' || action === 'decline' ? new Date(now.getTime() + UNDO_WINDOW_MS) : undefined;
    // A cancellation of a grounded aircraft's booking refunds everything, whoever cancels it.
    const grounded = action === 'cancel' && (await groundedNow({ shares: this.shares, availabilities: this.availabilities, zones: this.zones }, booking));
    let refund: RefundQuote | null = null;
    const save = async () => {
      const saved = await this.bookings.saveTransition(booking, next);
      // The rules in force at the approval are the booking's: the owner changing them later changes no open flight.
      if (share && this.billing && saved.kind === 'rental') await this.billing.copyToBooking(saved.id, await listingRules(this.billing, share));
      if (action === 'approve') await this.money.approved(saved);
      else if (action === 'cancel') refund = await this.money.ended(saved, cancellationCause(actor, grounded));
      else await this.money.ended(saved, action === 'decline' ? 'declined' : 'withdrawn');
      return saved;
    };
    const saved = await this.notices.within(save, (b) => (kind ? [{ kind, booking: b, notBefore }] : []));
    return { booking: saved, refund };
  }

  private async checkApproval(booking: Booking): Promise<Share> {
    const share = await this.shares.findById(booking.shareId);
    if (!share) throw notFound(LISTING_NOT_FOUND);
    const availability = await availabilityOf(this.availabilities, this.zones, share);
    assertNotGrounded(availability);
    const period = booking.period;
    if (!period) return share;
    const taken = availability.blocks.some((b) => overlaps(b, period)) || (await this.bookings.approvedIn(share.id, period)).length > 0;
    if (taken) throw conflict(BOOKING_MESSAGES.overlap);
    return share;
  }
}

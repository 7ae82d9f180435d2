import type { Booking, BookingActor } from '../../domain/booking/booking.js';
import { conflict } from '../../domain/errors.js';
import { quoteRefund } from '../../domain/payment/cancellation.js';
import { PAYMENT_MESSAGES } from '../../domain/payment/payment-messages.js';
import type { CancellationCause, RefundQuote } from '../../domain/payment/payment.js';
import type { User } from '../../domain/user/user.js';
import { availabilityOf, visibleBooking } from '../bookings/booking-access.js';
import type { MoneyPorts } from './money-ports.js';

/** Why a cancellation refunds what it does: who cancels, and whether the aircraft is grounded. */
export function cancellationCause(actor: BookingActor, grounded: boolean): CancellationCause {
  if (grounded) return 'grounded';
  if (actor === 'pilot') return 'pilot_cancelled';
  if (actor === 'owner') return 'owner_cancelled';
  return 'staff_cancelled';
}

/** Whether the booking's listing is grounded now (a cancellation then refunds everything). */
export async function groundedNow(ports: Pick<MoneyPorts, 'shares' | 'availabilities' | 'zones'>, booking: Booking): Promise<boolean> {
  const share = await ports.shares.findById(booking.shareId);
  if (!share) return false;
  return !!(await availabilityOf(ports.availabilities, ports.zones, share)).grounded;
}

/** GET /api/requests/:id/cancellation: what cancelling now would keep and refund, for the one asking. */
export class QuoteCancellation {
  constructor(private readonly ports: MoneyPorts) {}

  async execute(user: User, bookingId: number): Promise<RefundQuote> {
    const { booking, actor } = await visibleBooking(this.ports.bookings, user, bookingId);
    if (booking.state !== 'approved') throw conflict(PAYMENT_MESSAGES.notCancellable);
    const cause = cancellationCause(actor, await groundedNow(this.ports, booking));
    const payment = await this.ports.payments.find(booking.id);
    const policy = payment?.policy ?? (await this.ports.payments.policyOf(booking.shareId));
    const bookedCents = payment ? Math.max(0, payment.expectedCents - payment.policy.depositCents) : 0;
    const now = this.ports.clock.now();
    return quoteRefund({ policy: policy.cancellation, cause, now, start: booking.period?.start ?? now, bookedCents });
  }
}

import { conflict, forbidden, invalidFields, notFound } from '../../domain/errors.js';
import { totals } from '../../domain/payment/ledger.js';
import { LEDGER_NOTES, PAYMENT_MESSAGES } from '../../domain/payment/payment-messages.js';
import { TRANSFER_AFTER_MS } from '../../domain/payment/payment.js';
import type { User } from '../../domain/user/user.js';
import { visibleBooking } from '../bookings/booking-access.js';
import { scheduleStep, type MoneyPorts } from './money-ports.js';
import { paymentRead, type PaymentRead } from './read-payment.service.js';

/**
 * POST /api/requests/:id/payment { paymentMethodId }: the pilot of a booking whose hold (or whose bill's
 * charge) failed pays with another card before payBy. The card is saved (declined: 402, nothing changes),
 * then the hold is placed (an approved booking) or what is due charged (a closed one).
 */
export class PayNow {
  constructor(private readonly ports: MoneyPorts) {}

  async execute(user: User, bookingId: number, paymentMethodId: unknown): Promise<PaymentRead> {
    const { booking, actor } = await visibleBooking(this.ports.bookings, user, bookingId);
    const found = await this.ports.payments.find(booking.id);
    if (!found) throw notFound(PAYMENT_MESSAGES.noPayment);
    if (actor !== 'pilot') throw forbidden(PAYMENT_MESSAGES.onlyPilotPays);
    if (typeof paymentMethodId !== 'string' || !paymentMethodId.trim()) throw invalidFields({ paymentMethodId: [PAYMENT_MESSAGES.cardRequired] });
    // Awaiting a hold (approved) or the bill's charge (closed); a booking checked out meanwhile pays at the close-out.
    if (found.state !== 'awaiting_payment' || (booking.state !== 'approved' && booking.state !== 'closed')) throw conflict(PAYMENT_MESSAGES.notAwaitingPayment);
    const pm = paymentMethodId.trim();
    await this.ports.gateway.saveCard({ customerId: found.customerId, paymentMethodId: pm, key: `user-${user.id}-save-card-${pm}` });
    return this.ports.unitOfWork.run(async () => {
      const p = await this.ports.payments.lock(booking.id);
      if (!p || p.state !== 'awaiting_payment') throw conflict(PAYMENT_MESSAGES.notAwaitingPayment);
      const key = `booking-${p.bookingId}-pay-now-${p.payBy?.getTime() ?? 0}-${pm}`;
      if (booking.state === 'approved') {
        const hold = await this.ports.gateway.placeHold({ customerId: p.customerId, paymentMethodId: pm, amountCents: p.expectedCents, bookingId: p.bookingId, key });
        await this.ports.payments.record({ bookingId: p.bookingId, kind: 'hold', amountCents: p.expectedCents, providerId: hold.holdId, by: 'system', note: LEDGER_NOTES.holdPaidNow });
        Object.assign(p, { state: 'held', holdId: hold.holdId, holdExpiresAt: hold.expiresAt, payBy: null, paymentMethodId: pm });
        await scheduleStep(this.ports, p, null, null);
      } else {
        const due = Math.max(0, (p.dueCents ?? 0) - totals(await this.ports.payments.entries(p.bookingId)).collected);
        if (due > 0) {
          const r = await this.ports.gateway.chargeOffSession({ customerId: p.customerId, paymentMethodId: pm, amountCents: due, bookingId: p.bookingId, key });
          await this.ports.payments.record({ bookingId: p.bookingId, kind: 'charge', amountCents: due, providerId: r.chargeId, by: 'system', note: LEDGER_NOTES.bill });
        }
        Object.assign(p, { state: 'captured', payBy: null, paymentMethodId: pm });
        await scheduleStep(this.ports, p, 'transfer', new Date(this.ports.clock.now().getTime() + TRANSFER_AFTER_MS));
      }
      await this.ports.payments.save(p);
      return paymentRead(this.ports, booking, p, 'pilot');
    });
  }
}

import { REASON_MAX } from '../../domain/booking/booking.js';
import { conflict, forbidden, invalidFields, notFound } from '../../domain/errors.js';
import { fieldErrors } from '../../domain/field-errors.js';
import { totals } from '../../domain/payment/ledger.js';
import { LEDGER_NOTES, PAYMENT_MESSAGES } from '../../domain/payment/payment-messages.js';
import type { User } from '../../domain/user/user.js';
import { bookingOf, type MoneyPorts } from './money-ports.js';
import { paymentRead, type PaymentRead } from './read-payment.service.js';
import { refundSources, settleRefund } from './refund-split.js';

/**
 * POST /api/admin/payments/:id/refund { amountCents, reason }: staff give back part or all of what the pilot
 * paid, with an audit entry. After the transfer, the owner's part is reversed and the fee's given back.
 */
export class RefundPayment {
  constructor(private readonly ports: MoneyPorts) {}

  async execute(admin: User, bookingId: number, input: { amountCents: unknown; reason: unknown }): Promise<PaymentRead> {
    if (!admin.isAdmin) throw forbidden(PAYMENT_MESSAGES.onlyStaffRefunds);
    const found = await this.ports.payments.find(bookingId);
    if (!found) throw notFound(PAYMENT_MESSAGES.noPayment);
    const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
    const amountOk = typeof input.amountCents === 'number' && Number.isInteger(input.amountCents) && input.amountCents >= 1;
    const paidNet = totals(await this.ports.payments.entries(bookingId)).paidNet;
    const fields = fieldErrors([
      ['amountCents', !amountOk ? [PAYMENT_MESSAGES.refundAmount] : (input.amountCents as number) > paidNet && paidNet > 0 ? [PAYMENT_MESSAGES.refundTooLarge(paidNet)] : []],
      ['reason', !reason ? [PAYMENT_MESSAGES.refundReason] : reason.length > REASON_MAX ? [PAYMENT_MESSAGES.refundReasonTooLong] : []],
    ]);
    if (Object.keys(fields).length) throw invalidFields(fields);
    if (paidNet <= 0) throw conflict(PAYMENT_MESSAGES.nothingToRefund);
    const amount = input.amountCents as number;
    const booking = await bookingOf(this.ports, bookingId);
    return this.ports.unitOfWork.run(async () => {
      const p = await this.ports.payments.lock(bookingId);
      if (!p) throw notFound(PAYMENT_MESSAGES.noPayment);
      const before = await this.ports.payments.entries(bookingId);
      const t = totals(before);
      if (amount > t.paidNet) throw invalidFields({ amountCents: [PAYMENT_MESSAGES.refundTooLarge(t.paidNet)] });
      const n = before.filter((e) => e.kind === 'refund').length + 1;
      for (const [i, source] of refundSources(before, amount).entries()) {
        const r = await this.ports.gateway.refund({ paymentId: source.paymentId, amountCents: source.amountCents, key: `booking-${bookingId}-refund-${n}-${i}` });
        const entries = await this.ports.payments.entries(bookingId);
        await this.ports.payments.record({ bookingId, kind: 'refund', amountCents: source.amountCents, providerId: r.refundId, by: 'admin', note: LEDGER_NOTES.refund(reason) });
        await settleRefund(this.ports, p, entries, source.amountCents, r.refundId, 'admin');
      }
      await this.ports.auditLog.record({
        actor: { id: admin.id, username: admin.username }, action: 'update', resource: 'payments', recordId: String(bookingId),
        before: { state: found.state, refundedCents: t.refunded, paidCents: t.paidNet },
        after: { state: p.state, refundedCents: t.refunded + amount, paidCents: t.paidNet - amount, refund: { amountCents: amount, reason } },
      });
      return paymentRead(this.ports, booking, p, 'admin');
    });
  }
}

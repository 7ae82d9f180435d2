import { splitRefund } from '../../domain/payment/amounts.js';
import { totals } from '../../domain/payment/ledger.js';
import { LEDGER_NOTES } from '../../domain/payment/payment-messages.js';
import type { BookingPayment, LedgerEntry } from '../../domain/payment/payment.js';
import type { MoneyPorts } from './money-ports.js';

/**
 * After a refund of `amountCents` (re_... `refundId`, already made at the provider and recorded): when the
 * owner's share was transferred, his part is reversed and the platform's fee part given back
 * (domain/payment/amounts.ts splitRefund); the state says whether anything is left paid. In the caller's
 * transaction, under the payment's lock.
 */
export async function settleRefund(ports: MoneyPorts, p: BookingPayment, before: LedgerEntry[], amountCents: number, refundId: string, by: LedgerEntry['by']): Promise<void> {
  const t = totals(before);
  if (t.transferredNet > 0 || t.feeNet > 0) {
    const split = splitRefund(amountCents, { charged: t.paidNet, fee: t.feeNet, transferred: t.transferredNet });
    const transfer = before.find((e) => e.kind === 'transfer');
    if (split.fromOwner > 0 && transfer?.providerId) {
      const r = await ports.gateway.reverseTransfer({ transferId: transfer.providerId, amountCents: split.fromOwner, key: `${refundId}-reversal` });
      await ports.payments.record({ bookingId: p.bookingId, kind: 'reversal', amountCents: split.fromOwner, providerId: r.reversalId, by, note: LEDGER_NOTES.reversal });
    }
    if (split.fromFee > 0) await ports.payments.record({ bookingId: p.bookingId, kind: 'fee_refund', amountCents: split.fromFee, providerId: refundId, by, note: LEDGER_NOTES.feeRefund });
  }
  const after = totals(await ports.payments.entries(p.bookingId));
  if (after.paidNet === 0 && after.openHold === 0) {
    p.state = 'refunded';
    p.nextStep = null;
    p.nextStepAt = null;
    p.payBy = null;
  }
  await ports.payments.save(p);
}

/**
 * Where a refund of `amountCents` is taken from: the hold's capture first, then each charge off session,
 * each up to what is left of it (earlier refunds drawn in the same order).
 */
export function refundSources(entries: LedgerEntry[], amountCents: number): Array<{ paymentId: string; amountCents: number }> {
  const t = totals(entries);
  let earlier = t.refunded;
  let left = amountCents;
  const out: Array<{ paymentId: string; amountCents: number }> = [];
  for (const e of entries.filter((x) => (x.kind === 'capture' || x.kind === 'charge') && x.providerId)) {
    const usedBefore = Math.min(earlier, e.amountCents);
    earlier -= usedBefore;
    const take = Math.min(left, e.amountCents - usedBefore);
    if (take > 0) out.push({ paymentId: e.providerId!, amountCents: take });
    left -= take;
    if (left <= 0) break;
  }
  return out;
}

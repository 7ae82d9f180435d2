import type { ProviderPayout } from '../../application/ports/connect-gateway.js';
import { totals } from '../../domain/payment/ledger.js';
import type { LedgerEntry, PayoutAccount, RefundQuote } from '../../domain/payment/payment.js';
import type {
  AdminPaymentView, LedgerEntryView, PaymentView, PayoutLineView, PayoutsView, PolicyView, RefundQuoteView,
} from '../../domain/payment/payment-view.js';
import type { AdminPaymentDetail, PaymentRead } from './payment-deps.js';

type Viewer = PaymentRead['viewer'];
type Mode = PaymentView['mode'];

export const toLedgerEntryView = (e: LedgerEntry, viewer: Viewer): LedgerEntryView => ({
  id: e.id, kind: e.kind, amountCents: e.amountCents, note: e.note, at: e.createdAt.toISOString(), providerId: viewer === 'admin' ? e.providerId : null,
});

/**
 * GET /requests/:id/payment as the caller may see it: the pilot his card's side (no fee, no transfer, no
 * provider ids), the owner his side (no card, no provider ids), staff everything. The entries come filtered
 * for the viewer by the use case (domain/payment/visibility.ts); the figures are the sums of what he sees.
 */
export function toPaymentView({ payment: p, entries, viewer, card }: Pick<PaymentRead, 'payment' | 'entries' | 'viewer' | 'card'>, mode: Mode): PaymentView {
  // The ledger's sums are the domain's (domain/payment/ledger.ts): what the view shows is what balances.
  const sums = totals(entries);
  const pilot = viewer === 'pilot';
  return {
    bookingId: p.bookingId,
    state: p.state,
    expectedCents: p.expectedCents,
    heldCents: sums.openHold,
    capturedCents: sums.collected,
    refundedCents: sums.refunded,
    feeCents: pilot ? null : sums.feeNet,
    transferredCents: pilot ? null : sums.transferredNet,
    feePercent: p.feePercent,
    cancellation: p.policy.cancellation,
    depositCents: p.policy.depositCents,
    payBy: p.payBy?.toISOString() ?? null,
    card: viewer === 'owner' ? null : card,
    entries: entries.map((e) => toLedgerEntryView(e, viewer)),
    mode,
  };
}

export const toRefundQuoteView = (q: RefundQuote): RefundQuoteView => ({
  cause: q.cause, bookedCents: q.bookedCents, keptCents: q.keptCents, refundCents: q.refundCents, rule: q.rule,
});

export const toPayoutLineView = (p: ProviderPayout): PayoutLineView => ({
  id: p.id, amountCents: p.amountCents, arrivalDate: p.arrivalDate.toISOString(), status: p.status,
});

export function toPayoutsView(
  read: { account: PayoutAccount | null; balanceCents: number; payouts: ProviderPayout[] },
  settings: { mode: Mode; feePercent: number },
): PayoutsView {
  return {
    state: read.account?.state ?? 'none',
    missing: read.account?.state === 'enabled' ? [] : (read.account?.missing ?? []),
    balanceCents: read.balanceCents,
    payouts: read.payouts.map(toPayoutLineView),
    mode: settings.mode,
    feePercent: settings.feePercent,
  };
}

export const toPolicyView = (r: { policy: { cancellation: PolicyView['cancellation']; depositCents: number }; takesPayment: boolean; feePercent: number }): PolicyView => ({
  cancellation: r.policy.cancellation, depositCents: r.policy.depositCents, takesPayment: r.takesPayment, feePercent: r.feePercent,
});

/** The back office's record: staff's view of the payment (id = the booking's), the people, the listing and the next step. */
export const toAdminPaymentView = (read: AdminPaymentDetail, mode: Mode): AdminPaymentView => ({
  id: read.payment.bookingId,
  ...toPaymentView({ ...read, viewer: 'admin' }, mode),
  pilot: read.pilot,
  owner: read.owner,
  share: read.share,
  nextStep: read.payment.nextStep,
  nextStepAt: read.payment.nextStepAt?.toISOString() ?? null,
  holdExpiresAt: read.payment.holdExpiresAt?.toISOString() ?? null,
  createdAt: read.payment.createdAt.toISOString(),
});

import type { ProviderPayout } from '../../application/ports/connect-gateway.js';
import type { LedgerEntry, LedgerKind, PayoutAccount, RefundQuote } from '../../domain/payment/payment.js';
import type {
  AdminPaymentView, EarningsView, LedgerEntryView, PaymentView, PayoutLineView, PayoutsView, PilotPaymentLineView, PolicyView, RefundQuoteView,
} from '../../domain/payment/payment-view.js';
import type { AdminPaymentRead, EarningsMonth, PaymentRead, PilotPaymentRow } from './payment-deps.js';

type Viewer = PaymentRead['viewer'];
type Mode = PaymentView['mode'];

/** The kinds the pilot's side of a payment shows: what moved on his card. The fee and the owner's transfer are the owner's and staff's. */
const PILOT_KINDS: ReadonlySet<LedgerKind> = new Set(['hold', 'release', 'capture', 'charge', 'refund']);

const sum = (entries: readonly LedgerEntry[], ...kinds: LedgerKind[]) =>
  entries.filter((e) => kinds.includes(e.kind)).reduce((total, e) => total + e.amountCents, 0);

/** What the ledger says of a payment: each figure of PaymentView from the entries (every amount positive, the kind its direction). */
export function ledgerTotals(entries: readonly LedgerEntry[]) {
  return {
    heldCents: Math.max(0, sum(entries, 'hold') - sum(entries, 'release', 'capture')),
    capturedCents: sum(entries, 'capture', 'charge'),
    refundedCents: sum(entries, 'refund'),
    feeCents: sum(entries, 'fee') - sum(entries, 'fee_refund'),
    transferredCents: sum(entries, 'transfer') - sum(entries, 'reversal'),
  };
}

export const toLedgerEntryView = (e: LedgerEntry, viewer: Viewer): LedgerEntryView => ({
  id: e.id, kind: e.kind, amountCents: e.amountCents, note: e.note, at: e.createdAt.toISOString(), providerId: viewer === 'admin' ? e.providerId : null,
});

/**
 * GET /requests/:id/payment as the caller may see it: the pilot his card's side (no fee, no transfer, no
 * provider ids), the owner his side (no card, no provider ids), staff everything.
 */
export function toPaymentView({ payment: p, entries, viewer, card }: PaymentRead, mode: Mode): PaymentView {
  const totals = ledgerTotals(entries);
  const pilot = viewer === 'pilot';
  return {
    bookingId: p.bookingId,
    state: p.state,
    expectedCents: p.expectedCents,
    heldCents: totals.heldCents,
    capturedCents: totals.capturedCents,
    refundedCents: totals.refundedCents,
    feeCents: pilot ? null : totals.feeCents,
    transferredCents: pilot ? null : totals.transferredCents,
    feePercent: p.feePercent,
    cancellation: p.policy.cancellation,
    depositCents: p.policy.depositCents,
    payBy: p.payBy?.toISOString() ?? null,
    card: viewer === 'owner' ? null : card,
    entries: entries.filter((e) => !pilot || PILOT_KINDS.has(e.kind)).map((e) => toLedgerEntryView(e, viewer)),
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

/** The pilot's receipt is the flight's printable page once something was charged. */
export const toPilotPaymentLineView = (r: PilotPaymentRow): PilotPaymentLineView => ({
  bookingId: r.bookingId,
  listing: r.listing,
  start: r.start?.toISOString() ?? null,
  state: r.state,
  paidCents: r.paidCents,
  refundedCents: r.refundedCents,
  receiptUrl: r.paidCents > 0 ? `/requests/${r.bookingId}/receipt` : null,
});

export const toEarningsView = (r: { months: EarningsMonth[]; payouts: ProviderPayout[] }): EarningsView => ({
  months: r.months.map((m) => ({
    month: m.month, bookings: m.bookings, grossCents: m.grossCents, feeCents: m.feeCents, netCents: m.netCents,
    transferredCents: m.transferredCents, pendingCents: m.pendingCents,
  })),
  payouts: r.payouts.map(toPayoutLineView),
});

/** The back office's record: staff's view of the payment (id = the booking's), the people, the listing and the next step. */
export const toAdminPaymentView = (read: AdminPaymentRead, mode: Mode): AdminPaymentView => ({
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

/**
 * The JSON of the payment routes (issue 37), read by both web apps. Type-only: the HTTP mappers
 * (adapters/http/payment-view.ts) and the apps compile against these.
 */
import type { CancellationCause, CancellationPolicy, LedgerKind, MoneyStep, PaymentState, PayoutState } from './payment.js';

/** GET /api/user/payouts (and POST's answer adds `url`). */
export interface PayoutsView {
  state: PayoutState;
  /** What the provider still needs, in words ("Bank account"); empty when enabled or none. */
  missing: string[];
  /** Transferred to the account and not yet paid out to the bank. */
  balanceCents: number;
  payouts: PayoutLineView[];
  /** 'sandbox': nothing real moves (the UI says so); 'stripe': Stripe Connect. */
  mode: 'sandbox' | 'stripe';
  /** The platform's share of each bill, in percent (shown before an owner agrees). */
  feePercent: number;
}

export interface PayoutLineView {
  id: string;
  amountCents: number;
  /** ISO instant it arrives (or arrived) at the bank. */
  arrivalDate: string;
  status: 'pending' | 'in_transit' | 'paid' | 'failed' | 'canceled';
}

/** POST /api/user/payouts: where to send the owner (Stripe's hosted onboarding, or the sandbox's page). */
export interface PayoutOnboardingView {
  state: PayoutState;
  url: string;
}

/** GET/PUT /api/share/:id/policy. */
export interface PolicyView {
  cancellation: CancellationPolicy;
  depositCents: number;
  /** Whether requests to this listing take payment now (a rental whose owner's payouts are enabled). */
  takesPayment: boolean;
  feePercent: number;
}

/** One ledger line as a side may see it. */
export interface LedgerEntryView {
  id: number;
  kind: LedgerKind;
  amountCents: number;
  note: string;
  /** ISO instant. */
  at: string;
  /** Staff only (null for the pilot and the owner). */
  providerId: string | null;
}

/** GET /api/requests/:id/payment: the pilot sees their side (no fee, no transfer), the owner theirs, staff everything. */
export interface PaymentView {
  bookingId: number;
  state: PaymentState;
  expectedCents: number;
  heldCents: number;
  capturedCents: number;
  refundedCents: number;
  /** null for the pilot. */
  feeCents: number | null;
  /** null for the pilot. */
  transferredCents: number | null;
  feePercent: number;
  cancellation: CancellationPolicy;
  depositCents: number;
  /** ISO instant by which the pilot must pay (a hold that failed), else null. */
  payBy: string | null;
  /** "Visa ending 4242" (the pilot and staff), else null. */
  card: string | null;
  entries: LedgerEntryView[];
  mode: 'sandbox' | 'stripe';
}

/** GET /api/requests/:id/cancellation: what cancelling now refunds (the cancel route answers it too, as `refund`). */
export interface RefundQuoteView {
  cause: CancellationCause;
  bookedCents: number;
  keptCents: number;
  refundCents: number;
  rule: string;
}

/** GET /api/user/payments: the pilot's receipts and payments. */
export interface PilotPaymentLineView {
  bookingId: number;
  /** The listing's title and tail number. */
  listing: string;
  /** ISO instant of the booked start. */
  start: string | null;
  state: PaymentState;
  paidCents: number;
  refundedCents: number;
  /** /requests/:id/receipt once something was charged, else null. */
  receiptUrl: string | null;
}

/** GET /api/user/earnings: the owner's earnings and payouts per month (CSV at /api/user/earnings.csv). */
export interface EarningsMonthView {
  /** "2026-12". */
  month: string;
  bookings: number;
  /** What pilots paid, net of refunds. */
  grossCents: number;
  feeCents: number;
  /** gross - fee: the owner's share. */
  netCents: number;
  transferredCents: number;
  /** The owner's share not yet transferred (waiting for the 72 hours, or held by a dispute). */
  pendingCents: number;
}

export interface EarningsView {
  months: EarningsMonthView[];
  payouts: PayoutLineView[];
}

/**
 * The back office's payment (GET /api/admin/payments and /api/admin/payments/:id, `id` the booking's): the
 * staff's PaymentView (every entry with its provider id) with the people and the listing it is about, and the
 * next durable step. Added by the server helper (additive).
 */
export interface AdminPaymentView extends PaymentView {
  id: number;
  pilot: { id: number; name: string } | null;
  owner: { id: number; name: string } | null;
  share: { id: number; title: string } | null;
  nextStep: MoneyStep | null;
  /** ISO instants. */
  nextStepAt: string | null;
  holdExpiresAt: string | null;
  createdAt: string;
}

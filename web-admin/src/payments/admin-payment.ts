import type { Identifier } from 'react-admin';
import { centsOf, formatCentsExact } from '../../../domain/money/cents';
import { PAYMENT_STATES, type LedgerKind, type MoneyStep, type PaymentState } from '../../../domain/payment/payment';
import type { AdminPaymentView, PaymentView } from '../../../domain/payment/payment-view';

/**
 * A booking's money as GET /api/admin/payments answers it: the domain's AdminPaymentView (the staff's
 * PaymentView, fee, transfer and provider ids included, with its listing, its two sides and the next
 * durable step); react-admin's id is the booking's.
 */
export type AdminPayment = AdminPaymentView & { id: Identifier };

/** "Tom Becker"; "a deleted user" once the account is gone (the payment stays). */
export const personName = (person: AdminPayment['pilot']): string => person?.name ?? 'a deleted user';

export const listingTitle = (p: Pick<AdminPayment, 'share'>): string => (p.share ? p.share.title || `Listing #${p.share.id}` : 'a deleted listing');

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  card_saved: 'Card saved',
  hold_scheduled: 'Hold scheduled',
  held: 'Held',
  awaiting_payment: 'Awaiting payment',
  captured: 'Captured: transfer waiting',
  transfer_held: 'Transfer held (dispute)',
  transferred: 'Transferred',
  released: 'Released',
  refunded: 'Refunded',
  failed: 'Failed: unpaid',
};

export const PAYMENT_STATE_CHOICES = PAYMENT_STATES.map((id) => ({ id, name: PAYMENT_STATE_LABELS[id] }));

export const paymentStateLabel = (p: { state: PaymentState }): string => PAYMENT_STATE_LABELS[p.state] ?? p.state;

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  hold: 'Hold',
  release: 'Release',
  capture: 'Capture',
  charge: 'Charge (beyond the hold)',
  refund: 'Refund',
  fee: 'Platform fee',
  fee_refund: 'Fee refunded',
  transfer: 'Transfer to the owner',
  reversal: 'Transfer reversed',
};

/** "$1,234.50"; "—" where the amount is not the viewer's to see (never for staff). */
export const MONEY_STEP_LABELS: Record<MoneyStep, string> = {
  place_hold: 'Place the hold',
  capture: 'Capture the bill',
  transfer: "Transfer the owner's share",
  expire_unpaid: 'Cancel if still unpaid',
};

export const centsLabel = (cents: number | null): string => (cents === null ? '—' : formatCentsExact(cents));

/** What staff may still give back: what was charged less what was refunded (the server decides). */
export const refundableCents = (p: Pick<PaymentView, 'capturedCents' | 'refundedCents'>): number => Math.max(0, p.capturedCents - p.refundedCents);

export const isRefundable = (p: Pick<PaymentView, 'capturedCents' | 'refundedCents'>): boolean => refundableCents(p) > 0;

/** Dollars as typed ("25", "25.50", "$1,200") as cents, or null when it does not read as an amount. */
export function typedCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(cleaned)) return null;
  return centsOf(Number(cleaned));
}

import type { LedgerEntry, LedgerKind, PaymentState } from './payment.js';

/**
 * A booking's ledger in sums, and the rules that say it balances (issue 37, point 5). Every amount is
 * positive and the kind gives its direction:
 *   held       = captured + released + openHold        (a hold is captured, let go, or still open)
 *   collected  = captured + charged                    (what the pilot paid)
 *   collected - refunded = (fee - feeRefunded) + (transferred - reversed) + ownerPending
 * ownerPending is what the pilot paid that is neither kept as the fee nor sent to the owner yet. Nothing is
 * negative; only a booking in `held` has an open hold, and a finished one has nothing pending.
 */
export interface LedgerTotals {
  held: number;
  released: number;
  captured: number;
  charged: number;
  refunded: number;
  fee: number;
  feeRefunded: number;
  transferred: number;
  reversed: number;
  /** held - captured - released. */
  openHold: number;
  /** captured + charged. */
  collected: number;
  /** collected - refunded: what the pilot paid net. */
  paidNet: number;
  /** fee - feeRefunded. */
  feeNet: number;
  /** transferred - reversed. */
  transferredNet: number;
  /** paidNet - feeNet - transferredNet. */
  ownerPending: number;
}

const FIELD: Record<LedgerKind, keyof LedgerTotals> = {
  hold: 'held', release: 'released', capture: 'captured', charge: 'charged', refund: 'refunded',
  fee: 'fee', fee_refund: 'feeRefunded', transfer: 'transferred', reversal: 'reversed',
};

export function totals(entries: ReadonlyArray<Pick<LedgerEntry, 'kind' | 'amountCents'>>): LedgerTotals {
  const t: LedgerTotals = {
    held: 0, released: 0, captured: 0, charged: 0, refunded: 0, fee: 0, feeRefunded: 0, transferred: 0, reversed: 0,
    openHold: 0, collected: 0, paidNet: 0, feeNet: 0, transferredNet: 0, ownerPending: 0,
  };
  for (const e of entries) t[FIELD[e.kind]] += e.amountCents;
  t.openHold = t.held - t.captured - t.released;
  t.collected = t.captured + t.charged;
  t.paidNet = t.collected - t.refunded;
  t.feeNet = t.fee - t.feeRefunded;
  t.transferredNet = t.transferred - t.reversed;
  t.ownerPending = t.paidNet - t.feeNet - t.transferredNet;
  return t;
}

/** The states after which no money moves unless staff refund: nothing may be left open or pending. */
export const FINAL_PAYMENT_STATES: readonly PaymentState[] = ['transferred', 'released', 'refunded', 'failed'];

/** What is wrong with a booking's ledger, in sentences; empty when it balances. */
export function balanceProblems(entries: ReadonlyArray<Pick<LedgerEntry, 'kind' | 'amountCents'>>, state?: PaymentState): string[] {
  const problems: string[] = [];
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amountCents) || e.amountCents < 0) problems.push(`A ${e.kind} entry of ${e.amountCents} cents is not a positive whole number of cents.`);
  }
  const t = totals(entries);
  if (t.openHold < 0) problems.push(`More captured and released (${t.captured + t.released}) than held (${t.held}).`);
  if (t.paidNet < 0) problems.push(`More refunded (${t.refunded}) than paid (${t.collected}).`);
  if (t.feeNet < 0) problems.push(`More fee refunded (${t.feeRefunded}) than kept (${t.fee}).`);
  if (t.transferredNet < 0) problems.push(`More reversed (${t.reversed}) than transferred (${t.transferred}).`);
  if (t.ownerPending < 0) problems.push(`The fee and the transfers (${t.feeNet + t.transferredNet}) exceed what the pilot paid net (${t.paidNet}).`);
  if (state && state !== 'held' && t.openHold !== 0) problems.push(`A hold of ${t.openHold} cents is still open in state ${state}.`);
  if (state && FINAL_PAYMENT_STATES.includes(state) && t.ownerPending !== 0) problems.push(`${t.ownerPending} cents are still pending in state ${state}.`);
  return problems;
}

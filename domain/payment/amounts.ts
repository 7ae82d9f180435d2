import type { Period } from '../booking/booking.js';
import type { BillingRules } from '../flight/billing-rules.js';
import { daysOut } from '../flight/bill.js';
import { divideHalfUp, timesMinutes, timesTenths } from '../money/cents.js';
import { HOLD_AT_APPROVAL_WITHIN_MS, HOLD_BEFORE_START_MS } from './payment.js';

/**
 * The amounts of a booking's money (issue 37), integer cents through domain/money/cents.ts:
 * - the hold: the booked time (the period's hours, or the days' minimums when they add up to more) at the
 *   rate, plus the listing's fixed fees, plus the owner's deposit;
 * - the platform fee: its percent of what the pilot paid net of refunds, half up; the owner's share the rest;
 * - a refund after the transfer: split between the owner's part (reversed) and the platform's (fee refunded).
 */
export interface ExpectedHold {
  /** The booked time at the rate: the period's minutes, or the daily minimums' tenths when more. */
  timeCents: number;
  feesCents: number;
  depositCents: number;
  /** What the booking costs: time + fees (a cancellation's percentages apply to it). */
  bookedCents: number;
  /** time + fees + deposit: the hold. */
  totalCents: number;
}

const MINUTE_MS = 60_000;

export function expectedHold(rules: BillingRules, period: Period, timeZone: string, depositCents: number): ExpectedHold {
  const minutes = Math.max(0, Math.round((period.end.getTime() - period.start.getTime()) / MINUTE_MS));
  const booked = timesMinutes(rules.rateCents, minutes);
  const minimumTenths = daysOut(rules, period, timeZone).reduce((sum, d) => sum + d.minimum, 0);
  const minimum = timesTenths(rules.rateCents, minimumTenths);
  const timeCents = Math.max(booked, minimum);
  const feesCents = rules.fees.reduce((sum, f) => sum + f.amountCents, 0);
  const bookedCents = timeCents + feesCents;
  return { timeCents, feesCents, depositCents, bookedCents, totalCents: bookedCents + depositCents };
}

/** The hold's amount alone. */
export const expectedHoldCents = (rules: BillingRules, period: Period, timeZone: string, depositCents: number): number =>
  expectedHold(rules, period, timeZone, depositCents).totalCents;

/** Percent with up to two decimals, as hundredths of a percent (7.5 % is 750). */
function basisPoints(percent: number): number {
  const bp = Math.round(percent * 100);
  if (!Number.isFinite(percent) || bp < 0 || bp > 10_000) throw new RangeError(`Not a fee percent: ${percent}`);
  return bp;
}

/** The platform's part of what the pilot paid net of refunds: its percent, to the cent, half up. */
export function platformFeeCents(chargedNetCents: number, percent: number): number {
  if (chargedNetCents <= 0) return 0;
  return divideHalfUp(chargedNetCents * basisPoints(percent), 10_000);
}

/** What the owner receives: what the pilot paid net of refunds, less the platform fee. */
export const ownerShareCents = (chargedNetCents: number, percent: number): number =>
  Math.max(0, chargedNetCents) - platformFeeCents(chargedNetCents, percent);

/**
 * A refund of money already split (after the transfer): the platform gives back its part in proportion to
 * the fee it kept of the charge, half up; the owner's part (taken back by a reversal) is the rest, never more
 * than was transferred (the remainder then comes from the share not sent yet). `charged` is what the pilot paid net of earlier refunds; `fee` and `transferred` net
 * of earlier fee refunds and reversals.
 */
export function splitRefund(refundCents: number, paid: { charged: number; fee: number; transferred: number }): { fromOwner: number; fromFee: number } {
  if (refundCents <= 0 || paid.charged <= 0) return { fromOwner: 0, fromFee: 0 };
  const refund = Math.min(refundCents, paid.charged);
  const fromFee = Math.min(paid.fee, divideHalfUp(refund * paid.fee, paid.charged));
  // What is beyond the transfer comes from the share not sent yet (a transfer that waits).
  return { fromOwner: Math.min(refund - fromFee, Math.max(0, paid.transferred)), fromFee };
}

/** When the hold is placed: at the approval when the start is within 6 days, else the day before the start. */
export function holdDueAt(approvalAt: Date, start: Date): Date {
  if (start.getTime() - approvalAt.getTime() <= HOLD_AT_APPROVAL_WITHIN_MS) return approvalAt;
  return new Date(start.getTime() - HOLD_BEFORE_START_MS);
}

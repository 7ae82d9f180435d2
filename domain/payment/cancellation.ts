import { divideHalfUp } from '../money/cents.js';
import type { CancellationCause, CancellationPolicy, RefundQuote } from './payment.js';

/**
 * What a cancellation or a no-show keeps and refunds (issue 37, point 3): one pure function, shown before
 * anyone confirms a cancellation and applied when it happens.
 *
 * - The pilot cancels: free until the policy's notice before the start (flexible 24 hours, moderate 72 hours,
 *   strict 7 days, the instant itself included); later, the policy's part of the booked cost is kept
 *   (flexible and moderate 50 %, strict 70 %, as schools bill solo reservations).
 * - The pilot does not show up: what the policy keeps for a cancellation at the start.
 * - The owner or staff cancel, or the aircraft is grounded (the owner's no-show is his cancellation): all refunded.
 * - Unpaid in time: nothing was charged, nothing is kept.
 *
 * The booked cost is the hold less the deposit (the deposit is never kept by a cancellation).
 */
const HOUR_MS = 3_600_000;

export const CANCELLATION_TERMS: Record<CancellationPolicy, { label: string; freeNoticeMs: number; keptPercent: number }> = {
  flexible: { label: 'Flexible', freeNoticeMs: 24 * HOUR_MS, keptPercent: 50 },
  moderate: { label: 'Moderate', freeNoticeMs: 72 * HOUR_MS, keptPercent: 50 },
  strict: { label: 'Strict', freeNoticeMs: 7 * 24 * HOUR_MS, keptPercent: 70 },
};

export interface QuoteInput {
  policy: CancellationPolicy;
  cause: CancellationCause;
  now: Date;
  start: Date;
  bookedCents: number;
}

/** "24 hours", "7 days", "1 hour", "39 days". */
function durationText(ms: number): string {
  const hours = Math.floor(ms / HOUR_MS);
  if (hours === 0) return 'less than an hour';
  // From a week on, whole days ("39 days", not "938 hours").
  if (hours >= 7 * 24) return `${Math.floor(hours / 24)} days`;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** The policy in a sentence, as the listing and the request form show it. */
export function policyText(policy: CancellationPolicy): string {
  const t = CANCELLATION_TERMS[policy];
  return `${t.label}: free until ${durationText(t.freeNoticeMs)} before the start; later, ${t.keptPercent} % of the booked cost is kept.`;
}

const quote = (input: QuoteInput, keptCents: number, rule: string): RefundQuote => ({
  cause: input.cause, bookedCents: input.bookedCents, keptCents, refundCents: input.bookedCents - keptCents, rule,
});

export function quoteRefund(input: QuoteInput): RefundQuote {
  const booked = Math.max(0, input.bookedCents);
  const i = { ...input, bookedCents: booked };
  switch (input.cause) {
    case 'owner_cancelled':
      return quote(i, 0, 'Cancelled by the owner: everything is refunded.');
    case 'staff_cancelled':
      return quote(i, 0, 'Cancelled by Wingshare staff: everything is refunded.');
    case 'grounded':
      return quote(i, 0, 'The aircraft is grounded: everything is refunded.');
    case 'unpaid':
      return quote(i, 0, 'Not paid in time: the booking is cancelled and nothing is charged.');
    case 'pilot_no_show':
    case 'pilot_cancelled': {
      const t = CANCELLATION_TERMS[input.policy];
      const noShow = input.cause === 'pilot_no_show';
      const before = noShow ? 0 : input.start.getTime() - input.now.getTime();
      const free = `${t.label}: free until ${durationText(t.freeNoticeMs)} before the start`;
      if (before >= t.freeNoticeMs) return quote(i, 0, `${free}; cancelled ${durationText(before)} before, nothing is kept.`);
      const kept = divideHalfUp(booked * t.keptPercent, 100);
      const when = noShow ? 'a no-show pays as a cancellation at the start'
        : before > 0 ? `cancelled ${durationText(before)} before` : 'cancelled after the start';
      return quote(i, kept, `${free}; ${when}, ${t.keptPercent} % is kept.`);
    }
  }
}

import { describe, expect, it } from 'vitest';
import { CANCELLATION_TERMS, policyText, quoteRefund } from '../../../domain/payment/cancellation.js';
import { CANCELLATION_POLICIES, type CancellationCause } from '../../../domain/payment/payment.js';
import { readPolicy, POLICY_MESSAGES } from '../../../domain/payment/policy-input.js';

const H = 3_600_000;
const START = new Date('2027-03-10T14:00:00Z');
const before = (ms: number) => new Date(START.getTime() - ms);
const BOOKED = 45_001;

describe('what a pilot cancelling keeps', () => {
  const cases = [
    { policy: 'flexible', notice: 24 * H, percent: 50, kept: 22_501 },
    { policy: 'moderate', notice: 72 * H, percent: 50, kept: 22_501 },
    { policy: 'strict', notice: 7 * 24 * H, percent: 70, kept: 31_501 },
  ] as const;
  for (const c of cases) {
    describe(c.policy, () => {
      it('is free long before the start', () => {
        const q = quoteRefund({ policy: c.policy, cause: 'pilot_cancelled', now: before(c.notice + 30 * 24 * H), start: START, bookedCents: BOOKED });
        expect(q).toMatchObject({ keptCents: 0, refundCents: BOOKED, bookedCents: BOOKED, cause: 'pilot_cancelled' });
      });
      it('is free at exactly the notice', () => {
        const q = quoteRefund({ policy: c.policy, cause: 'pilot_cancelled', now: before(c.notice), start: START, bookedCents: BOOKED });
        expect(q.keptCents).toBe(0);
        expect(q.rule).toContain('nothing is kept');
      });
      it(`keeps ${c.percent} % a millisecond later, half up`, () => {
        const q = quoteRefund({ policy: c.policy, cause: 'pilot_cancelled', now: before(c.notice - 1), start: START, bookedCents: BOOKED });
        expect(q).toMatchObject({ keptCents: c.kept, refundCents: BOOKED - c.kept });
        expect(q.rule).toContain(`${c.percent} % is kept`);
      });
      it(`keeps ${c.percent} % after the start`, () => {
        const q = quoteRefund({ policy: c.policy, cause: 'pilot_cancelled', now: new Date(START.getTime() + H), start: START, bookedCents: BOOKED });
        expect(q.keptCents).toBe(c.kept);
        expect(q.rule).toContain('cancelled after the start');
      });
      it('keeps for a no-show what a cancellation at the start keeps', () => {
        const q = quoteRefund({ policy: c.policy, cause: 'pilot_no_show', now: new Date(START.getTime() + 2 * H), start: START, bookedCents: BOOKED });
        expect(q.keptCents).toBe(c.kept);
        expect(q.rule).toContain('no-show');
      });
      for (const cause of ['owner_cancelled', 'staff_cancelled', 'grounded', 'unpaid'] as CancellationCause[]) {
        it(`refunds everything when ${cause}, whenever it happens`, () => {
          for (const now of [before(30 * 24 * H), before(c.notice), before(1), new Date(START.getTime() + H)]) {
            const q = quoteRefund({ policy: c.policy, cause, now, start: START, bookedCents: BOOKED });
            expect(q).toMatchObject({ cause, keptCents: 0, refundCents: BOOKED });
          }
        });
      }
    });
  }

  it('says the rule in a sentence', () => {
    expect(quoteRefund({ policy: 'moderate', cause: 'pilot_cancelled', now: before(30 * H), start: START, bookedCents: 10_000 }).rule)
      .toBe('Moderate: free until 72 hours before the start; cancelled 30 hours before, 50 % is kept.');
    expect(quoteRefund({ policy: 'strict', cause: 'pilot_cancelled', now: before(8 * 24 * H), start: START, bookedCents: 10_000 }).rule)
      .toBe('Strict: free until 7 days before the start; cancelled 8 days before, nothing is kept.');
    // Weeks ahead in whole days, not hundreds of hours.
    expect(quoteRefund({ policy: 'moderate', cause: 'pilot_cancelled', now: before(938 * H), start: START, bookedCents: 10_000 }).rule)
      .toBe('Moderate: free until 72 hours before the start; cancelled 39 days before, nothing is kept.');
    expect(quoteRefund({ policy: 'flexible', cause: 'pilot_cancelled', now: before(H / 2), start: START, bookedCents: 10_000 }).rule)
      .toBe('Flexible: free until 24 hours before the start; cancelled less than an hour before, 50 % is kept.');
    expect(quoteRefund({ policy: 'strict', cause: 'owner_cancelled', now: before(H), start: START, bookedCents: 10_000 }).rule)
      .toBe('Cancelled by the owner: everything is refunded.');
  });

  it('describes each policy', () => {
    expect(policyText('strict')).toBe('Strict: free until 7 days before the start; later, 70 % of the booked cost is kept.');
    for (const p of CANCELLATION_POLICIES) expect(policyText(p)).toContain(CANCELLATION_TERMS[p].label);
  });

  it('keeps nothing of nothing', () => {
    expect(quoteRefund({ policy: 'strict', cause: 'pilot_no_show', now: START, start: START, bookedCents: 0 })).toMatchObject({ keptCents: 0, refundCents: 0 });
  });
});

describe('reading a listing policy', () => {
  it('reads a good one', () => {
    expect(readPolicy({ cancellation: 'strict', depositCents: 50_000 })).toEqual({ ok: true, value: { cancellation: 'strict', depositCents: 50_000 } });
    expect(readPolicy({ cancellation: 'flexible' })).toEqual({ ok: true, value: { cancellation: 'flexible', depositCents: 0 } });
  });
  it('names each wrong field', () => {
    expect(readPolicy({ cancellation: 'lenient', depositCents: 1.5 })).toEqual({ ok: false, errors: { cancellation: [POLICY_MESSAGES.cancellation], depositCents: [POLICY_MESSAGES.deposit] } });
    expect(readPolicy({ cancellation: 'strict', depositCents: 1_000_001 })).toEqual({ ok: false, errors: { depositCents: [POLICY_MESSAGES.depositTooLarge] } });
    expect(readPolicy({ cancellation: 'strict', depositCents: -1 })).toEqual({ ok: false, errors: { depositCents: [POLICY_MESSAGES.deposit] } });
    expect(readPolicy(null)).toEqual({ ok: false, errors: { policy: [POLICY_MESSAGES.notAnObject] } });
  });
});

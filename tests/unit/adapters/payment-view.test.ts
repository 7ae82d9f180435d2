import { describe, expect, it } from 'vitest';
import { toAdminPaymentView, toPaymentView, toPayoutsView } from '../../../adapters/http/payment-view.js';
import { seenBy } from '../../../domain/payment/visibility.js';
import type { BookingPayment, LedgerEntry, LedgerKind } from '../../../domain/payment/payment.js';

// Issue 37: what each side of a booking may see of its money (adapters/http/payment-view.ts).
const at = new Date('2027-03-05T12:00:00Z');
const payment: BookingPayment = {
  bookingId: 12, pilotId: 1, ownerId: 2, state: 'transferred', customerId: 'cus_1', paymentMethodId: 'pm_card_visa', accountId: 'acct_1',
  policy: { cancellation: 'strict', depositCents: 5_000 }, feePercent: 10, expectedCents: 50_000, holdId: 'pi_1', holdExpiresAt: at,
  payBy: null, dueCents: 30_000, nextStep: null, nextStepAt: null, createdAt: at, updatedAt: at,
};
let id = 0;
const entry = (kind: LedgerKind, amountCents: number, providerId: string): LedgerEntry => ({
  id: ++id, bookingId: 12, kind, amountCents, providerId, by: 'system', note: kind, createdAt: at,
});
const entries = [
  entry('hold', 50_000, 'pi_1'), entry('capture', 30_000, 'pi_1'), entry('release', 20_000, 'pi_1'), entry('fee', 3_000, 'pi_1'),
  entry('transfer', 27_000, 'tr_1'), entry('refund', 1_000, 're_1'), entry('reversal', 900, 'trr_1'), entry('fee_refund', 100, 're_1'),
];
// As the use case hands them over: each side's lines only (domain/payment/visibility.ts), the card for the pilot and staff.
const read = (viewer: 'pilot' | 'owner' | 'admin') => ({ payment, entries: entries.filter((e) => seenBy(viewer, e.kind)), viewer, card: viewer === 'owner' ? null : 'Visa ending 4242' });

describe('toPaymentView', () => {
  it('gives staff every figure, the card and the provider ids', () => {
    const v = toPaymentView(read('admin'), 'sandbox');
    expect(v).toMatchObject({
      bookingId: 12, state: 'transferred', expectedCents: 50_000, heldCents: 0, capturedCents: 30_000, refundedCents: 1_000,
      feeCents: 2_900, transferredCents: 26_100, feePercent: 10, cancellation: 'strict', depositCents: 5_000, card: 'Visa ending 4242', mode: 'sandbox',
    });
    expect(v.entries.map((e) => e.providerId)).toEqual(['pi_1', 'pi_1', 'pi_1', 'pi_1', 'tr_1', 're_1', 'trr_1', 're_1']);
  });

  it('gives the pilot his card\'s side: no fee, no transfer, no provider id', () => {
    const v = toPaymentView(read('pilot'), 'stripe');
    expect(v).toMatchObject({ feeCents: null, transferredCents: null, capturedCents: 30_000, refundedCents: 1_000, card: 'Visa ending 4242' });
    expect(v.entries.map((e) => e.kind)).toEqual(['hold', 'capture', 'release', 'refund']);
    expect(v.entries.every((e) => e.providerId === null)).toBe(true);
  });

  it('gives the owner his side without the card or provider ids', () => {
    const v = toPaymentView(read('owner'), 'sandbox');
    expect(v).toMatchObject({ card: null, feeCents: 2_900, transferredCents: 26_100, capturedCents: 30_000, refundedCents: 1_000 });
    expect(v.entries.map((e) => e.kind)).toEqual(['capture', 'fee', 'transfer', 'refund', 'reversal', 'fee_refund']);
    expect(v.entries.every((e) => e.providerId === null)).toBe(true);
  });

  it('shows a hold still open as held, and payBy as an instant', () => {
    const v = toPaymentView({ ...read('pilot'), payment: { ...payment, state: 'held', payBy: at }, entries: [entries[0]!] }, 'sandbox');
    expect(v).toMatchObject({ heldCents: 50_000, capturedCents: 0, payBy: at.toISOString() });
  });
});

describe('the other mappers', () => {
  it('the back office record carries staff\'s view with the people and the next step', () => {
    const v = toAdminPaymentView({ ...read('admin'), booking: {} as never, totals: {} as never, pilot: { id: 1, name: 'Maria' }, owner: { id: 2, name: 'Tom' }, share: { id: 3, title: 'Skyhawk' } }, 'sandbox');
    expect(v).toMatchObject({ id: 12, bookingId: 12, feeCents: 2_900, pilot: { name: 'Maria' }, share: { title: 'Skyhawk' }, nextStep: null, createdAt: at.toISOString() });
    expect(v.entries[0]!.providerId).toBe('pi_1');
  });

  it('payouts say none without an account and nothing missing once enabled', () => {
    expect(toPayoutsView({ account: null, balanceCents: 0, payouts: [] }, { mode: 'sandbox', feePercent: 10 })).toEqual({
      state: 'none', missing: [], balanceCents: 0, payouts: [], mode: 'sandbox', feePercent: 10,
    });
    const account = { userId: 2, accountId: 'acct_1', state: 'pending' as const, missing: ['Bank account'], updatedAt: at };
    expect(toPayoutsView({ account, balanceCents: 0, payouts: [] }, { mode: 'sandbox', feePercent: 10 }).missing).toEqual(['Bank account']);
    const payout = { id: 'po_1', amountCents: 26_100, arrivalDate: at, status: 'paid' as const };
    expect(toPayoutsView({ account: { ...account, state: 'enabled' }, balanceCents: 5, payouts: [payout] }, { mode: 'stripe', feePercent: 12 })).toEqual({
      state: 'enabled', missing: [], balanceCents: 5, payouts: [{ id: 'po_1', amountCents: 26_100, arrivalDate: at.toISOString(), status: 'paid' }], mode: 'stripe', feePercent: 12,
    });
  });
});

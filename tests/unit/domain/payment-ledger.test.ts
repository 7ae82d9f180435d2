import { describe, expect, it } from 'vitest';
import { balanceProblems, totals } from '../../../domain/payment/ledger.js';
import type { LedgerKind } from '../../../domain/payment/payment.js';

const e = (kind: LedgerKind, amountCents: number) => ({ kind, amountCents });

describe('the ledger of a booking', () => {
  it('sums each kind and works out the open hold and the pending share', () => {
    const t = totals([e('hold', 50_000), e('capture', 45_000), e('release', 5_000)]);
    expect(t).toMatchObject({ held: 50_000, captured: 45_000, released: 5_000, openHold: 0, collected: 45_000, ownerPending: 45_000 });
  });

  it('balances through a whole happy path', () => {
    const entries = [e('hold', 50_000), e('capture', 45_000), e('release', 5_000), e('fee', 4_500), e('transfer', 40_500)];
    expect(balanceProblems(entries, 'transferred')).toEqual([]);
    expect(totals(entries).ownerPending).toBe(0);
  });

  it('balances a refund after the transfer split into a reversal and a fee refund', () => {
    const entries = [e('hold', 45_000), e('capture', 45_000), e('fee', 4_500), e('transfer', 40_500), e('refund', 10_000), e('reversal', 9_000), e('fee_refund', 1_000)];
    expect(balanceProblems(entries, 'transferred')).toEqual([]);
  });

  it('lets a hold be open only while held', () => {
    expect(balanceProblems([e('hold', 50_000)], 'held')).toEqual([]);
    expect(balanceProblems([e('hold', 50_000)], 'captured')).toEqual(['A hold of 50000 cents is still open in state captured.']);
  });

  it('says when more is captured than held', () => {
    expect(balanceProblems([e('hold', 100), e('capture', 150)])).toEqual(['More captured and released (150) than held (100).']);
  });

  it('says when more is refunded, reversed or given back than there was', () => {
    expect(balanceProblems([e('charge', 100), e('refund', 200)])).toContain('More refunded (200) than paid (100).');
    expect(balanceProblems([e('charge', 100), e('transfer', 90), e('reversal', 95), e('fee', 10)])).toContain('More reversed (95) than transferred (90).');
    expect(balanceProblems([e('charge', 100), e('fee', 10), e('fee_refund', 11)])).toContain('More fee refunded (11) than kept (10).');
  });

  it('says when the transfers and the fee exceed what was paid', () => {
    expect(balanceProblems([e('charge', 100), e('fee', 10), e('transfer', 100)])).toEqual(['The fee and the transfers (110) exceed what the pilot paid net (100).']);
  });

  it('wants nothing pending in a final state', () => {
    expect(balanceProblems([e('charge', 100)], 'captured')).toEqual([]);
    expect(balanceProblems([e('charge', 100)], 'transferred')).toEqual(['100 cents are still pending in state transferred.']);
    expect(balanceProblems([], 'released')).toEqual([]);
  });

  it('refuses a negative or fractional amount', () => {
    expect(balanceProblems([e('charge', -1)])[0]).toBe('A charge entry of -1 cents is not a positive whole number of cents.');
    expect(balanceProblems([e('charge', 1.5)])[0]).toBe('A charge entry of 1.5 cents is not a positive whole number of cents.');
  });
});

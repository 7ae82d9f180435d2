import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES as M, defaultBillingRules, readBillingRules } from '../../../domain/flight/billing-input.js';

const valid = {
  basis: 'tach', wet: true, rateCents: 16_500, dailyMinimum: { hours: 2, weekendHours: 3, whenOutHours: 4 },
  fuel: { rule: 'actual_capped', capCents: 650 }, fees: [{ label: ' Cleaning ', amountCents: 2500 }],
};

describe("a listing's billing rules", () => {
  it("defaults to the listing's rate and wet or dry choice, on the Hobbs", () => {
    expect(defaultBillingRules({ type: 'PRIVATE_OWNER_RENTAL', ratePerHour: 165.5, isWet: false })).toEqual({
      basis: 'hobbs', wet: false, rateCents: 16_550, dailyMinimum: { hours: 0, weekendHours: null, whenOutHours: 0 }, fuel: { rule: 'none' }, fees: [],
    });
    expect(defaultBillingRules({ type: 'PRIVATE_OWNER_RENTAL', ratePerHour: 150, isWet: true })).toMatchObject({ wet: true, fuel: { rule: 'actual_capped', capCents: 800 } });
    expect(defaultBillingRules({ type: 'FBO_RENTAL', ratePerHour: null, isWet: false })).toMatchObject({ wet: true, rateCents: 0 });
  });

  it('reads the rules the owner saves', () => {
    expect(readBillingRules(valid)).toEqual({ ok: true, value: { ...valid, fees: [{ label: 'Cleaning', amountCents: 2500 }] } });
    expect(readBillingRules({ ...valid, fuel: { rule: 'fixed_price', priceCents: 575 } })).toMatchObject({ ok: true, value: { fuel: { rule: 'fixed_price', priceCents: 575 } } });
  });

  it('names each wrong field', () => {
    const read = readBillingRules({
      basis: 'meter', wet: 'yes', rateCents: 12.5, dailyMinimum: { hours: 2.25, weekendHours: 1, whenOutHours: -1 },
      fuel: { rule: 'actual_capped' }, fees: [{ label: '', amountCents: -1 }],
    });
    expect(read).toEqual({
      ok: false,
      errors: {
        basis: [M.basis], wet: [M.wet], rateCents: [M.rate],
        'dailyMinimum.hours': ['The daily minimum has one decimal at most.'],
        'dailyMinimum.whenOutHours': ['The hours out that start the minimum cannot be negative.'],
        'fuel.capCents': [M.capNeeded],
        'fees[0].label': [M.feeLabel], 'fees[0].amountCents': ['The fee must be a whole number of cents of 0 or more.'],
      },
    });
  });

  it("keeps a dry rental's fuel rule (the bill credits fuel on wet rentals only), and refuses a weekend minimum below the weekday's", () => {
    expect(readBillingRules({ ...valid, wet: false })).toMatchObject({ ok: true, value: { wet: false, fuel: { rule: 'actual_capped', capCents: 650 } } });
    expect(readBillingRules({ ...valid, dailyMinimum: { hours: 3, weekendHours: 2, whenOutHours: 0 } })).toEqual({ ok: false, errors: { 'dailyMinimum.weekendHours': [M.weekendBelow] } });
  });
});

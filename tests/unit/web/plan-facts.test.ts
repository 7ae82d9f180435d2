import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '../../../domain/subscription/subscription.js';
import { planFacts } from '../../../web-public/src/features/account/utils/plan-facts.js';

const day = (iso: string) => iso.slice(0, 10);
const view = (change: Partial<SubscriptionView> = {}): SubscriptionView => ({
  id: 'sub_1', priceId: 'price_listing_monthly', isActive: true, isCanceled: false, isTrial: false,
  expDate: '2026-12-25T10:00:00.000Z', trialExpDate: null, discount: null, ...change,
});
const facts = (v: SubscriptionView, active = true) => planFacts(v, active, '$12 a month', day);

describe('the dates of a plan, each said once', () => {
  it('says the free month and the price after it in one line, not the same date twice', () => {
    const trial = view({ isTrial: true, trialExpDate: '2026-12-25T10:00:00.000Z' });
    expect(facts(trial)).toEqual(['Free until 2026-12-25, then $12 a month']);
  });

  it('renews a paid plan, expires a canceled one', () => {
    expect(facts(view())).toEqual(['Subscription Renews On 2026-12-25']);
    expect(facts(view({ isCanceled: true }))).toEqual(['Expires On 2026-12-25']);
  });

  it('says a canceled free month ends with nothing to pay', () => {
    const trial = view({ isTrial: true, isCanceled: true, trialExpDate: '2026-12-25T10:00:00.000Z' });
    expect(facts(trial)).toEqual(['Free until 2026-12-25. Canceled: it expires then, with nothing to pay']);
  });

  it('keeps the coupon, and the renewal when it differs from the trial end', () => {
    const trial = view({ isTrial: true, trialExpDate: '2026-12-20T10:00:00.000Z', discount: 'SAVE20 (20% off)' });
    expect(facts(trial)).toEqual([
      'Free until 2026-12-20, then $12 a month less your coupon',
      'Subscription Renews On 2026-12-25',
      'Coupon: SAVE20 (20% off)',
    ]);
  });

  it('says when an ended plan ended', () => {
    expect(facts(view({ isActive: false }), false)).toEqual(['Your subscription ended on 2026-12-25']);
  });
});

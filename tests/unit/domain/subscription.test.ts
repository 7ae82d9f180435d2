import { describe, expect, it } from 'vitest';
import { formatAmount, planKindOf, plansFor, SANDBOX_PRICE_IDS } from '../../../domain/subscription/plans.js';
import { promotionCodeErrors, isUsable, PROMO_MESSAGES } from '../../../domain/subscription/promotion-code.js';
import { addMonths, subscriptionView, viewForPrice, type Subscription } from '../../../domain/subscription/subscription.js';

const now = new Date('2026-11-21T12:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
const DAY = 86_400_000;

const sub = (over: Partial<Subscription> = {}): Subscription => ({
  id: 'sub_1', priceId: 'price_listing', status: 'active', currentPeriodEnd: at(10 * DAY), cancelAtPeriodEnd: false,
  trialEnd: null, discount: null, ...over,
});

describe('subscriptionView (spec section 4)', () => {
  it.each([
    ['active, renewing', {}, { isActive: true, isCanceled: false, isTrial: false, trialExpDate: null }],
    ['in its trial', { status: 'trialing' as const, trialEnd: at(5 * DAY) }, { isActive: true, isTrial: true, trialExpDate: at(5 * DAY).toISOString() }],
    ['trial ended, paid period running', { trialEnd: at(-DAY) }, { isActive: true, isTrial: false, trialExpDate: null }],
    ['canceled but still active', { cancelAtPeriodEnd: true }, { isActive: true, isCanceled: true }],
    ['period ends exactly now', { currentPeriodEnd: now }, { isActive: false }],
    ['period ended a moment ago', { currentPeriodEnd: at(-1) }, { isActive: false }],
    ['period ends in a moment', { currentPeriodEnd: at(1) }, { isActive: true }],
    ['ended by the provider early', { status: 'canceled' as const }, { isActive: false }],
    ['payment failed but period running', { status: 'past_due' as const }, { isActive: true }],
    ['trial end in the future but period over', { currentPeriodEnd: at(-DAY), trialEnd: at(DAY) }, { isActive: false, isTrial: false }],
  ])('%s', (_name, over, expected) => {
    expect(subscriptionView(sub(over), now)).toMatchObject(expected);
  });

  it('shows the period end as the renewal or expiry date and the coupon', () => {
    const v = subscriptionView(sub({ discount: { name: 'SAVE20', percentOff: 20 } }), now);
    expect(v.expDate).toBe(at(10 * DAY).toISOString());
    expect(v.discount).toBe('SAVE20 (20% off)');
  });
});

describe('viewForPrice', () => {
  it('prefers the active subscription, then the most recent, and ignores other plans', () => {
    const old = sub({ id: 'old', currentPeriodEnd: at(-30 * DAY), status: 'canceled' });
    const live = sub({ id: 'live', currentPeriodEnd: at(3 * DAY) });
    const other = sub({ id: 'other', priceId: 'price_pro' });
    expect(viewForPrice([old, live, other], 'price_listing', now)?.id).toBe('live');
    expect(viewForPrice([old, other], 'price_listing', now)?.id).toBe('old');
    expect(viewForPrice([other], 'price_listing', now)).toBeNull();
  });
});

describe('plans', () => {
  it('are $12 a month with a 30-day trial', () => {
    expect(plansFor(SANDBOX_PRICE_IDS).map((p) => [p.kind, p.amount, p.interval, p.trialDays])).toEqual([
      ['listing', 1200, 'month', 30],
      ['professional', 1200, 'month', 30],
    ]);
    expect(planKindOf(SANDBOX_PRICE_IDS, SANDBOX_PRICE_IDS.professional)).toBe('professional');
    expect(planKindOf(SANDBOX_PRICE_IDS, 'price_x')).toBeNull();
  });

  it('formats amounts', () => {
    expect(formatAmount(1200)).toBe('$12');
    expect(formatAmount(1250)).toBe('$12.50');
    expect(formatAmount(123456)).toBe('$1,234.56');
  });
});

describe('addMonths', () => {
  it('keeps the day, or the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-01-15T10:00:00Z'), 1).toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2026-12-31T00:00:00Z'), 1).toISOString()).toBe('2027-01-31T00:00:00.000Z');
  });
});

describe('promotion codes', () => {
  it('checks what an admin types', () => {
    expect(promotionCodeErrors({ code: 'SAVE20', percentOff: 20 })).toEqual([]);
    expect(promotionCodeErrors({ code: '', percentOff: 0 })).toEqual([PROMO_MESSAGES.codeRequired, PROMO_MESSAGES.percentInvalid]);
    expect(promotionCodeErrors({ code: 'SAVE 20', percentOff: 101 })).toEqual([PROMO_MESSAGES.codeInvalid, PROMO_MESSAGES.percentInvalid]);
    expect(promotionCodeErrors({ code: 'A', percentOff: '15', expiresAt: 'soon' })).toEqual([PROMO_MESSAGES.expiresInvalid]);
    expect(promotionCodeErrors({ percentOff: 30 }, true)).toEqual([]);
  });

  it('is usable while active and not expired', () => {
    const code = { id: 1, code: 'X', percentOff: 10, expiresAt: at(DAY), active: true, createdAt: now };
    expect(isUsable(code, now)).toBe(true);
    expect(isUsable({ ...code, expiresAt: now }, now)).toBe(false);
    expect(isUsable({ ...code, active: false }, now)).toBe(false);
    expect(isUsable({ ...code, expiresAt: null }, now)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  formatMoney, instructorRateLabel, type PricedShare, sharePercentLabel, sharePriceLabel,
} from '../../../domain/share/price-display.js';
import type { ShareType } from '../../../domain/share/share-types.js';

const share = (type: ShareType, fields: Partial<PricedShare> = {}): PricedShare => ({
  type, ratePerHour: null, isWet: false, cost: null, sharePercentOffered: null, pricePercentOffered: null, ...fields,
});

describe('formatMoney', () => {
  it.each<[number, string]>([
    [0, '$0'],
    [5, '$5'],
    [999, '$999'],
    [1000, '$1,000'],
    [12500, '$12,500'],
    [1234567, '$1,234,567'],
    [12.5, '$12.50'],
    [1234.05, '$1,234.05'],
    [12.999, '$13'],
    [-1500, '-$1,500'],
    [Number.NaN, ''],
    [Infinity, ''],
  ])('%d -> %s', (n, text) => expect(formatMoney(n)).toBe(text));
});

describe('sharePercentLabel', () => {
  it.each<[number, string]>([
    [50, '1/2'], [100 / 3, '1/3'], [33.33, '1/3'], [33.3, '1/3'], [25, '1/4'], [20, '1/5'],
    [10, '10%'], [12.5, '12.5%'], [66.666, '66.67%'], [100, '100%'],
  ])('%d -> %s', (p, label) => expect(sharePercentLabel(p)).toBe(label));
});

describe('sharePriceLabel', () => {
  it.each<[string, PricedShare, string]>([
    ['share purchase with a fraction', share('PRIVATE_OWNER_SHARE_PURCHASE', { cost: 12500, sharePercentOffered: 33.33 }), '$12,500 for 1/3 share'],
    ['share purchase, half', share('PRIVATE_OWNER_SHARE_PURCHASE', { cost: 40000, sharePercentOffered: 50 }), '$40,000 for 1/2 share'],
    ['share purchase, custom percent', share('PRIVATE_OWNER_SHARE_PURCHASE', { cost: 9000, sharePercentOffered: 10 }), '$9,000 for 10% share'],
    ['share purchase without a percent', share('PRIVATE_OWNER_SHARE_PURCHASE', { cost: 9000, sharePercentOffered: 0 }), '$9,000'],
    ['share purchase without a cost', share('PRIVATE_OWNER_SHARE_PURCHASE', { sharePercentOffered: 25 }), 'Ask for cost'],
    ['share purchase with a zero cost', share('PRIVATE_OWNER_SHARE_PURCHASE', { cost: 0, ratePerHour: 100 }), 'Ask for cost'],
    ['partnership', share('PARTNERSHIP_REQUEST_TO_PURCHASE', { cost: 250000 }), 'Approx $250,000'],
    ['partnership without a cost', share('PARTNERSHIP_REQUEST_TO_PURCHASE', { ratePerHour: 90 }), 'Ask for cost'],
    ['flight school rental', share('FBO_RENTAL', { ratePerHour: 1250 }), '$1,250 / hour wet'],
    ['flight school rental marked dry still reads wet', share('FBO_RENTAL', { ratePerHour: 150, isWet: false }), '$150 / hour wet'],
    ['flight school rental without a rate', share('FBO_RENTAL'), 'Ask for rate'],
    ['private owner rental', share('PRIVATE_OWNER_RENTAL', { ratePerHour: 150, isWet: true }), '$150 / hour'],
    ['private owner rental with cents', share('PRIVATE_OWNER_RENTAL', { ratePerHour: 99.5 }), '$99.50 / hour'],
    ['private owner rental without a rate', share('PRIVATE_OWNER_RENTAL', { ratePerHour: 0 }), 'Ask for rate'],
    ['flying club', share('FLIGHT_CLUB', { ratePerHour: 110 }), '$110 / hour'],
    ['flying club without a rate', share('FLIGHT_CLUB', { cost: 5000 }), 'Ask for rate'],
  ])('%s', (_, s, label) => expect(sharePriceLabel(s)).toBe(label));
});

describe('instructorRateLabel', () => {
  it.each<[number | null, string]>([
    [65, '$65 / hour'], [1500, '$1,500 / hour'], [null, 'Ask for rate'], [0, 'Ask for rate'],
  ])('%j -> %s', (rate, label) => expect(instructorRateLabel(rate)).toBe(label));
});

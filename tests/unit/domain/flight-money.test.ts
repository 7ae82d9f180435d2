import { describe, expect, it } from 'vitest';
import { centsOf, divideHalfUp, formatCentsExact, timesMinutes, timesTenths } from '../../../domain/money/cents.js';
import { estimateRental } from '../../../domain/booking/price-estimate.js';

describe('the one rounding rule (domain/money/cents.ts)', () => {
  it('rounds to the cent, halves away from zero, in integers', () => {
    expect(divideHalfUp(61_725, 10)).toBe(6173); // 6172.5
    expect(divideHalfUp(61_724, 10)).toBe(6172);
    expect(divideHalfUp(61_726, 10)).toBe(6173);
    expect(divideHalfUp(-61_725, 10)).toBe(-6173); // a credit mirrors its charge
    expect(divideHalfUp(0, 7)).toBe(0);
    expect(Object.is(divideHalfUp(-1, 10), 0)).toBe(true); // no -0 cents
    expect(() => divideHalfUp(1.5, 10)).toThrow(RangeError);
    expect(() => divideHalfUp(1, 0)).toThrow(RangeError);
  });

  it('reads dollars as written, not as the binary double', () => {
    expect(1.005 * 100).toBeLessThan(100.5); // why: the float is 100.49999...
    expect(centsOf(1.005)).toBe(101);
    expect(centsOf(165)).toBe(16_500);
    expect(centsOf(165.5)).toBe(16_550);
    expect(centsOf(0.1 + 0.2)).toBe(30);
    expect(centsOf(-2.345)).toBe(-235);
    expect(centsOf(1e-7)).toBe(0);
  });

  it('multiplies a rate by tenths of an hour and by minutes to the cent', () => {
    expect(timesTenths(12_345, 5)).toBe(6173); // $123.45 x 0.5 h = $61.725
    expect(timesTenths(15_000, 15)).toBe(22_500);
    expect(timesMinutes(16_550, 100)).toBe(27_583); // 27583.33
    expect(timesMinutes(10_001, 30)).toBe(5001); // 5000.5
  });

  it('writes cents as dollars with their cents', () => {
    expect(formatCentsExact(123_450)).toBe('$1,234.50');
    expect(formatCentsExact(-5)).toBe('-$0.05');
  });

  it('is the rule of the price estimate too', () => {
    const share = { type: 'PRIVATE_OWNER_RENTAL' as const, ratePerHour: 100.01, isWet: false };
    const period = { start: new Date('2027-03-10T14:00:00Z'), end: new Date('2027-03-10T14:30:00Z') };
    expect(estimateRental(share, period)).toMatchObject({ rateCents: 10_001, totalCents: 5001 });
    expect(estimateRental({ ...share, ratePerHour: 1.005 }, { ...period, end: new Date('2027-03-10T15:00:00Z') })).toMatchObject({ rateCents: 101, totalCents: 101 });
  });
});

import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../domain/share/price-display.js';
import { EARNINGS_PLACEHOLDERS, readEarningsInput, yearlyEarnings } from '../../../domain/calculators/earnings.js';

describe('yearlyEarnings: rate x hours x pilots, worked by hand', () => {
  it.each([
    // the placeholders: 175 x 40 = 7,000 a pilot, x 2 pilots = 14,000
    [{ rate: 175, hours: 40, pilots: 2 }, 14000, '$14,000'],
    // 182.50 x 35 = 6,387.50 a pilot, x 3 pilots = 19,162.50
    [{ rate: 182.5, hours: 35, pilots: 3 }, 19162.5, '$19,162.50'],
    // 99.99 x 33 = 3,299.67 a pilot, x 4 pilots = 13,198.68
    [{ rate: 99.99, hours: 33, pilots: 4 }, 13198.68, '$13,198.68'],
    // one pilot at 1,250.00 for 1,000 hours: 1,250,000
    [{ rate: 1250, hours: 1000, pilots: 1 }, 1250000, '$1,250,000'],
  ])('%o earns %d a year', (input, earned, shown) => {
    expect(yearlyEarnings(input)).toBe(earned);
    expect(formatMoney(yearlyEarnings(input))).toBe(shown);
  });
});

describe('readEarningsInput', () => {
  it('reads the placeholders as a valid example', () => {
    expect(readEarningsInput(EARNINGS_PLACEHOLDERS)).toEqual({ ok: true, values: { rate: 175, pilots: 2, hours: 40 } });
  });

  it('needs every field', () => {
    expect(readEarningsInput({ rate: ' ', pilots: '', hours: undefined as unknown as string })).toEqual({
      ok: false,
      errors: {
        rate: 'Please enter your hourly rate',
        pilots: 'Please enter the number of pilots',
        hours: 'Please enter the hours each pilot flies a year',
      },
    });
  });

  it('wants whole pilots and hours, a rate above 0 and no commas', () => {
    expect(readEarningsInput({ rate: '0', pilots: '2.5', hours: '1,200' })).toEqual({
      ok: false,
      errors: {
        rate: 'Your hourly rate must be more than 0',
        pilots: 'The number of pilots must be a whole number',
        hours: 'Please enter the hours each pilot flies a year without commas (1500.50, not 1,500.50)',
      },
    });
  });
});

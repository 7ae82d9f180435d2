import { describe, expect, it } from 'vitest';
import { estimateRental, estimateText, formatCents, type EstimatedShare } from '../../../../domain/booking/price-estimate.js';

const rental = (fields: Partial<EstimatedShare> = {}): EstimatedShare => ({ type: 'PRIVATE_OWNER_RENTAL', ratePerHour: 150, isWet: false, ...fields });
const hours = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });
const threeHours = hours('2027-03-08T14:00:00Z', '2027-03-08T17:00:00Z');

describe('estimateRental (issue 34, point 9)', () => {
  it('is the hours at the hourly rate, in cents, dry unless the owner said wet', () => {
    expect(estimateRental(rental(), threeHours)).toEqual({ minutes: 180, rateCents: 15_000, basis: 'dry', totalCents: 45_000 });
    expect(estimateRental(rental({ isWet: true }), threeHours)).toMatchObject({ basis: 'wet', totalCents: 45_000 });
    // Flight schools rent wet, as their price line says.
    expect(estimateRental(rental({ type: 'FBO_RENTAL', isWet: false }), threeHours)).toMatchObject({ basis: 'wet' });
  });

  it('rounds once, to the nearest cent, halves up', () => {
    // 50 minutes at $100.01: 10001 x 50 / 60 = 8334.17 cents -> 8334.
    expect(estimateRental(rental({ ratePerHour: 100.01 }), hours('2027-03-08T14:00:00Z', '2027-03-08T14:50:00Z'))!.totalCents).toBe(8334);
    // 10 minutes at $0.03: 3 x 10 / 60 = 0.5 cents -> 1.
    expect(estimateRental(rental({ ratePerHour: 0.03 }), hours('2027-03-08T14:00:00Z', '2027-03-08T14:10:00Z'))!.totalCents).toBe(1);
    // A rate written with float noise is taken to the cent first: 129.99 x 100 is 12998.999...
    expect(estimateRental(rental({ ratePerHour: 129.99 }), threeHours)!.totalCents).toBe(38_997);
  });

  it('counts the elapsed hours of a night the clocks change', () => {
    // Louisville, 14 March 2027: 00:00 EST to 04:00 EDT lasts 3 hours.
    expect(estimateRental(rental(), hours('2027-03-14T05:00:00Z', '2027-03-14T08:00:00Z'))!.minutes).toBe(180);
  });

  it('has none without a rate, a period, or for a request to join', () => {
    expect(estimateRental(rental({ ratePerHour: null }), threeHours)).toBeNull();
    expect(estimateRental(rental({ ratePerHour: 0 }), threeHours)).toBeNull();
    expect(estimateRental(rental(), null)).toBeNull();
    expect(estimateRental(rental({ type: 'FLIGHT_CLUB' }), threeHours)).toBeNull();
    expect(estimateRental(rental(), hours('2027-03-08T17:00:00Z', '2027-03-08T14:00:00Z'))).toBeNull();
  });
});

describe('estimateText', () => {
  it('says the total, the hours, the rate and wet or dry', () => {
    expect(estimateText(estimateRental(rental(), threeHours)!)).toBe('$450 (3 hours at $150 / hour, dry: fuel not included)');
    expect(estimateText(estimateRental(rental({ ratePerHour: 189.5, isWet: true }), hours('2027-03-08T14:00:00Z', '2027-03-08T15:30:00Z'))!))
      .toBe('$284.25 (1.5 hours at $189.50 / hour, wet: fuel included)');
    expect(estimateText(estimateRental(rental({ ratePerHour: 1200 }), hours('2027-03-08T14:00:00Z', '2027-03-08T15:40:00Z'))!))
      .toBe('$2,000 (1 hour 40 minutes at $1,200 / hour, dry: fuel not included)');
  });

  it('formats cents as dollars', () => {
    expect([formatCents(0), formatCents(5), formatCents(45_000), formatCents(123_456_789)]).toEqual(['$0', '$0.05', '$450', '$1,234,567.89']);
  });
});

import { describe, expect, it } from 'vitest';
import { computeBill, daysOut, type BillInput } from '../../../domain/flight/bill.js';
import type { BillingRules } from '../../../domain/flight/billing-rules.js';

const ZONE = 'America/New_York';
const rules = (changes: Partial<BillingRules> = {}): BillingRules => ({
  basis: 'hobbs', wet: false, rateCents: 15_000, dailyMinimum: { hours: 0, weekendHours: null, whenOutHours: 0 }, fuel: { rule: 'none' }, fees: [], ...changes,
});
/** Wednesday 10 March 2027, 09:00 to 17:00 in New York (EST, -05:00). */
const WEEKDAY = { start: new Date('2027-03-10T14:00:00Z'), end: new Date('2027-03-10T22:00:00Z') };
const input = (changes: Partial<BillInput> = {}): BillInput => ({
  rules: rules(), checkOut: { hobbs: 12_340, tach: 9870 },
  checkIn: { hobbs: 12_355, tach: 9882, blockOff: new Date('2027-03-10T14:05:00Z'), blockOn: new Date('2027-03-10T15:50:00Z') },
  fuel: [], period: WEEKDAY, timeZone: ZONE, ...changes,
});

describe('the bill', () => {
  it('bills Hobbs time at the rate', () => {
    expect(computeBill(input())).toEqual({
      lines: [{ kind: 'time', description: 'Hobbs time: 1.5 h at $150.00 / hour', quantity: 1.5, amountCents: 22_500 }],
      totalCents: 22_500, currency: 'USD',
    });
  });

  it('bills tach time at the rate', () => {
    expect(computeBill(input({ rules: rules({ basis: 'tach' }) })).lines[0]).toEqual({ kind: 'time', description: 'Tach time: 1.2 h at $150.00 / hour', quantity: 1.2, amountCents: 18_000 });
  });

  it('bills block time to the nearest tenth of an hour, halves up', () => {
    // 14:05 to 15:50 is 105 minutes: 1.75 hours, billed 1.8.
    expect(computeBill(input({ rules: rules({ basis: 'block' }) })).lines[0]).toMatchObject({ description: 'Block time: 1.8 h at $150.00 / hour', quantity: 1.8, amountCents: 27_000 });
    const short = input({ rules: rules({ basis: 'block' }), checkIn: { hobbs: 12_355, tach: 9882, blockOff: new Date('2027-03-10T14:00:00Z'), blockOn: new Date('2027-03-10T14:02:59Z') } });
    expect(computeBill(short).lines[0]!.quantity).toBe(0); // 2 min 59 s: under half a tenth
    const half = input({ rules: rules({ basis: 'block' }), checkIn: { hobbs: 12_355, tach: 9882, blockOff: new Date('2027-03-10T14:00:00Z'), blockOn: new Date('2027-03-10T14:03:00Z') } });
    expect(computeBill(half).lines[0]!.quantity).toBe(0.1);
  });

  it('rounds each amount to the cent, halves up, in integers', () => {
    // $123.45 x 0.5 h = $61.725
    const bill = computeBill(input({ rules: rules({ rateCents: 12_345 }), checkIn: { hobbs: 12_345, tach: 9875, blockOff: null, blockOn: null } }));
    expect(bill.lines[0]!.amountCents).toBe(6173);
    expect(bill.totalCents).toBe(6173);
    expect(Number.isInteger(bill.totalCents)).toBe(true);
  });

  it('tops up a weekday minimum as its own line', () => {
    const bill = computeBill(input({ rules: rules({ dailyMinimum: { hours: 2, weekendHours: 3, whenOutHours: 4 } }) }));
    expect(bill.lines).toEqual([
      expect.objectContaining({ kind: 'time', amountCents: 22_500 }),
      { kind: 'minimum', description: 'Daily minimum: 2.0 h over 1 day out, 1.5 h flown; 0.5 h at $150.00 / hour', quantity: 0.5, amountCents: 7500 },
    ]);
    expect(bill.totalCents).toBe(30_000);
  });

  it('asks no minimum of a day out less than whenOutHours, nor when enough was flown', () => {
    const twoHours = { start: new Date('2027-03-10T14:00:00Z'), end: new Date('2027-03-10T16:00:00Z') };
    expect(computeBill(input({ period: twoHours, rules: rules({ dailyMinimum: { hours: 2, weekendHours: null, whenOutHours: 4 } }) })).lines).toHaveLength(1);
    expect(computeBill(input({ rules: rules({ dailyMinimum: { hours: 1.5, weekendHours: null, whenOutHours: 0 } }) })).lines).toHaveLength(1);
  });

  it("counts weekend minimums on Saturday and Sunday in the airport's zone, day by day", () => {
    // Friday 12 March 20:00 to Sunday 14 March 17:00 in New York (the clocks spring forward that Sunday).
    const weekend = { start: new Date('2027-03-13T01:00:00Z'), end: new Date('2027-03-14T21:00:00Z') };
    const r = rules({ dailyMinimum: { hours: 2, weekendHours: 3, whenOutHours: 4 } });
    const days = daysOut(r, weekend, ZONE);
    expect(days.map((d) => [d.day, d.weekend, d.outMs / 3_600_000, d.minimum])).toEqual([
      ['2027-03-12', false, 4, 20], // Friday, 4 hours out: the weekday minimum
      ['2027-03-13', true, 24, 30],
      ['2027-03-14', true, 16, 30], // 00:00 to 17:00 EDT is 16 hours
    ]);
    const bill = computeBill(input({ period: weekend, rules: r }));
    expect(bill.lines[1]).toEqual({ kind: 'minimum', description: 'Daily minimum: 8.0 h over 3 days out, 1.5 h flown; 6.5 h at $150.00 / hour', quantity: 6.5, amountCents: 97_500 });
    expect(bill.totalCents).toBe(120_000);
    // In UTC the same period starts on Saturday: the airport's zone decides.
    expect(daysOut(r, weekend, 'UTC').map((d) => d.day)).toEqual(['2027-03-13', '2027-03-14']);
  });

  it('uses the weekday minimum on weekends when none is set for them', () => {
    const saturday = { start: new Date('2027-03-13T14:00:00Z'), end: new Date('2027-03-13T22:00:00Z') };
    expect(daysOut(rules({ dailyMinimum: { hours: 2, weekendHours: null, whenOutHours: 0 } }), saturday, ZONE)[0]).toMatchObject({ weekend: true, minimum: 20 });
  });

  describe('the fuel credit of a wet rental', () => {
    const fuel = [{ gallons: 125, amountCents: 9000 }, { gallons: 100, amountCents: 5500 }];

    it('credits nothing under the rule none, nor on a dry rental', () => {
      expect(computeBill(input({ rules: rules({ wet: true, fuel: { rule: 'none' } }), fuel })).lines).toHaveLength(1);
      expect(computeBill(input({ rules: rules({ wet: false, fuel: { rule: 'fixed_price', priceCents: 600 } }), fuel })).lines).toHaveLength(1);
    });

    it('credits what he paid, up to the cap a gallon', () => {
      const bill = computeBill(input({ rules: rules({ wet: true, fuel: { rule: 'actual_capped', capCents: 650 } }), fuel }));
      expect(bill.lines.slice(1)).toEqual([
        { kind: 'fuel_credit', description: 'Fuel bought: 12.5 gal, paid $90.00, credited up to $6.50 / gal', quantity: 12.5, amountCents: -8125 },
        { kind: 'fuel_credit', description: 'Fuel bought: 10.0 gal, paid $55.00, credited up to $6.50 / gal', quantity: 10, amountCents: -5500 },
      ]);
      expect(bill.totalCents).toBe(22_500 - 8125 - 5500);
    });

    it('credits the gallons at the fixed home price, whatever he paid', () => {
      const bill = computeBill(input({ rules: rules({ wet: true, fuel: { rule: 'fixed_price', priceCents: 575 } }), fuel: [{ gallons: 125, amountCents: 9000 }] }));
      // 12.5 gal x $5.75 = $71.875: $71.88
      expect(bill.lines[1]).toEqual({ kind: 'fuel_credit', description: 'Fuel bought: 12.5 gal at the home price of $5.75 / gal', quantity: 12.5, amountCents: -7188 });
    });
  });

  it('adds the fixed fees, a line each, to the total', () => {
    const bill = computeBill(input({ rules: rules({ fees: [{ label: 'Landing fee', amountCents: 1500 }, { label: 'Cleaning', amountCents: 2500 }] }) }));
    expect(bill.lines.slice(1)).toEqual([
      { kind: 'fee', description: 'Landing fee', quantity: 1, amountCents: 1500 },
      { kind: 'fee', description: 'Cleaning', quantity: 1, amountCents: 2500 },
    ]);
    expect(bill.totalCents).toBe(26_500);
  });
});

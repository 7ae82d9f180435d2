import { describe, expect, it } from 'vitest';
import { CALCULATOR_MESSAGES as M, formatDollars, roundToCents } from '../../../domain/calculators/calculator-input.js';
import {
  EXAMPLE_AIRCRAFT, HOURLY_COST_RULES, type HourlyCostField, type HourlyCostInput, hourlyCost, readHourlyCostInput,
} from '../../../domain/calculators/hourly-cost.js';

const blank: HourlyCostInput = Object.fromEntries(HOURLY_COST_RULES.map((r) => [r.key, 0])) as HourlyCostInput;
const asText = (input: HourlyCostInput): Record<HourlyCostField, string> =>
  Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) as Record<HourlyCostField, string>;

describe('hourlyCost: worked by hand', () => {
  it('a Cessna 172S flown 100 hours a year (the example the page fills in)', () => {
    // Variable, per hour:  fuel 6.00 x 8.5 gal = 51.00
    //                      oil 150 / 50 h = 3.00, plus 0.1 qt x 10.00 = 1.00, so 4.00
    //                      variable = 51.00 + 4.00 = 55.00
    // Fixed, per year:     misc supplies = charts 200 + ground school 300 = 500
    //                      cost of money = 60,000 x .07 (4,200) + .05 x (120,000 - 60,000) (3,000)
    //                                      - 120,000 x .02 (2,400) = 4,800
    //                      fixed = 1,800 + 4,200 + 2,000 + 500 + 500 + 4,800 = 13,800
    // Reserves:            engine 30,000 / 2,000 h = 15.00, propeller 3,000 / 2,000 h = 1.50: 16.50 an hour
    //                      avionics 15,000 / 5 = 3,000, paint 10,000 / 5 = 2,000: 5,000 a year
    // Per hour:            without reserves = 55.00 + 13,800 / 100 = 193.00
    //                      with reserves = 193.00 + 5,000 / 100 + 16.50 = 259.50
    // Annual total:        100 x 259.50 = 25,950.00
    // Suggested dry rate:  193.00 - 55.00 = 138
    expect(hourlyCost(EXAMPLE_AIRCRAFT)).toEqual({
      fuelPerHour: 51,
      oilPerHour: 4,
      variablePerHour: 55,
      fixed: { insurance: 1800, hangar: 4200, annualInspection: 2000, databaseSubscriptions: 500, miscSupplies: 500, costOfMoney: 4800 },
      fixedPerYear: 13800,
      enginePerHour: 15,
      propellerPerHour: 1.5,
      reservesPerHour: 16.5,
      avionicsPerYear: 3000,
      paintPerYear: 2000,
      reservesPerYear: 5000,
      costPerHourWithoutReserves: 193,
      costPerHourWithReserves: 259.5,
      annualTotal: 25950,
      suggestedDryRate: 138,
    });
  });

  it('the same aircraft flown 90 hours: results rounded to cents at the end, the dry rate to dollars', () => {
    // without reserves = 55.00 + 13,800 / 90 (153.333...) = 208.333... -> 208.33
    // with reserves    = 208.333... + 5,000 / 90 (55.555...) + 16.50 = 280.3888... -> 280.39
    // annual total     = 90 x 280.3888... = 90 x (55 + 16.50) + 13,800 + 5,000 = 6,435 + 18,800 = 25,235.00
    //                    (not 90 x 280.39 = 25,235.10: the total adds up the unrounded year)
    // dry rate         = 153.333... -> 153
    const result = hourlyCost({ ...EXAMPLE_AIRCRAFT, hoursPerYear: 90 });
    expect(result.costPerHourWithoutReserves).toBe(208.33);
    expect(result.costPerHourWithReserves).toBe(280.39);
    expect(result.annualTotal).toBe(25235);
    expect(result.suggestedDryRate).toBe(153);
  });

  it('a paid-off aircraft that appreciates: the cost of money is negative and lowers the rate', () => {
    // fuel 5.50 x 10 = 55.00; no oil figures, so variable = 55.00
    // cost of money = 0 x rate + .04 x (50,000 - 0) (2,000) - 50,000 x .05 (2,500) = -500
    // fixed = insurance 1,000 + tie-down 1,200 - 500 = 1,700, so 1,700 / 50 h = 34.00 an hour
    // without reserves = 55.00 + 34.00 = 89.00; no reserves, so with reserves = 89.00
    // annual total = 50 x 89.00 = 4,450.00; dry rate = 34
    const result = hourlyCost({
      ...blank, hoursPerYear: 50, fuelPrice: 5.5, fuelBurn: 10, insurance: 1000, hangar: 1200,
      aircraftValue: 50000, alternativeRate: 0.04, appreciationRate: 0.05,
    });
    expect(result.fixed.costOfMoney).toBe(-500);
    expect(result.fixedPerYear).toBe(1700);
    expect(result.costPerHourWithoutReserves).toBe(89);
    expect(result.costPerHourWithReserves).toBe(89);
    expect(result.annualTotal).toBe(4450);
    expect(result.suggestedDryRate).toBe(34);
  });

  it('rounds half a dollar of dry rate up, and oil to cents', () => {
    // 13,800 / 80 h = 172.50 fixed per hour, so the dry rate rounds to 173
    // oil: no change cost; 0.15 qt x 9.99 = 1.4985 -> 1.50
    const result = hourlyCost({ ...EXAMPLE_AIRCRAFT, hoursPerYear: 80, oilChangeCost: 0, oilQuartsPerHour: 0.15, oilQuartPrice: 9.99 });
    expect(result.suggestedDryRate).toBe(173);
    expect(result.oilPerHour).toBe(1.5);
  });

  it('spreads no overhaul whose interval is 0 (no division by zero)', () => {
    const result = hourlyCost({ ...blank, hoursPerYear: 10, engineOverhaulInterval: 0, propellerOverhaulInterval: 0 });
    expect(result.reservesPerHour).toBe(0);
    expect(result.costPerHourWithReserves).toBe(0);
  });
});

describe('readHourlyCostInput: the form rules', () => {
  it('reads the example back from its text, decimals as rates', () => {
    expect(readHourlyCostInput(asText(EXAMPLE_AIRCRAFT))).toEqual({ ok: true, values: EXAMPLE_AIRCRAFT });
    expect(readHourlyCostInput({ ...asText(EXAMPLE_AIRCRAFT), loanRate: '.065' })).toMatchObject({ ok: true, values: { loanRate: 0.065 } });
  });

  it('needs the hours and the fuel figures; reads other blank costs as 0', () => {
    const result = readHourlyCostInput({});
    expect(result).toEqual({
      ok: false,
      errors: {
        hoursPerYear: M.required('the hours you fly a year'),
        fuelPrice: M.required('the fuel price'),
        fuelBurn: M.required('the fuel burn'),
      },
    });
    expect(readHourlyCostInput({ hoursPerYear: '100', fuelPrice: '6', fuelBurn: '8.5' })).toEqual({
      ok: true, values: { ...blank, hoursPerYear: 100, fuelPrice: 6, fuelBurn: 8.5 },
    });
  });

  it('refuses commas, words, negative costs and zero hours', () => {
    const result = readHourlyCostInput({ hoursPerYear: '0', fuelPrice: '6,25', fuelBurn: 'eight', insurance: '-1' });
    expect(result).toEqual({
      ok: false,
      errors: {
        hoursPerYear: 'The hours you fly a year must be more than 0',
        fuelPrice: 'Please enter the fuel price without commas (1500.50, not 1,500.50)',
        fuelBurn: 'Please enter the fuel burn as a number',
        insurance: 'The insurance premium cannot be negative',
      },
    });
  });

  it('reads an unreadable number input (null) as commas typed', () => {
    const result = readHourlyCostInput({ ...asText(EXAMPLE_AIRCRAFT), hangar: null });
    expect(result).toEqual({ ok: false, errors: { hangar: M.commas('the hangar or tie-down cost') } });
  });

  it('wants rates as decimals; only appreciation may be negative', () => {
    const result = readHourlyCostInput({ ...asText(EXAMPLE_AIRCRAFT), loanRate: '7', alternativeRate: '-0.01', appreciationRate: '-0.03' });
    expect(result).toEqual({
      ok: false,
      errors: {
        loanRate: 'Please enter the loan interest rate as a decimal: .05 for 5%',
        alternativeRate: 'The rate your money would earn elsewhere cannot be negative',
      },
    });
  });

  it('needs an interval once its overhaul or oil-change cost is entered', () => {
    const text = { ...asText(EXAMPLE_AIRCRAFT), engineOverhaulInterval: '', propellerOverhaulInterval: '0', oilChangeInterval: '' };
    expect(readHourlyCostInput(text)).toEqual({
      ok: false,
      errors: {
        oilChangeInterval: 'Please enter the hours between oil changes',
        engineOverhaulInterval: 'Please enter the hours between engine overhauls',
        propellerOverhaulInterval: 'The hours between propeller overhauls must be more than 0',
      },
    });
    const noCosts = { ...text, engineOverhaulCost: '', propellerOverhaulCost: '0', oilChangeCost: '' };
    expect(readHourlyCostInput(noCosts).ok).toBe(true);
  });
});

describe('money on the results', () => {
  it.each<[number, string]>([
    [25950, '$25,950.00'],
    [259.5, '$259.50'],
    [0.5, '$0.50'],
    [1234567.891, '$1,234,567.89'],
    [1.005, '$1.01'],
    [-500, '-$500.00'],
    [0, '$0.00'],
  ])('%d reads %s', (n, text) => expect(formatDollars(n)).toBe(text));

  it('rounds half a cent away from zero', () => {
    expect(roundToCents(2.675)).toBe(2.68);
    expect(roundToCents(-2.675)).toBe(-2.68);
    expect(roundToCents(-0.001)).toBe(0);
  });
});

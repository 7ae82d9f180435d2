/**
 * The hourly cost calculator (spec 9 "Cost calculator formulas"): what an hour in the owner's aircraft
 * really costs, and the dry rate that covers the fixed costs.
 *
 * Readings of the spec where it is terse:
 * - Variable costs are fuel and oil; fixed costs are yearly; reserves are the engine and propeller
 *   overhauls (per hour, cost / interval) and the avionics and paint (per year, cost / 5).
 * - "Misc supplies (charts plus ground school)" is one fixed line, the sum of two inputs.
 * - Cost of money = loan balance x loan rate + alternative rate x (value - loan) - value x appreciation
 *   rate: the interest paid, the return the owner's own money would have earned elsewhere, less what
 *   the aircraft gains in value. It may be negative when the aircraft appreciates more than that.
 * - Every result is computed from the unrounded figures and rounded to cents only at the end; the
 *   annual total is hours x the unrounded with-reserves rate, so it equals the yearly costs added up.
 * - The suggested dry rate is the no-reserve rate less the variable costs (the fixed costs per hour),
 *   rounded to whole dollars: what each hour must bring in when the pilot pays for fuel and oil.
 * - An overhaul cost without an interval cannot be spread over hours, so the interval is required
 *   once its cost is entered (the rules below); a blank cost reads as 0.
 */
import { type NumberFieldRule, type RawNumbers, type ReadResult, readNumbers, roundToCents } from './calculator-input.js';
import { perInterval } from './reserve-per-hour.js';

export const HOURLY_COST_RULES = [
  { key: 'hoursPerYear', name: 'the hours you fly a year', required: true, positive: true },
  { key: 'fuelPrice', name: 'the fuel price', required: true },
  { key: 'fuelBurn', name: 'the fuel burn', required: true },
  { key: 'oilChangeCost', name: 'the cost of an oil change' },
  { key: 'oilChangeInterval', name: 'the hours between oil changes', requiredWith: 'oilChangeCost' },
  { key: 'oilQuartsPerHour', name: 'the oil added per hour' },
  { key: 'oilQuartPrice', name: 'the price of a quart of oil' },
  { key: 'insurance', name: 'the insurance premium' },
  { key: 'hangar', name: 'the hangar or tie-down cost' },
  { key: 'annualInspection', name: 'the annual inspection cost' },
  { key: 'databaseSubscriptions', name: 'the database subscriptions' },
  { key: 'charts', name: 'the cost of charts' },
  { key: 'groundSchool', name: 'the ground school cost' },
  { key: 'aircraftValue', name: 'the aircraft value' },
  { key: 'loanBalance', name: 'the loan balance' },
  { key: 'loanRate', name: 'the loan interest rate', rate: true },
  { key: 'alternativeRate', name: 'the rate your money would earn elsewhere', rate: true },
  { key: 'appreciationRate', name: 'the appreciation rate', rate: true, mayBeNegative: true },
  { key: 'engineOverhaulCost', name: 'the engine overhaul cost' },
  { key: 'engineOverhaulInterval', name: 'the hours between engine overhauls', requiredWith: 'engineOverhaulCost' },
  { key: 'propellerOverhaulCost', name: 'the propeller overhaul cost' },
  { key: 'propellerOverhaulInterval', name: 'the hours between propeller overhauls', requiredWith: 'propellerOverhaulCost' },
  { key: 'avionicsCost', name: 'the avionics replacement cost' },
  { key: 'paintCost', name: 'the paint and interior cost' },
] as const satisfies readonly NumberFieldRule[];

export type HourlyCostField = (typeof HOURLY_COST_RULES)[number]['key'];
export type HourlyCostInput = Record<HourlyCostField, number>;

/** Avionics and paint are reserved for over this many years. */
export const RESERVE_YEARS = 5;

export interface HourlyCostResult {
  fuelPerHour: number;
  oilPerHour: number;
  variablePerHour: number;
  fixed: {
    insurance: number;
    hangar: number;
    annualInspection: number;
    databaseSubscriptions: number;
    miscSupplies: number;
    costOfMoney: number;
  };
  fixedPerYear: number;
  enginePerHour: number;
  propellerPerHour: number;
  reservesPerHour: number;
  avionicsPerYear: number;
  paintPerYear: number;
  reservesPerYear: number;
  costPerHourWithoutReserves: number;
  costPerHourWithReserves: number;
  annualTotal: number;
  suggestedDryRate: number;
}

/** Reads the form (blank optional costs as 0). */
export const readHourlyCostInput = (raw: RawNumbers<HourlyCostField>): ReadResult<HourlyCostField> => readNumbers(HOURLY_COST_RULES, raw);


export function hourlyCost(input: HourlyCostInput): HourlyCostResult {
  const fuelPerHour = input.fuelPrice * input.fuelBurn;
  const oilPerHour = perInterval(input.oilChangeCost, input.oilChangeInterval) + input.oilQuartsPerHour * input.oilQuartPrice;
  const variablePerHour = fuelPerHour + oilPerHour;

  const costOfMoney =
    input.loanBalance * input.loanRate +
    input.alternativeRate * (input.aircraftValue - input.loanBalance) -
    input.aircraftValue * input.appreciationRate;
  const fixed = {
    insurance: input.insurance,
    hangar: input.hangar,
    annualInspection: input.annualInspection,
    databaseSubscriptions: input.databaseSubscriptions,
    miscSupplies: input.charts + input.groundSchool,
    costOfMoney,
  };
  const fixedPerYear = Object.values(fixed).reduce((sum, n) => sum + n, 0);

  const enginePerHour = perInterval(input.engineOverhaulCost, input.engineOverhaulInterval);
  const propellerPerHour = perInterval(input.propellerOverhaulCost, input.propellerOverhaulInterval);
  const reservesPerHour = enginePerHour + propellerPerHour;
  const avionicsPerYear = input.avionicsCost / RESERVE_YEARS;
  const paintPerYear = input.paintCost / RESERVE_YEARS;
  const reservesPerYear = avionicsPerYear + paintPerYear;

  const hours = input.hoursPerYear;
  const withoutReserves = variablePerHour + fixedPerYear / hours;
  const withReserves = withoutReserves + reservesPerYear / hours + reservesPerHour;

  const r = roundToCents;
  return {
    fuelPerHour: r(fuelPerHour),
    oilPerHour: r(oilPerHour),
    variablePerHour: r(variablePerHour),
    fixed: {
      insurance: r(fixed.insurance),
      hangar: r(fixed.hangar),
      annualInspection: r(fixed.annualInspection),
      databaseSubscriptions: r(fixed.databaseSubscriptions),
      miscSupplies: r(fixed.miscSupplies),
      costOfMoney: r(fixed.costOfMoney),
    },
    fixedPerYear: r(fixedPerYear),
    enginePerHour: r(enginePerHour),
    propellerPerHour: r(propellerPerHour),
    reservesPerHour: r(reservesPerHour),
    avionicsPerYear: r(avionicsPerYear),
    paintPerYear: r(paintPerYear),
    reservesPerYear: r(reservesPerYear),
    costPerHourWithoutReserves: r(withoutReserves),
    costPerHourWithReserves: r(withReserves),
    annualTotal: r(hours * withReserves),
    suggestedDryRate: Math.round(withoutReserves - variablePerHour) || 0,
  };
}

/**
 * A 2005 Cessna 172S flown 100 hours a year: the example the page offers to fill in, the worksheet's
 * starting values, and the first worked example of the unit tests.
 */
export const EXAMPLE_AIRCRAFT: HourlyCostInput = {
  hoursPerYear: 100,
  fuelPrice: 6,
  fuelBurn: 8.5,
  oilChangeCost: 150,
  oilChangeInterval: 50,
  oilQuartsPerHour: 0.1,
  oilQuartPrice: 10,
  insurance: 1800,
  hangar: 4200,
  annualInspection: 2000,
  databaseSubscriptions: 500,
  charts: 200,
  groundSchool: 300,
  aircraftValue: 120000,
  loanBalance: 60000,
  loanRate: 0.07,
  alternativeRate: 0.05,
  appreciationRate: 0.02,
  engineOverhaulCost: 30000,
  engineOverhaulInterval: 2000,
  propellerOverhaulCost: 3000,
  propellerOverhaulInterval: 2000,
  avionicsCost: 15000,
  paintCost: 10000,
};

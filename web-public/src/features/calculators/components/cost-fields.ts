import type { HourlyCostField } from '../../../../../domain/calculators/hourly-cost';

/** How the cost calculator's fields read on the page, in the order and groups of the form. */
export interface CostFieldView {
  key: HourlyCostField;
  label: string;
  hint?: string;
  /** spec 5: 0.01, and 0.0001 for the two interest-rate fields. */
  step: string;
  rate?: boolean;
}

export interface CostSection {
  title: string;
  intro: string;
  fields: CostFieldView[];
}

const RATE_HINT = 'A decimal: .05 = 5%';

export const COST_SECTIONS: CostSection[] = [
  {
    title: 'How much the aircraft flies',
    intro: 'All pilots together, in a typical year.',
    fields: [{ key: 'hoursPerYear', label: 'Hours flown per year', step: '0.01' }],
  },
  {
    title: 'Variable costs',
    intro: 'What each hour in the air burns. Leave oil figures blank if you do not track them.',
    fields: [
      { key: 'fuelPrice', label: 'Fuel price ($ per gallon)', step: '0.01' },
      { key: 'fuelBurn', label: 'Fuel burn (gallons per hour)', step: '0.01' },
      { key: 'oilChangeCost', label: 'Oil change cost ($)', step: '0.01' },
      { key: 'oilChangeInterval', label: 'Hours between oil changes', step: '0.01' },
      { key: 'oilQuartsPerHour', label: 'Oil added per hour (quarts)', step: '0.01' },
      { key: 'oilQuartPrice', label: 'Price per quart of oil ($)', step: '0.01' },
    ],
  },
  {
    title: 'Fixed costs per year',
    intro: 'What the aircraft costs whether it flies or not. Blank counts as $0.',
    fields: [
      { key: 'insurance', label: 'Insurance premium', step: '0.01' },
      { key: 'hangar', label: 'Hangar or tie-down', step: '0.01' },
      { key: 'annualInspection', label: 'Annual inspection', step: '0.01' },
      { key: 'databaseSubscriptions', label: 'Database subscriptions', hint: 'GPS and EFB updates', step: '0.01' },
      { key: 'charts', label: 'Charts and supplies', step: '0.01' },
      { key: 'groundSchool', label: 'Ground school and training', step: '0.01' },
      { key: 'aircraftValue', label: 'Aircraft value', hint: 'What it would sell for today', step: '0.01' },
      { key: 'loanBalance', label: 'Loan balance', step: '0.01' },
      { key: 'loanRate', label: 'Loan interest rate', hint: RATE_HINT, step: '0.0001', rate: true },
      { key: 'alternativeRate', label: 'Return on money elsewhere', hint: 'What your own money would earn invested; .05 = 5%', step: '0.0001', rate: true },
      { key: 'appreciationRate', label: 'Yearly appreciation rate', hint: 'A decimal: .02 = 2%; negative if it loses value', step: '0.01', rate: true },
    ],
  },
  {
    title: 'Reserves',
    intro: 'Money set aside for big bills: overhauls by the hour, avionics and paint over 5 years.',
    fields: [
      { key: 'engineOverhaulCost', label: 'Engine overhaul cost', step: '0.01' },
      { key: 'engineOverhaulInterval', label: 'Engine TBO (hours)', hint: 'Hours between engine overhauls', step: '0.01' },
      { key: 'propellerOverhaulCost', label: 'Propeller overhaul cost', step: '0.01' },
      { key: 'propellerOverhaulInterval', label: 'Propeller TBO (hours)', hint: 'Hours between propeller overhauls', step: '0.01' },
      { key: 'avionicsCost', label: 'Avionics replacement cost', step: '0.01' },
      { key: 'paintCost', label: 'Paint and interior cost', step: '0.01' },
    ],
  },
];

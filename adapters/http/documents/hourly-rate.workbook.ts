import ExcelJS from 'exceljs';
import { EXAMPLE_AIRCRAFT, type HourlyCostField, type HourlyCostResult, RESERVE_YEARS, hourlyCost } from '../../../domain/calculators/hourly-cost.js';

/**
 * The hourly-rate worksheet of the Sharing Documents page: the cost calculator's formulas (spec 9) as
 * spreadsheet formulas, filled in with the calculator's example aircraft. Formulas name other rows by
 * key ("{fuelPrice}*{fuelBurn}") and are resolved to cell addresses here, so a row can move safely.
 * The cached results come from the domain function, so the file shows figures before Excel recalculates.
 */
type ResultKey =
  | 'fuelPerHour' | 'oilPerHour' | 'variablePerHour' | 'miscSupplies' | 'costOfMoney' | 'fixedPerYear'
  | 'enginePerHour' | 'propellerPerHour' | 'reservesPerHour' | 'avionicsPerYear' | 'paintPerYear' | 'reservesPerYear'
  | 'costPerHourWithoutReserves' | 'costPerHourWithReserves' | 'annualTotal' | 'suggestedDryRate';

type Format = 'money' | 'hours' | 'number' | 'rate' | 'dollars';
type Row =
  | { section: string }
  | { input: HourlyCostField; label: string; note: string; format: Format }
  | { result: ResultKey; label: string; note: string; formula: string; format: Format; total?: boolean };

const ROWS: Row[] = [
  { section: 'How much you fly' },
  { input: 'hoursPerYear', label: 'Hours flown per year', note: 'Hours the aircraft flies a year, all pilots together', format: 'hours' },
  { section: 'Variable costs (per hour)' },
  { input: 'fuelPrice', label: 'Fuel price', note: '$ per gallon', format: 'money' },
  { input: 'fuelBurn', label: 'Fuel burn', note: 'Gallons per hour', format: 'number' },
  { result: 'fuelPerHour', label: 'Fuel per hour', note: 'Fuel price x fuel burn', formula: '{fuelPrice}*{fuelBurn}', format: 'money' },
  { input: 'oilChangeCost', label: 'Oil change cost', note: '$ for one oil change', format: 'money' },
  { input: 'oilChangeInterval', label: 'Hours between oil changes', note: 'Hours', format: 'hours' },
  { input: 'oilQuartsPerHour', label: 'Oil added per hour', note: 'Quarts per hour', format: 'number' },
  { input: 'oilQuartPrice', label: 'Price per quart of oil', note: '$ per quart', format: 'money' },
  {
    result: 'oilPerHour', label: 'Oil per hour', note: 'Oil change cost / interval + quarts per hour x quart price',
    formula: 'IF({oilChangeInterval}>0,{oilChangeCost}/{oilChangeInterval},0)+{oilQuartsPerHour}*{oilQuartPrice}', format: 'money',
  },
  { result: 'variablePerHour', label: 'Variable costs per hour', note: 'Fuel + oil', formula: '{fuelPerHour}+{oilPerHour}', format: 'money', total: true },
  { section: 'Fixed costs (per year)' },
  { input: 'insurance', label: 'Insurance premium', note: '$ per year', format: 'money' },
  { input: 'hangar', label: 'Hangar or tie-down', note: '$ per year', format: 'money' },
  { input: 'annualInspection', label: 'Annual inspection', note: '$ per year', format: 'money' },
  { input: 'databaseSubscriptions', label: 'Database subscriptions', note: 'GPS and EFB updates, $ per year', format: 'money' },
  { input: 'charts', label: 'Charts and supplies', note: '$ per year', format: 'money' },
  { input: 'groundSchool', label: 'Ground school and training', note: '$ per year', format: 'money' },
  { result: 'miscSupplies', label: 'Misc supplies', note: 'Charts + ground school', formula: '{charts}+{groundSchool}', format: 'money' },
  { input: 'aircraftValue', label: 'Aircraft value', note: 'What the aircraft would sell for today', format: 'money' },
  { input: 'loanBalance', label: 'Loan balance', note: 'What is still owed on the aircraft', format: 'money' },
  { input: 'loanRate', label: 'Loan interest rate', note: 'A decimal: .07 = 7%', format: 'rate' },
  { input: 'alternativeRate', label: 'Rate your money would earn elsewhere', note: 'A decimal: .05 = 5%', format: 'rate' },
  { input: 'appreciationRate', label: 'Yearly appreciation rate', note: 'A decimal: .02 = 2%; negative if the aircraft loses value', format: 'rate' },
  {
    result: 'costOfMoney', label: 'Cost of money', note: 'Loan x loan rate + other rate x (value - loan) - value x appreciation',
    formula: '{loanBalance}*{loanRate}+{alternativeRate}*({aircraftValue}-{loanBalance})-{aircraftValue}*{appreciationRate}', format: 'money',
  },
  {
    result: 'fixedPerYear', label: 'Fixed costs per year', note: 'Insurance + hangar + annual + databases + misc supplies + cost of money',
    formula: '{insurance}+{hangar}+{annualInspection}+{databaseSubscriptions}+{miscSupplies}+{costOfMoney}', format: 'money', total: true,
  },
  { section: 'Reserves' },
  { input: 'engineOverhaulCost', label: 'Engine overhaul cost', note: '$', format: 'money' },
  { input: 'engineOverhaulInterval', label: 'Hours between engine overhauls', note: 'TBO in hours', format: 'hours' },
  { result: 'enginePerHour', label: 'Engine reserve per hour', note: 'Overhaul cost / TBO', formula: 'IF({engineOverhaulInterval}>0,{engineOverhaulCost}/{engineOverhaulInterval},0)', format: 'money' },
  { input: 'propellerOverhaulCost', label: 'Propeller overhaul cost', note: '$', format: 'money' },
  { input: 'propellerOverhaulInterval', label: 'Hours between propeller overhauls', note: 'Hours', format: 'hours' },
  { result: 'propellerPerHour', label: 'Propeller reserve per hour', note: 'Overhaul cost / interval', formula: 'IF({propellerOverhaulInterval}>0,{propellerOverhaulCost}/{propellerOverhaulInterval},0)', format: 'money' },
  { result: 'reservesPerHour', label: 'Overhaul reserves per hour', note: 'Engine + propeller', formula: '{enginePerHour}+{propellerPerHour}', format: 'money', total: true },
  { input: 'avionicsCost', label: 'Avionics replacement cost', note: `$, set aside over ${RESERVE_YEARS} years`, format: 'money' },
  { result: 'avionicsPerYear', label: 'Avionics reserve per year', note: `Avionics cost / ${RESERVE_YEARS}`, formula: `{avionicsCost}/${RESERVE_YEARS}`, format: 'money' },
  { input: 'paintCost', label: 'Paint and interior cost', note: `$, set aside over ${RESERVE_YEARS} years`, format: 'money' },
  { result: 'paintPerYear', label: 'Paint and interior reserve per year', note: `Paint cost / ${RESERVE_YEARS}`, formula: `{paintCost}/${RESERVE_YEARS}`, format: 'money' },
  { result: 'reservesPerYear', label: 'Avionics and paint reserves per year', note: 'Avionics + paint', formula: '{avionicsPerYear}+{paintPerYear}', format: 'money', total: true },
  { section: 'Your hourly rate' },
  {
    result: 'costPerHourWithoutReserves', label: 'Cost per hour without reserves', note: 'Variable + fixed / hours',
    formula: '{variablePerHour}+{fixedPerYear}/{hoursPerYear}', format: 'money', total: true,
  },
  {
    result: 'costPerHourWithReserves', label: 'Cost per hour with reserves', note: 'Without reserves + yearly reserves / hours + overhaul reserves per hour',
    formula: '{costPerHourWithoutReserves}+{reservesPerYear}/{hoursPerYear}+{reservesPerHour}', format: 'money', total: true,
  },
  { result: 'annualTotal', label: 'Annual total', note: 'Hours x cost per hour with reserves', formula: '{hoursPerYear}*{costPerHourWithReserves}', format: 'money', total: true },
  {
    result: 'suggestedDryRate', label: 'Suggested dry rate', note: 'Cost per hour without reserves - variable costs, rounded to the dollar (the pilot buys fuel and oil)',
    formula: 'ROUND({costPerHourWithoutReserves}-{variablePerHour},0)', format: 'dollars', total: true,
  },
];

const FORMATS: Record<Format, string> = { money: '$#,##0.00', dollars: '$#,##0', hours: '#,##0.0', number: '#,##0.00', rate: '0.00%' };
const INPUT_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0FF' } };
const SECTION_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF0B2545' } };
const FIRST_ROW = 4;

function cachedResult(result: HourlyCostResult, key: ResultKey): number {
  if (key === 'miscSupplies' || key === 'costOfMoney') return result.fixed[key];
  return result[key];
}

export async function hourlyRateWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Wingshare';
  workbook.calcProperties.fullCalcOnLoad = true;
  const sheet = workbook.addWorksheet('Hourly rate', { views: [{ state: 'frozen', ySplit: 3 }] });
  sheet.columns = [{ width: 42 }, { width: 16 }, { width: 70 }];

  sheet.getCell('A1').value = 'Wingshare hourly-rate worksheet';
  sheet.getCell('A1').font = { bold: true, size: 16, color: { argb: 'FF0B2545' } };
  sheet.getCell('A2').value =
    'Type your own figures in the blue cells; everything else is calculated. Rates are decimals: .05 = 5%. Blank costs count as 0.';
  sheet.getCell('A2').font = { italic: true, color: { argb: 'FF56667C' } };
  sheet.getRow(3).values = ['Item', 'Amount', 'How it is worked out'];
  sheet.getRow(3).font = { bold: true };

  const address = new Map<string, string>();
  ROWS.forEach((row, i) => {
    if ('input' in row) address.set(row.input, `B${FIRST_ROW + i}`);
    if ('result' in row) address.set(row.result, `B${FIRST_ROW + i}`);
  });
  const resolve = (formula: string) =>
    formula.replace(/\{(\w+)\}/g, (_, key: string) => {
      const cell = address.get(key);
      if (!cell) throw new Error(`hourly-rate worksheet: no row for ${key}`);
      return cell;
    });

  const example = hourlyCost(EXAMPLE_AIRCRAFT);
  ROWS.forEach((row, i) => {
    const r = sheet.getRow(FIRST_ROW + i);
    if ('section' in row) {
      r.getCell(1).value = row.section;
      r.font = { bold: true, color: { argb: 'FFFFFFFF' } };
      for (const c of [1, 2, 3]) r.getCell(c).fill = SECTION_FILL;
      return;
    }
    r.getCell(1).value = row.label;
    r.getCell(3).value = row.note;
    r.getCell(3).font = { color: { argb: 'FF56667C' } };
    const value = r.getCell(2);
    value.numFmt = FORMATS[row.format];
    if ('input' in row) {
      value.value = EXAMPLE_AIRCRAFT[row.input];
      value.fill = INPUT_FILL;
    } else {
      value.value = { formula: resolve(row.formula), result: cachedResult(example, row.result) };
      if (row.total) r.font = { bold: true };
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The cell of a row, for tests and for people reading the file: `hourlyRateCell('annualTotal')` is "B48". */
export function hourlyRateCell(key: HourlyCostField | ResultKey): string {
  const i = ROWS.findIndex((row) => ('input' in row && row.input === key) || ('result' in row && row.result === key));
  if (i < 0) throw new Error(`hourly-rate worksheet: no row for ${key}`);
  return `B${FIRST_ROW + i}`;
}

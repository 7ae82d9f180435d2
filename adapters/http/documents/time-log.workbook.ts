import ExcelJS from 'exceljs';

/**
 * The flight time log of the Sharing Documents page: one row per flight (tach and Hobbs out and in,
 * hours by formula, fuel, notes) and a Pilots sheet that totals each pilot's flights, hours and fuel
 * and what they owe at the agreed hourly rate.
 */
export const TIME_LOG_ROWS = 500;
/** The owner plus the three additional pilots a share usually allows (spec 1), with room for a club's few more. */
export const TIME_LOG_PILOTS = 8;

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF0B2545' } };
const INPUT_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0FF' } };
const WHITE_BOLD: Partial<ExcelJS.Font> = { bold: true, color: { argb: 'FFFFFFFF' } };

const LOG_COLUMNS = [
  { header: 'Date', width: 12, numFmt: 'yyyy-mm-dd' },
  { header: 'Pilot', width: 20 },
  { header: 'Tach out', width: 11, numFmt: '#,##0.0' },
  { header: 'Tach in', width: 11, numFmt: '#,##0.0' },
  { header: 'Tach hours', width: 12, numFmt: '0.0' },
  { header: 'Hobbs out', width: 11, numFmt: '#,##0.0' },
  { header: 'Hobbs in', width: 11, numFmt: '#,##0.0' },
  { header: 'Hobbs hours', width: 12, numFmt: '0.0' },
  { header: 'Fuel added (gal)', width: 16, numFmt: '0.0' },
  { header: 'Fuel paid by pilot ($)', width: 20, numFmt: '$#,##0.00' },
  { header: 'Notes (route, oil added, squawks)', width: 48 },
];

const hoursFormula = (outCol: string, inCol: string, row: number) =>
  `IF(AND(ISNUMBER(${outCol}${row}),ISNUMBER(${inCol}${row})),${inCol}${row}-${outCol}${row},"")`;

function addFlightLog(workbook: ExcelJS.Workbook) {
  const sheet = workbook.addWorksheet('Flight log', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = LOG_COLUMNS.map((c) => ({ header: c.header, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  const header = sheet.getRow(1);
  header.font = WHITE_BOLD;
  header.eachCell((cell) => (cell.fill = HEADER_FILL));

  const last = TIME_LOG_ROWS + 1;
  for (let row = 2; row <= last; row++) {
    const r = sheet.getRow(row);
    r.getCell(5).value = { formula: hoursFormula('C', 'D', row), result: '' };
    r.getCell(8).value = { formula: hoursFormula('F', 'G', row), result: '' };
  }
  // One rule per column; a custom formula is written for the first cell and Excel shifts it down the range.
  const rules = rangeValidations(sheet);
  rules.add(`A2:A${last}`, {
    type: 'date', operator: 'greaterThan', formulae: [new Date(Date.UTC(2000, 0, 1))], allowBlank: true, showErrorMessage: true,
    error: 'Enter the date of the flight',
  });
  rules.add(`B2:B${last}`, {
    type: 'list', formulae: [`Pilots!$A$4:$A$${3 + TIME_LOG_PILOTS}`], allowBlank: true, showErrorMessage: true,
    error: 'Pick a pilot named on the Pilots sheet (add new pilots there first)',
  });
  for (const [inCol, outCol] of [['D', 'C'], ['G', 'F']]) {
    rules.add(`${inCol}2:${inCol}${last}`, {
      type: 'custom', formulae: [`${inCol}2>=${outCol}2`], allowBlank: true, showErrorMessage: true,
      error: 'The meter reading in must not be lower than the reading out',
    });
  }
}

/**
 * exceljs types only the per-cell `dataValidation`, whose range merging sorts addresses as text and
 * writes overlapping ranges for long columns; its worksheet model takes a whole range directly.
 */
function rangeValidations(sheet: ExcelJS.Worksheet): { add: (range: string, rule: ExcelJS.DataValidation) => void } {
  return (sheet as unknown as { dataValidations: { add: (range: string, rule: ExcelJS.DataValidation) => void } }).dataValidations;
}

function addPilots(workbook: ExcelJS.Workbook) {
  const sheet = workbook.addWorksheet('Pilots');
  sheet.columns = [{ width: 22 }, { width: 10 }, { width: 12 }, { width: 13 }, { width: 16 }, { width: 18 }, { width: 16 }, { width: 16 }];
  sheet.getCell('A1').value = 'Hourly rate charged per tach hour';
  sheet.getCell('A1').font = { bold: true };
  const rate = sheet.getCell('C1');
  rate.value = 0;
  rate.numFmt = '$#,##0.00';
  rate.fill = INPUT_FILL;
  sheet.getCell('D1').value = 'The rate in your agreement (wet or dry); blue cells are yours to fill in.';
  sheet.getCell('D1').font = { italic: true, color: { argb: 'FF56667C' } };

  const header = sheet.getRow(3);
  header.values = ['Pilot', 'Flights', 'Tach hours', 'Hobbs hours', 'Fuel added (gal)', 'Fuel paid by pilot', 'Charge for hours', 'Balance due'];
  header.font = WHITE_BOLD;
  header.eachCell((cell) => (cell.fill = HEADER_FILL));

  const log = (col: string) => `'Flight log'!$${col}$2:$${col}$${TIME_LOG_ROWS + 1}`;
  const first = 4;
  const last = first + TIME_LOG_PILOTS - 1;
  for (let row = first; row <= last; row++) {
    const r = sheet.getRow(row);
    r.getCell(1).fill = INPUT_FILL;
    const sumIf = (col: string) => `IF($A${row}="","",SUMIF(${log('B')},$A${row},${log(col)}))`;
    r.getCell(2).value = { formula: `IF($A${row}="","",COUNTIF(${log('B')},$A${row}))`, result: '' };
    r.getCell(3).value = { formula: sumIf('E'), result: '' };
    r.getCell(4).value = { formula: sumIf('H'), result: '' };
    r.getCell(5).value = { formula: sumIf('I'), result: '' };
    r.getCell(6).value = { formula: sumIf('J'), result: '' };
    r.getCell(7).value = { formula: `IF($A${row}="","",C${row}*$C$1)`, result: '' };
    r.getCell(8).value = { formula: `IF($A${row}="","",G${row}-F${row})`, result: '' };
    for (const [c, fmt] of [[3, '0.0'], [4, '0.0'], [5, '0.0'], [6, '$#,##0.00'], [7, '$#,##0.00'], [8, '$#,##0.00']] as const) r.getCell(c).numFmt = fmt;
  }
  const totals = sheet.getRow(last + 1);
  totals.getCell(1).value = 'All pilots';
  totals.font = { bold: true };
  for (const [c, col, fmt] of [[2, 'B', '0'], [3, 'C', '0.0'], [4, 'D', '0.0'], [5, 'E', '0.0'], [6, 'F', '$#,##0.00'], [7, 'G', '$#,##0.00'], [8, 'H', '$#,##0.00']] as const) {
    totals.getCell(c).value = { formula: `SUM(${col}${first}:${col}${last})`, result: 0 };
    totals.getCell(c).numFmt = fmt;
  }
  sheet.getCell(`A${last + 3}`).value =
    'Balance due = hours flown x the hourly rate, less the fuel the pilot paid for. Write each pilot\'s name once above, exactly as in the Flight log.';
  sheet.getCell(`A${last + 3}`).font = { italic: true, color: { argb: 'FF56667C' } };
}

export async function timeLogWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Wingshare';
  workbook.calcProperties.fullCalcOnLoad = true;
  addFlightLog(workbook);
  addPilots(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

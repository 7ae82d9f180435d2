import ExcelJS from 'exceljs';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hourlyRateCell } from '../../adapters/http/documents/hourly-rate.workbook.js';
import { EXAMPLE_AIRCRAFT, hourlyCost } from '../../domain/calculators/hourly-cost.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // With the site's fallback page in place: /static must not be answered by index.html.
  const dist = mkdtempSync(path.join(tmpdir(), 'wingshare-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Wingshare</title>');
  t = await startTestApp({}, { web: { publicDist: dist, adminDist: null } });
});
afterAll(() => t?.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Downloads a document as bytes (a browser follows these links without the API version header). */
async function download(url: string): Promise<{ res: Response; workbook: ExcelJS.Workbook }> {
  const res = await t.request.get(url).buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });
  const workbook = new ExcelJS.Workbook();
  if (res.status === 200) {
    const bytes = res.body as Buffer;
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  }
  return { res, workbook };
}

describe('GET /static spreadsheets (Sharing Documents)', () => {
  it('serves the time log: hours by formula, totals per pilot', async () => {
    const { res, workbook } = await download('/static/time-log.xlsx');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toBe('attachment; filename="wingshare-time-log.xlsx"');

    const log = workbook.getWorksheet('Flight log')!;
    expect(log.getRow(1).values).toEqual([
      undefined, 'Date', 'Pilot', 'Tach out', 'Tach in', 'Tach hours', 'Hobbs out', 'Hobbs in', 'Hobbs hours',
      'Fuel added (gal)', 'Fuel paid by pilot ($)', 'Notes (route, oil added, squawks)',
    ]);
    expect(log.getCell('E2').formula).toBe('IF(AND(ISNUMBER(C2),ISNUMBER(D2)),D2-C2,"")');
    expect(log.getCell('H501').formula).toBe('IF(AND(ISNUMBER(F501),ISNUMBER(G501)),G501-F501,"")');
    expect(log.getCell('B2').dataValidation).toMatchObject({ type: 'list', formulae: ['Pilots!$A$4:$A$11'] });

    const pilots = workbook.getWorksheet('Pilots')!;
    expect(pilots.getCell('C4').formula).toBe(`IF($A4="","",SUMIF('Flight log'!$B$2:$B$501,$A4,'Flight log'!$E$2:$E$501))`);
    expect(pilots.getCell('G4').formula).toBe('IF($A4="","",C4*$C$1)');
    expect(pilots.getCell('C12').formula).toBe('SUM(C4:C11)');
  });

  it('serves the hourly-rate worksheet: the cost calculator\'s formulas, filled in with its example', async () => {
    const { res, workbook } = await download('/static/hourly-rate-worksheet.xlsx');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toBe('attachment; filename="wingshare-hourly-rate-worksheet.xlsx"');

    const sheet = workbook.getWorksheet('Hourly rate')!;
    const cell = (key: Parameters<typeof hourlyRateCell>[0]) => sheet.getCell(hourlyRateCell(key));
    expect(cell('hoursPerYear').value).toBe(100);
    expect(cell('fuelPerHour').formula).toBe(`${hourlyRateCell('fuelPrice')}*${hourlyRateCell('fuelBurn')}`);
    const h = hourlyRateCell('hoursPerYear');
    expect(cell('costPerHourWithReserves').formula).toBe(
      `${hourlyRateCell('costPerHourWithoutReserves')}+${hourlyRateCell('reservesPerYear')}/${h}+${hourlyRateCell('reservesPerHour')}`,
    );
    // The results a spreadsheet shows before recalculating are the calculator's (worked in the unit test).
    const example = hourlyCost(EXAMPLE_AIRCRAFT);
    expect(cell('costPerHourWithoutReserves').result).toBe(193);
    expect(cell('costPerHourWithReserves').result).toBe(example.costPerHourWithReserves);
    expect(cell('annualTotal').result).toBe(25950);
    expect(cell('suggestedDryRate').formula).toMatch(/^ROUND\(/);
    expect(cell('suggestedDryRate').result).toBe(138);
  });

  it('answers HEAD, and a plain 404 for any other file under /static', async () => {
    const head = await t.request.head('/static/time-log.xlsx');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe(XLSX);
    expect((await t.request.get('/static/nope.xlsx')).status).toBe(404);
  });
});

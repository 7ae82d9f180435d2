import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvRows } from '../../../../domain/pilot/logbook/csv-rows.js';
import { readLogbookFile, type LogbookFile } from '../../../../domain/pilot/logbook/logbook-formats.js';
import { LOGBOOK_MESSAGES as M, logbookSummary } from '../../../../domain/pilot/logbook/logbook-messages.js';
import { hoursOf } from '../../../../domain/pilot/logbook/logbook-hours.js';

const TODAY = '2026-12-03';
const fixture = (name: string) => readFileSync(new URL(`../../../fixtures/logbooks/${name}`, import.meta.url), 'utf8');

function read(text: string, today = TODAY): LogbookFile {
  const r = readLogbookFile(text, today);
  if (!r.ok) throw new Error(r.message);
  return r.file;
}

const MFB_HEADER = 'Date,Tail Number,Model,Category/Class,Approaches,Hold,Landings,FS Night Landings,FS Day Landings,Night,IMC,Simulated Instrument,Dual Received,PIC,Total Flight Time,Route,Flight Properties,Comments';

describe('csvRows', () => {
  it('splits quoted cells with commas, doubled quotes and line breaks, and numbers the lines rows start on', () => {
    const rows = csvRows('\uFEFFa,b\r\n"x, y","say ""hi""\nthere",z\nlast');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"\nthere', 'z'] },
      { line: 4, cells: ['last'] },
    ]);
  });
});

describe('format recognition', () => {
  it('recognises ForeFlight by its title and tables, MyFlightbook and LogTen Pro by their column names', () => {
    expect(read(fixture('foreflight-logbook.csv')).format).toBe('foreflight');
    expect(read(fixture('myflightbook-export.csv')).format).toBe('myflightbook');
    expect(read(fixture('logten-export.csv')).format).toBe('logten');
  });

  it('matches columns by name, in any order and any case', () => {
    const file = read('total flight time,ROUTE,tail number,date\n1.5,KLOU KSDF,n172sp,2026-11-02\n');
    expect(file.format).toBe('myflightbook');
    expect(file.flights[0]).toMatchObject({ date: '2026-11-02', tail: 'N172SP', from: 'KLOU', to: 'KSDF', total: 1.5 });
  });

  it('reads tab-separated exports too (LogTen Pro writes text with tabs)', () => {
    const file = read('flight_flightDate\tflight_totalTime\tflight_remarks\n2026-11-01\t1.2\tPattern, three landings\n');
    expect(file.format).toBe('logten');
    expect(file.flights[0]).toMatchObject({ date: '2026-11-01', total: 1.2, remarks: 'Pattern, three landings' });
  });

  it('refuses a CSV that is none of the three, and an empty file', () => {
    expect(readLogbookFile('name,amount\nAnn,3\n', TODAY)).toEqual({ ok: false, message: M.unknownFormat });
    expect(readLogbookFile('\n\n', TODAY)).toEqual({ ok: false, message: M.empty });
    expect(readLogbookFile('ForeFlight Logbook Import\nnothing else\n', TODAY)).toEqual({ ok: false, message: M.unknownFormat });
  });
});

describe('the sample files', () => {
  it('reads ForeFlight: the aircraft table gives make, model and classes; approaches unpacked; review and IPC flags', () => {
    const file = read(fixture('foreflight-logbook.csv'));
    expect(file.skipped).toEqual([]);
    expect(file.flights).toHaveLength(3);
    expect(file.flights[1]).toMatchObject({
      date: '2026-10-04', tail: 'N172SP', makeModel: 'Cessna 172S', from: 'KBWG', to: 'KLOU', total: 1.3, pic: 1.3, night: 0.4,
      actualInstrument: 0.3, approaches: 1, holds: 1, dayTakeoffs: 0, dayLandings: 0, nightTakeoffs: 1, nightLandings: 1, multiEngine: false,
      remarks: 'Night landing', flightReview: false, ipc: false,
    });
    expect(file.flights[2]).toMatchObject({
      tail: 'N35BZ', makeModel: 'Beech V35B', approaches: 3, holds: 1, simulatedInstrument: 1.1, dualReceived: 1.6, ipc: true, dayLandings: 3, dayTakeoffs: 3,
    });
    expect(file.flights[2]!.classes).toEqual(expect.arrayContaining(['complex', 'highPerformance', 'retractable']));
    expect(file.flights[0]!.classes).toEqual([]);
  });

  it('reads MyFlightbook: airports from the route, full-stop night landings, takeoffs taken as the landings, the flight review from its properties', () => {
    const file = read(fixture('myflightbook-export.csv'));
    expect(file.skipped).toEqual([]);
    expect(file.flights.map((f) => f.total)).toEqual([1.4, 1.5, 2.0]);
    expect(file.flights[1]).toMatchObject({
      tail: 'N8143M', makeModel: 'PA-28-181', from: 'KSDF', to: 'KSDF', approaches: 2, holds: 1, nightLandings: 1, nightTakeoffs: 1, dayLandings: 0,
      actualInstrument: 0.5, simulatedInstrument: 0.4, night: 1.1, multiEngine: false,
    });
    expect(file.flights[2]).toMatchObject({ flightReview: true, dualReceived: 2, dayLandings: 3, route: 'KLOU', from: 'KLOU' });
    expect(file.flights[2]!.classes).toEqual(expect.arrayContaining(['complex', 'highPerformance']));
  });

  it('reads LogTen Pro: no make and model (the registry gives it)', () => {
    const file = read(fixture('logten-export.csv'));
    expect(file.flights).toHaveLength(2);
    expect(file.flights[1]).toMatchObject({ date: '2026-08-02', tail: 'N35BZ', makeModel: '', from: 'KCVG', to: 'KLOU', total: 1, night: 0.6, nightLandings: 1, nightTakeoffs: 1, actualInstrument: 0.2 });
  });
});

describe('lines that cannot be read', () => {
  const mfb = (...rows: string[]) => read([MFB_HEADER, ...rows].join('\n'));
  const row = (over: Partial<Record<'date' | 'total' | 'comments' | 'landings' | 'route', string>> = {}) =>
    `${over.date ?? '2026-11-01'},N1,C172,ASEL,0,False,${over.landings ?? '1'},0,1,0,0,0,0,1.0,${over.total ?? '1.0'},${over.route ?? 'KLOU KSDF'},,${over.comments ?? 'ok'}`;

  it('says which line has no date, an unreadable date, a negative or unreadable time, and keeps the others', () => {
    const file = mfb(row(), row({ date: '' }), row({ date: '2026-02-30' }), row({ total: '-1.2', date: '2026-11-02' }), row({ total: 'abc', date: '2026-11-03' }), row({ landings: '-1', date: '2026-11-04' }));
    expect(file.flights).toHaveLength(1);
    expect(file.skipped).toEqual([
      { line: 3, message: 'line 3 has no date' },
      { line: 4, message: M.badDate(4, '2026-02-30') },
      { line: 5, message: M.negativeTime(5, 'Total Flight Time', '-1.2') },
      { line: 6, message: M.badTime(6, 'Total Flight Time', 'abc') },
      { line: 7, message: M.negativeCount(7, 'Landings', '-1') },
    ]);
  });

  it('refuses a line with a formula in a cell it keeps (= + - @), and says it was refused', () => {
    const file = mfb(row({ comments: '=HYPERLINK("http://evil")' }), row({ comments: '@SUM(A1)', date: '2026-11-02' }), row({ route: '+KLOU', date: '2026-11-03' }), row({ comments: '-cmd', date: '2026-11-05' }));
    expect(file.flights).toEqual([]);
    expect(file.skipped.map((s) => s.message)).toEqual([
      M.formula(2, 'Comments', '='), M.formula(3, 'Comments', '@'), M.formula(4, 'Route', '+'), M.formula(5, 'Comments', '-'),
    ]);
    expect(file.skipped[0]!.message).toContain('refused');
  });

  it('refuses a flight after today and a total of more than a day', () => {
    const file = mfb(row({ date: '2026-12-04' }), row({ total: '25' }));
    expect(file.skipped.map((s) => s.message)).toEqual([M.futureDate(2, '2026-12-04'), M.tooLong(3, 'the total time', 25)]);
  });

  it('reads US dates, HH:MM times and a quoted remark with a comma', () => {
    const file = mfb(row({ date: '11/7/2026', total: '1:24', comments: '"Pattern work, three landings"' }));
    expect(file.flights[0]).toMatchObject({ date: '2026-11-07', total: 1.4, remarks: 'Pattern work, three landings' });
  });

  it('skips the file\'s own duplicates (same date, tail, departure and total)', () => {
    const file = mfb(row(), row(), row({ total: '1.1' }));
    expect(file.flights).toHaveLength(2);
    expect(file.duplicates).toBe(1);
  });
});

describe('the summary', () => {
  it('words flights, hours with commas, duplicates and the lines not read', () => {
    expect(logbookSummary({ flights: 412, hours: 1874.3, duplicates: 0, skipped: [{ line: 57, message: 'line 57 has no date' }, { line: 60, message: 'line 60 has no date' }, { line: 61, message: 'line 61 has no date' }] }))
      .toBe('412 flights, 1,874.3 hours, 3 rows not read: line 57 has no date; line 60 has no date; line 61 has no date');
    expect(logbookSummary({ flights: 1, hours: 2, duplicates: 1, skipped: [] })).toBe('1 flight, 2.0 hours, 1 duplicate skipped');
    const many = Array.from({ length: 5 }, (_, i) => ({ line: i + 2, message: `line ${i + 2} has no date` }));
    expect(logbookSummary({ flights: 0, hours: 0, duplicates: 0, skipped: many })).toMatch(/5 rows not read: .* and 2 more$/);
  });

  it('sums hours in tenths', () => {
    expect(hoursOf(Array.from({ length: 10 }, () => ({ total: 0.1 })))).toBe(1);
  });
});

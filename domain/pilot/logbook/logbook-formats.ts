/**
 * A logbook export read into flights (issue 40): the format recognised from its header (ForeFlight's import
 * template with its Aircraft and Flights tables, MyFlightbook's export, LogTen Pro's flight_ fields), each
 * row read by column name into a LogbookFlight, a message per line that cannot be read, and the file's own
 * duplicates dropped. The samples are in ../shared/data/logbooks/ (tests/fixtures/logbooks/).
 */
import type { CalendarDay } from '../pilot-record.js';
import { csvRows, isBlankRow, type CsvRow } from './csv-rows.js';
import { hasColumns, headerIndex, LineRefused, RowCells, type HeaderIndex } from './logbook-cells.js';
import { duplicateKey, type LogbookAircraftClass, type LogbookFlight, type LogbookFormat } from './logbook-flight.js';
import { LOGBOOK_MESSAGES as M } from './logbook-messages.js';

export interface SkippedLine {
  line: number;
  message: string;
}

export interface LogbookFile {
  format: LogbookFormat;
  /** The flights read, in the file's order, its own duplicates left out. */
  flights: LogbookFlight[];
  /** Rows that repeat an earlier row of the same file. */
  duplicates: number;
  skipped: SkippedLine[];
}

export type LogbookFileRead = { ok: true; file: LogbookFile } | { ok: false; message: string };

/** What a ForeFlight Aircraft Table says of one aircraft. */
interface KnownAircraft {
  makeModel: string;
  classes: LogbookAircraftClass[];
  multiEngine: boolean | null;
}

const FOREFLIGHT_FLIGHTS = ['Date', 'AircraftID', 'TotalTime'];
const MYFLIGHTBOOK = ['Date', 'Total Flight Time'];
const LOGTEN = ['flight_flightDate', 'flight_totalTime'];

/** Reads an export; `today` refuses flights dated after it. */
export function readLogbookFile(text: string, today: CalendarDay): LogbookFileRead {
  const rows = csvRows(text).filter((r) => !isBlankRow(r));
  if (!rows.length) return { ok: false, message: M.empty };
  const first = rows[0]!;
  const firstCell = (first.cells[0] ?? '').trim().toLowerCase();
  if (firstCell === 'foreflight logbook import' || rows.some((r) => (r.cells[0] ?? '').trim().toLowerCase() === 'flights table')) {
    return readForeFlight(rows, today);
  }
  const header = headerIndex(first.cells);
  if (hasColumns(header, MYFLIGHTBOOK)) return { ok: true, file: readRows('myflightbook', header, rows.slice(1), today, myFlightbookFlight) };
  if (hasColumns(header, LOGTEN)) return { ok: true, file: readRows('logten', header, rows.slice(1), today, logTenFlight) };
  return { ok: false, message: M.unknownFormat };
}

type FlightReader = (cells: RowCells) => LogbookFlight;

function readRows(format: LogbookFormat, header: HeaderIndex, rows: readonly CsvRow[], today: CalendarDay, read: FlightReader): LogbookFile {
  const flights: LogbookFlight[] = [];
  const skipped: SkippedLine[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  for (const row of rows) {
    try {
      const cells = new RowCells(header, row.cells, row.line);
      const flight = read(cells);
      if (flight.date > today) throw new LineRefused(M.futureDate(row.line, flight.date));
      if (flight.total > 24) throw new LineRefused(M.tooLong(row.line, 'the total time', flight.total));
      const key = duplicateKey(flight);
      if (seen.has(key)) {
        duplicates++;
        continue;
      }
      seen.add(key);
      flights.push(flight);
    } catch (e) {
      if (!(e instanceof LineRefused)) throw e;
      skipped.push({ line: row.line, message: e.message });
    }
  }
  return { format, flights, duplicates, skipped };
}

/** The parts a file leaves out, and the rule that a flight's takeoffs are its landings when it has no takeoff columns. */
function flight(parts: Omit<LogbookFlight, 'dayTakeoffs' | 'nightTakeoffs'> & { dayTakeoffs: number | null; nightTakeoffs: number | null }): LogbookFlight {
  return { ...parts, dayTakeoffs: parts.dayTakeoffs ?? parts.dayLandings, nightTakeoffs: parts.nightTakeoffs ?? parts.nightLandings };
}

const tailOf = (text: string) => text.toUpperCase().replace(/\s+/g, '');

/** Multi-engine from a class code: AMEL/AMES yes, ASEL/ASES no, anything else unknown. */
function multiEngineOf(classCode: string): boolean | null {
  const code = classCode.trim().toUpperCase();
  if (/^(AMEL|AMES|MEL|MES)$/.test(code) || /MULTI/.test(code)) return true;
  if (/^(ASEL|ASES|SEL|SES)$/.test(code) || /SINGLE/.test(code)) return false;
  return null;
}

function classesOf(flags: Partial<Record<LogbookAircraftClass, boolean | null>>): LogbookAircraftClass[] {
  return (Object.keys(flags) as LogbookAircraftClass[]).filter((k) => flags[k] === true);
}

const REVIEW_WORDS = /flight review|\bbfr\b|checkride|check ride|practical test/i;
const IPC_WORDS = /\bipc\b|instrument proficiency check/i;

// ---- ForeFlight: "ForeFlight Logbook Import", an Aircraft Table and a Flights Table, each a row of types then its header.

function readForeFlight(rows: readonly CsvRow[], today: CalendarDay): LogbookFileRead {
  const start = (title: string) => rows.findIndex((r) => (r.cells[0] ?? '').trim().toLowerCase() === title);
  const aircraftAt = start('aircraft table');
  const flightsAt = start('flights table');
  if (flightsAt < 0) return { ok: false, message: M.unknownFormat };
  const aircraft = new Map<string, KnownAircraft>();
  if (aircraftAt >= 0 && aircraftAt < flightsAt) {
    const section = rows.slice(aircraftAt + 1, flightsAt);
    const headerAt = section.findIndex((r) => hasColumns(headerIndex(r.cells), ['AircraftID']));
    if (headerAt >= 0) {
      const header = headerIndex(section[headerAt]!.cells);
      for (const row of section.slice(headerAt + 1)) {
        const cells = new RowCells(header, row.cells, row.line);
        try {
          const tail = tailOf(cells.text('AircraftID'));
          if (!tail) continue;
          const makeModel = [cells.text('Make'), cells.text('Model')].filter(Boolean).join(' ') || cells.text('TypeCode');
          const gear = cells.text('GearType').toUpperCase();
          const engine = cells.text('EngineType').toLowerCase();
          const multiEngine = multiEngineOf(cells.text('Class'));
          const classes = classesOf({
            complex: cells.flag('Complex'),
            highPerformance: cells.flag('HighPerformance'),
            retractable: gear ? gear.startsWith('R') : null,
            tailwheel: gear ? gear.endsWith('C') : null,
            multiEngine,
            turbine: engine ? /turb|jet/.test(engine) : null,
          });
          aircraft.set(tail, { makeModel, classes, multiEngine });
        } catch (e) {
          if (!(e instanceof LineRefused)) throw e; // an aircraft with a formula in it is left unknown
        }
      }
    }
  }
  const section = rows.slice(flightsAt + 1);
  const headerAt = section.findIndex((r) => hasColumns(headerIndex(r.cells), FOREFLIGHT_FLIGHTS));
  if (headerAt < 0) return { ok: false, message: M.unknownFormat };
  const header = headerIndex(section[headerAt]!.cells);
  return { ok: true, file: readRows('foreflight', header, section.slice(headerAt + 1), today, (c) => foreFlightFlight(c, aircraft)) };
}

/** ForeFlight packs an approach as "count;type;runway;airport". */
function approachCount(cells: RowCells, column: string): number {
  const packed = cells.text(column);
  if (!packed) return 0;
  const count = packed.split(';')[0]!.trim();
  if (!/^\d+$/.test(count)) return 1; // an approach written without its count is one
  return Number(count);
}

function foreFlightFlight(c: RowCells, aircraft: ReadonlyMap<string, KnownAircraft>): LogbookFlight {
  const date = c.date('Date');
  const tail = tailOf(c.text('AircraftID'));
  const known = aircraft.get(tail);
  const nightLandings = c.count('NightLandingsFullStop');
  const dayFullStop = c.count('DayLandingsFullStop');
  const all = c.has('AllLandings') ? c.count('AllLandings') : dayFullStop + nightLandings;
  let approaches = 0;
  for (let i = 1; i <= 6; i++) approaches += approachCount(c, `Approach${i}`);
  return flight({
    date,
    tail,
    makeModel: known?.makeModel ?? '',
    from: c.text('From').toUpperCase(),
    to: c.text('To').toUpperCase(),
    route: c.text('Route'),
    total: c.hours('TotalTime'),
    pic: c.hours('PIC'),
    night: c.hours('Night'),
    actualInstrument: c.hours('ActualInstrument'),
    simulatedInstrument: c.hours('SimulatedInstrument'),
    dualReceived: c.hours('DualReceived'),
    approaches,
    holds: c.count('Holds'),
    dayTakeoffs: c.has('DayTakeoffs') ? c.count('DayTakeoffs') : null,
    dayLandings: Math.max(dayFullStop, all - nightLandings),
    nightTakeoffs: c.has('NightTakeoffs') ? c.count('NightTakeoffs') : null,
    nightLandings,
    classes: known?.classes ?? [],
    multiEngine: known?.multiEngine ?? null,
    flightReview: c.flag('FlightReview') === true || c.flag('Checkride') === true,
    ipc: c.flag('IPC') === true,
    remarks: c.text('PilotComments'),
  });
}

// ---- MyFlightbook: one header row; the airports are in Route, space-separated.

function myFlightbookFlight(c: RowCells): LogbookFlight {
  const date = c.date('Date');
  const route = c.text('Route');
  const airports = route.split(/\s+/).filter(Boolean);
  const properties = c.text('Flight Properties');
  const comments = c.text('Comments');
  const nightLandings = c.count('FS Night Landings');
  const landings = c.count('Landings');
  const multiEngine = multiEngineOf(c.text('Category/Class'));
  return flight({
    date,
    tail: tailOf(c.text('Tail Number', 'Display Tail')),
    makeModel: c.text('Model'),
    from: (airports[0] ?? '').toUpperCase(),
    to: (airports[airports.length - 1] ?? '').toUpperCase(),
    route,
    total: c.hours('Total Flight Time'),
    pic: c.hours('PIC'),
    night: c.hours('Night'),
    actualInstrument: c.hours('IMC'),
    simulatedInstrument: c.hours('Simulated Instrument'),
    dualReceived: c.hours('Dual Received'),
    approaches: c.count('Approaches'),
    holds: c.count('Hold'),
    dayTakeoffs: null,
    dayLandings: Math.max(c.count('FS Day Landings'), landings - nightLandings),
    nightTakeoffs: null,
    nightLandings,
    classes: classesOf({
      complex: c.flag('Complex'),
      retractable: c.flag('Retract'),
      tailwheel: c.flag('Tailwheel'),
      highPerformance: c.flag('High Performance'),
      turbine: c.flag('Turbine'),
      multiEngine,
    }),
    multiEngine,
    flightReview: REVIEW_WORDS.test(properties) || REVIEW_WORDS.test(comments),
    ipc: IPC_WORDS.test(properties) || IPC_WORDS.test(comments),
    remarks: comments,
  });
}

// ---- LogTen Pro: flight_-prefixed field names.

function logTenFlight(c: RowCells): LogbookFlight {
  const remarks = c.text('flight_remarks');
  return flight({
    date: c.date('flight_flightDate'),
    tail: tailOf(c.text('flight_selectedAircraftID', 'aircraft_aircraftID')),
    makeModel: [c.text('aircraftType_make'), c.text('aircraftType_model')].filter(Boolean).join(' '),
    from: c.text('flight_from').toUpperCase(),
    to: c.text('flight_to').toUpperCase(),
    route: c.text('flight_route'),
    total: c.hours('flight_totalTime'),
    pic: c.hours('flight_pic'),
    night: c.hours('flight_night'),
    actualInstrument: c.hours('flight_actualInstrument'),
    simulatedInstrument: c.hours('flight_simulatedInstrument'),
    dualReceived: c.hours('flight_dualReceived'),
    approaches: c.count('flight_totalApproaches', 'flight_approaches'),
    holds: c.count('flight_holds', 'flight_holdingProcedures'),
    dayTakeoffs: c.has('flight_dayTakeoffs') ? c.count('flight_dayTakeoffs') : null,
    dayLandings: c.count('flight_dayLandings'),
    nightTakeoffs: c.has('flight_nightTakeoffs') ? c.count('flight_nightTakeoffs') : null,
    nightLandings: c.count('flight_nightFullStops', 'flight_nightLandings'),
    classes: [],
    multiEngine: null,
    flightReview: c.flag('flight_review', 'flight_flightReview') === true || REVIEW_WORDS.test(remarks),
    ipc: c.flag('flight_ipc', 'flight_instrumentProficiencyCheck') === true || IPC_WORDS.test(remarks),
    remarks,
  });
}

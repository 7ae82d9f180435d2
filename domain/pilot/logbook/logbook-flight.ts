/**
 * One flight of a pilot's imported logbook (issue 40): what the readers of logbook-formats.ts take from a
 * ForeFlight, MyFlightbook or LogTen Pro export, and what logbook_flights keeps. Times are hours to one
 * decimal (a file's 1:24 is 1.4); counts are whole numbers. Wire type of GET /api/user/logbook too.
 */
import type { CalendarDay } from '../pilot-record.js';

export const LOGBOOK_FORMATS = ['foreflight', 'myflightbook', 'logten'] as const;
export type LogbookFormat = (typeof LOGBOOK_FORMATS)[number];

/** The aircraft classes a file may say a flight's aircraft has (the others are not known). */
export const LOGBOOK_AIRCRAFT_CLASSES = ['retractable', 'complex', 'highPerformance', 'tailwheel', 'multiEngine', 'turbine'] as const;
export type LogbookAircraftClass = (typeof LOGBOOK_AIRCRAFT_CLASSES)[number];

export interface LogbookFlight {
  date: CalendarDay;
  /** The tail number, upper case ('' when the file gives none). */
  tail: string;
  /** "Cessna 172S": the file's, else the registry's for the tail ('' when neither knows). */
  makeModel: string;
  from: string;
  to: string;
  /** The airports flown through, space-separated as the file gives them. */
  route: string;
  total: number;
  pic: number;
  night: number;
  actualInstrument: number;
  simulatedInstrument: number;
  dualReceived: number;
  approaches: number;
  holds: number;
  dayTakeoffs: number;
  /** Day landings (full stop or touch and go). */
  dayLandings: number;
  nightTakeoffs: number;
  /** Night landings to a full stop (61.57(b)). */
  nightLandings: number;
  /** The classes of the aircraft where the file (or the registry) says; multi-engine from AMEL/AMES. */
  classes: LogbookAircraftClass[];
  /** Multi-engine: true or false where the file says the class, null where it does not. */
  multiEngine: boolean | null;
  /** The flight was a flight review (61.56) or a practical test, which counts as one. */
  flightReview: boolean;
  /** The flight was an instrument proficiency check (61.57(d)). */
  ipc: boolean;
  remarks: string;
}

/** Hours kept as whole tenths: sums of tenths never drift. */
export const tenthsOf = (hours: number): number => Math.round(hours * 10);

/**
 * Two flights are the same entry (a re-import) when they share the date, the tail, the departure (or the route
 * when the file has no departure) and the total time. logbook_flights has a unique key on it.
 */
export function duplicateKey(f: Pick<LogbookFlight, 'date' | 'tail' | 'from' | 'route' | 'total'>): string {
  const from = (f.from || f.route.trim().split(/\s+/)[0] || '').toUpperCase();
  return `${f.date}|${f.tail.toUpperCase()}|${from}|${tenthsOf(f.total)}`;
}

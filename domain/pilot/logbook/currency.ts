/**
 * A pilot's currency from his log (issue 40), as pure rules of 14 CFR part 61. Each answers whether he is
 * current today and the last day he is ("until"), from the log's flights and the flight review he declared:
 * - 61.56: a flight review (or a practical test) within the preceding 24 calendar months;
 * - 61.57(a): three takeoffs and three landings within the preceding 90 days to carry passengers;
 * - 61.57(b): the same at night, the landings to a full stop, for passengers at night;
 * - 61.57(c): six instrument approaches and holding within the preceding 6 calendar months (intercepting and
 *   tracking courses are taken as flown with the approaches), and 61.57(d): 6 calendar months of grace after
 *   it lapses to regain it by those tasks, after which only an instrument proficiency check restores it.
 * Calendar months end on their last day (calendar-day.ts's endOfCalendarMonthsAfter). The log pools every
 * category and class (the regulation counts takeoffs and landings per category, class and type).
 */
import { endOfCalendarMonthsAfter } from '../calendar-day.js';
import { addDays } from '../../maintenance/calendar-date.js';
import type { CalendarDay } from '../pilot-record.js';
import type { LogbookFlight } from './logbook-flight.js';

export const FLIGHT_REVIEW_MONTHS = 24;
export const PASSENGER_DAYS = 90;
export const PASSENGER_TAKEOFFS_AND_LANDINGS = 3;
export const INSTRUMENT_MONTHS = 6;
export const INSTRUMENT_APPROACHES = 6;
export const INSTRUMENT_GRACE_MONTHS = 6;

export type CurrencyFlight = Pick<
  LogbookFlight,
  'date' | 'dayTakeoffs' | 'dayLandings' | 'nightTakeoffs' | 'nightLandings' | 'approaches' | 'holds' | 'flightReview' | 'ipc'
>;

export interface CurrencyItem {
  current: boolean;
  /** The last day it is (or was) current; null when nothing in the log or the record makes it. */
  until: CalendarDay | null;
}

export interface FlightReviewCurrency extends CurrencyItem {
  /** The last flight review, from the log or the record, whichever is later. */
  last: CalendarDay | null;
}

export type InstrumentStatus = 'current' | 'grace' | 'ipc_needed' | 'none';

export interface InstrumentCurrency extends CurrencyItem {
  status: InstrumentStatus;
  /** The last day of the grace period (61.57(d)), once the currency lapsed or will. */
  graceUntil: CalendarDay | null;
}

/** Wire type of GET /api/user/logbook's `currency`. */
export interface Currency {
  flightReview: FlightReviewCurrency;
  passengers: CurrencyItem;
  nightPassengers: CurrencyItem;
  instrument: InstrumentCurrency;
}

const later = (a: CalendarDay | null, b: CalendarDay | null): CalendarDay | null => (a === null ? b : b === null ? a : a > b ? a : b);
const item = (until: CalendarDay | null, today: CalendarDay): CurrencyItem => ({ current: until !== null && until >= today, until });

export function flightReviewCurrency(flights: readonly CurrencyFlight[], declared: CalendarDay | null, today: CalendarDay): FlightReviewCurrency {
  let last = declared !== null && declared <= today ? declared : null;
  for (const f of flights) if (f.flightReview && f.date <= today) last = later(last, f.date);
  const until = last === null ? null : endOfCalendarMonthsAfter(last, FLIGHT_REVIEW_MONTHS);
  return { ...item(until, today), last };
}

/**
 * The day of the flight (going back from today) by which `count` of the events have happened: the oldest
 * flight the most recent `count` takeoffs (or landings) need. Null when the log has fewer.
 */
function dayOfNthLatest(latestFirst: readonly CurrencyFlight[], events: (f: CurrencyFlight) => number, count: number): CalendarDay | null {
  let seen = 0;
  for (const f of latestFirst) {
    seen += events(f);
    if (seen >= count) return f.date;
  }
  return null;
}

function takeoffsAndLandings(latestFirst: readonly CurrencyFlight[], takeoffs: (f: CurrencyFlight) => number, landings: (f: CurrencyFlight) => number, today: CalendarDay): CurrencyItem {
  const t = dayOfNthLatest(latestFirst, takeoffs, PASSENGER_TAKEOFFS_AND_LANDINGS);
  const l = dayOfNthLatest(latestFirst, landings, PASSENGER_TAKEOFFS_AND_LANDINGS);
  if (t === null || l === null) return item(null, today);
  // Current while both the third takeoff and the third landing are within the preceding 90 days.
  return item(addDays(t < l ? t : l, PASSENGER_DAYS), today);
}

const latestFirst = (flights: readonly CurrencyFlight[], today: CalendarDay) =>
  flights.filter((f) => f.date <= today).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));

/** 61.57(a): any takeoffs and landings, day or night. */
export const passengerCurrency = (flights: readonly CurrencyFlight[], today: CalendarDay): CurrencyItem =>
  takeoffsAndLandings(latestFirst(flights, today), (f) => f.dayTakeoffs + f.nightTakeoffs, (f) => f.dayLandings + f.nightLandings, today);

/** 61.57(b): night takeoffs and night landings to a full stop. */
export const nightPassengerCurrency = (flights: readonly CurrencyFlight[], today: CalendarDay): CurrencyItem =>
  takeoffsAndLandings(latestFirst(flights, today), (f) => f.nightTakeoffs, (f) => f.nightLandings, today);

const graceEnd = (until: CalendarDay) => endOfCalendarMonthsAfter(until, INSTRUMENT_GRACE_MONTHS);

/**
 * 61.57(c),(d), in the log's order: each time six approaches and a hold fall within 6 calendar months, the
 * pilot is current through the end of the 6th calendar month after the month of the oldest task counted; an
 * IPC makes him current through the 6th calendar month after its own. Tasks flown after the grace ran out
 * count for nothing until an IPC. A first currency (no earlier one in the log) counts its tasks as they come:
 * the log cannot tell when the rating was earned.
 */
export function instrumentCurrency(flights: readonly CurrencyFlight[], today: CalendarDay): InstrumentCurrency {
  const events = flights
    .filter((f) => f.date <= today && (f.approaches > 0 || f.holds > 0 || f.ipc))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let until: CalendarDay | null = null;
  let approaches: { date: CalendarDay; count: number }[] = [];
  let lastHold: CalendarDay | null = null;
  for (const f of events) {
    if (until !== null && f.date > graceEnd(until)) {
      if (!f.ipc) continue;
      approaches = [];
      lastHold = null;
    }
    if (f.ipc) until = later(until, endOfCalendarMonthsAfter(f.date, INSTRUMENT_MONTHS));
    if (f.approaches > 0) approaches.push({ date: f.date, count: f.approaches });
    if (f.holds > 0) lastHold = f.date;
    const sixth = sixthLatestApproach(approaches);
    if (sixth !== null && lastHold !== null) {
      const oldest = sixth < lastHold ? sixth : lastHold;
      until = later(until, endOfCalendarMonthsAfter(oldest, INSTRUMENT_MONTHS));
    }
  }
  if (until === null) return { current: false, until: null, status: 'none', graceUntil: null };
  const grace = graceEnd(until);
  const status: InstrumentStatus = until >= today ? 'current' : grace >= today ? 'grace' : 'ipc_needed';
  return { current: status === 'current', until, status, graceUntil: grace };
}

function sixthLatestApproach(list: ReadonlyArray<{ date: CalendarDay; count: number }>): CalendarDay | null {
  let seen = 0;
  for (let i = list.length - 1; i >= 0; i--) {
    seen += list[i]!.count;
    if (seen >= INSTRUMENT_APPROACHES) return list[i]!.date;
  }
  return null;
}

/** Every rule at once: GET /api/user/logbook's `currency`. */
export function currencyOf(flights: readonly CurrencyFlight[], declaredFlightReview: CalendarDay | null, today: CalendarDay): Currency {
  return {
    flightReview: flightReviewCurrency(flights, declaredFlightReview, today),
    passengers: passengerCurrency(flights, today),
    nightPassengers: nightPassengerCurrency(flights, today),
    instrument: instrumentCurrency(flights, today),
  };
}

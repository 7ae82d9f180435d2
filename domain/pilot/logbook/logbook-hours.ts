/**
 * What an imported log adds up to (issue 40), in the shape of LogbookTotals: the total, the classes (night,
 * instrument as actual plus simulated, multi-engine and the others where the file says the aircraft's class,
 * the last 90 days), the hours by make and model, the flights, the last flight and the last flight review.
 * Every sum is of whole tenths, so 10,000 flights of 1.1 hours add up to exactly 11,000.0.
 */
import { addDays } from '../../maintenance/calendar-date.js';
import { tenthsOf, type LogbookFlight } from './logbook-flight.js';
import type { LogbookTotals } from './logbook-totals.js';
import { makeModelKey } from '../make-model.js';
import type { HourClass, MakeModelHours } from '../pilot-record.js';
import type { CalendarDay } from '../pilot-record.js';

/** The days "the last 90 days" counts: today and the 90 before it (61.57(a) counts the preceding 90 days). */
export const RECENT_DAYS = 90;

type TotalsFlight = Pick<LogbookFlight, 'date' | 'total' | 'night' | 'actualInstrument' | 'simulatedInstrument' | 'classes' | 'multiEngine' | 'makeModel' | 'flightReview'>;

export function logbookTotals(flights: readonly TotalsFlight[], today: CalendarDay): LogbookTotals {
  const since = addDays(today, -RECENT_DAYS);
  let total = 0;
  const classes = new Map<HourClass, number>();
  const add = (c: HourClass, tenths: number) => {
    if (tenths > 0) classes.set(c, (classes.get(c) ?? 0) + tenths);
  };
  const makeModels = new Map<string, { makeModel: string; tenths: number }>();
  let lastFlight: CalendarDay | null = null;
  let lastFlightReview: CalendarDay | null = null;
  for (const f of flights) {
    const tenths = tenthsOf(f.total);
    total += tenths;
    add('night', tenthsOf(f.night));
    add('instrument', tenthsOf(f.actualInstrument) + tenthsOf(f.simulatedInstrument));
    for (const c of f.classes) if (c !== 'multiEngine') add(c, tenths);
    if (f.multiEngine) add('multiEngine', tenths);
    if (f.date >= since && f.date <= today) add('last90Days', tenths);
    const key = makeModelKey(f.makeModel);
    if (key) {
      const entry = makeModels.get(key) ?? { makeModel: f.makeModel.trim(), tenths: 0 };
      entry.tenths += tenths;
      makeModels.set(key, entry);
    }
    if (lastFlight === null || f.date > lastFlight) lastFlight = f.date;
    if (f.flightReview && (lastFlightReview === null || f.date > lastFlightReview)) lastFlightReview = f.date;
  }
  const classHours: Partial<Record<HourClass, number>> = {};
  for (const [c, tenths] of classes) classHours[c] = tenths / 10;
  const makeModelHours: MakeModelHours[] = [...makeModels.values()]
    .sort((a, b) => b.tenths - a.tenths || a.makeModel.localeCompare(b.makeModel))
    .map((e) => ({ makeModel: e.makeModel, hours: e.tenths / 10 }));
  return { totalHours: total / 10, classHours, makeModelHours, flights: flights.length, lastFlight, lastFlightReview };
}

/** The hours of these flights, to one decimal, summed in tenths. */
export const hoursOf = (flights: ReadonlyArray<Pick<LogbookFlight, 'total'>>): number => flights.reduce((sum, f) => sum + tenthsOf(f.total), 0) / 10;

import { makeModelKey } from './make-model.js';
import type { HourClass, MakeModelHours } from './pilot-record.js';

/**
 * What the pilot flew through Wingshare (issue 36, point 6): each closed flight adds its time to his total,
 * to the classes of its aircraft and to its make and model. Kept apart from what he declared (his record,
 * PUT /api/user/record); GET /api/user/record answers it as `flownOnWingshare`, and the insurance-minimums
 * match adds it to the declared hours (qualification-flown.ts).
 */
export interface FlownOnWingshare {
  totalHours: number;
  classHours: Partial<Record<HourClass, number>>;
  makeModelHours: MakeModelHours[];
  /** Closed flights counted. */
  flights: number;
}

export const NOTHING_FLOWN: FlownOnWingshare = { totalHours: 0, classHours: {}, makeModelHours: [], flights: 0 };

/** The classes of an aircraft whose hours a flight in it counts for (recency and conditions are the pilot's to declare). */
export interface FlownAircraft {
  make: string;
  model: string;
  retractable: boolean;
  complex: boolean;
  highPerformance: boolean;
  tailwheel: boolean;
  multiEngine: boolean;
}

const CLASS_FLAGS = ['retractable', 'complex', 'highPerformance', 'tailwheel', 'multiEngine'] as const satisfies readonly (HourClass & keyof FlownAircraft)[];

/** Hours kept to one decimal: sums of tenths, never a float's drift. */
const addHours = (a: number, b: number): number => (Math.round(a * 10) + Math.round(b * 10)) / 10;

/** The record after one more closed flight of `tenths` (tenths of an hour) in `aircraft`. */
export function addFlight(flown: FlownOnWingshare, tenths: number, aircraft: FlownAircraft): FlownOnWingshare {
  const hours = tenths / 10;
  const classHours = { ...flown.classHours };
  for (const flag of CLASS_FLAGS) if (aircraft[flag]) classHours[flag] = addHours(classHours[flag] ?? 0, hours);
  const makeModel = [aircraft.make.trim(), aircraft.model.trim()].filter(Boolean).join(' ');
  const makeModelHours = addMakeModel(flown.makeModelHours, makeModel, hours);
  return { totalHours: addHours(flown.totalHours, hours), classHours, makeModelHours, flights: flown.flights + 1 };
}

/** Adds hours to the entry of the same make and model (compared loosely), or a new entry. */
export function addMakeModel(list: readonly MakeModelHours[], makeModel: string, hours: number): MakeModelHours[] {
  if (!makeModel || makeModelKey(makeModel) === '') return [...list];
  const key = makeModelKey(makeModel);
  const found = list.findIndex((e) => makeModelKey(e.makeModel) === key);
  if (found < 0) return [...list, { makeModel, hours }];
  return list.map((e, i) => (i === found ? { ...e, hours: addHours(e.hours, hours) } : e));
}

import type { FlownOnWingshare } from './flown-on-wingshare.js';
import { MAKE_MODEL_KEY_MIN, makeModelKey } from './make-model.js';
import { HOUR_CLASSES, type MakeModelHours, type PilotRecord } from './pilot-record.js';

const addHours = (a: number, b: number): number => (Math.round(a * 10) + Math.round(b * 10)) / 10;

/**
 * The record the insurance-minimums match reads (qualification-match.ts, qualification-facts.ts and the
 * search's filter): the pilot's declared hours plus what he flew on Wingshare, total, class by class and
 * make and model by make and model. Nothing else of the record changes; with nothing flown it is the record.
 */
export function withFlownHours(record: PilotRecord, flown: FlownOnWingshare | null | undefined): PilotRecord {
  if (!flown || flown.flights === 0) return record;
  const classHours = { ...record.classHours };
  for (const c of HOUR_CLASSES) {
    const more = flown.classHours[c];
    if (more) classHours[c] = addHours(classHours[c] ?? 0, more);
  }
  let makeModelHours = record.makeModelHours;
  for (const e of flown.makeModelHours) makeModelHours = addToCountingEntries(makeModelHours, e);
  return { ...record, totalHours: addHours(record.totalHours ?? 0, flown.totalHours), classHours, makeModelHours };
}

/**
 * Flown hours in "Piper PA-28-181" add to every declared entry that counts for that aircraft ("PA-28", "Piper
 * PA28": entries are alternatives of the same time, and the match takes the largest), or make an entry of
 * their own when none does.
 */
function addToCountingEntries(list: readonly MakeModelHours[], flown: MakeModelHours): MakeModelHours[] {
  const full = makeModelKey(flown.makeModel);
  const counts = (e: MakeModelHours) => {
    const key = makeModelKey(e.makeModel);
    return key.length >= MAKE_MODEL_KEY_MIN && full.includes(key);
  };
  if (!list.some(counts)) return [...list, flown];
  return list.map((e) => (counts(e) ? { ...e, hours: addHours(e.hours, flown.hours) } : e));
}

import type { MakeModelHours } from './pilot-record.js';

/** A make and model reduced to compare loosely: lowercase letters and digits only ("Piper PA-28" → "piperpa28"). */
export const makeModelKey = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The shortest key of a pilot's entry that may count for an aircraft (shorter ones would match too much). */
export const MAKE_MODEL_KEY_MIN = 3;

/**
 * The hours of the pilot's entries (as keys with hours) that count for an aircraft: the largest among those
 * whose key starts the key of the model or of make and model together, so "PA-28" and "Piper PA28" both count
 * for a Piper PA-28-181 (entries are alternatives, not added: "PA-28" and "Piper PA-28" are the same time).
 * Null when no entry counts (nothing recorded for this aircraft).
 */
export function hoursInMakeModelKeys(entries: ReadonlyArray<{ key: string; hours: number }>, make: string, model: string): number | null {
  const modelKey = makeModelKey(model);
  const fullKey = makeModelKey(`${make} ${model}`);
  let best: number | null = null;
  for (const { key, hours } of entries) {
    if (key.length < MAKE_MODEL_KEY_MIN) continue;
    if ((modelKey.startsWith(key) || fullKey.startsWith(key)) && (best === null || hours > best)) best = hours;
  }
  return best;
}

export const makeModelEntries = (list: readonly MakeModelHours[]) => list.map((e) => ({ key: makeModelKey(e.makeModel), hours: e.hours }));

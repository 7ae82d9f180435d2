/**
 * A reserve per hour flown: an overhaul's cost spread over the hours between overhauls (engine overhaul
 * cost / TBO; the propeller likewise). The cost calculator (hourly-cost.ts) works it in dollars; a group's
 * cost rules (issue 39) in cents, rounded by the one rule of domain/money/cents.ts.
 */
import { divideHalfUp } from '../money/cents.js';

/** cost / interval; 0 when either is not more than 0 (an overhaul not entered cannot be spread). */
export const perInterval = (cost: number, interval: number): number => (cost > 0 && interval > 0 ? cost / interval : 0);

/** Cents per hour from an overhaul's cost in cents and the hours between overhauls (one decimal at most). */
export function reservePerHourCents(overhaulCostCents: number, intervalHours: number): number {
  const tenths = Math.round(intervalHours * 10);
  return overhaulCostCents > 0 && tenths > 0 ? divideHalfUp(overhaulCostCents * 10, tenths) : 0;
}

import type { Period } from '../booking/booking.js';
import { dayOfLocal, instantsOf, toLocal, weekdayOf, type LocalDateTime } from '../booking/local-time.js';
import { divideHalfUp, formatCentsExact, timesTenths } from '../money/cents.js';
import type { BillingRules } from './billing-rules.js';
import type { Bill, BillLine, CheckIn, FuelPurchase, MeterReadings, Tenths } from './flight.js';
import { tenthsText } from './readings.js';

/**
 * The bill of a flight (issue 36, point 5): one pure function from the booking's billing rules, the readings,
 * the block times, the fuel bought, the booked period and the airport's zone to its lines and total, in
 * integer cents. Every amount is rounded once, by domain/money/cents.ts (to the cent, halves away from zero).
 *
 * - Time flown on the basis (Hobbs, tach, or block time to the nearest tenth of an hour) at the rate.
 * - The daily minimum: for each calendar day of the booked period in the airport's zone that the aircraft is
 *   out at least `whenOutHours`, `hours` (on Saturdays and Sundays `weekendHours` when set). When the days'
 *   minimums add up to more than the time flown, the difference at the rate is its own line.
 * - Fuel credit, wet rentals only: `none`; `actual_capped` what the pilot paid, at most the cap a gallon;
 *   `fixed_price` the gallons at the home price, whatever he paid. One line per purchase, negative.
 * - The fixed fees, a line each.
 */
export interface BillInput {
  rules: BillingRules;
  checkOut: MeterReadings;
  checkIn: MeterReadings & Pick<CheckIn, 'blockOff' | 'blockOn'>;
  fuel: FuelPurchase[];
  period: Period;
  timeZone: string;
}

const TENTH_MS = 360_000;
/** Hours with one decimal (validated) as tenths. */
const tenthsOf = (hours: number): Tenths => Math.round(hours * 10);
const hoursText = (tenths: Tenths) => `${tenthsText(tenths)} h`;

/** The time flown on the basis, with the words of its line. */
function timeFlown(input: BillInput): { tenths: Tenths; words: string } {
  const { rules, checkOut, checkIn } = input;
  if (rules.basis === 'tach') return { tenths: checkIn.tach - checkOut.tach, words: 'Tach time' };
  if (rules.basis === 'block' && checkIn.blockOff && checkIn.blockOn) {
    const ms = Math.max(0, checkIn.blockOn.getTime() - checkIn.blockOff.getTime());
    return { tenths: divideHalfUp(ms, TENTH_MS), words: 'Block time' };
  }
  return { tenths: checkIn.hobbs - checkOut.hobbs, words: rules.basis === 'block' ? 'Hobbs time (no block times given)' : 'Hobbs time' };
}

const nextDay = (l: LocalDateTime): LocalDateTime => {
  const d = new Date(Date.UTC(l.year, l.month - 1, l.day + 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: 0, minute: 0, second: 0 };
};

/** The first instant of a local day (its midnight, or the first hour after a gap at midnight). */
function startOfDay(day: LocalDateTime, zone: string): Date {
  for (let hour = 0; hour < 4; hour++) {
    const found = instantsOf({ ...day, hour, minute: 0, second: 0 }, zone)[0];
    if (found) return found;
  }
  return new Date(Date.UTC(day.year, day.month - 1, day.day));
}

export interface DayOut {
  /** The local day, YYYY-MM-DD. */
  day: string;
  weekend: boolean;
  /** How long the aircraft is out that day (ms). */
  outMs: number;
  /** The minimum that day, tenths (0 when the day is out less than whenOutHours). */
  minimum: Tenths;
}

/** Each local calendar day of the booked period, with the time out and its minimum. */
export function daysOut(rules: BillingRules, period: Period, zone: string): DayOut[] {
  const out: DayOut[] = [];
  const start = period.start.getTime();
  const end = period.end.getTime();
  if (end <= start) return out;
  const whenOutMs = tenthsOf(rules.dailyMinimum.whenOutHours) * TENTH_MS;
  let local = toLocal(period.start, zone);
  local = { ...local, hour: 0, minute: 0, second: 0 };
  for (let guard = 0; guard < 400; guard++) {
    const dayStart = startOfDay(local, zone).getTime();
    if (dayStart >= end) break;
    const following = nextDay(local);
    const dayEnd = startOfDay(following, zone).getTime();
    const outMs = Math.max(0, Math.min(end, dayEnd) - Math.max(start, dayStart));
    const weekday = weekdayOf(local);
    const weekend = weekday === 0 || weekday === 6;
    const hours = weekend && rules.dailyMinimum.weekendHours !== null ? rules.dailyMinimum.weekendHours : rules.dailyMinimum.hours;
    const applies = outMs > 0 && outMs >= whenOutMs;
    const day = dayOfLocal(local);
    if (outMs > 0) out.push({ day, weekend, outMs, minimum: applies ? tenthsOf(hours) : 0 });
    local = following;
  }
  return out;
}

function fuelCredit(rules: BillingRules, purchase: FuelPurchase): BillLine | null {
  if (!rules.wet || rules.fuel.rule === 'none') return null;
  const gallons = `${tenthsText(purchase.gallons)} gal`;
  if (rules.fuel.rule === 'actual_capped') {
    const cap = rules.fuel.capCents ?? 0;
    const credit = Math.min(purchase.amountCents, timesTenths(cap, purchase.gallons));
    return {
      kind: 'fuel_credit',
      description: `Fuel bought: ${gallons}, paid ${formatCentsExact(purchase.amountCents)}, credited up to ${formatCentsExact(cap)} / gal`,
      quantity: purchase.gallons / 10,
      amountCents: -credit,
    };
  }
  const price = rules.fuel.priceCents ?? 0;
  return {
    kind: 'fuel_credit',
    description: `Fuel bought: ${gallons} at the home price of ${formatCentsExact(price)} / gal`,
    quantity: purchase.gallons / 10,
    amountCents: -timesTenths(price, purchase.gallons),
  };
}

export function computeBill(input: BillInput): Bill {
  const { rules } = input;
  const rate = formatCentsExact(rules.rateCents);
  const flown = timeFlown(input);
  const lines: BillLine[] = [{
    kind: 'time',
    description: `${flown.words}: ${hoursText(flown.tenths)} at ${rate} / hour`,
    quantity: flown.tenths / 10,
    amountCents: timesTenths(rules.rateCents, flown.tenths),
  }];
  const days = daysOut(rules, input.period, input.timeZone);
  const minimum = days.reduce((sum, d) => sum + d.minimum, 0);
  if (minimum > flown.tenths) {
    const topUp = minimum - flown.tenths;
    const counted = days.filter((d) => d.minimum > 0).length;
    lines.push({
      kind: 'minimum',
      description: `Daily minimum: ${hoursText(minimum)} over ${counted} day${counted === 1 ? '' : 's'} out, ${hoursText(flown.tenths)} flown; ${hoursText(topUp)} at ${rate} / hour`,
      quantity: topUp / 10,
      amountCents: timesTenths(rules.rateCents, topUp),
    });
  }
  for (const purchase of input.fuel) {
    const line = fuelCredit(rules, purchase);
    if (line) lines.push(line);
  }
  for (const fee of rules.fees) lines.push({ kind: 'fee', description: fee.label, quantity: 1, amountCents: fee.amountCents });
  return { lines, totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0), currency: 'USD' };
}


/**
 * The earnings calculator (spec 9): what an owner takes in a year by sharing the aircraft.
 * Earnings = hourly rate x hours each pilot flies a year x number of pilots.
 */
import { type NumberFieldRule, type RawNumbers, type ReadResult, readNumbers, roundToCents } from './calculator-input.js';

export const EARNINGS_RULES = [
  { key: 'rate', name: 'your hourly rate', required: true, positive: true },
  { key: 'pilots', name: 'the number of pilots', required: true, positive: true, whole: true },
  { key: 'hours', name: 'the hours each pilot flies a year', required: true, positive: true, whole: true },
] as const satisfies readonly NumberFieldRule[];

export type EarningsField = (typeof EARNINGS_RULES)[number]['key'];
export type EarningsInput = Record<EarningsField, number>;

/** The form's placeholders (spec 9): $175 an hour, 2 pilots, 40 hours a year each (about the 3.3 hours a month the average pilot flies). */
export const EARNINGS_PLACEHOLDERS: Record<EarningsField, string> = { rate: '175', pilots: '2', hours: '40' };

export const readEarningsInput = (raw: RawNumbers<EarningsField>): ReadResult<EarningsField> => readNumbers(EARNINGS_RULES, raw);

/** Yearly earnings in dollars, rounded to cents. */
export const yearlyEarnings = ({ rate, pilots, hours }: EarningsInput): number => roundToCents(rate * hours * pilots);

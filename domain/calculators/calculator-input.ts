/**
 * Reading the calculators' form fields (spec 5 "Cost calculator", "Earnings"): plain numbers, no commas,
 * rates as decimals (.05 = 5%). Pure, so the browser shows the messages the rules define here.
 */
import { withCommas } from '../text/us-format.js';

/** How one number field is checked. `name` reads inside a sentence: "Please enter the fuel price". */
export interface NumberFieldRule<K extends string = string> {
  key: K;
  name: string;
  /** Blank is an error; otherwise blank reads as 0 (a cost the owner does not have). */
  required?: boolean;
  /** Required (and more than 0) as soon as this other field is more than 0, e.g. an interval beside its cost. */
  requiredWith?: K;
  /** More than 0, not just 0 or more. */
  positive?: boolean;
  whole?: boolean;
  /** A rate written as a decimal: between 0 and 1, or -1 and 1 when `mayBeNegative`. */
  rate?: boolean;
  mayBeNegative?: boolean;
}

/** What the form holds for each field; null when the browser could not read what was typed (e.g. "1,500" in a number input). */
export type RawNumbers<K extends string> = Partial<Record<K, string | null>>;

export type ReadResult<K extends string> =
  | { ok: true; values: Record<K, number> }
  | { ok: false; errors: Partial<Record<K, string>> };

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const CALCULATOR_MESSAGES = {
  required: (name: string) => `Please enter ${name}`,
  commas: (name: string) => `Please enter ${name} without commas (1500.50, not 1,500.50)`,
  notANumber: (name: string) => `Please enter ${name} as a number`,
  negative: (name: string) => `${capitalised(name)} cannot be negative`,
  notPositive: (name: string) => `${capitalised(name)} must be more than 0`,
  notWhole: (name: string) => `${capitalised(name)} must be a whole number`,
  rateAsDecimal: (name: string) => `Please enter ${name} as a decimal: .05 for 5%`,
  tooLarge: (name: string) => `${capitalised(name)} is too large`,
} as const;

// Digits with an optional decimal part, or a decimal part alone (".05"), optionally signed.
const PLAIN_NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;
const LIMIT = 1e12;

/** Reads every field; either all values (blank optional fields as 0) or one message per field in error. */
export function readNumbers<K extends string>(rules: readonly NumberFieldRule<K>[], raw: RawNumbers<K>): ReadResult<K> {
  const values = {} as Record<K, number>;
  const errors: Partial<Record<K, string>> = {};
  const text = (key: K) => raw[key];

  for (const rule of rules) {
    const value = text(rule.key);
    if (value === null) {
      errors[rule.key] = CALCULATOR_MESSAGES.commas(rule.name);
      continue;
    }
    const trimmed = (value ?? '').trim();
    if (trimmed === '') {
      const partner = rule.requiredWith ? Number(text(rule.requiredWith)?.trim()) : 0;
      if (rule.required || partner > 0) errors[rule.key] = CALCULATOR_MESSAGES.required(rule.name);
      else values[rule.key] = 0;
      continue;
    }
    if (trimmed.includes(',')) {
      errors[rule.key] = CALCULATOR_MESSAGES.commas(rule.name);
      continue;
    }
    if (!PLAIN_NUMBER.test(trimmed)) {
      errors[rule.key] = CALCULATOR_MESSAGES.notANumber(rule.name);
      continue;
    }
    const n = Number(trimmed);
    const message = ruleMessage(rule, n, rule.requiredWith ? Number(text(rule.requiredWith)?.trim()) > 0 : false);
    if (message) errors[rule.key] = message;
    else values[rule.key] = n;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}

function ruleMessage(rule: NumberFieldRule, n: number, partnerSet: boolean): string | null {
  if (rule.rate) {
    if (Math.abs(n) > 1) return CALCULATOR_MESSAGES.rateAsDecimal(rule.name);
    if (n < 0 && !rule.mayBeNegative) return CALCULATOR_MESSAGES.negative(rule.name);
    return null;
  }
  if (n < 0) return CALCULATOR_MESSAGES.negative(rule.name);
  if (Math.abs(n) > LIMIT) return CALCULATOR_MESSAGES.tooLarge(rule.name);
  if ((rule.positive || partnerSet) && n === 0) return CALCULATOR_MESSAGES.notPositive(rule.name);
  if (rule.whole && !Number.isInteger(n)) return CALCULATOR_MESSAGES.notWhole(rule.name);
  return null;
}

/** Rounded to cents, half away from zero; the tiny nudge keeps 1.005 from reading as 1.00 in binary. */
export function roundToCents(n: number): number {
  const cents = Math.round(Math.abs(n) * 100 * (1 + Number.EPSILON));
  return (n < 0 ? -cents : cents) / 100 || 0;
}

/** "$25,950.00": thousands separated by commas, always two decimals (the calculators' results). */
export function formatDollars(n: number): string {
  const rounded = roundToCents(n);
  const sign = rounded < 0 ? '-' : '';
  const [whole, cents] = Math.abs(rounded).toFixed(2).split('.');
  return `${sign}$${withCommas(whole!)}.${cents}`;
}

import { withCommas } from '../text/us-format.js';

/**
 * Money is integer cents, and this is its one rounding rule: to the cent, halves away from zero ("half up":
 * $0.005 is $0.01, a credit of -$0.005 is -$0.01, so a credit mirrors the charge it offsets). Every amount
 * the site works out (the price estimate, each line of a flight's bill) goes through these functions; no
 * floating-point product ever becomes a price.
 */

/** numerator / denominator to the nearest integer, halves away from zero (integers in, integer out). */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    throw new RangeError(`divideHalfUp needs integers and a divisor: ${numerator} / ${denominator}`);
  }
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const whole = Math.floor(n / d);
  const rest = n - whole * d;
  return sign * (2 * rest >= d ? whole + 1 : whole) || 0;
}

/**
 * Dollars (a number a person typed: 165, 165.5, 1.005) as cents. The decimal is read as written, not as
 * the binary double (1.005 * 100 is 100.49999... in floating point; here it is 101 cents, half up).
 */
export function centsOf(dollars: number): number {
  if (!Number.isFinite(dollars) || Math.abs(dollars) >= 1e15) throw new RangeError(`Not an amount: ${dollars}`);
  const abs = Math.abs(dollars);
  // The shortest decimal that reads back as this number ("0.30000000000000004", "1.005"); tiny numbers are written without an exponent.
  const text = String(abs).includes('e') ? abs.toFixed(3) : String(abs);
  const [whole, fraction = ''] = text.split('.') as [string, string?];
  const digits = fraction.padEnd(3, '0');
  const cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return dollars < 0 ? -cents : cents;
}

/** A price per unit times a quantity in tenths of a unit (an hourly rate times tenths of an hour), to the cent. */
export const timesTenths = (centsPerUnit: number, tenths: number): number => divideHalfUp(centsPerUnit * tenths, 10);

/** A price per hour times elapsed minutes, to the cent. */
export const timesMinutes = (centsPerHour: number, minutes: number): number => divideHalfUp(centsPerHour * minutes, 60);

/** "$1,234.50", "$450": cents as dollars, the cents shown only when there are some. */
export function formatCents(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  return `${cents < 0 ? '-' : ''}$${withCommas(String(whole))}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/** "$1,234.50", "$450.00": always with the cents (a bill's lines line up). */
export function formatCentsExact(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  return `${cents < 0 ? '-' : ''}$${withCommas(String(whole))}.${String(rest).padStart(2, '0')}`;
}

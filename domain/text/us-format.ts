/**
 * Numbers and dates as US English writes them ("12,500", "March 31, 2031"), without Intl.
 *
 * The first use of Intl in a browser tab (toLocaleString, Intl.NumberFormat, Intl.DateTimeFormat) loads
 * ICU's locale data: 35 to 55 ms of main thread on a fresh tab here, about four times that on a phone. The
 * site only ever writes en-US, so its pages format with these instead and a page load never pays for it
 * (issue 13). The results are those of `toLocaleString('en-US', …)` for finite numbers, which the unit
 * test checks against Intl itself. Time zones still need Intl (domain/booking/local-time.ts).
 */

/** Groups the digits of a whole number's digits in threes: "1234567" reads "1,234,567". */
export const withCommas = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export interface NumberDigits {
  /** At most this many digits after the point (Intl's default: 3). */
  maxFractionDigits?: number;
  /** At least this many digits after the point (default 0). */
  minFractionDigits?: number;
}

/**
 * `n.toLocaleString('en-US', { maximumFractionDigits, minimumFractionDigits })`: commas between thousands,
 * rounded half away from zero on the number's shortest decimal form, as ICU does (1.005 to two places is
 * "1.01", where toFixed gives "1.00").
 */
export function usNumber(n: number, { maxFractionDigits = 3, minFractionDigits = 0 }: NumberDigits = {}): string {
  if (Number.isNaN(n)) return 'NaN';
  const sign = n < 0 || Object.is(n, -0) ? '-' : ''; // Intl writes "-0" too
  if (!Number.isFinite(n)) return `${sign}∞`;
  const [whole, fraction] = roundedHalfUp(decimalDigits(Math.abs(n)), maxFractionDigits);
  const kept = fraction.replace(/0+$/, '').padEnd(minFractionDigits, '0');
  return `${sign}${withCommas(whole)}${kept ? `.${kept}` : ''}`;
}

/** A finite number at least 0 as the digits before and after its point, from its shortest form ("1e-7" too). */
function decimalDigits(x: number): [string, string] {
  const [, int = '0', frac = '', exp = '0'] = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(x)) ?? [];
  let digits = int + frac;
  let point = int.length + Number(exp);
  if (point < 1) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  digits = digits.padEnd(point, '0');
  return [digits.slice(0, point).replace(/^0+(?=\d)/, ''), digits.slice(point)];
}

/** The digits rounded to `places` after the point, a half going up. */
function roundedHalfUp([whole, fraction]: [string, string], places: number): [string, string] {
  if (fraction.length <= places) return [whole, fraction];
  let kept = whole + fraction.slice(0, places);
  if (fraction[places]! >= '5') {
    let i = kept.length - 1;
    while (i >= 0 && kept[i] === '9') i--;
    kept = i < 0 ? `1${'0'.repeat(kept.length)}` : `${kept.slice(0, i)}${Number(kept[i]) + 1}${'0'.repeat(kept.length - i - 1)}`;
  }
  return [kept.slice(0, kept.length - places) || '0', kept.slice(kept.length - places)];
}

export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/** "March 31, 2031" for a year, a month from 1 to 12 and a day of the month. */
export const longDateOf = (year: number, month: number, day: number): string => `${MONTH_NAMES[month - 1]} ${day}, ${year}`;

/** longDateOf for an instant, in the runtime's time zone or in UTC; null for an invalid date. */
export function longDateAt(at: Date, zone: 'local' | 'utc'): string | null {
  if (Number.isNaN(at.getTime())) return null;
  return zone === 'utc'
    ? longDateOf(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate())
    : longDateOf(at.getFullYear(), at.getMonth() + 1, at.getDate());
}

/** "Mar 31" for a month from 1 to 12 and a day of the month (Intl's short month). */
export const shortMonthDayOf = (month: number, day: number): string => `${MONTH_NAMES[month - 1]!.slice(0, 3)} ${day}`;

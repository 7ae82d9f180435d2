import type { Tenths } from './flight.js';

/**
 * Numbers a person wrote with one decimal at most (meter hours, gallons, billing hours), read into integer
 * tenths without floating-point drift: 1234.5 is 12345 exactly. A reading is a JSON number or a string of
 * digits ("1234.5"); anything else is refused with the field's words.
 */
export type TenthsRead = { ok: true; tenths: Tenths } | { ok: false; message: string };

export const READING_MESSAGES = {
  notNumber: (label: string, example: string) => `${label} must be a number, such as ${example}.`,
  negative: (label: string) => `${label} cannot be negative.`,
  decimals: (label: string) => `${label} has one decimal at most.`,
  tooLarge: (label: string, max: string) => `${label} is at most ${max}.`,
  notPositive: (label: string) => `${label} must be more than 0.`,
  notWhole: (label: string) => `${label} must be a whole number of 0 or more.`,
  notCents: (label: string) => `${label} must be a whole number of cents of 0 or more.`,
} as const;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Tenths as the API writes them: hours or gallons with one decimal (12345 -> 1234.5). */
export const tenthsToNumber = (tenths: Tenths): number => tenths / 10;

/** "1234.5", "1,234.0": tenths with their one decimal, as messages and bills write them. */
export function tenthsText(tenths: Tenths): string {
  const whole = Math.trunc(tenths / 10);
  const rest = Math.abs(tenths % 10);
  return `${tenths < 0 && whole === 0 ? '-' : ''}${whole}.${rest}`;
}

export function readTenths(value: unknown, label: string, options: { example: string; max: Tenths }): TenthsRead {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  if (!DECIMAL.test(text)) return { ok: false, message: READING_MESSAGES.notNumber(label, options.example) };
  if (text.startsWith('-')) return { ok: false, message: READING_MESSAGES.negative(label) };
  const [whole, fraction = ''] = text.split('.') as [string, string?];
  if (fraction.replace(/0+$/, '').length > 1) return { ok: false, message: READING_MESSAGES.decimals(label) };
  const tenths = Number(whole) * 10 + Number(fraction.slice(0, 1) || '0');
  if (!Number.isSafeInteger(tenths) || tenths > options.max) return { ok: false, message: READING_MESSAGES.tooLarge(label, tenthsText(options.max)) };
  return { ok: true, tenths };
}

/** A whole number of 0 or more (landings), up to max. */
export function readWhole(value: unknown, label: string, max: number): { ok: true; value: number } | { ok: false; message: string } {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) return { ok: false, message: READING_MESSAGES.notWhole(label) };
  if (n > max) return { ok: false, message: READING_MESSAGES.tooLarge(label, String(max)) };
  return { ok: true, value: n };
}

/** Integer cents of 0 or more, up to max. */
export function readCents(value: unknown, label: string, max: number): { ok: true; value: number } | { ok: false; message: string } {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) return { ok: false, message: READING_MESSAGES.notCents(label) };
  if (value > max) return { ok: false, message: READING_MESSAGES.tooLarge(label, `${max} cents`) };
  return { ok: true, value };
}

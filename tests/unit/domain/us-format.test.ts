import { describe, expect, it } from 'vitest';
import { longDateAt, longDateOf, shortMonthDayOf, usNumber } from '../../../domain/text/us-format';

// The pages write numbers and dates with these instead of Intl (a browser's first Intl use costs tens of
// milliseconds); they must write exactly what Intl's en-US writes.
describe('usNumber', () => {
  const samples = [
    0, -0, 1, -1, 7, 12, 999, 1000, 1001, 12500, 999999, 1000000, 1234567.891, -1234.5, 0.5, 1.005, 2.675,
    0.0004, 0.0005, 0.0015, -0.0004, 33.333333, 99.9995, 123456789012, 1e20, 2 ** 53, 0.1 + 0.2, 1 / 3, 1e-7,
  ];
  // A seeded spread of magnitudes and fractions, so a rounding mistake cannot hide between the samples.
  let seed = 20261126;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  for (let i = 0; i < 2000; i++) samples.push((next() - 0.3) * 10 ** Math.floor(next() * 12 - 3));

  it('writes what toLocaleString("en-US") writes, by default', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const n of samples) expect(usNumber(n), String(n)).toBe(intl.format(n));
  });

  it('writes what Intl writes with fraction digits', () => {
    for (const [max, min] of [[0, 0], [1, 0], [2, 0], [2, 2], [4, 1]] as const) {
      // What n.toLocaleString('en-US', options) writes, with its formatter made once (toLocaleString makes one
      // per call: 10,000 of them took 5 s on a busy machine).
      const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: max, minimumFractionDigits: min });
      for (const n of samples) {
        expect(usNumber(n, { maxFractionDigits: max, minFractionDigits: min }), `${n} ${max} ${min}`).toBe(intl.format(n));
      }
    }
  });

  it('writes what Intl writes for numbers that are not finite', () => {
    for (const n of [NaN, Infinity, -Infinity]) expect(usNumber(n)).toBe(n.toLocaleString('en-US'));
  });
});

describe('dates in words', () => {
  it('writes every month as Intl does', () => {
    for (let month = 1; month <= 12; month++) {
      const at = new Date(Date.UTC(2031, month - 1, 9));
      expect(longDateOf(2031, month, 9)).toBe(
        new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(at),
      );
      expect(longDateAt(at, 'utc')).toBe(longDateOf(2031, month, 9));
      expect(shortMonthDayOf(month, 9)).toBe(new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(at));
    }
  });

  it('reads an instant in the runtime\'s zone or in UTC, and nothing from an invalid date', () => {
    const late = new Date(Date.UTC(2026, 11, 31, 23, 30));
    expect(longDateAt(late, 'utc')).toBe('December 31, 2026');
    expect(longDateAt(late, 'local')).toBe(
      new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(late),
    );
    expect(longDateAt(new Date('not a date'), 'utc')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { summariseDay, whileGrounded } from '../../../web-public/src/features/listing/utils/calendar-grid.js';

const ZONE = 'America/Kentucky/Louisville';
const ALL_WEEK = Array.from({ length: 7 }, (_, day) => ({ day, from: 8 * 60, to: 18 * 60 }));
const TODAY = { year: 2027, month: 3, day: 10 };
const day = (d: number) => summariseDay({ year: 2027, month: 3, day: d }, [], ALL_WEEK, ZONE);

describe('a grounded aircraft\'s calendar', () => {
  it('shows today and every later day as grounded, never free', () => {
    expect(day(10).status).toBe('free');
    for (const d of [10, 11, 31]) expect(whileGrounded(day(d), TODAY, true).status).toBe('grounded');
  });

  it('leaves the past as it was, and every day alone once cleared', () => {
    expect(whileGrounded(day(9), TODAY, true).status).toBe('free');
    expect(whileGrounded(day(11), TODAY, false)).toEqual(day(11));
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, monthWeeks, rangeOf, startOfDay, summariseDay, todayAt } from '../../../web-public/src/features/listing/utils/calendar-grid.js';

const ZONE = 'America/Kentucky/Louisville';
const entry = (kind: 'booked' | 'blocked', start: string, end: string) => ({ kind, start, end });

describe('the listing calendar grid (airport time)', () => {
  it('lays a month out in weeks from Sunday', () => {
    const weeks = monthWeeks(2027, 3); // March 2027 begins on a Monday
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toBeNull();
    expect(weeks[0]![1]).toEqual({ year: 2027, month: 3, day: 1 });
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks[4]![3]).toEqual({ year: 2027, month: 3, day: 31 });
  });

  it('asks for the airport\'s days, across a daylight-saving change', () => {
    // Sunday 14 Mar 2027 is 23 hours long in Louisville.
    const { from, to } = rangeOf({ year: 2027, month: 3, day: 14 }, 1, ZONE);
    expect(from.toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(to.toISOString()).toBe('2027-03-15T04:00:00.000Z');
    expect(addDays({ year: 2027, month: 2, day: 27 }, 2)).toEqual({ year: 2027, month: 3, day: 1 });
    expect(todayAt(ZONE, new Date('2027-03-14T03:30:00Z'))).toEqual({ year: 2027, month: 3, day: 13 });
    // Where midnight is skipped (Santiago, first Sunday of September 2026), the day begins at 01:00.
    expect(startOfDay({ year: 2026, month: 9, day: 6 }, 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('clips periods to the day in local time and says whether the open time is taken', () => {
    const day = { year: 2027, month: 3, day: 8 }; // a Monday, EST (UTC-5)
    const booked = entry('booked', '2027-03-08T14:00:00.000Z', '2027-03-08T17:00:00.000Z'); // 09:00 to 12:00
    const overnight = entry('blocked', '2027-03-09T03:00:00.000Z', '2027-03-09T07:00:00.000Z'); // 22:00 to 02:00
    const monday = summariseDay(day, [overnight, booked], [], ZONE);
    expect(monday.segments.map((s) => [s.entry.kind, s.from, s.to])).toEqual([['booked', 540, 720], ['blocked', 1320, 1440]]);
    expect(monday.status).toBe('partly');
    expect(summariseDay(addDays(day, 1), [overnight], [], ZONE).segments.map((s) => [s.from, s.to])).toEqual([[0, 120]]);
    // Open 09:00 to 12:00 on Mondays only: the booking fills Monday, Sunday is closed, Tuesday free.
    const hours = [{ day: 1, from: 540, to: 720 }];
    expect(summariseDay(day, [booked], hours, ZONE).status).toBe('full');
    expect(summariseDay(addDays(day, -1), [], hours, ZONE).status).toBe('closed');
    expect(summariseDay(addDays(day, 7), [booked], hours, ZONE)).toMatchObject({ status: 'free', segments: [] });
  });
});

describe('the pilot\'s own waiting request on the calendar (issue 34)', () => {
  it('is drawn on its day but takes none of the open time', () => {
    const day = { year: 2027, month: 3, day: 8 }; // a Monday, EST
    const requested = { kind: 'requested' as const, start: '2027-03-08T14:00:00.000Z', end: '2027-03-08T17:00:00.000Z' };
    const hours = [{ day: 1, from: 540, to: 720 }]; // 09:00 to 12:00: the request covers it all
    const summary = summariseDay(day, [requested], hours, ZONE);
    expect(summary.segments.map((s) => [s.entry.kind, s.from, s.to])).toEqual([['requested', 540, 720]]);
    expect(summary.status).toBe('free');
  });
});

import { describe, expect, it } from 'vitest';
import { availabilityErrors, blockErrors, DEFAULT_BOOKING_RULES, defaultAvailability, formatMinutes, type Availability } from '../../../../domain/booking/availability.js';
import type { Period } from '../../../../domain/booking/booking.js';
import { PERIOD_MESSAGES as M, periodErrors, readPeriod } from '../../../../domain/booking/period-rules.js';

const NOW = new Date('2027-03-01T12:00:00Z');
const period = (start: string, end: string): Period => ({ start: new Date(start), end: new Date(end) });
const availability = (zone: string, changes: Partial<Availability> = {}): Availability => ({ ...defaultAvailability(7, zone), ...changes });
const rules = (changes: Partial<Availability['rules']>) => ({ ...DEFAULT_BOOKING_RULES, ...changes });

describe('periodErrors with the defaults', () => {
  const ny = availability('America/New_York');

  it('accepts an ordinary period without any setup', () => {
    expect(periodErrors(period('2027-03-05T14:00:00Z', '2027-03-05T17:00:00Z'), ny, NOW)).toEqual({});
  });

  it('refuses an end before or at the start, and says only that', () => {
    expect(periodErrors(period('2027-03-05T14:00:00Z', '2027-03-05T13:00:00Z'), ny, NOW)).toEqual({ end: [M.endBeforeStart] });
    expect(periodErrors(period('2027-03-05T14:00:00Z', '2027-03-05T14:00:00Z'), ny, NOW)).toEqual({ end: [M.endBeforeStart] });
  });

  it('refuses a start in the past, and one with too little notice', () => {
    expect(periodErrors(period('2027-02-28T14:00:00Z', '2027-02-28T17:00:00Z'), ny, NOW)).toEqual({ start: [M.past] });
    expect(periodErrors(period('2027-03-01T13:00:00Z', '2027-03-01T15:00:00Z'), ny, NOW)).toEqual({ start: ['This listing needs 2 hours of notice before a booking starts.'] });
    expect(periodErrors(period('2027-03-01T14:00:00Z', '2027-03-01T15:00:00Z'), ny, NOW)).toEqual({});
  });

  it('refuses a start further ahead than the rules allow', () => {
    expect(periodErrors(period('2027-08-29T12:00:01Z', '2027-08-29T14:00:00Z'), ny, NOW)).toEqual({ start: ['This listing takes bookings at most 180 days ahead.'] });
    expect(periodErrors(period('2027-08-28T12:00:00Z', '2027-08-28T14:00:00Z'), ny, NOW)).toEqual({});
  });

  it('refuses a period shorter or longer than the rules allow', () => {
    expect(periodErrors(period('2027-03-05T14:00:00Z', '2027-03-05T14:59:00Z'), ny, NOW)).toEqual({ period: ['The shortest booking on this listing is 1 hour.'] });
    expect(periodErrors(period('2027-03-05T14:00:00Z', '2027-03-19T14:01:00Z'), ny, NOW)).toEqual({ period: ['The longest booking on this listing is 14 days.'] });
  });

  it('refuses a period over a blocked period, naming its reason; back to back is fine', () => {
    const blocked = availability('America/New_York', { blocks: [{ id: 1, ...period('2027-03-10T00:00:00Z', '2027-03-11T00:00:00Z'), reason: 'Annual inspection' }] });
    expect(periodErrors(period('2027-03-10T22:00:00Z', '2027-03-11T02:00:00Z'), blocked, NOW)).toEqual({ period: [M.blocked('Annual inspection')] });
    expect(periodErrors(period('2027-03-11T00:00:00Z', '2027-03-11T02:00:00Z'), blocked, NOW)).toEqual({});
    expect(periodErrors(period('2027-03-09T22:00:00Z', '2027-03-10T00:00:00Z'), blocked, NOW)).toEqual({});
  });
});

describe('open hours, in the airport\'s local time', () => {
  // Every day 08:00-18:00 on the airport's clock.
  const hours = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: 8 * 60, to: 18 * 60 }));

  it('follows the airport clock across spring forward (Denver): the same UTC time is closed one week and open the next', () => {
    const denver = availability('America/Denver', { openHours: hours });
    // 14:00Z is 07:00 MST on Sunday 7 March, 08:00 MDT on Sunday 14 March.
    expect(periodErrors(period('2027-03-07T14:00:00Z', '2027-03-07T17:00:00Z'), denver, NOW)).toEqual({
      start: ['The start, Sunday 7 Mar 2027 07:00 MST (America/Denver), is outside the open hours.'],
    });
    expect(periodErrors(period('2027-03-14T14:00:00Z', '2027-03-14T17:00:00Z'), denver, NOW)).toEqual({});
  });

  it('does not move in Phoenix, which keeps standard time while Denver springs forward', () => {
    const phoenix = availability('America/Phoenix', { openHours: hours });
    expect(periodErrors(period('2027-03-14T14:00:00Z', '2027-03-14T17:00:00Z'), phoenix, NOW)).toEqual({
      start: ['The start, Sunday 14 Mar 2027 07:00 MST (America/Phoenix), is outside the open hours.'],
    });
    expect(periodErrors(period('2027-03-14T15:00:00Z', '2027-03-14T18:00:00Z'), phoenix, NOW)).toEqual({});
  });

  it('checks the end as a closing time: at closing is fine, a minute later is not', () => {
    const honolulu = availability('Pacific/Honolulu', { openHours: hours });
    // 18:00 HST is 04:00Z the next day.
    expect(periodErrors(period('2027-03-05T20:00:00Z', '2027-03-06T04:00:00Z'), honolulu, NOW)).toEqual({});
    expect(periodErrors(period('2027-03-05T20:00:00Z', '2027-03-06T04:01:00Z'), honolulu, NOW)).toEqual({
      end: ['The end, Friday 5 Mar 2027 18:01 HST (Pacific/Honolulu), is outside the open hours.'],
    });
  });

  it('lets a booking end at midnight when the day is open until 24:00', () => {
    const lateSaturday = availability('America/Phoenix', { openHours: [{ day: 6, from: 20 * 60, to: 1440 }] });
    // Saturday 6 March 2027 20:00 to 24:00 in Phoenix (UTC-7).
    expect(periodErrors(period('2027-03-07T03:00:00Z', '2027-03-07T07:00:00Z'), lateSaturday, NOW)).toEqual({});
    expect(periodErrors(period('2027-03-07T03:00:00Z', '2027-03-07T07:30:00Z'), lateSaturday, NOW).end).toHaveLength(1);
  });
});

describe('lengths are elapsed time across daylight-saving changes (New York)', () => {
  const fourHours = availability('America/New_York', { rules: rules({ minMinutes: 240, maxMinutes: 240, maxDaysAhead: 365 }) });

  it('00:00 to 04:00 on the spring-forward night lasts 3 hours: too short for a 4-hour minimum', () => {
    const read = readPeriod({ start: '2027-03-14T00:00', end: '2027-03-14T04:00' }, 'America/New_York');
    expect(read.ok).toBe(true);
    if (read.ok) expect(periodErrors(read.period, fourHours, NOW)).toEqual({ period: ['The shortest booking on this listing is 4 hours.'] });
  });

  it('00:00 to 04:00 on the fall-back night lasts 5 hours: too long for a 4-hour maximum', () => {
    const read = readPeriod({ start: '2027-11-07T00:00', end: '2027-11-07T04:00' }, 'America/New_York');
    expect(read.ok).toBe(true);
    if (read.ok) expect(periodErrors(read.period, fourHours, NOW)).toEqual({ period: ['The longest booking on this listing is 4 hours.'] });
  });
});

describe('readPeriod', () => {
  it('refuses a start or an end in a daylight-saving gap with a message naming the zone', () => {
    expect(readPeriod({ start: '2027-03-14T02:30', end: '2027-03-14T06:00' }, 'America/New_York')).toEqual({
      ok: false,
      errors: { start: ['The start, Sunday 14 Mar 2027 02:30, does not exist in America/New_York: the clocks skip that hour for daylight saving time.'] },
    });
    expect(readPeriod({ start: '2027-03-13T20:00', end: '2027-03-14T02:15' }, 'America/Denver')).toMatchObject({ ok: false, errors: { end: [expect.stringContaining('does not exist in America/Denver')] } });
  });

  it('asks for a missing start and end, and refuses what is not a date-time', () => {
    expect(readPeriod({}, 'America/Phoenix')).toEqual({ ok: false, errors: { start: [M.startMissing], end: [M.endMissing] } });
    expect(readPeriod({ start: 17, end: 'soon' }, 'America/Phoenix')).toEqual({ ok: false, errors: { start: [M.invalid('start')], end: [M.invalid('end')] } });
  });
});

describe('availability settings', () => {
  it('accepts the defaults and refuses impossible settings field by field', () => {
    expect(availabilityErrors(defaultAvailability(1, 'America/Denver'))).toEqual({});
    expect(availabilityErrors({
      timeZone: 'Nowhere/City',
      openHours: [{ day: 1, from: 600, to: 500 }],
      rules: { minMinutes: 120, maxMinutes: 60, noticeMinutes: -1, maxDaysAhead: 0, maxFutureBookings: 1.5 },
    })).toEqual({
      timeZone: [expect.any(String)], openHours: [expect.any(String)], maxMinutes: [expect.any(String)],
      noticeMinutes: [expect.any(String)], maxDaysAhead: [expect.any(String)], maxFutureBookings: [expect.any(String)],
    });
  });

  it('refuses overlapping open hours on one day but not on different days', () => {
    const a = defaultAvailability(1, 'America/Denver');
    expect(availabilityErrors({ ...a, openHours: [{ day: 1, from: 480, to: 720 }, { day: 1, from: 700, to: 1000 }] })).toEqual({ openHours: ['Open hours of one day must not overlap.'] });
    expect(availabilityErrors({ ...a, openHours: [{ day: 1, from: 480, to: 720 }, { day: 2, from: 700, to: 1000 }] })).toEqual({});
  });

  it('needs a blocked period to end after it starts and to say why', () => {
    expect(blockErrors({ start: new Date('2027-03-02T00:00:00Z'), end: new Date('2027-03-01T00:00:00Z'), reason: ' ' })).toEqual({
      end: ['A blocked period ends after it starts.'], reason: ['Say why the period is blocked (maintenance, own use...).'],
    });
    expect(blockErrors({ start: new Date('2027-03-01T00:00:00Z'), end: new Date('2027-03-02T00:00:00Z'), reason: 'Annual' })).toEqual({});
  });

  it('says lengths the way people do', () => {
    expect([formatMinutes(60), formatMinutes(90), formatMinutes(1440), formatMinutes(2880), formatMinutes(1)]).toEqual(['1 hour', '90 minutes', '1 day', '2 days', '1 minute']);
  });
});

describe('the times in the period messages (issue 34)', () => {
  it('refuses an offset no clock keeps with its own message, on its field', () => {
    expect(readPeriod({ start: '2027-07-04T09:00+99:00', end: '2027-07-04T11:00+05:99' }, 'America/New_York')).toEqual({
      ok: false,
      errors: {
        start: ["The start's time zone offset does not exist: offsets run from -12:00 to +14:00, with minutes 00 to 59."],
        end: ["The end's time zone offset does not exist: offsets run from -12:00 to +14:00, with minutes 00 to 59."],
      },
    });
  });

  it('names what is not a date-time without a machine example', () => {
    expect(M.invalid('start')).toBe('The start is not a date and time: choose its day and time.');
  });

  it('writes a closed time as the listing page does: day, date, time and the zone\'s short name', () => {
    const saturday = availability('America/New_York', { openHours: [1, 2, 3, 4, 5].map((day) => ({ day, from: 480, to: 1080 })) });
    expect(periodErrors(period('2027-03-06T15:00:00Z', '2027-03-08T14:00:00Z'), saturday, NOW)).toMatchObject({
      start: ['The start, Saturday 6 Mar 2027 10:00 EST (America/New_York), is outside the open hours.'],
    });
    const summer = period('2027-07-03T14:00:00Z', '2027-07-05T14:00:00Z');
    expect(periodErrors(summer, saturday, NOW).start).toEqual(['The start, Saturday 3 Jul 2027 10:00 EDT (America/New_York), is outside the open hours.']);
  });
});

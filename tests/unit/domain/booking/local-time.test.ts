import { describe, expect, it } from 'vitest';
import {
  formatLocal, instantsOf, isInGap, isTimeZone, offsetMinutes, parseAirportTime, toLocal, weekdayOf, type LocalDateTime,
} from '../../../../domain/booking/local-time.js';

const at = (year: number, month: number, day: number, hour: number, minute = 0): LocalDateTime => ({ year, month, day, hour, minute, second: 0 });
const iso = (d: Date[]) => d.map((x) => x.toISOString());

describe('zone offsets from Intl', () => {
  it('knows the winter and summer offsets of zones with daylight saving', () => {
    expect(offsetMinutes(new Date('2027-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(offsetMinutes(new Date('2027-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(offsetMinutes(new Date('2027-01-15T12:00:00Z'), 'America/Denver')).toBe(-420);
    expect(offsetMinutes(new Date('2027-07-15T12:00:00Z'), 'America/Denver')).toBe(-360);
  });

  it('keeps one offset all year where there is no daylight saving (Honolulu, Phoenix)', () => {
    for (const month of ['01', '03', '07', '11']) {
      expect(offsetMinutes(new Date(`2027-${month}-14T09:00:00Z`), 'Pacific/Honolulu')).toBe(-600);
      expect(offsetMinutes(new Date(`2027-${month}-14T09:00:00Z`), 'America/Phoenix')).toBe(-420);
    }
  });

  it('tells a zone the platform knows from one it does not', () => {
    expect(isTimeZone('America/Phoenix')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });
});

describe('wall-clock readings to instants', () => {
  it('finds no instant for a reading the clocks skip when they spring forward (New York, Denver)', () => {
    expect(instantsOf(at(2027, 3, 14, 2, 30), 'America/New_York')).toEqual([]);
    expect(isInGap(at(2027, 3, 14, 2, 0), 'America/Denver')).toBe(true);
    expect(iso(instantsOf(at(2027, 3, 14, 3, 0), 'America/New_York'))).toEqual(['2027-03-14T07:00:00.000Z']);
    expect(iso(instantsOf(at(2027, 3, 14, 1, 59), 'America/New_York'))).toEqual(['2027-03-14T06:59:00.000Z']);
  });

  it('finds two instants for a reading of the hour repeated when clocks fall back', () => {
    expect(iso(instantsOf(at(2027, 11, 7, 1, 30), 'America/New_York'))).toEqual(['2027-11-07T05:30:00.000Z', '2027-11-07T06:30:00.000Z']);
    expect(iso(instantsOf(at(2027, 11, 7, 1, 30), 'America/Denver'))).toEqual(['2027-11-07T07:30:00.000Z', '2027-11-07T08:30:00.000Z']);
  });

  it('finds exactly one instant on the same nights in Phoenix and Honolulu', () => {
    expect(iso(instantsOf(at(2027, 3, 14, 2, 30), 'America/Phoenix'))).toEqual(['2027-03-14T09:30:00.000Z']);
    expect(iso(instantsOf(at(2027, 11, 7, 1, 30), 'Pacific/Honolulu'))).toEqual(['2027-11-07T11:30:00.000Z']);
  });

  it('reads the airport clock back from an instant, weekday included', () => {
    const local = toLocal(new Date('2027-11-07T06:30:00Z'), 'America/New_York');
    expect(local).toEqual(at(2027, 11, 7, 1, 30));
    expect(weekdayOf(local)).toBe(0);
    expect(formatLocal(local)).toBe('Sunday 7 Nov 2027 01:30');
  });
});

describe('parseAirportTime', () => {
  const ny = 'America/New_York';

  it('reads a time without offset as the airport clock, and one with an offset as an instant', () => {
    expect(parseAirportTime('2027-07-04T09:00', ny)).toMatchObject({ ok: true, instant: new Date('2027-07-04T13:00:00Z') });
    expect(parseAirportTime('2027-07-04T09:00:00Z', ny)).toMatchObject({ ok: true, instant: new Date('2027-07-04T09:00:00Z'), local: at(2027, 7, 4, 5) });
    expect(parseAirportTime('2027-07-04T09:00:00.000-07:00', ny)).toMatchObject({ ok: true, instant: new Date('2027-07-04T16:00:00Z') });
  });

  it('refuses a spring-forward reading, without offset or with the zone\'s winter offset', () => {
    expect(parseAirportTime('2027-03-14T02:30', ny)).toMatchObject({ ok: false, reason: 'gap', local: at(2027, 3, 14, 2, 30) });
    expect(parseAirportTime('2027-03-14T02:30:00-05:00', ny)).toMatchObject({ ok: false, reason: 'gap' });
    expect(parseAirportTime('2027-03-14T02:30', 'America/Denver')).toMatchObject({ ok: false, reason: 'gap' });
  });

  it('accepts the same reading where it exists: in Phoenix, or as a UTC instant', () => {
    expect(parseAirportTime('2027-03-14T02:30', 'America/Phoenix')).toMatchObject({ ok: true, instant: new Date('2027-03-14T09:30:00Z') });
    expect(parseAirportTime('2027-03-14T02:30Z', ny)).toMatchObject({ ok: true, instant: new Date('2027-03-14T02:30:00Z') });
  });

  it('takes the first of the two fall-back readings unless an offset picks one', () => {
    expect(parseAirportTime('2027-11-07T01:30', ny)).toMatchObject({ ok: true, instant: new Date('2027-11-07T05:30:00Z') });
    expect(parseAirportTime('2027-11-07T01:30-05:00', ny)).toMatchObject({ ok: true, instant: new Date('2027-11-07T06:30:00Z') });
  });

  it('refuses texts that are not date-times', () => {
    for (const text of ['tomorrow', '2027-02-30T10:00', '2027-07-04', '2027-07-04T24:00', '2027-07-04T10:00+5']) {
      expect(parseAirportTime(text, ny)).toMatchObject({ ok: false, reason: 'invalid' });
    }
  });
});

describe('parseAirportTime offsets (issue 34)', () => {
  const ny = 'America/New_York';

  it('refuses offsets no clock keeps: beyond -12:00..+14:00, or minutes past 59', () => {
    for (const offset of ['+99:00', '+24:00', '+05:99', '+14:01', '-12:30', '+1500', '-05:60']) {
      expect(parseAirportTime(`2027-07-04T09:00${offset}`, ny), offset).toEqual({ ok: false, reason: 'offset' });
    }
  });

  it('takes the ends of the range and the offsets with minutes', () => {
    expect(parseAirportTime('2027-07-04T09:00+14:00', ny)).toMatchObject({ ok: true, instant: new Date('2027-07-03T19:00:00Z') });
    expect(parseAirportTime('2027-07-04T09:00-12:00', ny)).toMatchObject({ ok: true, instant: new Date('2027-07-04T21:00:00Z') });
    expect(parseAirportTime('2027-07-04T09:00+05:45', ny)).toMatchObject({ ok: true, instant: new Date('2027-07-04T03:15:00Z') });
    expect(parseAirportTime('2027-07-04T09:00-0330', ny)).toMatchObject({ ok: true, instant: new Date('2027-07-04T12:30:00Z') });
  });
});

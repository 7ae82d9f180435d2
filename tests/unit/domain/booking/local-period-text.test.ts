import { describe, expect, it } from 'vitest';
import { formatLocalPeriod, zoneAbbreviation } from '../../../../domain/booking/local-time.js';

const p = (start: string, end: string) => ({ start: new Date(start), end: new Date(end) });

describe('formatLocalPeriod: a period in the airport\'s local time with its zone (mails)', () => {
  it('names one day once, with the zone\'s abbreviation and name', () => {
    expect(formatLocalPeriod(p('2027-03-08T14:00:00Z', '2027-03-08T17:00:00Z'), 'America/New_York')).toBe('Monday 8 Mar 2027 09:00 to 12:00 EST (America/New_York)');
    expect(formatLocalPeriod(p('2027-07-01T16:00:00Z', '2027-07-01T18:30:00Z'), 'America/Denver')).toBe('Thursday 1 Jul 2027 10:00 to 12:30 MDT (America/Denver)');
  });

  it('names both days of a period over midnight, and both abbreviations when the clocks change within it', () => {
    expect(formatLocalPeriod(p('2027-03-13T23:00:00Z', '2027-03-14T15:00:00Z'), 'America/New_York'))
      .toBe('Saturday 13 Mar 2027 18:00 EST to Sunday 14 Mar 2027 11:00 EDT (America/New_York)');
    expect(formatLocalPeriod(p('2027-03-13T23:00:00Z', '2027-03-14T15:00:00Z'), 'America/Phoenix'))
      .toBe('Saturday 13 Mar 2027 16:00 to Sunday 14 Mar 2027 08:00 MST (America/Phoenix)');
  });

  it('falls back to the offset where the platform has no abbreviation', () => {
    expect(zoneAbbreviation(new Date('2027-03-08T14:00:00Z'), 'Pacific/Honolulu')).toBe('HST');
    expect(zoneAbbreviation(new Date('2027-03-08T14:00:00Z'), 'Asia/Kathmandu')).toBe('GMT+5:45');
  });
});

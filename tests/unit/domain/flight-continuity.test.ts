import { describe, expect, it } from 'vitest';
import { continuityFlags, continuityMessage, lastKnownReading } from '../../../domain/flight/continuity.js';

const checkIn = { hobbs: 12_320, tach: 9850, at: new Date('2027-03-01T18:00:00Z') };
const owner = { hobbs: 12_330, tach: 9855, at: new Date('2027-03-05T09:00:00Z') };

describe('continuity of the meters at check-out', () => {
  it('flags a meter that does not continue the last check-in, with both numbers', () => {
    const last = lastKnownReading(checkIn, null);
    expect(continuityFlags({ hobbs: 12_345, tach: 9850 }, last)).toEqual([{ meter: 'hobbs', expected: 12_320, found: 12_345, source: 'last_check_in' }]);
    expect(continuityMessage({ meter: 'hobbs', expected: 12_320, found: 12_345, source: 'last_check_in' }))
      .toBe('The Hobbs read 1234.5 at check-out; the last check-in left it at 1232.0.');
  });

  it('flags nothing when the readings continue, or when nothing is known yet', () => {
    expect(continuityFlags({ hobbs: 12_320, tach: 9850 }, lastKnownReading(checkIn, null))).toEqual([]);
    expect(continuityFlags({ hobbs: 1, tach: 1 }, lastKnownReading(null, null))).toEqual([]);
  });

  it("takes the owner's reading when it is newer than the last check-in, or the only one", () => {
    expect(lastKnownReading(checkIn, owner)).toMatchObject({ hobbs: 12_330, source: 'owner_reading' });
    expect(lastKnownReading({ ...checkIn, at: new Date('2027-03-06T00:00:00Z') }, owner)).toMatchObject({ hobbs: 12_320, source: 'last_check_in' });
    const flags = continuityFlags({ hobbs: 12_330, tach: 9850 }, lastKnownReading(null, owner));
    expect(flags).toEqual([{ meter: 'tach', expected: 9855, found: 9850, source: 'owner_reading' }]);
    expect(continuityMessage(flags[0]!)).toBe('The tach read 985.0 at check-out; the owner last recorded 985.5.');
  });
});

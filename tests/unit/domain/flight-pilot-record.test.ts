import { describe, expect, it } from 'vitest';
import { addFlight, NOTHING_FLOWN } from '../../../domain/pilot/flown-on-wingshare.js';
import { EMPTY_RECORD, type PilotRecord } from '../../../domain/pilot/pilot-record.js';
import { withFlownHours } from '../../../domain/pilot/qualification-flown.js';
import { matchQualification } from '../../../domain/pilot/qualification-match.js';

const archer = { make: 'Piper', model: 'PA-28-181', retractable: false, complex: false, highPerformance: false, tailwheel: false, multiEngine: false };
const arrow = { ...archer, model: 'PA-28R-201', retractable: true, complex: true };

describe("the pilot's hours flown on Wingshare", () => {
  it('adds each closed flight to the total, its classes and its make and model, in tenths', () => {
    let flown = addFlight(NOTHING_FLOWN, 15, archer);
    flown = addFlight(flown, 12, arrow);
    flown = addFlight(flown, 1, archer);
    expect(flown).toEqual({
      totalHours: 2.8, flights: 3, classHours: { retractable: 1.2, complex: 1.2 },
      makeModelHours: [{ makeModel: 'Piper PA-28-181', hours: 1.6 }, { makeModel: 'Piper PA-28R-201', hours: 1.2 }],
    });
  });

  it('adds them to the declared hours for the insurance-minimums match', () => {
    const declared: PilotRecord = { ...EMPTY_RECORD, certificate: 'private', totalHours: 99, classHours: { complex: 9.5 }, makeModelHours: [{ makeModel: 'PA-28', hours: 24 }] };
    const flown = addFlight(addFlight(NOTHING_FLOWN, 15, arrow), 5, archer);
    const minimums = { totalHours: 100, classHours: { complex: 10 }, makeModelHours: 25 };
    const day = '2027-03-10';
    expect(matchQualification(declared, minimums, { ...archer }, day).qualifies).toBe(false);
    const counted = withFlownHours(declared, flown);
    expect(counted).toMatchObject({ totalHours: 101, classHours: { complex: 11, retractable: 1.5 } });
    // "PA-28" counts for both Pipers flown: its entry gains their hours.
    expect(counted.makeModelHours).toEqual([{ makeModel: 'PA-28', hours: 26 }]);
    expect(matchQualification(counted, minimums, { ...archer }, day)).toMatchObject({ qualifies: true });
    expect(withFlownHours(declared, NOTHING_FLOWN)).toBe(declared);
  });

  it('gives a pilot who declared nothing the hours he flew', () => {
    const counted = withFlownHours(EMPTY_RECORD, addFlight(NOTHING_FLOWN, 20, archer));
    expect(counted).toMatchObject({ totalHours: 2, makeModelHours: [{ makeModel: 'Piper PA-28-181', hours: 2 }] });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchAircraft, Minimums } from '../../../domain/pilot/minimums.js';
import {
  CERTIFICATES, EMPTY_RECORD, HOUR_CLASSES, RATINGS, type PilotRecord,
} from '../../../domain/pilot/pilot-record.js';
import { CERTIFICATE_RANK, qualificationFacts, qualifiesByFacts } from '../../../domain/pilot/qualification-facts.js';
import { matchQualification } from '../../../domain/pilot/qualification-match.js';

const TODAY = '2026-11-26';

describe('qualificationFacts', () => {
  it('reduces an empty record to zeros and nulls', () => {
    expect(qualificationFacts(EMPTY_RECORD, TODAY)).toEqual({
      certificateRank: -1,
      ratings: [],
      totalHours: 0,
      classHours: Object.fromEntries(HOUR_CLASSES.map((c) => [c, 0])),
      makeModel: [],
      medicalClass: null,
      flightReviewCurrent: false,
      age: null,
      renterInsurance: 0,
      proofs: [],
    });
  });

  it('reduces a record to what SQL compares', () => {
    const record: PilotRecord = {
      ...EMPTY_RECORD,
      certificate: 'commercial',
      ratings: ['tailwheel', 'instrument'],
      totalHours: 1200,
      classHours: { night: 80 },
      makeModelHours: [{ makeModel: 'Piper PA-28', hours: 300 }],
      medical: { class: 1, examined: '2026-03-10' }, // at 45: first class through 2026-09-30, second through 2027-03-31
      flightReview: '2024-10-01', // through 2026-10-31
      dateOfBirth: '1981-01-20',
      renterInsurance: { amount: 250_000, expires: '2026-11-25' },
    };
    expect(qualificationFacts(record, TODAY)).toMatchObject({
      certificateRank: 4,
      ratings: ['instrument', 'tailwheel'],
      totalHours: 1200,
      classHours: { night: 80, complex: 0 },
      makeModel: [{ key: 'piperpa28', hours: 300 }],
      medicalClass: 2,
      flightReviewCurrent: false,
      age: 45,
      renterInsurance: 0,
    });
    expect(qualificationFacts({ ...record, renterInsurance: { amount: 250_000, expires: TODAY } }, TODAY).renterInsurance).toBe(250_000);
  });

  it('ranks certificates student < sport < recreational < private < commercial < atp', () => {
    expect(CERTIFICATES.map((c) => CERTIFICATE_RANK[c])).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

// Generated records, minimums and aircraft, dated around TODAY so that every status turns up.
const day = (from: number, to: number) =>
  fc.integer({ min: from, max: to }).map((offset) => {
    const d = new Date(Date.UTC(2026, 10, 26) + offset * 86_400_000);
    return d.toISOString().slice(0, 10);
  });
const hours = (max: number) => fc.integer({ min: 0, max: max * 10 }).map((n) => n / 10);
const makes = fc.constantFrom('Piper PA-28', 'PA-28-181', 'Cessna 172', 'C172', '172', 'Piper', 'Cirrus SR22', 'Beech Baron');

const recordArb: fc.Arbitrary<PilotRecord> = fc.record({
  certificate: fc.option(fc.constantFrom(...CERTIFICATES)),
  ratings: fc.subarray([...RATINGS]),
  totalHours: fc.option(hours(3000)),
  classHours: fc.dictionary(fc.constantFrom(...HOUR_CLASSES), hours(300)),
  makeModelHours: fc.uniqueArray(fc.record({ makeModel: makes, hours: hours(400) }), { selector: (e) => e.makeModel, maxLength: 3 }),
  medical: fc.option(fc.record({ class: fc.constantFrom(1 as const, 2 as const, 3 as const), examined: day(-2200, 0) })),
  flightReview: fc.option(day(-1000, 0)),
  dateOfBirth: fc.option(day(-365 * 80, -365 * 15)),
  renterInsurance: fc.option(fc.record({ amount: fc.integer({ min: 1, max: 3_000_000 }), expires: fc.option(day(-400, 400)) })),
  shows: fc.constant(EMPTY_RECORD.shows),
}) as fc.Arbitrary<PilotRecord>;

const minimumsArb: fc.Arbitrary<Minimums> = fc.record({
  certificate: fc.option(fc.constantFrom(...CERTIFICATES)),
  ratings: fc.subarray([...RATINGS], { maxLength: 3 }),
  totalHours: fc.option(hours(2000)),
  classHours: fc.dictionary(fc.constantFrom(...HOUR_CLASSES), hours(200), { maxKeys: 3 }),
  makeModelHours: fc.option(hours(300)),
  medicalClass: fc.option(fc.constantFrom(1 as const, 2 as const, 3 as const)),
  flightReview: fc.boolean(),
  minAge: fc.option(fc.integer({ min: 14, max: 60 })),
  maxAge: fc.option(fc.integer({ min: 40, max: 120 })),
  renterInsurance: fc.option(fc.integer({ min: 0, max: 2_000_000 })),
}, { requiredKeys: [] });

const aircraftArb: fc.Arbitrary<MatchAircraft> = fc.record({
  make: fc.constantFrom('Piper', 'PIPER', 'Cessna', 'Cirrus', ''),
  model: fc.constantFrom('PA-28-181', 'PA-28', '172S', 'SR22', 'Baron 58'),
  retractable: fc.boolean(),
  complex: fc.boolean(),
  highPerformance: fc.boolean(),
  tailwheel: fc.boolean(),
  multiEngine: fc.boolean(),
  instrumentRatingRequired: fc.boolean(),
});

const plainAircraftArb: fc.Arbitrary<MatchAircraft> = aircraftArb.map((a) => ({
  ...a, retractable: false, complex: false, highPerformance: false, tailwheel: false, multiEngine: false, instrumentRatingRequired: false,
}));

describe('qualifiesByFacts and matchQualification agree', () => {
  it('on many generated records, minimums and aircraft', () => {
    let qualified = 0;
    fc.assert(
      // A listing that asks nothing, and an aircraft that needs no endorsement, come often enough (a fifth of
      // the runs each) that both answers are reached in every run, not only by a lucky seed.
      fc.property(recordArb, fc.oneof({ arbitrary: fc.constant({}), weight: 1 }, { arbitrary: minimumsArb, weight: 4 }), fc.oneof({ arbitrary: plainAircraftArb, weight: 1 }, { arbitrary: aircraftArb, weight: 4 }), (record, minimums, aircraft) => {
        const match = matchQualification(record, minimums, aircraft, TODAY);
        const byFacts = qualifiesByFacts(qualificationFacts(record, TODAY), minimums, aircraft);
        if (byFacts) qualified += 1;
        expect(byFacts).toBe(match.qualifies);
        expect(match.qualifies).toBe(match.outcomes.every((o) => o.status === 'met'));
        expect(match.met).toBe(match.outcomes.filter((o) => o.status === 'met').length);
      }),
      { numRuns: 1500 },
    );
    expect(qualified).toBeGreaterThan(0); // the generators reach both answers
  }, 30_000);

  it('each requirement alone, where both answers are frequent', () => {
    fc.assert(
      fc.property(recordArb, minimumsArb, aircraftArb, fc.constantFrom(...Object.keys({
        certificate: 0, ratings: 0, totalHours: 0, classHours: 0, makeModelHours: 0, medicalClass: 0, flightReview: 0, minAge: 0, maxAge: 0, renterInsurance: 0,
      }) as Array<keyof Minimums>), (record, minimums, aircraft, key) => {
        const one: Minimums = { [key]: minimums[key] };
        const plain = { ...aircraft, complex: false, highPerformance: false, tailwheel: false, multiEngine: false, instrumentRatingRequired: false };
        const match = matchQualification(record, one, plain, TODAY);
        expect(qualifiesByFacts(qualificationFacts(record, TODAY), one, plain)).toBe(match.qualifies);
      }),
      { numRuns: 1500 },
    );
  }, 30_000);
});

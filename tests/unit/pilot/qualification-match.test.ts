import { describe, expect, it } from 'vitest';
import type { MatchAircraft, Minimums } from '../../../domain/pilot/minimums.js';
import { EMPTY_RECORD, type PilotRecord } from '../../../domain/pilot/pilot-record.js';
import { hoursInMakeModel, makeModelKey, matchQualification } from '../../../domain/pilot/qualification-match.js';

const TODAY = '2026-11-26';
const ARCHER: MatchAircraft = {
  make: 'Piper', model: 'PA-28-181', retractable: false, complex: false, highPerformance: false, tailwheel: false, multiEngine: false,
};
const PILOT: PilotRecord = {
  ...EMPTY_RECORD,
  certificate: 'private',
  ratings: ['instrument'],
  totalHours: 450,
  classHours: { night: 30, complex: 4 },
  makeModelHours: [{ makeModel: 'PA-28', hours: 18 }, { makeModel: 'C172', hours: 200 }],
  medical: { class: 3, examined: '2025-06-10' },
  flightReview: '2025-01-15',
  dateOfBirth: '1985-04-02',
  renterInsurance: { amount: 500_000, expires: '2027-03-31' },
};
const match = (minimums: Minimums, record: Partial<PilotRecord> = {}, aircraft: Partial<MatchAircraft> = {}, today = TODAY) =>
  matchQualification({ ...PILOT, ...record }, minimums, { ...ARCHER, ...aircraft }, today);
const only = (minimums: Minimums, record: Partial<PilotRecord> = {}, aircraft: Partial<MatchAircraft> = {}, today = TODAY) => {
  const q = match(minimums, record, aircraft, today);
  expect(q.outcomes).toHaveLength(1);
  return q.outcomes[0];
};

describe('the summary', () => {
  it('says "No minimums" when nothing is required, and qualifies', () => {
    expect(match({})).toEqual({ outcomes: [], met: 0, total: 0, qualifies: true, summary: 'No minimums' });
    expect(match({ totalHours: 0, ratings: [], classHours: { night: 0 }, renterInsurance: 0, flightReview: false }).summary).toBe('No minimums');
  });

  it('counts what is met and names the first gap: "You meet 6 of 7: 18 of 25 hours in PA-28"', () => {
    const q = match(
      { certificate: 'private', ratings: ['instrument'], totalHours: 250, classHours: { night: 10 }, makeModelHours: 25, medicalClass: 3, minAge: 21 },
      {}, { make: '', model: 'PA-28' },
    );
    expect(q).toMatchObject({ met: 6, total: 7, qualifies: false, summary: 'You meet 6 of 7: 18 of 25 hours in PA-28' });
    expect(q.outcomes.map((o) => o.key)).toEqual(['certificate', 'rating:instrument', 'totalHours', 'classHours:night', 'makeModelHours', 'medical', 'age']);
  });

  it('says how many more gaps there are, and when all are met', () => {
    expect(match({ totalHours: 1000, flightReview: true, ratings: ['cfi'] }).summary).toBe('You meet 1 of 3: no CFI recorded (and 1 more)');
    expect(match({ totalHours: 100, medicalClass: 3 }).summary).toBe('You meet all 2 requirements');
    expect(match({ totalHours: 100 }).summary).toBe('You meet the 1 requirement');
  });
});

describe('each requirement', () => {
  it('certificate: the one asked or a higher one', () => {
    expect(only({ certificate: 'private' })).toMatchObject({ status: 'met', label: 'Private certificate or higher', detail: 'You hold a private certificate' });
    expect(only({ certificate: 'recreational' })).toMatchObject({ status: 'met' });
    expect(only({ certificate: 'commercial' })).toMatchObject({
      status: 'missing', detail: 'You hold a private certificate: commercial or higher is needed',
    });
    expect(only({ certificate: 'student' }, { certificate: null })).toMatchObject({ status: 'missing', detail: 'No certificate recorded' });
    expect(only({ certificate: 'commercial' }, { certificate: 'atp' })).toMatchObject({ status: 'met', detail: 'You hold an ATP certificate' });
    expect(match({ certificate: 'atp', ratings: ['cirrus-transition'] }).summary)
      .toBe('You meet 0 of 2: you hold a private certificate: ATP or higher is needed (and 1 more)');
    expect(only({ ratings: ['cirrus-transition'] }).detail).toBe('No Cirrus CSIP / transition recorded');
  });

  it('ratings: recorded or missing', () => {
    expect(only({ ratings: ['instrument'] })).toEqual({
      source: 'declared',
      key: 'rating:instrument', label: 'Instrument rating', status: 'met', detail: 'Instrument rating recorded',
    });
    expect(only({ ratings: ['tailwheel'] })).toMatchObject({ status: 'missing', detail: 'No tailwheel endorsement recorded' });
  });

  it('hours: met, short by how much, or missing', () => {
    expect(only({ totalHours: 450 })).toMatchObject({ status: 'met', label: '450 hours total', detail: 'You have 450 hours' });
    expect(only({ totalHours: 500 })).toEqual({
      source: 'declared',
      key: 'totalHours', label: '500 hours total', status: 'short', have: 450, need: 500, unit: 'hours', detail: '450 of 500 hours total',
    });
    expect(only({ totalHours: 1500 }, { totalHours: 1234.5 })).toMatchObject({ detail: '1,234.5 of 1,500 hours total' });
    expect(only({ totalHours: 10 }, { totalHours: null, classHours: {}, makeModelHours: [] })).toMatchObject({
      status: 'missing', detail: 'No total hours recorded',
    });
    expect(only({ classHours: { night: 50 } })).toMatchObject({
      key: 'classHours:night', label: '50 night hours', status: 'short', have: 30, need: 50, detail: '30 of 50 night hours',
    });
    expect(only({ classHours: { highPerformance: 10 } })).toMatchObject({ status: 'missing', detail: 'No high performance hours recorded' });
    expect(only({ classHours: { last90Days: 3 } }, { classHours: { last90Days: 1.5 } })).toMatchObject({
      label: '3 hours in the last 90 days', status: 'short', detail: '1.5 of 3 hours in the last 90 days',
    });
    expect(only({ classHours: { complex: 4 } })).toMatchObject({ status: 'met', detail: 'You have 4 complex hours' });
  });

  it('hours in make and model: loose names count, the best entry wins', () => {
    expect(only({ makeModelHours: 25 })).toMatchObject({
      label: '25 hours in Piper PA-28-181', status: 'short', have: 18, need: 25, detail: '18 of 25 hours in Piper PA-28-181',
    });
    expect(only({ makeModelHours: 25 }, { makeModelHours: [{ makeModel: 'PA-28', hours: 18 }, { makeModel: 'Piper PA28', hours: 30 }] }))
      .toMatchObject({ status: 'met', detail: 'You have 30 hours in Piper PA-28-181' });
    expect(only({ makeModelHours: 5 }, {}, { make: 'Cessna', model: '182T' })).toMatchObject({
      status: 'missing', detail: 'No hours in Cessna 182T recorded',
    });
  });

  it('medical: valid on the day for the class asked, expired on its last day, or of a worse class', () => {
    // third class at 40 (born 1985-04-02, examined 2025-06-10): 24 calendar months, through 2027-06-30
    expect(only({ medicalClass: 3 })).toMatchObject({ label: 'A current third-class medical', status: 'met', detail: 'Valid through 2027-06-30' });
    expect(only({ medicalClass: 3 }, {}, {}, '2027-06-30')).toMatchObject({ status: 'met' });
    expect(only({ medicalClass: 3 }, {}, {}, '2027-07-01')).toEqual({
      source: 'declared',
      key: 'medical', label: 'A current third-class medical', status: 'expired', on: '2027-06-30', detail: 'Your medical expired on 2027-06-30',
    });
    expect(only({ medicalClass: 2 })).toMatchObject({ status: 'missing', detail: 'Your third-class medical does not carry second-class privileges' });
    expect(only({ medicalClass: 1 }, { medical: null })).toMatchObject({ status: 'missing', detail: 'No medical recorded' });
    // a first class at 41 is first class for 6 months, then second class to 12, then third to 24
    const first = { medical: { class: 1 as const, examined: '2026-01-31' } };
    expect(only({ medicalClass: 1 }, first, {}, '2026-07-31')).toMatchObject({ status: 'met' });
    expect(only({ medicalClass: 1 }, first, {}, '2026-08-01')).toMatchObject({
      status: 'expired', on: '2026-07-31', detail: 'The first-class privileges of your medical ended on 2026-07-31',
    });
    expect(only({ medicalClass: 2 }, first, {}, '2026-08-01')).toMatchObject({ status: 'met', detail: 'Valid through 2027-01-31' });
    expect(only({ medicalClass: 3 }, first, {}, '2028-02-01')).toMatchObject({ status: 'expired', on: '2028-01-31', detail: 'Your medical expired on 2028-01-31' });
  });

  it('medical: the age-40 boundary at the exam decides the duration', () => {
    const born = { dateOfBirth: '1986-06-15' };
    const dayBefore = { ...born, medical: { class: 3 as const, examined: '2026-06-14' } };
    const birthday = { ...born, medical: { class: 3 as const, examined: '2026-06-15' } };
    expect(only({ medicalClass: 3 }, dayBefore, {}, '2030-01-01')).toMatchObject({ status: 'met', detail: 'Valid through 2031-06-30' });
    expect(only({ medicalClass: 3 }, birthday, {}, '2030-01-01')).toMatchObject({ status: 'expired', on: '2028-06-30' });
  });

  it('flight review: current through the end of the 24th calendar month', () => {
    expect(only({ flightReview: true }, {}, {}, '2027-01-31')).toMatchObject({ label: 'A current flight review', status: 'met', detail: 'Current through 2027-01-31' });
    expect(only({ flightReview: true }, {}, {}, '2027-02-01')).toMatchObject({ status: 'expired', on: '2027-01-31', detail: 'Your flight review expired on 2027-01-31' });
    expect(only({ flightReview: true }, { flightReview: null })).toMatchObject({ status: 'missing', detail: 'No flight review recorded' });
  });

  it('age: short below the least, expired (on the last day within) above the greatest, missing without a birth date', () => {
    // born 1985-04-02: 41 on the day
    expect(only({ minAge: 21, maxAge: 70 })).toMatchObject({ label: 'Age 21 to 70', status: 'met', detail: 'You are 41' });
    expect(only({ minAge: 45 })).toEqual({
      source: 'declared',
      key: 'age', label: 'At least 45 years old', status: 'short', have: 41, need: 45, unit: 'years', detail: 'You are 41: at least 45 is needed',
    });
    expect(only({ maxAge: 40 })).toEqual({
      source: 'declared',
      key: 'age', label: 'At most 40 years old', status: 'expired', on: '2026-04-01', detail: 'Over the age limit of 40 since 2026-04-02',
    });
    expect(only({ maxAge: 41 })).toMatchObject({ status: 'met' });
    expect(only({ minAge: 18 }, { dateOfBirth: null })).toMatchObject({ status: 'missing', detail: 'No date of birth recorded' });
    // born on a leap day: 18 on 1 March in a common year
    expect(only({ minAge: 18 }, { dateOfBirth: '2000-02-29' }, {}, '2018-02-28')).toMatchObject({ status: 'short', have: 17 });
    expect(only({ minAge: 18 }, { dateOfBirth: '2000-02-29' }, {}, '2018-03-01')).toMatchObject({ status: 'met' });
    expect(only({ maxAge: 25 }, { dateOfBirth: '2000-02-29' }, {}, '2026-03-01')).toMatchObject({ status: 'expired', on: '2026-02-28' });
  });

  it("renter's insurance: enough and in force, short in dollars, expired on its end", () => {
    expect(only({ renterInsurance: 500_000 })).toMatchObject({
      label: "Renter's insurance of at least $500,000", status: 'met', detail: '$500,000 in force through 2027-03-31',
    });
    expect(only({ renterInsurance: 1_000_000 })).toMatchObject({
      status: 'short', have: 500_000, need: 1_000_000, unit: 'USD', detail: "$500,000 of $1,000,000 renter's insurance",
    });
    expect(only({ renterInsurance: 100_000 }, {}, {}, '2027-04-01')).toMatchObject({
      status: 'expired', on: '2027-03-31', detail: "Your renter's insurance expired on 2027-03-31",
    });
    expect(only({ renterInsurance: 100_000 }, { renterInsurance: null })).toMatchObject({ status: 'missing', detail: "No renter's insurance recorded" });
    expect(only({ renterInsurance: 100_000 }, { renterInsurance: { amount: 100_000, expires: null } })).toMatchObject({ status: 'met', detail: '$100,000 in force' });
  });
});

describe('what the aircraft itself needs (14 CFR 61.31)', () => {
  it('asks the endorsement or rating of each class once, even when the owner asks it too', () => {
    const q = match({ ratings: ['complex', 'tailwheel'] }, { ratings: ['complex', 'instrument'] }, {
      complex: true, highPerformance: true, tailwheel: true, multiEngine: true, retractable: true, instrumentRatingRequired: true,
    });
    expect(q.outcomes.map((o) => [o.key, o.status])).toEqual([
      ['rating:instrument', 'met'],
      ['rating:multi-engine', 'missing'],
      ['rating:complex', 'met'],
      ['rating:high-performance', 'missing'],
      ['rating:tailwheel', 'missing'],
    ]);
    expect(q.summary).toBe('You meet 2 of 5: no multi-engine rating recorded (and 2 more)');
  });
  it('asks nothing of a retractable-only aircraft or with the switches off', () => {
    expect(match({}, {}, { retractable: true, instrumentRatingRequired: false }).summary).toBe('No minimums');
  });
});

describe('make and model keys', () => {
  it('keeps lowercase letters and digits', () => {
    expect(makeModelKey('Piper PA-28-181 Archer')).toBe('piperpa28181archer');
    expect(makeModelKey(' C-172 S ')).toBe('c172s');
  });
  it.each<[string, string, string, number]>([
    ['PA-28', 'Piper', 'PA-28-181', 18],
    ['Piper PA28', 'PIPER', 'PA-28-181', 18],
    ['pa28181', 'Piper', 'PA-28-181', 18],
    ['PA-28-161', 'Piper', 'PA-28-181', 0],
    ['Piper', 'Piper', 'PA-28-181', 18], // the make alone starts "piperpa28181"
    ['C172', 'Cessna', '172S', 0],
    ['Cessna 172', 'CESSNA', '172S', 18],
    ['172', 'Cessna', '172S', 18],
    ['Archer', 'Piper', 'PA-28-181', 0],
  ])('"%s" counts for %s %s: %i hours', (entry, make, model, hours) => {
    expect(hoursInMakeModel({ ...EMPTY_RECORD, makeModelHours: [{ makeModel: entry, hours: 18 }] }, make, model)).toBe(hours);
  });
  it('never lets a key under 3 characters match', () => {
    expect(hoursInMakeModel({ ...EMPTY_RECORD, makeModelHours: [{ makeModel: 'PA', hours: 18 }] }, 'Piper', 'PA-28')).toBe(0);
  });
});

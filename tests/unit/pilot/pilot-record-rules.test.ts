import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CERTIFICATES, EMPTY_RECORD, HOUR_CLASSES, RATINGS, type PilotRecord } from '../../../domain/pilot/pilot-record.js';
import {
  PILOT_RECORD_MESSAGES as M, readAircraftClasses, readMinimums, readPilotRecord,
} from '../../../domain/pilot/pilot-record-rules.js';

const TODAY = '2026-11-26';

const FULL: PilotRecord = {
  certificate: 'private',
  ratings: ['instrument', 'complex'],
  totalHours: 450.5,
  classHours: { complex: 40, night: 25.3, last90Days: 6 },
  makeModelHours: [{ makeModel: 'Piper PA-28', hours: 120 }, { makeModel: 'C172', hours: 200 }],
  medical: { class: 3, examined: '2025-03-01' },
  flightReview: '2025-06-30',
  dateOfBirth: '1990-02-28',
  renterInsurance: { amount: 1_000_000, expires: '2027-05-01' },
  shows: { certificate: true, ratings: true, hours: false, medical: true, flightReview: false },
};

const errorsOf = (input: unknown) => {
  const read = readPilotRecord(input, TODAY);
  return read.ok ? {} : read.errors;
};

describe('readPilotRecord: what it accepts', () => {
  it('reads a full record and reads its own answer back the same (round trip)', () => {
    const read = readPilotRecord(FULL, TODAY);
    expect(read).toEqual({ ok: true, record: FULL });
    if (!read.ok) return;
    expect(readPilotRecord(JSON.parse(JSON.stringify(read.record)), TODAY)).toEqual(read);
  });

  it('reads missing fields, and nothing at all, as the empty record', () => {
    expect(readPilotRecord({}, TODAY)).toEqual({ ok: true, record: EMPTY_RECORD });
    expect(readPilotRecord(undefined, TODAY)).toEqual({ ok: true, record: EMPTY_RECORD });
  });

  it('ignores the keys an API answer adds, trims and tidies', () => {
    const read = readPilotRecord({
      hoursRange: '0-500', certificate: ' Commercial ', totalHours: '120.5', ratings: ['tailwheel', 'instrument', 'tailwheel'],
      makeModelHours: [{ makeModel: '  Cessna   172 ', hours: '10' }, { makeModel: '', hours: '' }],
      medical: { class: '2', examined: '2026-11-26' }, renterInsurance: { amount: '', expires: '' },
    }, TODAY);
    expect(read).toEqual({
      ok: true,
      record: {
        ...EMPTY_RECORD, certificate: 'commercial', totalHours: 120.5, ratings: ['instrument', 'tailwheel'],
        makeModelHours: [{ makeModel: 'Cessna 172', hours: 10 }], medical: { class: 2, examined: '2026-11-26' },
      },
    });
  });

  it('lets the insurance end in the future and a pilot be exactly 14 or 120', () => {
    expect(readPilotRecord({ renterInsurance: { amount: 300000, expires: '2030-01-01' } }, TODAY).ok).toBe(true);
    expect(readPilotRecord({ renterInsurance: { amount: 300000 } }, TODAY)).toMatchObject({ record: { renterInsurance: { amount: 300000, expires: null } } });
    expect(readPilotRecord({ dateOfBirth: '2012-11-26' }, TODAY).ok).toBe(true);
    expect(readPilotRecord({ dateOfBirth: '1905-11-27' }, TODAY).ok).toBe(true);
    expect(readPilotRecord({ totalHours: 100000, classHours: { night: 100000 } }, TODAY).ok).toBe(true);
  });
});

describe('readPilotRecord: every refusal, by field', () => {
  it.each<[string, unknown, Record<string, string[]>]>([
    ['an unknown certificate', { certificate: 'astronaut' }, { certificate: [M.certificateUnknown('astronaut')] }],
    ['ratings that are no list', { ratings: 'instrument' }, { ratings: [M.ratingsNotList] }],
    ['an unknown rating, named', { ratings: ['instrument', 'warp-drive'] }, { ratings: ['Unknown rating: warp-drive'] }],
    ['negative hours', { totalHours: -1 }, { totalHours: ['Total hours cannot be negative'] }],
    ['hours that are no number', { totalHours: 'lots' }, { totalHours: ['Total hours must be a number'] }],
    ['hours that are a list', { totalHours: [12] }, { totalHours: ['Total hours must be a number'] }],
    ['infinite hours', { totalHours: Infinity }, { totalHours: ['Total hours must be a number'] }],
    ['hours over 100000', { totalHours: 100000.1 }, { totalHours: ['Total hours may be at most 100,000'] }],
    ['hours with two decimals', { totalHours: 12.25 }, { totalHours: ['Total hours may have at most one decimal'] }],
    ['negative class hours', { totalHours: 10, classHours: { night: -2 } }, { 'classHours.night': ['Night hours cannot be negative'] }],
    ['class hours over the total', { totalHours: 10, classHours: { night: 12 } },
      { 'classHours.night': ['Night hours cannot be more than your total hours (10)'] }],
    ['last-90-day hours over the total', { totalHours: 10, classHours: { last90Days: 12 } },
      { 'classHours.last90Days': ['Hours in the last 90 days cannot be more than your total hours (10)'] }],
    ['class hours without a total', { classHours: { highPerformance: 3 } },
      { 'classHours.highPerformance': ['High performance hours need your total hours too: enter them first'] }],
    ['an unknown class of hours', { totalHours: 10, classHours: { warp: 1 } }, { classHours: [M.classUnknown(['warp'])] }],
    ['class hours that are no set', { classHours: [1, 2] }, { classHours: [M.classHoursNotObject] }],
    ['make and model hours over the total', { totalHours: 10, makeModelHours: [{ makeModel: 'PA-28', hours: 11 }] },
      { 'makeModelHours.0.hours': ['Hours in PA-28 cannot be more than your total hours (10)'] }],
    ['make and model hours without a total', { makeModelHours: [{ makeModel: 'PA-28', hours: 11 }] },
      { 'makeModelHours.0.hours': ['Hours in PA-28 need your total hours too: enter them first'] }],
    ['make and model hours that are no number', { totalHours: 10, makeModelHours: [{ makeModel: 'PA-28', hours: 'x' }] },
      { 'makeModelHours.0.hours': ['Hours must be a number'] }],
    ['a make and model without hours', { totalHours: 10, makeModelHours: [{ makeModel: 'PA-28' }] },
      { 'makeModelHours.0.hours': [M.makeModelHoursRequired] }],
    ['hours without a make and model', { totalHours: 10, makeModelHours: [{ makeModel: ' ', hours: 3 }] },
      { 'makeModelHours.0.makeModel': [M.makeModelRequired] }],
    ['a make and model too long', { totalHours: 10, makeModelHours: [{ makeModel: 'P'.repeat(61), hours: 3 }] },
      { 'makeModelHours.0.makeModel': ['A make and model may be at most 60 characters long'] }],
    ['a make and model too short to match', { totalHours: 10, makeModelHours: [{ makeModel: 'J-3', hours: 3 }] },
      { 'makeModelHours.0.makeModel': [M.makeModelTooShort] }],
    ['a make and model twice', { totalHours: 10, makeModelHours: [{ makeModel: 'PA-28', hours: 3 }, { makeModel: 'pa 28', hours: 4 }] },
      { 'makeModelHours.1.makeModel': ['pa 28 is listed twice'] }],
    ['make and models that are no list', { makeModelHours: 'PA-28' }, { makeModelHours: [M.makeModelsNotList] }],
    ['21 makes and models', { totalHours: 100, makeModelHours: Array.from({ length: 21 }, (_, i) => ({ makeModel: `Model ${i}`, hours: 1 })) },
      { makeModelHours: ['At most 20 makes and models'] }],
    ['a medical class 4', { medical: { class: 4, examined: '2026-01-01' } }, { 'medical.class': [M.medicalClassInvalid] }],
    ['a medical class in words', { medical: { class: 'first', examined: '2026-01-01' } }, { 'medical.class': [M.medicalClassInvalid] }],
    ['a medical without its class', { medical: { examined: '2026-01-01' } }, { 'medical.class': [M.medicalClassRequired] }],
    ['a medical without its exam', { medical: { class: 3 } }, { 'medical.examined': [M.medicalExamRequired] }],
    ['an exam in the future', { medical: { class: 3, examined: '2026-11-27' } },
      { 'medical.examined': ['The day of the medical exam cannot be in the future'] }],
    ['an exam on no real day', { medical: { class: 3, examined: '2026-02-29' } },
      { 'medical.examined': ['The day of the medical exam must be a date written YYYY-MM-DD'] }],
    ['a flight review in the future', { flightReview: '2027-01-01' },
      { flightReview: ['The day of your last flight review cannot be in the future'] }],
    ['a flight review in another format', { flightReview: '11/01/2026' },
      { flightReview: ['The day of your last flight review must be a date written YYYY-MM-DD'] }],
    ['a birth in the future', { dateOfBirth: '2026-11-27' }, { dateOfBirth: ['The date of birth cannot be in the future'] }],
    ['a birth giving under 14', { dateOfBirth: '2012-11-27' }, { dateOfBirth: [M.tooYoung] }],
    ['a birth giving over 120', { dateOfBirth: '1905-11-26' }, { dateOfBirth: [M.tooOld] }],
    ['a birth as a number', { dateOfBirth: 19900228 }, { dateOfBirth: ['The date of birth must be a date written YYYY-MM-DD'] }],
    ['insurance without an amount', { renterInsurance: { expires: '2027-01-01' } }, { 'renterInsurance.amount': [M.insuranceAmountRequired] }],
    ['insurance in cents', { renterInsurance: { amount: 1000.5 } }, { 'renterInsurance.amount': [M.insuranceAmountInvalid] }],
    ['insurance over 100,000,000', { renterInsurance: { amount: 100_000_001 } }, { 'renterInsurance.amount': [M.insuranceAmountInvalid] }],
    ['insurance ending on no day', { renterInsurance: { amount: 1000, expires: 'soon' } },
      { 'renterInsurance.expires': ["The end of your renter's insurance must be a date written YYYY-MM-DD"] }],
    ['a visibility choice that is no yes or no', { shows: { medical: 'yes' } }, { shows: [M.showsInvalid] }],
    ['a visibility that is no set', { shows: true }, { shows: [M.showsInvalid] }],
    ['a record that is no object', 'private', { record: ['The pilot record must be an object'] }],
  ])('refuses %s', (_, input, errors) => expect(errorsOf(input)).toEqual(errors));

  it('names each field once with all its messages, in form order', () => {
    expect(Object.keys(errorsOf({
      shows: 1, dateOfBirth: 'x', totalHours: -1, certificate: 'x', classHours: { night: 'x' }, medical: { class: 9, examined: 'x' },
    }))).toEqual(['certificate', 'totalHours', 'classHours.night', 'medical.class', 'medical.examined', 'dateOfBirth', 'shows']);
  });

  it('does not blame class hours on a total that is itself refused', () => {
    expect(errorsOf({ totalHours: 'x', classHours: { night: 5 } })).toEqual({ totalHours: ['Total hours must be a number'] });
  });
});

describe('readMinimums', () => {
  it('normalises: zero hours, zero dollars, empty lists, false and blanks mean not required', () => {
    expect(readMinimums({
      certificate: '', ratings: [], totalHours: 0, classHours: { night: 0, complex: '' }, makeModelHours: 0, medicalClass: null,
      flightReview: false, minAge: '', maxAge: null, renterInsurance: 0,
    })).toEqual({ ok: true, minimums: {} });
    expect(readMinimums(undefined)).toEqual({ ok: true, minimums: {} });
  });

  it('reads every requirement, and its own answer the same', () => {
    const minimums = {
      certificate: 'private', ratings: ['instrument', 'complex'], totalHours: 250, classHours: { complex: 10, night: 5.5 },
      makeModelHours: 25, medicalClass: 2, flightReview: true, minAge: 21, maxAge: 75, renterInsurance: 1_000_000,
    };
    expect(readMinimums(minimums)).toEqual({ ok: true, minimums });
    expect(readMinimums({ ...minimums, totalHours: '250', medicalClass: '2', minAge: '21' })).toEqual({ ok: true, minimums });
  });

  it.each<[string, unknown, Record<string, string[]>]>([
    ['an unknown certificate', { certificate: 'astronaut' }, { 'minimums.certificate': [M.certificateUnknown('astronaut')] }],
    ['an unknown rating', { ratings: ['jetpack'] }, { 'minimums.ratings': ['Unknown rating: jetpack'] }],
    ['negative total hours', { totalHours: -5 }, { 'minimums.totalHours': ['Total hours cannot be negative'] }],
    ['total hours over 100000', { totalHours: 200000 }, { 'minimums.totalHours': ['Total hours may be at most 100,000'] }],
    ['class hours in words', { classHours: { night: 'ten' } }, { 'minimums.classHours.night': ['Night hours must be a number'] }],
    ['an unknown class', { classHours: { warp: 10 } }, { 'minimums.classHours': [M.classUnknown(['warp'])] }],
    ['make and model hours with two decimals', { makeModelHours: 1.25 },
      { 'minimums.makeModelHours': ['Hours in make and model may have at most one decimal'] }],
    ['a medical class 0', { medicalClass: 0 }, { 'minimums.medicalClass': [M.medicalClassInvalid] }],
    ['a flight review as text', { flightReview: 'yes' }, { 'minimums.flightReview': [M.flightReviewInvalid] }],
    ['a least age of 13', { minAge: 13 }, { 'minimums.minAge': [M.minAgeInvalid] }],
    ['a greatest age of 121', { maxAge: 121 }, { 'minimums.maxAge': [M.maxAgeInvalid] }],
    ['an age with a fraction', { minAge: 21.5 }, { 'minimums.minAge': [M.minAgeInvalid] }],
    ['ages the wrong way round', { minAge: 30, maxAge: 25 }, { 'minimums.maxAge': [M.agesReversed] }],
    ['insurance in cents', { renterInsurance: 1000.5 }, { 'minimums.renterInsurance': [M.minimumInsuranceInvalid] }],
    ['insurance over 100,000,000', { renterInsurance: 100_000_001 }, { 'minimums.renterInsurance': [M.minimumInsuranceInvalid] }],
    ['negative insurance', { renterInsurance: -1 }, { 'minimums.renterInsurance': [M.minimumInsuranceInvalid] }],
    ['minimums that are no object', [1], { minimums: ['The minimums must be an object'] }],
  ])('refuses %s', (_, input, errors) => {
    const read = readMinimums(input);
    expect(read.ok ? {} : read.errors).toEqual(errors);
  });

  it('takes an age band of one year', () => expect(readMinimums({ minAge: 25, maxAge: 25 })).toEqual({ ok: true, minimums: { minAge: 25, maxAge: 25 } }));
});

describe('readAircraftClasses', () => {
  it('reads missing flags as false', () => {
    expect(readAircraftClasses({ complex: true, tailwheel: false })).toEqual({
      ok: true, classes: { retractable: false, complex: true, highPerformance: false, tailwheel: false, multiEngine: false },
    });
    expect(readAircraftClasses(undefined)).toMatchObject({ ok: true, classes: { complex: false } });
  });
  it('refuses a flag that is no yes or no, on its own key', () => {
    expect(readAircraftClasses({ retractable: 'yes', multiEngine: 1 })).toEqual({
      ok: false,
      errors: { 'aircraft.retractable': ['Retractable gear must be yes or no'], 'aircraft.multiEngine': ['Multi-engine must be yes or no'] },
    });
    expect(readAircraftClasses('complex')).toEqual({ ok: false, errors: { aircraft: ["The aircraft's classes must be an object"] } });
  });
});

describe('round trips on generated input', () => {
  const hours = fc.oneof(fc.integer({ min: 0, max: 5000 }).map((n) => n / 10), fc.constant(null), fc.constant(''));
  const day = fc.integer({ min: 0, max: 20000 }).map((n) => new Date(Date.UTC(1970, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
  const input = fc.record({
    certificate: fc.option(fc.constantFrom(...CERTIFICATES)),
    ratings: fc.subarray([...RATINGS]),
    totalHours: hours,
    classHours: fc.dictionary(fc.constantFrom(...HOUR_CLASSES), hours),
    makeModelHours: fc.array(fc.record({ makeModel: fc.constantFrom('PA-28', 'C172', 'Piper PA28', 'SR22', ''), hours }), { maxLength: 4 }),
    medical: fc.option(fc.record({ class: fc.constantFrom(1, 2, 3), examined: day })),
    flightReview: fc.option(day),
    dateOfBirth: fc.option(day),
    renterInsurance: fc.option(fc.record({ amount: fc.integer({ min: 1, max: 2_000_000 }), expires: fc.option(day) })),
    shows: fc.record({ certificate: fc.boolean(), medical: fc.boolean() }, { requiredKeys: [] }),
  }, { requiredKeys: [] });

  it('reads a record it answered back to the same record', () => {
    let accepted = 0;
    fc.assert(fc.property(input, (value) => {
      const read = readPilotRecord(value, TODAY);
      if (!read.ok) return;
      accepted += 1;
      expect(readPilotRecord(JSON.parse(JSON.stringify(read.record)), TODAY)).toEqual(read);
    }), { numRuns: 1000 });
    expect(accepted).toBeGreaterThan(50);
  }, 30_000);

  it('reads minimums it answered back to the same minimums', () => {
    const minimums = fc.record({
      certificate: fc.option(fc.constantFrom(...CERTIFICATES)), ratings: fc.subarray([...RATINGS]), totalHours: hours,
      classHours: fc.dictionary(fc.constantFrom(...HOUR_CLASSES), hours), makeModelHours: hours, medicalClass: fc.option(fc.constantFrom(1, 2, 3)),
      flightReview: fc.boolean(), minAge: fc.option(fc.integer({ min: 14, max: 120 })), maxAge: fc.option(fc.integer({ min: 14, max: 120 })),
      renterInsurance: fc.option(fc.integer({ min: 0, max: 5_000_000 })),
    }, { requiredKeys: [] });
    fc.assert(fc.property(minimums, (value) => {
      const read = readMinimums(value);
      if (read.ok) expect(readMinimums(JSON.parse(JSON.stringify(read.minimums)))).toEqual(read);
    }), { numRuns: 1000 });
  }, 30_000);
});

describe('values that are not text where a choice goes', () => {
  // Found by the API's round-trip fuzz (issue 15): an object whose toString is not a function made the
  // message itself throw (a 500) instead of refusing the field.
  it('refuses an object, a list or a number as the certificate with the field\'s message, never throws', () => {
    for (const certificate of [{ toString: {}, valueOf: {} }, Object.create(null), ['private'], 3, true]) {
      const record = readPilotRecord({ ...EMPTY_RECORD, certificate }, TODAY);
      expect(record.ok).toBe(false);
      if (!record.ok) expect(Object.keys(record.errors)).toEqual(['certificate']);
      const minimums = readMinimums({ certificate });
      expect(minimums.ok).toBe(false);
    }
  });
});

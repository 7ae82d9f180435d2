import { describe, expect, it } from 'vitest';
import { EMPTY_RECORD, type PilotRecord } from '../../../domain/pilot/pilot-record.js';
import { hoursRangeOf, publicRecord } from '../../../domain/pilot/public-record.js';

const TODAY = '2026-11-26';
const RECORD: PilotRecord = {
  certificate: 'commercial',
  ratings: ['instrument', 'multi-engine'],
  totalHours: 1500,
  classHours: { multiEngine: 200 },
  makeModelHours: [{ makeModel: 'Beech Baron', hours: 150 }],
  medical: { class: 2, examined: '2026-02-14' },
  flightReview: '2025-05-05',
  dateOfBirth: '1979-08-08',
  renterInsurance: { amount: 1_000_000, expires: '2027-01-01' },
  shows: { certificate: true, ratings: true, hours: true, medical: true, flightReview: true },
};

describe('hoursRangeOf', () => {
  it.each<[number | null, string | null]>([
    [null, null], [0, '0-500'], [499.9, '0-500'], [500, '500-1000'], [999.9, '500-1000'], [1000, '1000-3000'], [2999.9, '1000-3000'],
    [3000, '3000+'], [25000, '3000+'], [-1, null],
  ])('%s hours: %s', (hours, range) => expect(hoursRangeOf(hours)).toBe(range));
});

describe('publicRecord', () => {
  it('shows every part the pilot allows, the medical as its class and last valid day, never the birth or insurance', () => {
    const shown = publicRecord(RECORD, TODAY);
    expect(shown).toEqual({
      certificate: 'commercial',
      ratings: ['instrument', 'multi-engine'],
      hours: { total: 1500, range: '1000-3000', classes: { multiEngine: 200 }, makeModel: [{ makeModel: 'Beech Baron', hours: 150 }] },
      medical: { class: 2, validThrough: '2027-02-28', current: true },
      flightReview: { validThrough: '2027-05-31', current: true },
    });
    const text = JSON.stringify(shown);
    expect(text).not.toContain('1979');
    expect(text).not.toContain('2026-02-14');
    expect(text).not.toContain('1000000');
  });

  it('leaves out every part not shown', () => {
    expect(publicRecord({ ...RECORD, shows: { certificate: false, ratings: false, hours: false, medical: false, flightReview: false } }, TODAY)).toEqual({});
    expect(Object.keys(publicRecord(recordShowing({ medical: false, flightReview: false }), TODAY))).toEqual(['certificate', 'ratings', 'hours']);
    expect(Object.keys(publicRecord(EMPTY_RECORD, TODAY))).toEqual(['certificate', 'ratings', 'hours']);
  });

  it('shows a part not recorded as null, and a medical or review run out as not current', () => {
    expect(publicRecord({ ...EMPTY_RECORD, shows: RECORD.shows }, TODAY)).toEqual({
      certificate: null, ratings: [], hours: { total: null, range: null, classes: {}, makeModel: [] }, medical: null, flightReview: null,
    });
    const old = publicRecord({ ...RECORD, medical: { class: 1, examined: '2025-01-10' }, flightReview: '2024-10-31' }, TODAY);
    expect(old.medical).toEqual({ class: 1, validThrough: '2025-07-31', current: false });
    expect(old.flightReview).toEqual({ validThrough: '2026-10-31', current: false });
  });
});

function recordShowing(shows: Partial<PilotRecord['shows']>): PilotRecord {
  return { ...RECORD, shows: { ...RECORD.shows, ...shows } };
}

import { describe, expect, it } from 'vitest';
import type { PilotRecord } from '../../../domain/pilot/pilot-record.js';
import { readMinimums, readPilotRecord } from '../../../domain/pilot/pilot-record-rules.js';
import { apiQueryOf, formFromQuery, queryOfForm, type SearchForm } from '../../../web-public/src/features/find/utils/search-form.js';
import { minimumsFormOf, minimumsInputOf } from '../../../web-public/src/features/listing/utils/minimums-form.js';
import { formOfRecord, inputOfForm, newRow } from '../../../web-public/src/features/pilot-record/utils/record-form.js';

const TODAY = '2026-11-26';
const RECORD: PilotRecord = {
  certificate: 'private',
  ratings: ['instrument', 'complex'],
  totalHours: 450,
  classHours: { night: 32.5, complex: 12 },
  makeModelHours: [{ makeModel: 'Piper PA-28', hours: 120 }, { makeModel: 'C172', hours: 80 }],
  medical: { class: 3, examined: '2025-04-10' },
  flightReview: '2025-09-01',
  dateOfBirth: '1988-02-29',
  renterInsurance: { amount: 1000000, expires: '2027-03-31' },
  shows: { certificate: true, ratings: true, hours: false, medical: true, flightReview: false },
};

describe('the pilot record form', () => {
  it('gives back the record it was filled from, as the rules read it', () => {
    const read = readPilotRecord(inputOfForm(formOfRecord(RECORD)), TODAY);
    expect(read).toEqual({ ok: true, record: RECORD });
  });

  it('sends what is typed for the rules to name: negative and non-number hours, a class over the total', () => {
    const form = formOfRecord(RECORD);
    const input = inputOfForm({ ...form, totalHours: '-5', classHours: { ...form.classHours, night: 'lots' }, makeModelHours: [newRow('PA-28', '')] });
    const read = readPilotRecord(input, TODAY);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(Object.keys(read.errors)).toEqual(expect.arrayContaining(['totalHours', 'classHours.night', 'makeModelHours.0.hours']));
  });

  it('leaves blank parts out: no medical, no insurance, no hours', () => {
    const blank = { ...formOfRecord(RECORD), medicalClass: '', medicalExamined: '', insuranceAmount: '', insuranceExpires: '', totalHours: '', makeModelHours: [] };
    blank.classHours = { ...blank.classHours, night: '', complex: '' };
    expect(inputOfForm(blank)).toMatchObject({ medical: null, renterInsurance: null, totalHours: null, classHours: {}, makeModelHours: [] });
  });
});

describe('the minimums form', () => {
  it('gives back the minimums it was filled from; blank boxes ask nothing', () => {
    const minimums = { certificate: 'private' as const, ratings: ['instrument' as const], totalHours: 100, classHours: { night: 10 }, makeModelHours: 25, medicalClass: 3 as const, flightReview: true, minAge: 21, renterInsurance: 500000 };
    expect(readMinimums(minimumsInputOf(minimumsFormOf(minimums)))).toEqual({ ok: true, minimums });
    expect(minimumsInputOf(minimumsFormOf({}))).toEqual({});
  });
});

describe('Find\'s "Planes I qualify for"', () => {
  const form: SearchForm = {
    location: 'Louisville', lat: 38.2, lng: -85.7, radius: 50, q: '', airport: null, sortBy: 'ratePerHour', sortDir: 'desc',
    shareCategories: [], instructorTags: [], searchTypes: [], qualified: true,
  };

  it('is kept in the address and sent with every page of the search, whatever the sort', () => {
    const address = queryOfForm(form);
    expect(address.get('qualified')).toBe('true');
    expect(formFromQuery(address).qualified).toBe(true);
    expect(apiQueryOf(form, 3)).toMatchObject({ qualified: 'true', page: 3, sortBy: 'ratePerHour', sortDir: 'desc' });
  });

  it('is left out when off', () => {
    expect(queryOfForm({ ...form, qualified: false }).has('qualified')).toBe(false);
    expect(apiQueryOf({ ...form, qualified: false }, 1)).not.toHaveProperty('qualified');
    expect(formFromQuery(new URLSearchParams('qualified=yes')).qualified).toBe(false);
  });
});

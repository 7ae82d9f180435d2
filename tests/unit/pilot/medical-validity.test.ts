import { describe, expect, it } from 'vitest';
import {
  bestMedicalClassOn, flightReviewCurrentOn, flightReviewValidThrough, medicalValidThrough,
} from '../../../domain/pilot/medical-validity.js';
import type { MedicalClass } from '../../../domain/pilot/pilot-record.js';

const YOUNG = '1996-05-10'; // 29 on the exams of 2026 below
const OLDER = '1970-05-10'; // 55

describe('medicalValidThrough: every medical class for every privilege class (14 CFR 61.23(d))', () => {
  // [medical class, privileges asked, date of birth, valid through] for an exam on 2026-01-31
  it.each<[MedicalClass, MedicalClass, string | null, string | null]>([
    [1, 1, YOUNG, '2027-01-31'],
    [1, 1, OLDER, '2026-07-31'],
    [1, 2, YOUNG, '2027-01-31'],
    [1, 2, OLDER, '2027-01-31'],
    [1, 3, YOUNG, '2031-01-31'],
    [1, 3, OLDER, '2028-01-31'],
    [2, 1, YOUNG, null],
    [2, 2, YOUNG, '2027-01-31'],
    [2, 2, OLDER, '2027-01-31'],
    [2, 3, YOUNG, '2031-01-31'],
    [2, 3, OLDER, '2028-01-31'],
    [3, 1, YOUNG, null],
    [3, 2, OLDER, null],
    [3, 3, YOUNG, '2031-01-31'],
    [3, 3, OLDER, '2028-01-31'],
    // no date of birth: the shorter durations of 40 and over
    [1, 1, null, '2026-07-31'],
    [1, 3, null, '2028-01-31'],
    [3, 3, null, '2028-01-31'],
  ])('class %i for class-%i privileges, born %s: through %s', (cls, privileges, dob, through) => {
    expect(medicalValidThrough({ class: cls, examined: '2026-01-31' }, dob, privileges)).toBe(through);
  });

  it('counts calendar months: the last day of the Nth month after the exam\'s month', () => {
    const older = (examined: string) => medicalValidThrough({ class: 1, examined }, OLDER, 1);
    expect(older('2026-01-01')).toBe('2026-07-31');
    expect(older('2025-08-31')).toBe('2026-02-28'); // into a February
    expect(older('2023-08-01')).toBe('2024-02-29'); // into a leap February
    expect(older('2026-07-15')).toBe('2027-01-31'); // over the year's end
    expect(medicalValidThrough({ class: 2, examined: '2026-12-31' }, YOUNG, 2)).toBe('2027-12-31');
  });

  it('dates a medical examined on a leap day', () => {
    expect(medicalValidThrough({ class: 1, examined: '2024-02-29' }, OLDER, 1)).toBe('2024-08-31');
    expect(medicalValidThrough({ class: 3, examined: '2024-02-29' }, OLDER, 3)).toBe('2026-02-28');
    expect(medicalValidThrough({ class: 3, examined: '2024-02-29' }, YOUNG, 3)).toBe('2029-02-28');
  });

  it('turns on the age at the exam: the day before the 40th birthday is under 40, the day itself is not', () => {
    const dob = '1986-06-15';
    expect(medicalValidThrough({ class: 1, examined: '2026-06-14' }, dob, 1)).toBe('2027-06-30');
    expect(medicalValidThrough({ class: 1, examined: '2026-06-15' }, dob, 1)).toBe('2026-12-31');
    expect(medicalValidThrough({ class: 3, examined: '2026-06-14' }, dob, 3)).toBe('2031-06-30');
    expect(medicalValidThrough({ class: 3, examined: '2026-06-15' }, dob, 3)).toBe('2028-06-30');
  });

  it('born 29 February: 39 at an exam on 2040-02-28, 40 on 2040-02-29 (a leap year)', () => {
    const dob = '2000-02-29';
    expect(medicalValidThrough({ class: 3, examined: '2040-02-28' }, dob, 3)).toBe('2045-02-28');
    expect(medicalValidThrough({ class: 3, examined: '2040-02-29' }, dob, 3)).toBe('2042-02-28');
    expect(medicalValidThrough({ class: 3, examined: '2039-02-28' }, '1999-02-28', 3)).toBe('2041-02-28');
  });
});

describe('bestMedicalClassOn', () => {
  const first = { class: 1 as const, examined: '2026-01-31' };
  it.each<[string, string | null, MedicalClass | null]>([
    ['2026-01-30', OLDER, null], // before the exam
    ['2026-01-31', OLDER, 1],
    ['2026-07-31', OLDER, 1],
    ['2026-08-01', OLDER, 2],
    ['2027-01-31', OLDER, 2],
    ['2027-02-01', OLDER, 3],
    ['2028-01-31', OLDER, 3],
    ['2028-02-01', OLDER, null],
    ['2026-08-01', YOUNG, 1],
    ['2027-02-01', YOUNG, 3],
    ['2031-01-31', YOUNG, 3],
    ['2031-02-01', YOUNG, null],
    ['2026-08-01', null, 2],
  ])('on %s (born %s): class %s', (day, dob, best) => expect(bestMedicalClassOn(first, dob, day)).toBe(best));
  it('has none without a medical', () => expect(bestMedicalClassOn(null, YOUNG, '2026-01-31')).toBeNull());
  it('never lifts a third class above third', () =>
    expect(bestMedicalClassOn({ class: 3, examined: '2026-01-31' }, YOUNG, '2026-02-01')).toBe(3));
});

describe('flight review (14 CFR 61.56): the end of the 24th calendar month', () => {
  it.each([
    ['2024-03-05', '2026-03-31'],
    ['2024-03-31', '2026-03-31'],
    ['2024-02-29', '2026-02-28'],
    ['2024-12-01', '2026-12-31'],
    ['2022-02-10', '2024-02-29'],
  ])('reviewed %s: current through %s', (day, through) => expect(flightReviewValidThrough(day)).toBe(through));
  it('is current on the month\'s last day and not the day after', () => {
    expect(flightReviewCurrentOn('2024-03-05', '2026-03-31')).toBe(true);
    expect(flightReviewCurrentOn('2024-03-05', '2026-04-01')).toBe(false);
    expect(flightReviewCurrentOn('2024-03-05', '2024-03-05')).toBe(true);
    expect(flightReviewCurrentOn(null, '2024-03-05')).toBe(false);
  });
});

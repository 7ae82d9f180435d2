import { describe, expect, it } from 'vitest';
import type { MatchAircraft, Minimums } from '../../../domain/pilot/minimums.js';
import { ownerQualification } from '../../../domain/pilot/owner-qualification.js';
import { EMPTY_RECORD, type PilotRecord, type RecordVisibility } from '../../../domain/pilot/pilot-record.js';

// Issue 34, point 1: what a listing's owner sees of a requesting pilot's match.
const TODAY = '2026-11-26';
const ARCHER: MatchAircraft = {
  make: 'Piper', model: 'PA-28-181', retractable: false, complex: false, highPerformance: false, tailwheel: false, multiEngine: false,
};
const PILOT: PilotRecord = {
  ...EMPTY_RECORD,
  certificate: 'student',
  ratings: [],
  totalHours: 450,
  classHours: { night: 30 },
  makeModelHours: [{ makeModel: 'PA-28', hours: 18 }],
  medical: { class: 3, examined: '2020-06-10' },
  flightReview: '2023-01-15',
  dateOfBirth: '1985-04-02',
  renterInsurance: { amount: 50_000, expires: '2027-03-31' },
};
const ALL: Minimums = {
  certificate: 'private', ratings: ['instrument'], totalHours: 1000, classHours: { night: 50 }, makeModelHours: 25,
  medicalClass: 3, flightReview: true, minAge: 45, maxAge: 30, renterInsurance: 100_000,
};
const HIDDEN: RecordVisibility = { certificate: false, ratings: false, hours: false, medical: false, flightReview: false };
const SHOWN: RecordVisibility = { certificate: true, ratings: true, hours: true, medical: true, flightReview: true };
const seen = (shows: RecordVisibility, record: Partial<PilotRecord> = {}, minimums = ALL) => ownerQualification({ ...PILOT, ...record, shows }, minimums, ARCHER, TODAY);

describe('ownerQualification', () => {
  it('keeps the count and, with nothing shown, only key, label and status', () => {
    const q = seen(HIDDEN);
    expect(q).toMatchObject({ met: 0, qualifies: false });
    expect(q.total).toBe(q.outcomes.length);
    for (const o of q.outcomes) expect(Object.keys(o).sort()).toEqual(['key', 'label', 'source', 'status']);
  });

  it('gives the figures of the parts shown, in the owner\'s words', () => {
    const by = new Map(seen(SHOWN).outcomes.map((o) => [o.key, o]));
    expect(by.get('certificate')).toEqual({ source: 'declared', key: 'certificate', label: 'Private certificate or higher', status: 'missing', detail: 'Student certificate held' });
    expect(by.get('totalHours')).toEqual({ source: 'declared', key: 'totalHours', label: '1,000 hours total', status: 'short', have: 450, need: 1000, unit: 'hours', detail: '450 of 1,000 hours total' });
    expect(by.get('makeModelHours')).toMatchObject({ status: 'short', have: 18, need: 25 });
    expect(by.get('medical')).toMatchObject({ status: 'expired', on: '2025-06-30', detail: 'Ended on 2025-06-30' });
    expect(by.get('flightReview')).toMatchObject({ status: 'expired', on: '2025-01-31', detail: 'Expired on 2025-01-31' });
    expect(JSON.stringify([...by.values()])).not.toMatch(/You|your/);
  });

  it('never gives the age, a day derived from the date of birth, or the renter\'s insurance, whatever is shown', () => {
    for (const maxAge of [30, null]) {
      const q = seen(SHOWN, {}, { maxAge, minAge: maxAge === null ? 45 : null, renterInsurance: 100_000 });
      const age = q.outcomes.find((o) => o.key === 'age')!;
      expect(Object.keys(age).sort()).toEqual(['key', 'label', 'source', 'status']);
      expect(Object.keys(q.outcomes.find((o) => o.key === 'renterInsurance')!).sort()).toEqual(['key', 'label', 'source', 'status']);
      const text = JSON.stringify(q);
      for (const leak of ['1985', '2016-04', '41', '50,000', '50000', '2027-03-31']) expect(text, leak).not.toContain(leak);
    }
  });

  it('names the class of a medical of too low a class only when the medical is shown', () => {
    const record = { medical: { class: 3 as const, examined: '2026-06-10' } };
    const ask = { medicalClass: 1 as const };
    expect(seen(SHOWN, record, ask).outcomes).toEqual([{ source: 'declared', key: 'medical', label: 'A current first-class medical', status: 'missing', detail: 'Third-class medical recorded' }]);
    expect(seen(HIDDEN, record, ask).outcomes).toEqual([{ source: 'declared', key: 'medical', label: 'A current first-class medical', status: 'missing' }]);
  });
});

import { describe, expect, it } from 'vitest';
import type { FaaMatch } from '../../../domain/pilot/airmen/faa-match.js';
import { sourceText } from '../../../domain/pilot/figure-source.js';
import { NOTHING_FLOWN, type FlownOnWingshare } from '../../../domain/pilot/flown-on-wingshare.js';
import type { LogbookTotals } from '../../../domain/pilot/logbook/logbook-totals.js';
import { EMPTY_RECORD, type PilotRecord } from '../../../domain/pilot/pilot-record.js';
import type { Minimums } from '../../../domain/pilot/minimums.js';
import { readMinimums } from '../../../domain/pilot/pilot-record-rules.js';
import { qualificationFacts, qualifiesByFacts } from '../../../domain/pilot/qualification-facts.js';
import { matchQualification } from '../../../domain/pilot/qualification-match.js';
import { ownerQualification } from '../../../domain/pilot/owner-qualification.js';
import { proofsOf, sourcedRecord } from '../../../domain/pilot/record-sources.js';

const DECLARED: PilotRecord = {
  ...EMPTY_RECORD,
  certificate: 'private',
  ratings: ['instrument', 'tailwheel'],
  totalHours: 300,
  classHours: { night: 20 },
  makeModelHours: [{ makeModel: 'Piper PA-28', hours: 120 }],
  medical: { class: 3, examined: '2026-03-10' },
  flightReview: '2025-05-01',
};
const FLOWN: FlownOnWingshare = { totalHours: 2.5, classHours: { complex: 2.5 }, makeModelHours: [{ makeModel: 'Piper PA-28-181', hours: 2.5 }], flights: 2 };
const LOG: LogbookTotals = {
  totalHours: 412.3, classHours: { night: 31.2, instrument: 12, last90Days: 8.4 }, makeModelHours: [{ makeModel: 'Cessna 172S', hours: 250 }], flights: 380,
  lastFlight: '2026-10-30', lastFlightReview: '2026-10-30',
};
const MATCH: FaaMatch = {
  status: 'matched', file: '2026-11', checkedAt: '2026-12-01T10:00:00.000Z',
  airman: { certificate: 'commercial', ratings: ['instrument', 'multi-engine'], cfiExpires: null, medical: { class: 3, month: '2026-03' }, basicMed: false },
};
const AIRCRAFT = { make: 'Piper', model: 'PA-28-181', retractable: false, complex: false, highPerformance: false, tailwheel: false, multiEngine: false };

describe('sourcedRecord', () => {
  it('keeps a record with no other evidence as declared, figure by figure', () => {
    const { record, sources } = sourcedRecord(DECLARED);
    expect(record).toEqual(DECLARED);
    expect(sources).toMatchObject({ certificate: 'declared', totalHours: 'declared', makeModelHours: 'declared', medical: 'declared', flightReview: 'declared', faaFile: null });
    expect(sources.ratings).toEqual({ instrument: 'declared', tailwheel: 'declared' });
    expect(sources.classHours).toEqual({ night: 'declared' });
  });

  it('adds what was flown on Wingshare to the declared hours, and says flown on Wingshare where only that gives a figure', () => {
    const { record, sources } = sourcedRecord(DECLARED, { flown: FLOWN });
    expect(record.totalHours).toBe(302.5);
    expect(record.classHours).toEqual({ night: 20, complex: 2.5 });
    expect(sources.totalHours).toBe('declared');
    expect(sources.classHours).toEqual({ night: 'declared', complex: 'wingshare' });
    const onlyFlown = sourcedRecord(EMPTY_RECORD, { flown: FLOWN });
    expect(onlyFlown.record.totalHours).toBe(2.5);
    expect(onlyFlown.sources.totalHours).toBe('wingshare');
    expect(onlyFlown.sources.makeModelHours).toBe('wingshare');
  });

  it("takes the hours from the logbook instead of the declared ones, plus only the Wingshare flights after the log's last", () => {
    const { record, sources } = sourcedRecord(DECLARED, { flown: FLOWN, logbook: LOG, flownAfterLog: { ...NOTHING_FLOWN, totalHours: 1.2, flights: 1, makeModelHours: [{ makeModel: 'Cessna 172S', hours: 1.2 }] } });
    expect(record.totalHours).toBe(413.5); // 412.3 + 1.2, never the declared 300 nor all 2.5 flown
    // Each class from the log where the log gives more; the complex time flown on Wingshare stays.
    expect(record.classHours).toEqual({ night: 31.2, complex: 2.5, instrument: 12, last90Days: 8.4 });
    expect(record.makeModelHours).toEqual([{ makeModel: 'Piper PA-28', hours: 122.5 }, { makeModel: 'Cessna 172S', hours: 251.2 }]);
    expect(sources.totalHours).toBe('logbook');
    expect(sources.makeModelHours).toBe('logbook');
    expect(sources.classHours).toEqual({ night: 'logbook', complex: 'wingshare', instrument: 'logbook', last90Days: 'logbook' });
    // The log's flight review is later than the declared one.
    expect(record.flightReview).toBe('2026-10-30');
    expect(sources.flightReview).toBe('logbook');
    // An empty log proves nothing: the declared figures stay.
    expect(sourcedRecord(DECLARED, { logbook: { ...LOG, flights: 0, totalHours: 0 } }).sources.totalHours).toBe('declared');
  });

  it('never lowers a declared figure with a log begun late: that figure stays declared, the larger ones come from the log', () => {
    const veteran = { ...DECLARED, totalHours: 1450, classHours: { night: 90, last90Days: 3 } };
    const { record, sources } = sourcedRecord(veteran, { logbook: LOG });
    expect(record.totalHours).toBe(1450);
    expect(sources.totalHours).toBe('declared');
    expect(record.classHours).toEqual({ night: 90, instrument: 12, last90Days: 8.4 });
    expect(sources.classHours).toEqual({ night: 'declared', instrument: 'logbook', last90Days: 'logbook' });
    // Hours from a logbook are proven only when the total is the log's.
    expect(proofsOf(sources)).toEqual([]);
  });

  it('keeps a declared flight review later than the log records', () => {
    const { record, sources } = sourcedRecord({ ...DECLARED, flightReview: '2026-11-15' }, { logbook: LOG });
    expect(record.flightReview).toBe('2026-11-15');
    expect(sources.flightReview).toBe('declared');
  });

  it('labels what the FAA file holds as FAA-matched, counts what it adds, and leaves the rest declared', () => {
    const { record, sources } = sourcedRecord(DECLARED, { faa: MATCH });
    expect(record.certificate).toBe('private'); // the declared one, held by the commercial on file
    expect(sources.certificate).toBe('faa');
    expect(record.ratings).toEqual(['instrument', 'multi-engine', 'tailwheel']);
    expect(sources.ratings).toEqual({ instrument: 'faa', 'multi-engine': 'faa', tailwheel: 'declared' });
    expect(sources.medical).toBe('faa'); // third class in the month of the declared exam
    expect(sources.faaFile).toBe('2026-11');
    expect(sourceText(sources.certificate, sources.faaFile ?? undefined)).toBe('FAA-matched (November 2026 file)');
  });

  it('keeps a declared certificate above the one on file, a medical of another month, and any unmatched status, as declared', () => {
    const atp = sourcedRecord({ ...DECLARED, certificate: 'atp', medical: { class: 3, examined: '2025-03-10' } }, { faa: MATCH });
    expect(atp.sources.certificate).toBe('declared');
    expect(atp.sources.medical).toBe('declared');
    for (const status of ['ambiguous', 'not_found'] as const) {
      const { record, sources } = sourcedRecord(DECLARED, { faa: { ...MATCH, status, airman: null } });
      expect(record).toEqual(DECLARED);
      expect(sources.certificate).toBe('declared');
      expect(sources.faaFile).toBeNull();
    }
  });

  it('gives the FAA certificate to a record that declared none', () => {
    const { record, sources } = sourcedRecord(EMPTY_RECORD, { faa: MATCH });
    expect(record.certificate).toBe('commercial');
    expect(sources.certificate).toBe('faa');
  });
});

describe("an owner's proofs", () => {
  const day = '2026-12-01';
  const ask: Minimums = { proofs: ['faa-certificate', 'logbook-hours'] };

  it('reads the proofs an owner asks, and refuses anything else beside the field', () => {
    expect(readMinimums({ proofs: ['logbook-hours', 'faa-certificate'] })).toEqual({ ok: true, minimums: { proofs: ['faa-certificate', 'logbook-hours'] } });
    expect(readMinimums({ proofs: [] })).toEqual({ ok: true, minimums: {} });
    const bad = readMinimums({ proofs: ['notarised'] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors['minimums.proofs']).toEqual(['Ask for an FAA-matched certificate, hours from a logbook, both or neither']);
  });

  it('are met only by a record whose certificate is FAA-matched and whose hours come from a logbook', () => {
    const declared = sourcedRecord(DECLARED);
    const proven = sourcedRecord(DECLARED, { faa: MATCH, logbook: LOG });
    expect(proofsOf(declared.sources)).toEqual([]);
    expect(proofsOf(proven.sources)).toEqual(['faa-certificate', 'logbook-hours']);

    const no = matchQualification(declared.record, { ...ask }, AIRCRAFT, day, declared.sources);
    expect(no.outcomes.map((o) => [o.key, o.status, o.source])).toEqual([
      ['proof:faa-certificate', 'missing', 'declared'],
      ['proof:logbook-hours', 'missing', 'declared'],
    ]);
    expect(no.outcomes[0]!.detail).toBe('Your certificate is declared: check your record against the FAA file on your pilot record page');
    const yes = matchQualification(proven.record, { ...ask }, AIRCRAFT, day, proven.sources);
    expect(yes.qualifies).toBe(true);
    expect(yes.outcomes[0]).toMatchObject({ label: 'Certificate matched on the FAA airmen file', status: 'met', source: 'faa', file: '2026-11', detail: 'Your certificate is FAA-matched (November 2026 file)' });
    // The facts (what the Find filter compares in SQL) give the same answer.
    expect(qualifiesByFacts(qualificationFacts(proven.record, day, proofsOf(proven.sources)), { ...ask }, AIRCRAFT)).toBe(true);
    expect(qualifiesByFacts(qualificationFacts(declared.record, day), { ...ask }, AIRCRAFT)).toBe(false);
  });

  it("say each line's source to the owner, FAA-matched with the file's month", () => {
    const proven = sourcedRecord(DECLARED, { faa: MATCH, logbook: LOG });
    const owner = ownerQualification(proven.record, { certificate: 'private', totalHours: 100, ratings: ['tailwheel'] }, AIRCRAFT, day, proven.sources);
    expect(owner.outcomes.map((o) => [o.key, o.source, o.file])).toEqual([
      ['certificate', 'faa', '2026-11'],
      ['rating:tailwheel', 'declared', undefined],
      ['totalHours', 'logbook', undefined],
    ]);
  });
});

/**
 * A pilot's record as the site counts it, each figure with its source (issue 40, points 4 and 5): what he
 * declared (PUT /api/user/record), his imported logbook, the flights he closed on Wingshare and the FAA's
 * airmen file. Pure: the record page, the qualification match, the owner's Requests and the Find filter all
 * read the one answer of `sourcedRecord`.
 *
 * The rules:
 * - Hours (total, each class, make and model): the declared figures plus everything flown on Wingshare, source
 *   'declared' (or 'wingshare' where only flights on Wingshare give the figure); with a logbook, each figure is
 *   the log's plus the flights closed on Wingshare after the log's last flight (the log holds those before it),
 *   source 'logbook', unless that is less than the declared one (a log begun late does not lower the record).
 * - Certificate and ratings: 'faa' where the last FAA match found him and the file holds that certificate (or a
 *   higher one) or rating; what the file holds and he did not declare is counted too (the FAA says he holds it).
 *   Where the file disagrees or nothing was found, what he declared, 'declared'.
 * - Medical: 'faa' when the file has a medical of the same class in the month of the declared exam (the FAA
 *   calls the file no authority on medicals: it confirms, it never replaces the declared exam).
 * - Flight review: the later of the declared one and the last the log records, with that source.
 */
import type { FaaMatch } from './airmen/faa-match.js';
import type { FlownOnWingshare } from './flown-on-wingshare.js';
import type { FigureSource } from './figure-source.js';
import type { LogbookTotals } from './logbook/logbook-totals.js';
import type { Proof } from './minimums.js';
import { CERTIFICATE_RANK } from './qualification-facts.js';
import { withFlownHours } from './qualification-flown.js';
import { makeModelKey } from './make-model.js';
import { EMPTY_RECORD, HOUR_CLASSES, RATINGS, type HourClass, type PilotRecord, type Rating } from './pilot-record.js';

/** Where each figure of a sourced record comes from. */
export interface RecordSources {
  certificate: FigureSource;
  ratings: Partial<Record<Rating, FigureSource>>;
  totalHours: FigureSource;
  classHours: Partial<Record<HourClass, FigureSource>>;
  makeModelHours: FigureSource;
  medical: FigureSource;
  flightReview: FigureSource;
  /** The FAA file's month ('YYYY-MM') of the match the 'faa' figures come from, null without one. */
  faaFile: string | null;
}

/** What the site knows of a pilot beside his declared record. */
export interface PilotEvidence {
  /** Everything he flew on Wingshare. */
  flown?: FlownOnWingshare | null;
  /** His imported logbook's totals, null without a log. */
  logbook?: LogbookTotals | null;
  /** What he flew on Wingshare after the log's last flight (only read with a log). */
  flownAfterLog?: FlownOnWingshare | null;
  /** His last FAA match. */
  faa?: FaaMatch | null;
}

export interface SourcedRecord {
  record: PilotRecord;
  sources: RecordSources;
}

/** A record with no evidence: every figure declared. */
export const declaredSources = (): RecordSources => ({
  certificate: 'declared',
  ratings: {},
  totalHours: 'declared',
  classHours: {},
  makeModelHours: 'declared',
  medical: 'declared',
  flightReview: 'declared',
  faaFile: null,
});

const hasFlights = (f: FlownOnWingshare | null | undefined): f is FlownOnWingshare => !!f && f.flights > 0;

export function sourcedRecord(declared: PilotRecord, evidence: PilotEvidence = {}): SourcedRecord {
  const sources = declaredSources();
  let record: PilotRecord;
  const log = evidence.logbook && evidence.logbook.flights > 0 ? evidence.logbook : null;
  // What he declared plus everything flown on Wingshare: the record without a log, and the floor with one.
  const declaredPlusFlown = withFlownHours(declared, evidence.flown);
  const flown = hasFlights(evidence.flown) ? evidence.flown : null;
  record = declaredPlusFlown;
  if (flown && declared.totalHours === null) sources.totalHours = 'wingshare';
  if (flown && declared.makeModelHours.length === 0 && flown.makeModelHours.length > 0) sources.makeModelHours = 'wingshare';
  for (const c of HOUR_CLASSES) {
    if (record.classHours[c] === undefined) continue;
    sources.classHours[c] = declared.classHours[c] === undefined && flown?.classHours[c] ? 'wingshare' : 'declared';
  }
  if (log) {
    // The log's figures plus the Wingshare flights after its last; each one replaces the declared one unless it is
    // smaller (a log begun late in a career does not lower what he declared: that figure stays, declared).
    const logged = withFlownHours({ ...EMPTY_RECORD, totalHours: log.totalHours, classHours: { ...log.classHours }, makeModelHours: log.makeModelHours }, evidence.flownAfterLog);
    if ((logged.totalHours ?? 0) >= (record.totalHours ?? 0)) {
      record = { ...record, totalHours: logged.totalHours };
      sources.totalHours = 'logbook';
    }
    const classHours = { ...record.classHours };
    for (const c of HOUR_CLASSES) {
      const fromLog = logged.classHours[c];
      if (fromLog === undefined || fromLog < (classHours[c] ?? 0)) continue;
      classHours[c] = fromLog;
      sources.classHours[c] = 'logbook';
    }
    const fromLog = logged.makeModelHours.filter((e) => !record.makeModelHours.some((d) => makeModelKey(d.makeModel) === makeModelKey(e.makeModel) && d.hours > e.hours));
    const kept = record.makeModelHours.filter((d) => !fromLog.some((e) => makeModelKey(d.makeModel) === makeModelKey(e.makeModel)));
    if (fromLog.length) sources.makeModelHours = 'logbook';
    record = { ...record, classHours, makeModelHours: [...kept, ...fromLog] };
  }

  if (log?.lastFlightReview && (!declared.flightReview || log.lastFlightReview > declared.flightReview)) {
    record = { ...record, flightReview: log.lastFlightReview };
    sources.flightReview = 'logbook';
  }

  const faa = evidence.faa?.status === 'matched' ? evidence.faa : null;
  const airman = faa?.airman ?? null;
  if (faa && airman) {
    sources.faaFile = faa.file;
    if (airman.certificate && (!record.certificate || CERTIFICATE_RANK[airman.certificate] >= CERTIFICATE_RANK[record.certificate])) {
      // The file's certificate counts when it is at least the declared one (a declared higher one stays declared).
      if (!record.certificate) record = { ...record, certificate: airman.certificate };
      sources.certificate = 'faa';
    }
    const ratings = new Set(record.ratings);
    for (const r of airman.ratings) {
      ratings.add(r);
      sources.ratings[r] = 'faa';
    }
    record = { ...record, ratings: RATINGS.filter((r) => ratings.has(r)) };
    const medical = record.medical;
    if (medical && airman.medical && airman.medical.class === medical.class && airman.medical.month === medical.examined.slice(0, 7)) sources.medical = 'faa';
  }
  for (const r of record.ratings) sources.ratings[r] ??= 'declared';
  return { record, sources };
}

/** The proofs a sourced record gives: its certificate matched on the FAA file, its hours from a logbook. */
export function proofsOf(sources: RecordSources | null | undefined): Proof[] {
  if (!sources) return [];
  const proofs: Proof[] = [];
  if (sources.certificate === 'faa') proofs.push('faa-certificate');
  if (sources.totalHours === 'logbook') proofs.push('logbook-hours');
  return proofs;
}

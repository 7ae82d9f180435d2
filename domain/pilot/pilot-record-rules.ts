/**
 * Reading a pilot's record, an owner's minimums and an aircraft's classes from outside (a form, an API body):
 * pure functions answering the typed value or the messages by field, so the browser marks each field with
 * the message the server would answer. Missing parts read as "nothing recorded" / "not required"; a value
 * read back in (a record as readPilotRecord answers it) reads the same (round trip). Keys other than the
 * record's (e.g. the `hoursRange` an API adds) are ignored.
 */
import { fieldErrors, type FieldErrors } from '../field-errors.js';
import { ageOn, isCalendarDay } from './calendar-day.js';
import { NO_CLASSES, PROOFS, type AircraftClasses, type Minimums, type Proof } from './minimums.js';
import { AIRCRAFT_CLASS_LABELS, HOUR_CLASS_LABELS } from './pilot-labels.js';
import {
  CERTIFICATES, EMPTY_RECORD, HOUR_CLASSES, MEDICAL_CLASSES, RATINGS, type CalendarDay, type Certificate, type HourClass,
  type MakeModelHours, type Medical, type MedicalClass, type PilotRecord, type Rating, type RecordVisibility, type RenterInsurance,
} from './pilot-record.js';
import { makeModelKey, MAKE_MODEL_KEY_MIN } from './make-model.js';
import { usNumber } from '../text/us-format.js';

export const RECORD_LIMITS = {
  hours: 100_000,
  makeModels: 20,
  makeModelLength: 60,
  makeModelKeyMin: MAKE_MODEL_KEY_MIN,
  minAge: 14,
  maxAge: 120,
  insurance: 100_000_000,
} as const;

export const PILOT_RECORD_MESSAGES = {
  notAnObject: (what: string) => `${what} must be an object`,
  certificateUnknown: (value: string) => `Unknown certificate: ${value} (choose one of ${CERTIFICATES.join(', ')})`,
  ratingsNotList: 'Ratings must be a list of choices',
  ratingUnknown: (names: string[]) => `Unknown rating: ${names.join(', ')}`,
  hoursNotNumber: (label: string) => `${label} must be a number`,
  hoursNegative: (label: string) => `${label} cannot be negative`,
  hoursTooMany: (label: string) => `${label} may be at most ${usNumber(RECORD_LIMITS.hours)}`,
  hoursDecimals: (label: string) => `${label} may have at most one decimal`,
  hoursOverTotal: (label: string, total: number) => `${label} cannot be more than your total hours (${total})`,
  hoursWithoutTotal: (label: string) => `${label} need your total hours too: enter them first`,
  classHoursNotObject: 'Hours by class must be a set of hours by class',
  classUnknown: (names: string[]) => `Unknown class of hours: ${names.join(', ')}`,
  makeModelsNotList: 'Hours in make and model must be a list',
  makeModelsTooMany: `At most ${RECORD_LIMITS.makeModels} makes and models`,
  makeModelRequired: 'Name the make and model of these hours',
  makeModelTooLong: `A make and model may be at most ${RECORD_LIMITS.makeModelLength} characters long`,
  makeModelTooShort: `Write at least ${RECORD_LIMITS.makeModelKeyMin} letters or digits of the make and model (as PA-28 or C172)`,
  makeModelTwice: (name: string) => `${name} is listed twice`,
  makeModelHoursRequired: 'Give the hours in this make and model',
  dateInvalid: (label: string) => `${label} must be a date written YYYY-MM-DD`,
  dateInFuture: (label: string) => `${label} cannot be in the future`,
  medicalClassInvalid: 'The medical class is 1, 2 or 3',
  medicalClassRequired: 'Choose the class of your medical (1, 2 or 3)',
  medicalExamRequired: 'Give the day of your medical exam',
  tooYoung: `The date of birth gives an age under ${RECORD_LIMITS.minAge}: check it`,
  tooOld: `The date of birth gives an age over ${RECORD_LIMITS.maxAge}: check it`,
  insuranceAmountInvalid: `Renter's insurance is a whole number of US dollars from 1 to ${usNumber(RECORD_LIMITS.insurance)}`,
  insuranceAmountRequired: "Give the amount of your renter's insurance",
  showsInvalid: 'Each "show on my profile" choice must be yes or no',
  // Minimums
  minimumInsuranceInvalid: `Renter's insurance is a whole number of US dollars from 0 to ${usNumber(RECORD_LIMITS.insurance)}`,
  minAgeInvalid: `The least age is a whole number from ${RECORD_LIMITS.minAge} to ${RECORD_LIMITS.maxAge}`,
  maxAgeInvalid: `The greatest age is a whole number from ${RECORD_LIMITS.minAge} to ${RECORD_LIMITS.maxAge}`,
  agesReversed: 'The greatest age cannot be below the least age',
  flightReviewInvalid: 'A current flight review is required or not: yes or no',
  proofsInvalid: 'Ask for an FAA-matched certificate, hours from a logbook, both or neither',
  aircraftFlagInvalid: (label: string) => `${label} must be yes or no`,
} as const;
const M = PILOT_RECORD_MESSAGES;

type Read<T> = { value: T; errors: string[] };
const ok = <T>(value: T): Read<T> => ({ value, errors: [] });
const refused = <T>(value: T, message: string): Read<T> => ({ value, errors: [message] });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A number from a JSON number or a decimal text ("12.5"); null when blank; NaN when it is no number. */
function numberOf(v: unknown): number | null {
  if (blank(v)) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : Number.NaN;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return Number.NaN;
}

/** Hours: 0 to 100,000 with at most one decimal; null when blank. */
function readHours(v: unknown, label: string): Read<number | null> {
  const n = numberOf(v);
  if (n === null) return ok(null);
  if (Number.isNaN(n)) return refused(null, M.hoursNotNumber(label));
  if (n < 0) return refused(null, M.hoursNegative(label));
  if (n > RECORD_LIMITS.hours) return refused(null, M.hoursTooMany(label));
  if (Math.abs(n * 10 - Math.round(n * 10)) > 1e-6) return refused(null, M.hoursDecimals(label));
  return ok(Math.round(n * 10) / 10);
}

/** A whole number within bounds; null when blank. */
function readWhole(v: unknown, min: number, max: number, message: string): Read<number | null> {
  const n = numberOf(v);
  if (n === null) return ok(null);
  return Number.isInteger(n) && n >= min && n <= max ? ok(n) : refused(null, message);
}

function readDay(v: unknown, label: string, today: CalendarDay | null): Read<CalendarDay | null> {
  if (blank(v)) return ok(null);
  const day = typeof v === 'string' ? v.trim() : v;
  if (!isCalendarDay(day)) return refused(null, M.dateInvalid(label));
  if (today !== null && day > today) return refused(null, M.dateInFuture(label));
  return ok(day);
}

function readCertificate(v: unknown): Read<Certificate | null> {
  if (blank(v)) return ok(null);
  // Only text names a certificate; anything else is named by its kind (String() of an object can throw).
  const text = typeof v === 'string' ? v.trim().toLowerCase() : null;
  if (text !== null && (CERTIFICATES as readonly string[]).includes(text)) return ok(text as Certificate);
  const shown = typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : Array.isArray(v) ? 'a list' : 'an object';
  return refused(null, M.certificateUnknown(shown));
}

/** Known ratings, once each, in the list's order; unknown ones named in the message. */
function readRatings(v: unknown): Read<Rating[]> {
  if (blank(v)) return ok([]);
  if (!Array.isArray(v) || v.some((r) => typeof r !== 'string')) return refused([], M.ratingsNotList);
  const unknown = (v as string[]).filter((r) => !(RATINGS as readonly string[]).includes(r));
  if (unknown.length) return refused([], M.ratingUnknown([...new Set(unknown)]));
  return ok(RATINGS.filter((r) => (v as string[]).includes(r)));
}

function readMedicalClass(v: unknown): Read<MedicalClass | null> {
  const n = numberOf(v);
  if (n === null) return ok(null);
  return (MEDICAL_CLASSES as readonly number[]).includes(n) ? ok(n as MedicalClass) : refused(null, M.medicalClassInvalid);
}

const totalLabel = 'Total hours';
const classLabel = (c: HourClass) => (c === 'last90Days' ? 'Hours in the last 90 days' : `${HOUR_CLASS_LABELS[c]} hours`);

type Entries = Array<readonly [string, string[]]>;
/** The messages for hours that must be part of the total (none when the total itself is refused). */
type PartOfTotal = (label: string, hours: number) => string[];

/** Hours by class: each class's hours on `<prefix>.<class>`, unknown classes on `<prefix>`. */
function readClassHours(v: unknown, prefix: string, entries: Entries, partOfTotal?: PartOfTotal): Partial<Record<HourClass, number>> {
  const hours: Partial<Record<HourClass, number>> = {};
  if (blank(v)) return hours;
  if (!isObject(v)) {
    entries.push([prefix, [M.classHoursNotObject]]);
    return hours;
  }
  const unknown = Object.keys(v).filter((k) => !(HOUR_CLASSES as readonly string[]).includes(k));
  entries.push([prefix, unknown.length ? [M.classUnknown(unknown)] : []]);
  for (const c of HOUR_CLASSES) {
    const read = readHours(v[c], classLabel(c));
    entries.push([`${prefix}.${c}`, read.errors.length || read.value === null || !partOfTotal ? read.errors : partOfTotal(classLabel(c), read.value)]);
    if (read.value !== null) hours[c] = read.value;
  }
  return hours;
}

function readMakeModels(v: unknown, entries: Entries, partOfTotal: PartOfTotal): MakeModelHours[] {
  if (blank(v)) return [];
  if (!Array.isArray(v)) {
    entries.push(['makeModelHours', [M.makeModelsNotList]]);
    return [];
  }
  const list: MakeModelHours[] = [];
  const seen = new Set<string>();
  let count = 0;
  v.forEach((entry: unknown, i) => {
    const at = `makeModelHours.${i}`;
    if (!isObject(entry)) {
      entries.push([`${at}.makeModel`, [M.makeModelRequired]]);
      return;
    }
    const name = typeof entry.makeModel === 'string' ? entry.makeModel.trim().replace(/\s+/g, ' ') : '';
    if (!name && blank(entry.hours)) return; // an empty row of the form
    count += 1;
    const key = makeModelKey(name);
    const nameErrors = typeof entry.makeModel !== 'string' && !blank(entry.makeModel)
      ? [M.makeModelRequired]
      : !name ? [M.makeModelRequired]
        : name.length > RECORD_LIMITS.makeModelLength ? [M.makeModelTooLong]
          : key.length < RECORD_LIMITS.makeModelKeyMin ? [M.makeModelTooShort]
            : seen.has(key) ? [M.makeModelTwice(name)] : [];
    seen.add(key);
    const hours = readHours(entry.hours, 'Hours');
    const hoursErrors = hours.errors.length ? hours.errors
      : hours.value === null ? [M.makeModelHoursRequired]
        : partOfTotal(name ? `Hours in ${name}` : 'Hours', hours.value);
    entries.push([`${at}.makeModel`, nameErrors], [`${at}.hours`, hoursErrors]);
    if (!nameErrors.length && hours.value !== null) list.push({ makeModel: name, hours: hours.value });
  });
  if (count > RECORD_LIMITS.makeModels) entries.push(['makeModelHours', [M.makeModelsTooMany]]);
  return list;
}

function readMedical(v: unknown, today: CalendarDay, entries: Entries): Medical | null {
  if (blank(v)) return null;
  if (!isObject(v)) {
    entries.push(['medical.class', [M.medicalClassRequired]]);
    return null;
  }
  if (blank(v.class) && blank(v.examined)) return null;
  const cls = readMedicalClass(v.class);
  const examined = readDay(v.examined, 'The day of the medical exam', today);
  entries.push(
    ['medical.class', blank(v.class) ? [M.medicalClassRequired] : cls.errors],
    ['medical.examined', blank(v.examined) ? [M.medicalExamRequired] : examined.errors],
  );
  return cls.value !== null && examined.value !== null ? { class: cls.value, examined: examined.value } : null;
}

function readInsurance(v: unknown, entries: Entries): RenterInsurance | null {
  if (blank(v)) return null;
  if (!isObject(v)) {
    entries.push(['renterInsurance.amount', [M.insuranceAmountRequired]]);
    return null;
  }
  if (blank(v.amount) && blank(v.expires)) return null;
  const amount = readWhole(v.amount, 1, RECORD_LIMITS.insurance, M.insuranceAmountInvalid);
  const expires = readDay(v.expires, "The end of your renter's insurance", null);
  entries.push(['renterInsurance.amount', blank(v.amount) ? [M.insuranceAmountRequired] : amount.errors], ['renterInsurance.expires', expires.errors]);
  return amount.value !== null ? { amount: amount.value, expires: expires.value } : null;
}

function readShows(v: unknown): Read<RecordVisibility> {
  const defaults = EMPTY_RECORD.shows;
  if (v === undefined || v === null) return ok({ ...defaults });
  if (!isObject(v)) return refused({ ...defaults }, M.showsInvalid);
  const shows = { ...defaults };
  let invalid = false;
  for (const key of Object.keys(defaults) as Array<keyof RecordVisibility>) {
    if (v[key] === undefined) continue;
    if (typeof v[key] === 'boolean') shows[key] = v[key];
    else invalid = true;
  }
  return invalid ? refused(shows, M.showsInvalid) : ok(shows);
}

export type PilotRecordRead = { ok: true; record: PilotRecord } | { ok: false; errors: FieldErrors };

/** Reads a pilot's record; `today` is the pilot's day, which the exam, the review and the birth cannot be after. */
export function readPilotRecord(input: unknown, today: CalendarDay): PilotRecordRead {
  if (input === undefined || input === null) return { ok: true, record: emptyRecord() };
  if (!isObject(input)) return { ok: false, errors: { record: [M.notAnObject('The pilot record')] } };
  const entries: Entries = [];
  const certificate = readCertificate(input.certificate);
  const ratings = readRatings(input.ratings);
  const total = readHours(input.totalHours, totalLabel);
  entries.push(['certificate', certificate.errors], ['ratings', ratings.errors], ['totalHours', total.errors]);

  // Hours of a class or in a make and model are part of the total: never more, and never without one.
  const partOfTotal: PartOfTotal = (label, hours) =>
    total.errors.length ? [] : total.value === null ? [M.hoursWithoutTotal(label)] : hours > total.value ? [M.hoursOverTotal(label, total.value)] : [];
  const classHours = readClassHours(input.classHours, 'classHours', entries, partOfTotal);
  const makeModelHours = readMakeModels(input.makeModelHours, entries, partOfTotal);

  const medical = readMedical(input.medical, today, entries);
  const flightReview = readDay(input.flightReview, 'The day of your last flight review', today);
  const birth = readDay(input.dateOfBirth, 'The date of birth', today);
  const age = birth.value !== null ? ageOn(birth.value, today) : null;
  const birthErrors = birth.errors.length ? birth.errors
    : age !== null && age < RECORD_LIMITS.minAge ? [M.tooYoung]
      : age !== null && age > RECORD_LIMITS.maxAge ? [M.tooOld] : [];
  entries.push(['flightReview', flightReview.errors], ['dateOfBirth', birthErrors]);
  const renterInsurance = readInsurance(input.renterInsurance, entries);
  const shows = readShows(input.shows);
  entries.push(['shows', shows.errors]);

  const errors = fieldErrors(entries);
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    record: {
      certificate: certificate.value,
      ratings: ratings.value,
      totalHours: total.value,
      classHours,
      makeModelHours,
      medical,
      flightReview: flightReview.value,
      dateOfBirth: birth.value,
      renterInsurance,
      shows: shows.value,
    },
  };
}

const emptyRecord = (): PilotRecord => ({ ...EMPTY_RECORD, ratings: [], classHours: {}, makeModelHours: [], shows: { ...EMPTY_RECORD.shows } });

export type MinimumsRead = { ok: true; minimums: Minimums } | { ok: false; errors: FieldErrors };

/**
 * Reads an owner's minimums (keys `minimums.<field>`). Zero hours, zero dollars, empty lists, false and
 * blanks mean "not required" and are left out, so an owner asking nothing stores {}.
 */
export function readMinimums(input: unknown): MinimumsRead {
  if (input === undefined || input === null) return { ok: true, minimums: {} };
  if (!isObject(input)) return { ok: false, errors: { minimums: [M.notAnObject('The minimums')] } };
  const entries: Entries = [];
  const certificate = readCertificate(input.certificate);
  const ratings = readRatings(input.ratings);
  const total = readHours(input.totalHours, 'Total hours');
  const classHours = readClassHours(input.classHours, 'minimums.classHours', entries);
  const makeModel = readHours(input.makeModelHours, 'Hours in make and model');
  const medicalClass = readMedicalClass(input.medicalClass);
  const flightReview: Read<boolean> = blank(input.flightReview) ? ok(false)
    : typeof input.flightReview === 'boolean' ? ok(input.flightReview) : refused(false, M.flightReviewInvalid);
  const minAge = readWhole(input.minAge, RECORD_LIMITS.minAge, RECORD_LIMITS.maxAge, M.minAgeInvalid);
  const maxAge = readWhole(input.maxAge, RECORD_LIMITS.minAge, RECORD_LIMITS.maxAge, M.maxAgeInvalid);
  const reversed = minAge.value !== null && maxAge.value !== null && maxAge.value < minAge.value;
  const insurance = readWhole(input.renterInsurance, 0, RECORD_LIMITS.insurance, M.minimumInsuranceInvalid);
  const proofs = readProofs(input.proofs);
  const errors = fieldErrors([
    ['minimums.certificate', certificate.errors],
    ['minimums.ratings', ratings.errors],
    ['minimums.totalHours', total.errors],
    ...entries,
    ['minimums.makeModelHours', makeModel.errors],
    ['minimums.medicalClass', medicalClass.errors],
    ['minimums.flightReview', flightReview.errors],
    ['minimums.minAge', minAge.errors],
    ['minimums.maxAge', reversed ? [M.agesReversed] : maxAge.errors],
    ['minimums.renterInsurance', insurance.errors],
    ['minimums.proofs', proofs.errors],
  ]);
  if (Object.keys(errors).length) return { ok: false, errors };
  const minimums: Minimums = {};
  if (certificate.value) minimums.certificate = certificate.value;
  if (ratings.value.length) minimums.ratings = ratings.value;
  if (total.value) minimums.totalHours = total.value;
  const classes = Object.fromEntries(Object.entries(classHours).filter(([, h]) => h > 0)) as Partial<Record<HourClass, number>>;
  if (Object.keys(classes).length) minimums.classHours = classes;
  if (makeModel.value) minimums.makeModelHours = makeModel.value;
  if (medicalClass.value) minimums.medicalClass = medicalClass.value;
  if (flightReview.value) minimums.flightReview = true;
  if (minAge.value !== null) minimums.minAge = minAge.value;
  if (maxAge.value !== null) minimums.maxAge = maxAge.value;
  if (insurance.value) minimums.renterInsurance = insurance.value;
  if (proofs.value.length) minimums.proofs = proofs.value;
  return { ok: true, minimums };
}

function readProofs(v: unknown): Read<Proof[]> {
  if (blank(v)) return ok([]);
  if (!Array.isArray(v) || v.some((p) => !(PROOFS as readonly unknown[]).includes(p))) return refused([], M.proofsInvalid);
  return ok(PROOFS.filter((p) => (v as unknown[]).includes(p)));
}

export type AircraftClassesRead = { ok: true; classes: AircraftClasses } | { ok: false; errors: FieldErrors };

/** The aircraft's five class flags (keys `aircraft.<flag>`): missing reads as false. */
export function readAircraftClasses(input: unknown): AircraftClassesRead {
  if (input === undefined || input === null) return { ok: true, classes: { ...NO_CLASSES } };
  if (!isObject(input)) return { ok: false, errors: { aircraft: [M.notAnObject("The aircraft's classes")] } };
  const classes: AircraftClasses = { ...NO_CLASSES };
  const entries: Entries = [];
  for (const flag of Object.keys(NO_CLASSES) as Array<keyof AircraftClasses>) {
    const v = input[flag];
    if (v === undefined || v === null) continue;
    if (typeof v === 'boolean') classes[flag] = v;
    else entries.push([`aircraft.${flag}`, [M.aircraftFlagInvalid(AIRCRAFT_CLASS_LABELS[flag])]]);
  }
  const errors = fieldErrors(entries);
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, classes };
}

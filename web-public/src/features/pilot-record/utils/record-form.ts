import { HOUR_CLASSES, type HourClass, type PilotRecord, type Rating, type RecordVisibility } from '../../../../../domain/pilot/pilot-record';
import { numberOrText, numberText } from '../../../lib/pilot-labels';

/** One row of "hours in make and model"; `id` keeps React's rows apart while rows come and go. */
export interface MakeModelRow {
  id: number;
  makeModel: string;
  hours: string;
}

/** The record as the form holds it: numbers and dates as typed, so the domain rules say what is wrong. */
export interface RecordForm {
  certificate: string;
  ratings: Rating[];
  totalHours: string;
  classHours: Record<HourClass, string>;
  makeModelHours: MakeModelRow[];
  medicalClass: string;
  medicalExamined: string;
  flightReview: string;
  dateOfBirth: string;
  insuranceAmount: string;
  insuranceExpires: string;
  shows: RecordVisibility;
}

let nextRowId = 1;
export const newRow = (makeModel = '', hours = ''): MakeModelRow => ({ id: nextRowId++, makeModel, hours });

export function formOfRecord(record: PilotRecord): RecordForm {
  return {
    certificate: record.certificate ?? '',
    ratings: [...record.ratings],
    totalHours: numberText(record.totalHours),
    classHours: Object.fromEntries(HOUR_CLASSES.map((c) => [c, numberText(record.classHours[c])])) as Record<HourClass, string>,
    makeModelHours: record.makeModelHours.map((m) => newRow(m.makeModel, numberText(m.hours))),
    medicalClass: record.medical ? String(record.medical.class) : '',
    medicalExamined: record.medical?.examined ?? '',
    flightReview: record.flightReview ?? '',
    dateOfBirth: record.dateOfBirth ?? '',
    insuranceAmount: numberText(record.renterInsurance?.amount),
    insuranceExpires: record.renterInsurance?.expires ?? '',
    shows: { ...record.shows },
  };
}

const day = (text: string): string | null => text.trim() || null;

/**
 * What readPilotRecord reads (the PUT's shape): blank boxes leave the part out, numbers as numbers, and
 * anything else as typed, for the rules to name.
 */
export function inputOfForm(form: RecordForm): Record<string, unknown> {
  const classHours: Record<string, unknown> = {};
  for (const c of HOUR_CLASSES) {
    const value = numberOrText(form.classHours[c]);
    if (value !== null) classHours[c] = value;
  }
  const medicalGiven = form.medicalClass !== '' || form.medicalExamined.trim() !== '';
  const insuranceGiven = form.insuranceAmount.trim() !== '' || form.insuranceExpires.trim() !== '';
  return {
    certificate: form.certificate || null,
    ratings: form.ratings,
    totalHours: numberOrText(form.totalHours),
    classHours,
    makeModelHours: form.makeModelHours.map((row) => ({ makeModel: row.makeModel.trim(), hours: numberOrText(row.hours) })),
    medical: medicalGiven ? { class: form.medicalClass ? Number(form.medicalClass) : null, examined: day(form.medicalExamined) } : null,
    flightReview: day(form.flightReview),
    dateOfBirth: day(form.dateOfBirth),
    renterInsurance: insuranceGiven ? { amount: numberOrText(form.insuranceAmount), expires: day(form.insuranceExpires) } : null,
    shows: form.shows,
  };
}

/** The payload names of every field the form shows, each message's place. */
export function shownRecordFields(form: RecordForm): string[] {
  return [
    'certificate', 'ratings', 'totalHours', 'classHours', ...HOUR_CLASSES.map((c) => `classHours.${c}`), 'makeModelHours',
    ...form.makeModelHours.flatMap((_, i) => [`makeModelHours.${i}`, `makeModelHours.${i}.makeModel`, `makeModelHours.${i}.hours`]),
    'medical', 'medical.class', 'medical.examined', 'flightReview', 'dateOfBirth', 'renterInsurance', 'renterInsurance.amount',
    'renterInsurance.expires', 'shows',
  ];
}

import type { Minimums, Proof } from '../../../../../domain/pilot/minimums';
import { HOUR_CLASSES, type HourClass, type Rating } from '../../../../../domain/pilot/pilot-record';
import { AIRCRAFT_CLASS_KEYS, numberOrText, numberText } from '../../../lib/pilot-labels';

/** The owner's minimums as the form holds them: numbers as typed, none chosen as ''. */
export interface MinimumsForm {
  certificate: string;
  ratings: Rating[];
  totalHours: string;
  classHours: Record<HourClass, string>;
  makeModelHours: string;
  medicalClass: string;
  flightReview: boolean;
  minAge: string;
  maxAge: string;
  renterInsurance: string;
  /** Where the record must come from (issue 40): an FAA-matched certificate, hours from a logbook. */
  proofs: Proof[];
}

const noClassHours = () => Object.fromEntries(HOUR_CLASSES.map((c) => [c, ''])) as Record<HourClass, string>;

export const emptyMinimumsForm = (): MinimumsForm => ({
  certificate: '',
  ratings: [],
  totalHours: '',
  classHours: noClassHours(),
  makeModelHours: '',
  medicalClass: '',
  flightReview: false,
  minAge: '',
  maxAge: '',
  renterInsurance: '',
  proofs: [],
});

export function minimumsFormOf(m: Minimums): MinimumsForm {
  return {
    certificate: m.certificate ?? '',
    ratings: [...(m.ratings ?? [])],
    totalHours: numberText(m.totalHours),
    classHours: Object.fromEntries(HOUR_CLASSES.map((c) => [c, numberText(m.classHours?.[c])])) as Record<HourClass, string>,
    makeModelHours: numberText(m.makeModelHours),
    medicalClass: m.medicalClass ? String(m.medicalClass) : '',
    flightReview: m.flightReview === true,
    minAge: numberText(m.minAge),
    maxAge: numberText(m.maxAge),
    renterInsurance: numberText(m.renterInsurance),
    proofs: [...(m.proofs ?? [])],
  };
}

/**
 * What readMinimums reads (the `minimums` of the listing's input and of POST/PATCH /api/share, where the
 * domain's share rules and payload take it): blank parts left out, numbers as numbers, mistakes as typed.
 */
export function minimumsInputOf(form: MinimumsForm | undefined): Record<string, unknown> {
  const f = { ...emptyMinimumsForm(), ...form };
  const input: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    if (value !== null && value !== '' && value !== false) input[key] = value;
  };
  put('certificate', f.certificate || null);
  if (f.ratings.length) input.ratings = f.ratings;
  put('totalHours', numberOrText(f.totalHours));
  const classHours: Record<string, unknown> = {};
  for (const c of HOUR_CLASSES) {
    const value = numberOrText(f.classHours[c] ?? '');
    if (value !== null) classHours[c] = value;
  }
  if (Object.keys(classHours).length) input.classHours = classHours;
  put('makeModelHours', numberOrText(f.makeModelHours));
  put('medicalClass', f.medicalClass ? Number(f.medicalClass) : null);
  put('flightReview', f.flightReview);
  put('minAge', numberOrText(f.minAge));
  put('maxAge', numberOrText(f.maxAge));
  put('renterInsurance', numberOrText(f.renterInsurance));
  if (f.proofs.length) input.proofs = f.proofs;
  return input;
}

/** The payload names of the minimums' and flags' fields, each message's place in the form. */
export const MINIMUMS_FIELDS: readonly string[] = [
  'minimums', 'minimums.certificate', 'minimums.ratings', 'minimums.totalHours', 'minimums.classHours',
  ...HOUR_CLASSES.map((c) => `minimums.classHours.${c}`), 'minimums.makeModelHours', 'minimums.medicalClass', 'minimums.flightReview',
  'minimums.minAge', 'minimums.maxAge', 'minimums.renterInsurance', 'minimums.proofs',
  ...AIRCRAFT_CLASS_KEYS.map((k) => `aircraft.${k}`), ...AIRCRAFT_CLASS_KEYS,
];

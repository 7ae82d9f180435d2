/**
 * A pilot's record (issue 15): what an owner's insurer asks about. Dates are calendar days written
 * YYYY-MM-DD (no time, no zone: a medical is dated by the day of the exam). Hours are numbers of hours
 * (one decimal at most). The spec's ranges (TOTAL_HOURS) stay for display and are derived from totalHours.
 */

export const CERTIFICATES = ['student', 'sport', 'recreational', 'private', 'commercial', 'atp'] as const;
export type Certificate = (typeof CERTIFICATES)[number];

/** Ratings and endorsements (the spec's credentials list, with the 14 CFR 61.31 endorsements). */
export const RATINGS = [
  'instrument',
  'multi-engine',
  'cfi',
  'cfii',
  'complex',
  'high-performance',
  'tailwheel',
  'high-altitude',
  'seaplane',
  'acrobatic',
  'turbo',
  'jet',
  'cirrus-transition',
  'rotorcraft',
] as const;
export type Rating = (typeof RATINGS)[number];

/** Hours by class of flying: each at most the total. */
export const HOUR_CLASSES = [
  'retractable',
  'complex',
  'highPerformance',
  'tailwheel',
  'multiEngine',
  'turbine',
  'instrument',
  'night',
  'last90Days',
] as const;
export type HourClass = (typeof HOUR_CLASSES)[number];

export const MEDICAL_CLASSES = [1, 2, 3] as const;
export type MedicalClass = (typeof MEDICAL_CLASSES)[number];

/** A calendar day, YYYY-MM-DD. */
export type CalendarDay = string;

export interface MakeModelHours {
  /** As the pilot writes it ("Piper PA-28"); matched to a listing's make and model loosely (makeModelKey). */
  makeModel: string;
  hours: number;
}

export interface Medical {
  class: MedicalClass;
  /** The day of the exam. */
  examined: CalendarDay;
}

export interface RenterInsurance {
  /** Liability coverage in whole US dollars. */
  amount: number;
  /** The last day it covers (null: no end date given). */
  expires: CalendarDay | null;
}

/** Which parts of the record the pilot's public profile shows (the date of birth is never shown). */
export interface RecordVisibility {
  certificate: boolean;
  ratings: boolean;
  hours: boolean;
  medical: boolean;
  flightReview: boolean;
}

export interface PilotRecord {
  certificate: Certificate | null;
  ratings: Rating[];
  totalHours: number | null;
  classHours: Partial<Record<HourClass, number>>;
  makeModelHours: MakeModelHours[];
  medical: Medical | null;
  flightReview: CalendarDay | null;
  dateOfBirth: CalendarDay | null;
  renterInsurance: RenterInsurance | null;
  shows: RecordVisibility;
}

/** A pilot with nothing recorded yet. */
export const EMPTY_RECORD: PilotRecord = {
  certificate: null,
  ratings: [],
  totalHours: null,
  classHours: {},
  makeModelHours: [],
  medical: null,
  flightReview: null,
  dateOfBirth: null,
  renterInsurance: null,
  shows: { certificate: true, ratings: true, hours: true, medical: false, flightReview: false },
};

import type { Certificate, HourClass, MedicalClass, Rating } from './pilot-record.js';

/**
 * What the aircraft is, for the match: its make and model (for hours in type) and the classes it falls in.
 * Prefilled from the FAA registry where it can be (multi-engine from the engine count, turbine from the
 * engine type); the owner confirms or changes them on the listing.
 */
export interface AircraftClasses {
  retractable: boolean;
  complex: boolean;
  highPerformance: boolean;
  tailwheel: boolean;
  multiEngine: boolean;
}

export interface MatchAircraft extends AircraftClasses {
  make: string;
  model: string;
  /** The listing's existing "Instrument rating required" switch: the instrument rating becomes a requirement. */
  instrumentRatingRequired?: boolean;
}

/**
 * Where an owner may ask the record's figures to come from (issue 40, point 5): a certificate matched on the
 * FAA's airmen file, hours from an imported logbook (not only declared).
 */
export const PROOFS = ['faa-certificate', 'logbook-hours'] as const;
export type Proof = (typeof PROOFS)[number];

export const NO_CLASSES: AircraftClasses = { retractable: false, complex: false, highPerformance: false, tailwheel: false, multiEngine: false };

/**
 * An owner's insurance minimums on one listing. Every part is optional: null or absent means "not required".
 * An empty object asks nothing (most listings).
 */
export interface Minimums {
  /** The least certificate (student < sport < recreational < private < commercial < atp). */
  certificate?: Certificate | null;
  ratings?: Rating[];
  totalHours?: number | null;
  classHours?: Partial<Record<HourClass, number>>;
  /** Hours in this aircraft's make and model. */
  makeModelHours?: number | null;
  /** A medical valid, on the day, for the privileges of this class or a better one (14 CFR 61.23). */
  medicalClass?: MedicalClass | null;
  /** A flight review within the preceding 24 calendar months (14 CFR 61.56). */
  flightReview?: boolean;
  /** Age band, in whole years on the day. */
  minAge?: number | null;
  maxAge?: number | null;
  /** Renter's insurance of at least this many US dollars, in force on the day. */
  renterInsurance?: number | null;
  /** The proofs asked of the record (record-sources.ts): an FAA-matched certificate, hours from a logbook. */
  proofs?: Proof[];
}

export const NO_MINIMUMS: Minimums = {};

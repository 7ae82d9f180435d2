/**
 * The pilot's record reduced to numbers on a day, and each requirement decided on them alone. The server
 * filters a million listings in SQL with these facts as parameters; the match (qualification-match.ts)
 * decides met / not met with the same functions, so both always answer the same yes or no.
 */
import { ageOn } from './calendar-day.js';
import { hoursInMakeModelKeys, makeModelEntries } from './make-model.js';
import { bestMedicalClassOn, flightReviewCurrentOn } from './medical-validity.js';
import { PROOFS, type MatchAircraft, type Minimums, type Proof } from './minimums.js';
import {
  HOUR_CLASSES, RATINGS, type CalendarDay, type Certificate, type HourClass, type MedicalClass, type PilotRecord, type Rating,
} from './pilot-record.js';

/** Certificates in order: a requirement of one is met by it or any higher. */
export const CERTIFICATE_RANK: Record<Certificate, number> = { student: 0, sport: 1, recreational: 2, private: 3, commercial: 4, atp: 5 };

export interface QualificationFacts {
  /** CERTIFICATE_RANK of the pilot's certificate, -1 without one. */
  certificateRank: number;
  ratings: Rating[];
  /** 0 when not recorded. */
  totalHours: number;
  /** Every class, 0 when not recorded. */
  classHours: Record<HourClass, number>;
  /** The pilot's make-and-model entries, as makeModelKey keys. */
  makeModel: Array<{ key: string; hours: number }>;
  /** The best class whose privileges the medical carries on the day, or null. */
  medicalClass: MedicalClass | null;
  flightReviewCurrent: boolean;
  /** Whole years on the day, null without a date of birth. */
  age: number | null;
  /** US dollars of renter's insurance in force on the day (0 when none or run out). */
  renterInsurance: number;
  /** The proofs his record gives (record-sources.ts proofsOf): an FAA-matched certificate, hours from a logbook. */
  proofs: Proof[];
}

/** `proofs`: what the record's sources prove (proofsOf); none for a record read without its sources. */
export function qualificationFacts(record: PilotRecord, today: CalendarDay, proofs: readonly Proof[] = []): QualificationFacts {
  const insurance = record.renterInsurance;
  const insured = insurance !== null && (insurance.expires === null || today <= insurance.expires);
  return {
    certificateRank: record.certificate ? CERTIFICATE_RANK[record.certificate] : -1,
    ratings: RATINGS.filter((r) => record.ratings.includes(r)),
    totalHours: record.totalHours ?? 0,
    classHours: Object.fromEntries(HOUR_CLASSES.map((c) => [c, record.classHours[c] ?? 0])) as Record<HourClass, number>,
    makeModel: makeModelEntries(record.makeModelHours),
    medicalClass: bestMedicalClassOn(record.medical, record.dateOfBirth, today),
    flightReviewCurrent: flightReviewCurrentOn(record.flightReview, today),
    age: record.dateOfBirth && record.dateOfBirth <= today ? ageOn(record.dateOfBirth, today) : null,
    renterInsurance: insured ? insurance.amount : 0,
    proofs: PROOFS.filter((p) => proofs.includes(p)),
  };
}

/** One requirement of a listing: a minimum of the owner or what the aircraft itself needs (14 CFR 61.31). */
export type Requirement =
  | { kind: 'certificate'; need: Certificate }
  | { kind: 'rating'; rating: Rating; byAircraft: boolean }
  | { kind: 'totalHours'; need: number }
  | { kind: 'classHours'; hourClass: HourClass; need: number }
  | { kind: 'makeModelHours'; need: number }
  | { kind: 'medical'; need: MedicalClass }
  | { kind: 'flightReview' }
  | { kind: 'age'; min: number | null; max: number | null }
  | { kind: 'renterInsurance'; need: number }
  | { kind: 'proof'; proof: Proof };

/** The endorsement or rating an aircraft of each class needs to be flown as pilot in command (14 CFR 61.31). */
const AIRCRAFT_RATINGS: Array<[keyof MatchAircraft, Rating]> = [
  ['complex', 'complex'],
  ['highPerformance', 'high-performance'],
  ['tailwheel', 'tailwheel'],
  ['multiEngine', 'multi-engine'],
  ['instrumentRatingRequired', 'instrument'],
];

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && n > 0;

/** Every requirement of a listing, each once, in a stable order. Zero hours, zero dollars and nulls ask nothing. */
export function requirementsOf(minimums: Minimums, aircraft: MatchAircraft): Requirement[] {
  const list: Requirement[] = [];
  if (minimums.certificate) list.push({ kind: 'certificate', need: minimums.certificate });
  const byAircraft = new Set(AIRCRAFT_RATINGS.filter(([flag]) => aircraft[flag] === true).map(([, rating]) => rating));
  const asked = new Set(minimums.ratings ?? []);
  for (const rating of RATINGS) {
    if (byAircraft.has(rating) || asked.has(rating)) list.push({ kind: 'rating', rating, byAircraft: byAircraft.has(rating) });
  }
  if (positive(minimums.totalHours)) list.push({ kind: 'totalHours', need: minimums.totalHours });
  for (const hourClass of HOUR_CLASSES) {
    const need = minimums.classHours?.[hourClass];
    if (positive(need)) list.push({ kind: 'classHours', hourClass, need });
  }
  if (positive(minimums.makeModelHours)) list.push({ kind: 'makeModelHours', need: minimums.makeModelHours });
  if (minimums.medicalClass) list.push({ kind: 'medical', need: minimums.medicalClass });
  if (minimums.flightReview) list.push({ kind: 'flightReview' });
  const min = minimums.minAge ?? null;
  const max = minimums.maxAge ?? null;
  if (min !== null || max !== null) list.push({ kind: 'age', min, max });
  if (positive(minimums.renterInsurance)) list.push({ kind: 'renterInsurance', need: minimums.renterInsurance });
  for (const proof of PROOFS) if (minimums.proofs?.includes(proof)) list.push({ kind: 'proof', proof });
  return list;
}

/** Whether the facts meet one requirement. */
export function requirementMet(requirement: Requirement, facts: QualificationFacts, aircraft: MatchAircraft): boolean {
  switch (requirement.kind) {
    case 'certificate':
      return facts.certificateRank >= CERTIFICATE_RANK[requirement.need];
    case 'rating':
      return facts.ratings.includes(requirement.rating);
    case 'totalHours':
      return facts.totalHours >= requirement.need;
    case 'classHours':
      return facts.classHours[requirement.hourClass] >= requirement.need;
    case 'makeModelHours':
      return (hoursInMakeModelKeys(facts.makeModel, aircraft.make, aircraft.model) ?? 0) >= requirement.need;
    case 'medical':
      return facts.medicalClass !== null && facts.medicalClass <= requirement.need;
    case 'flightReview':
      return facts.flightReviewCurrent;
    case 'age':
      return facts.age !== null && (requirement.min === null || facts.age >= requirement.min) && (requirement.max === null || facts.age <= requirement.max);
    case 'renterInsurance':
      return facts.renterInsurance >= requirement.need;
    case 'proof':
      return facts.proofs.includes(requirement.proof);
  }
}

/** The same yes or no as matchQualification(...).qualifies, from the facts alone. */
export const qualifiesByFacts = (facts: QualificationFacts, minimums: Minimums, aircraft: MatchAircraft): boolean =>
  requirementsOf(minimums, aircraft).every((r) => requirementMet(r, facts, aircraft));

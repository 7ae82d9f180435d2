import { flightReviewValidThrough, medicalValidThrough } from './medical-validity.js';
import { TOTAL_HOURS, type TotalHours } from '../options.js';
import type { CalendarDay, Certificate, HourClass, MakeModelHours, MedicalClass, PilotRecord, Rating } from './pilot-record.js';

/**
 * The spec's range of total hours (shown on profiles and search) for a number of hours: 0-500 below 500,
 * 500-1000 below 1000, 1000-3000 below 3000, 3000+ from 3000 on (a range's upper bound belongs to the next).
 */
export function hoursRangeOf(totalHours: number | null): TotalHours | null {
  if (totalHours === null || !Number.isFinite(totalHours) || totalHours < 0) return null;
  const [upTo500, upTo1000, upTo3000, over3000] = TOTAL_HOURS;
  return totalHours < 500 ? upTo500 : totalHours < 1000 ? upTo1000 : totalHours < 3000 ? upTo3000 : over3000;
}

/**
 * What other pilots see of a record: only the parts the pilot chose to show (a part not shown is absent, a
 * part shown but not recorded is null). Never the date of birth, the exam's day or the renter's insurance.
 */
/**
 * A pilot's counted total hours as other pilots may read them (the partner fit's experience sentence names
 * them): null when his record keeps its hours to himself.
 */
export const shownTotalHours = (record: Pick<PilotRecord, 'shows' | 'totalHours'> | null | undefined): number | null =>
  record?.shows.hours ? record.totalHours : null;

export interface PublicPilotRecord {
  certificate?: Certificate | null;
  ratings?: Rating[];
  hours?: {
    total: number | null;
    range: TotalHours | null;
    classes: Partial<Record<HourClass, number>>;
    makeModel: MakeModelHours[];
  };
  /** The medical's class and the last day it carries that class's privileges. */
  medical?: { class: MedicalClass; validThrough: CalendarDay; current: boolean } | null;
  /** The last day the pilot's flight review keeps him current (14 CFR 61.56). */
  flightReview?: { validThrough: CalendarDay; current: boolean } | null;
}

export function publicRecord(record: PilotRecord, today: CalendarDay): PublicPilotRecord {
  const shown: PublicPilotRecord = {};
  const { shows } = record;
  if (shows.certificate) shown.certificate = record.certificate;
  if (shows.ratings) shown.ratings = [...record.ratings];
  if (shows.hours) {
    shown.hours = {
      total: record.totalHours,
      range: hoursRangeOf(record.totalHours),
      classes: { ...record.classHours },
      makeModel: record.makeModelHours.map((e) => ({ ...e })),
    };
  }
  if (shows.medical) {
    const medical = record.medical;
    // Its own class's privileges; the date of birth only picks the duration (under or over 40 at the exam).
    const through = medical ? medicalValidThrough(medical, record.dateOfBirth, medical.class) : null;
    shown.medical = medical && through ? { class: medical.class, validThrough: through, current: medical.examined <= today && today <= through } : null;
  }
  if (shows.flightReview) {
    const review = record.flightReview;
    const through = review ? flightReviewValidThrough(review) : null;
    shown.flightReview = review && through ? { validThrough: through, current: review <= today && today <= through } : null;
  }
  return shown;
}

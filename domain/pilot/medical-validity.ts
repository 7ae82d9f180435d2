import { ageOn, endOfCalendarMonthsAfter, isWithin } from './calendar-day.js';
import { MEDICAL_CLASSES, type CalendarDay, type Medical, type MedicalClass } from './pilot-record.js';

/**
 * How long a medical carries the privileges of a class, by 14 CFR 61.23(d): in calendar months after the
 * month of the exam, by the class asked for and the pilot's age on the day of the exam.
 * A better class carries the lower privileges too (class 1 is the best).
 */
const MONTHS: Record<MedicalClass, { under40: number; from40: number }> = {
  1: { under40: 12, from40: 6 },
  2: { under40: 12, from40: 12 },
  3: { under40: 60, from40: 24 },
};

/**
 * The last day on which the medical carries the privileges of `privilegesOf`, or null when it is of a worse
 * class than that (a third-class medical never carries second-class privileges). Without a date of birth
 * the pilot is taken as 40 or over at the exam (the shorter durations: never a medical shown valid too long).
 */
export function medicalValidThrough(medical: Medical, dateOfBirth: CalendarDay | null, privilegesOf: MedicalClass): CalendarDay | null {
  if (medical.class > privilegesOf) return null;
  const under40 = dateOfBirth !== null && ageOn(dateOfBirth, medical.examined) < 40;
  const months = under40 ? MONTHS[privilegesOf].under40 : MONTHS[privilegesOf].from40;
  return endOfCalendarMonthsAfter(medical.examined, months);
}

/** The best class whose privileges the medical carries on the day (from the exam on), or null. */
export function bestMedicalClassOn(medical: Medical | null, dateOfBirth: CalendarDay | null, day: CalendarDay): MedicalClass | null {
  if (!medical) return null;
  for (const privileges of MEDICAL_CLASSES) {
    const through = medicalValidThrough(medical, dateOfBirth, privileges);
    if (through !== null && isWithin(day, medical.examined, through)) return privileges;
  }
  return null;
}

/** A flight review keeps a pilot current through the end of the 24th calendar month after its month (14 CFR 61.56). */
export const flightReviewValidThrough = (day: CalendarDay): CalendarDay => endOfCalendarMonthsAfter(day, 24);

/** Current on the day: the review was done by then and its 24 calendar months have not run out. */
export const flightReviewCurrentOn = (review: CalendarDay | null, day: CalendarDay): boolean =>
  review !== null && isWithin(day, review, flightReviewValidThrough(review));

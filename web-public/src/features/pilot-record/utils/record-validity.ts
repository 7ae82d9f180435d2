import { isCalendarDay } from '../../../../../domain/pilot/calendar-day';
import { flightReviewValidThrough, medicalValidThrough } from '../../../../../domain/pilot/medical-validity';
import { MEDICAL_CLASSES, type MedicalClass } from '../../../../../domain/pilot/pilot-record';
import { formatDay } from '../../../lib/pilot-labels';
import type { RecordForm } from './record-form';

const PRIVILEGES: Record<MedicalClass, string> = { 1: 'First-class', 2: 'Second-class', 3: 'Third-class' };

/** "valid through March 31, 2031" or "expired on ..." for a valid-through day. */
const until = (through: string, today: string) => (through < today ? `expired on ${formatDay(through)}` : `valid through ${formatDay(through)}`);

/**
 * Under the medical: how long it carries each class of privileges (14 CFR 61.23), worked out by the
 * domain from what is typed, as soon as the class and the exam day are given.
 */
export function medicalHint(form: RecordForm, today: string): string {
  const medicalClass = Number(form.medicalClass) as MedicalClass;
  if (!MEDICAL_CLASSES.includes(medicalClass) || !isCalendarDay(form.medicalExamined)) return 'The day of the exam, as on your medical certificate.';
  const dob = isCalendarDay(form.dateOfBirth) ? form.dateOfBirth : null;
  const parts = MEDICAL_CLASSES.filter((p) => p >= medicalClass).flatMap((p) => {
    const through = medicalValidThrough({ class: medicalClass, examined: form.medicalExamined }, dob, p);
    return through ? [`${PRIVILEGES[p]} privileges ${until(through, today)}.`] : [];
  });
  if (!parts.length) return '';
  const text = parts.join(' ');
  return dob ? text : `${text} Without your date of birth we count the shorter durations (age 40 and over).`;
}

/** Under the flight review: current through the end of the 24th calendar month after it (14 CFR 61.56). */
export function flightReviewHint(review: string, today: string): string {
  if (!isCalendarDay(review)) return 'The day of your last flight review (or a new certificate or rating, which counts as one).';
  const through = flightReviewValidThrough(review);
  return through < today ? `Expired on ${formatDay(through)}: fly a flight review to be current again.` : `Current through ${formatDay(through)}.`;
}

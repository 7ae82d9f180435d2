import type { PublicPilotRecord } from '../../../domain/pilot/public-record';
import { CERTIFICATE_LABELS, HOUR_CLASS_LABELS, RATING_LABELS } from '../../../domain/pilot/pilot-labels';
import { formatDay, MEDICAL_CLASS_LABELS } from './pilot-labels';
import { usNumber } from '../../../domain/text/us-format';

const hours = (n: number) => `${usNumber(n)} hours`;

/**
 * The lines a pilot's public profile shows of his record (GET /api/user/:id `record`): only the parts he
 * chose to show, as the API answers them (never the date of birth, the exam's day or the insurance).
 */
export function publicRecordFacts(record: PublicPilotRecord | null | undefined): [term: string, value: string | null][] {
  if (!record) return [];
  const facts: [string, string | null][] = [];
  if (record.certificate) facts.push(['Certificate', CERTIFICATE_LABELS[record.certificate]]);
  if (record.ratings?.length) facts.push(['Ratings and endorsements', record.ratings.map((r) => RATING_LABELS[r]).join(', ')]);
  if (record.hours) {
    const { total, classes, makeModel } = record.hours;
    if (total !== null) facts.push(['Flight time', hours(total)]);
    const byClass = Object.entries(classes).filter(([, n]) => typeof n === 'number' && n > 0);
    if (byClass.length) facts.push(['Hours by class', byClass.map(([c, n]) => `${HOUR_CLASS_LABELS[c as keyof typeof HOUR_CLASS_LABELS]} ${n}`).join(', ')]);
    if (makeModel.length) facts.push(['Hours in make and model', makeModel.map((m) => `${m.makeModel} ${m.hours}`).join(', ')]);
  }
  if (record.medical) {
    const { validThrough, current } = record.medical;
    facts.push(['Medical', `${MEDICAL_CLASS_LABELS[record.medical.class]}, ${current ? 'valid through' : 'expired on'} ${formatDay(validThrough)}`]);
  }
  if (record.flightReview) {
    const { validThrough, current } = record.flightReview;
    facts.push(['Flight review', `${current ? 'Current through' : 'Expired on'} ${formatDay(validThrough)}`]);
  }
  return facts;
}

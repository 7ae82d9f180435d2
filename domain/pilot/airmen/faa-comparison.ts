/**
 * What the pilot declared against what the FAA file says of him, item by item: his certificate, each
 * declared rating, the CFI certificate's expiry and the medical. An item is FAA-matched when the file agrees,
 * else it stays declared. The file holds no endorsements (complex, tailwheel...): those are declared only.
 */
import { monthText } from '../../group/month.js';
import { CERTIFICATE_LABELS, MEDICAL_CLASS_LABELS, RATING_LABELS } from '../pilot-labels.js';
import { CERTIFICATES, type CalendarDay, type PilotRecord, type Rating } from '../pilot-record.js';
import type { FaaAirman } from './faa-match.js';

/** One line of the comparison; `declared` and `faa` are words to show, null when there is nothing. */
export interface FaaComparisonItem {
  key: string;
  label: string;
  declared: string | null;
  faa: string | null;
  agrees: boolean;
  source: 'faa' | 'declared';
}

/** The ratings the airmen file can say something about; the others are endorsements it does not hold. */
export const FAA_CHECKED_RATINGS: readonly Rating[] = ['instrument', 'multi-engine', 'seaplane', 'rotorcraft', 'cfi', 'cfii'];

const NOT_ON_FILE = 'Not on the file';
const NOT_HELD = 'The FAA file holds no endorsements';

const item = (key: string, label: string, declared: string | null, faa: string | null, agrees: boolean): FaaComparisonItem => ({
  key, label, declared, faa, agrees, source: agrees ? 'faa' : 'declared',
});

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The items of the comparison; with no airman (no match) every item is declared and `faa` null. */
export function compareWithFaa(record: PilotRecord, airman: FaaAirman | null, today: CalendarDay): FaaComparisonItem[] {
  const items: FaaComparisonItem[] = [];
  const onFile = (text: string | null) => (airman ? (text ?? NOT_ON_FILE) : null);

  const fileCert = airman?.certificate ?? null;
  const certAgrees = !!record.certificate && !!fileCert && CERTIFICATES.indexOf(fileCert) >= CERTIFICATES.indexOf(record.certificate);
  items.push(item('certificate', 'Pilot certificate', record.certificate ? CERTIFICATE_LABELS[record.certificate] : null,
    onFile(fileCert ? CERTIFICATE_LABELS[fileCert] : null), certAgrees));

  for (const rating of record.ratings) {
    if (!FAA_CHECKED_RATINGS.includes(rating)) {
      items.push(item(`rating:${rating}`, RATING_LABELS[rating], 'Yes', airman ? NOT_HELD : null, false));
      continue;
    }
    const held = !!airman?.ratings.includes(rating);
    items.push(item(`rating:${rating}`, RATING_LABELS[rating], 'Yes', onFile(held ? 'Yes' : null), held));
  }

  if (record.ratings.includes('cfi') || airman?.cfiExpires) {
    const expires = airman?.cfiExpires ?? null;
    const current = !!expires && expires >= today;
    items.push(item('cfiExpires', 'Flight instructor certificate', record.ratings.includes('cfi') ? 'CFI' : null,
      onFile(expires ? `${current ? 'Expires' : 'Expired'} ${expires}` : null), record.ratings.includes('cfi') && current));
  }

  const declaredMedical = record.medical
    ? `${capital(MEDICAL_CLASS_LABELS[record.medical.class])}, ${monthText(record.medical.examined.slice(0, 7))}`
    : null;
  const fileMedical = airman?.medical
    ? `${capital(MEDICAL_CLASS_LABELS[airman.medical.class])}, ${monthText(airman.medical.month)}`
    : airman?.basicMed ? 'BasicMed' : null;
  const medicalAgrees = !!record.medical && !!airman?.medical
    && airman.medical.class === record.medical.class && airman.medical.month === record.medical.examined.slice(0, 7);
  if (record.medical || airman?.medical || airman?.basicMed) {
    items.push(item('medical', 'Medical (on the FAA file)', declaredMedical, onFile(fileMedical), medicalAgrees));
  }
  return items;
}

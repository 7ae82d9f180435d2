/**
 * What a listing's owner sees of a requesting pilot's match (issue 34): a shape of its own, not the pilot's
 * outcome with fewer words. Each requirement's key, label and status; figures and dates only from the parts
 * of the record the pilot shows on his profile (`shows`), the same parts GET /api/user/:id gives anyone;
 * nothing ever worked out from the date of birth (no age, no day an age limit was passed) and nothing of
 * the renter's insurance. Pure, built by the server for GET /api/requests?role=owner, read by the site.
 */
import { matchQualification } from './qualification-match.js';
import type { MatchAircraft, Minimums } from './minimums.js';
import { CERTIFICATE_LABELS, MEDICAL_CLASS_LABELS } from './pilot-labels.js';
import type { CalendarDay, PilotRecord } from './pilot-record.js';
import type { OutcomeSource, RequirementOutcome } from './qualification.js';
import type { RecordSources } from './record-sources.js';

export interface OwnerOutcome extends OutcomeSource {
  key: string;
  label: string;
  status: RequirementOutcome['status'];
  /** What the pilot has, in the owner's words, when the part is shown ("18 of 25 hours in Piper PA-28"). */
  detail?: string;
  /** Hours short: what the pilot has and what is asked (only with the pilot's hours shown). */
  have?: number;
  need?: number;
  unit?: 'hours';
  /** A medical or flight review that ran out: its last day (only when the pilot shows it). */
  on?: CalendarDay;
}

export interface OwnerQualification {
  outcomes: OwnerOutcome[];
  met: number;
  total: number;
  qualifies: boolean;
}

const capital = (text: string) => text[0].toUpperCase() + text.slice(1);

function ownerOutcome(o: RequirementOutcome, record: PilotRecord): OwnerOutcome {
  // Where the figure comes from is the owner's to weigh (issue 40): said for every line, whatever is shown.
  const line: OwnerOutcome = { key: o.key, label: o.label, status: o.status, source: o.source, ...(o.file ? { file: o.file } : {}) };
  const { shows } = record;
  switch (o.key.split(':')[0]) {
    case 'certificate':
      return shows.certificate && record.certificate && o.status !== 'met' ? { ...line, detail: `${CERTIFICATE_LABELS[record.certificate]} certificate held` } : line;
    case 'totalHours':
    case 'classHours':
    case 'makeModelHours':
      // The short outcome's words are the figures alone ("18 of 25 hours in Piper PA-28").
      return shows.hours && o.status === 'short' ? { ...line, have: o.have, need: o.need, unit: 'hours', detail: o.detail } : line;
    case 'medical':
      if (!shows.medical) return line;
      if (o.status === 'met') return { ...line, detail: o.detail };
      if (o.status === 'expired') return { ...line, on: o.on, detail: `Ended on ${o.on}` };
      return { ...line, detail: record.medical ? `${capital(MEDICAL_CLASS_LABELS[record.medical.class])} medical recorded` : 'No medical recorded' };
    case 'flightReview':
      if (!shows.flightReview) return line;
      if (o.status === 'met') return { ...line, detail: o.detail };
      if (o.status === 'expired') return { ...line, on: o.on, detail: `Expired on ${o.on}` };
      return line;
    default:
      // Ratings (the status says it all), age (only ever the status) and renter's insurance (never shown).
      return line;
  }
}

/** The owner's view of a pilot's match with a listing on `day` (see matchQualification). */
export function ownerQualification(
  record: PilotRecord, minimums: Minimums, aircraft: MatchAircraft, day: CalendarDay, sources?: RecordSources,
): OwnerQualification {
  const q = matchQualification(record, minimums, aircraft, day, sources);
  return { outcomes: q.outcomes.map((o) => ownerOutcome(o, record)), met: q.met, total: q.total, qualifies: q.qualifies };
}

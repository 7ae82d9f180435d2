/**
 * The match (issue 15): a pilot's record against a listing's minimums and what its aircraft needs, on a day.
 * Pure, shared by the browser (share modal) and the server (requests, the Find filter). Whether each
 * requirement is met is decided on the record's facts (qualification-facts.ts), exactly as the server's
 * filter decides it; the record itself only words what is short, missing or expired.
 *
 * Outcomes where the four statuses need a choice:
 * - a certificate below the one asked is 'missing' (the certificate asked is not held), with what is held;
 * - a medical of a worse class than asked is 'missing' (no medical carrying those privileges);
 * - an age above the band's greatest is 'expired', on the last day the pilot was within the band
 *   (being too old is a requirement that ran out on a date, like a medical); below the least is 'short'.
 */
import { birthdayAt, previousDay } from './calendar-day.js';
import { hoursInMakeModelKeys, makeModelEntries, makeModelKey } from './make-model.js';
import { flightReviewValidThrough, medicalValidThrough } from './medical-validity.js';
import type { MatchAircraft, Minimums } from './minimums.js';
import { CERTIFICATE_LABELS, hoursOfClass, MEDICAL_CLASS_LABELS, RATING_LABELS } from './pilot-labels.js';
import type { CalendarDay, Certificate, PilotRecord } from './pilot-record.js';
import { qualificationFacts, requirementMet, requirementsOf, type QualificationFacts, type Requirement } from './qualification-facts.js';
import type { OutcomeSource, Qualification, RequirementOutcome } from './qualification.js';
import { sourceText } from './figure-source.js';
import type { Proof } from './minimums.js';
import { declaredSources, proofsOf, type RecordSources } from './record-sources.js';
import { usNumber } from '../text/us-format.js';

export { makeModelKey };

/** The pilot's hours that count for this make and model (0 when no entry counts): see hoursInMakeModelKeys. */
export const hoursInMakeModel = (record: PilotRecord, make: string, model: string): number =>
  hoursInMakeModelKeys(makeModelEntries(record.makeModelHours), make, model) ?? 0;

const hours = (n: number) => usNumber(n, { maxFractionDigits: 1 });
const dollars = (n: number) => `$${usNumber(n)}`;
/** A sentence's start in the middle of another: "No medical recorded" → "no medical recorded" (names keep their capital). */
const lower = (text: string) => (/^[A-Z][a-z]/.test(text) && !/^Cirrus/.test(text) ? text[0].toLowerCase() + text.slice(1) : text);
/** "a private certificate", "an ATP certificate". */
const aCertificate = (c: Certificate) => (c === 'atp' ? 'an ATP certificate' : `a ${c} certificate`);
const aircraftName = (aircraft: MatchAircraft) => [aircraft.make.trim(), aircraft.model.trim()].filter(Boolean).join(' ') || 'this make and model';

type Words = { key: string; label: string };

function wordsOf(req: Requirement, aircraft: MatchAircraft): Words {
  switch (req.kind) {
    case 'certificate':
      return { key: 'certificate', label: `${CERTIFICATE_LABELS[req.need]} certificate or higher` };
    case 'rating':
      return { key: `rating:${req.rating}`, label: RATING_LABELS[req.rating] };
    case 'totalHours':
      return { key: 'totalHours', label: `${hours(req.need)} hours total` };
    case 'classHours':
      return { key: `classHours:${req.hourClass}`, label: hoursOfClass(req.hourClass, hours(req.need)) };
    case 'makeModelHours':
      return { key: 'makeModelHours', label: `${hours(req.need)} hours in ${aircraftName(aircraft)}` };
    case 'medical':
      return { key: 'medical', label: `A current ${MEDICAL_CLASS_LABELS[req.need]} medical` };
    case 'flightReview':
      return { key: 'flightReview', label: 'A current flight review' };
    case 'age':
      return {
        key: 'age',
        label: req.min !== null && req.max !== null ? `Age ${req.min} to ${req.max}` : req.min !== null ? `At least ${req.min} years old` : `At most ${req.max} years old`,
      };
    case 'renterInsurance':
      return { key: 'renterInsurance', label: `Renter's insurance of at least ${dollars(req.need)}` };
    case 'proof':
      return { key: `proof:${req.proof}`, label: PROOF_LABELS[req.proof] };
  }
}

/** The owner's proofs in words (the listing form's choices and the match's labels). */
export const PROOF_LABELS: Record<Proof, string> = {
  'faa-certificate': 'Certificate matched on the FAA airmen file',
  'logbook-hours': 'Hours from a logbook',
};

/** Where the figure a requirement is decided on comes from. */
function sourceOf(req: Requirement, sources: RecordSources): OutcomeSource {
  const source = (() => {
    switch (req.kind) {
      case 'certificate':
        return sources.certificate;
      case 'rating':
        return sources.ratings[req.rating] ?? 'declared';
      case 'totalHours':
        return sources.totalHours;
      case 'classHours':
        return sources.classHours[req.hourClass] ?? 'declared';
      case 'makeModelHours':
        return sources.makeModelHours;
      case 'medical':
        return sources.medical;
      case 'flightReview':
        return sources.flightReview;
      case 'proof':
        return req.proof === 'faa-certificate' ? sources.certificate : sources.totalHours;
      default:
        return 'declared';
    }
  })();
  return source === 'faa' && sources.faaFile ? { source, file: sources.faaFile } : { source };
}

/** What the pilot has or lacks for one requirement; `met` was decided on the facts. */
function outcomeOf(
  req: Requirement, met: boolean, record: PilotRecord, facts: QualificationFacts, aircraft: MatchAircraft, today: CalendarDay, sources: RecordSources,
): RequirementOutcome {
  const words = { ...wordsOf(req, aircraft), ...sourceOf(req, sources) };
  const yes = (detail: string): RequirementOutcome => ({ ...words, status: 'met', detail });
  const missing = (detail: string): RequirementOutcome => ({ ...words, status: 'missing', detail });
  const expired = (on: CalendarDay, detail: string): RequirementOutcome => ({ ...words, status: 'expired', on, detail });
  const short = (have: number, need: number, unit: 'hours' | 'years' | 'USD', detail: string): RequirementOutcome =>
    ({ ...words, status: 'short', have, need, unit, detail });

  switch (req.kind) {
    case 'certificate': {
      const held = record.certificate;
      if (met && held) return yes(`You hold ${aCertificate(held)}`);
      return missing(held ? `You hold ${aCertificate(held)}: ${lower(CERTIFICATE_LABELS[req.need])} or higher is needed` : 'No certificate recorded');
    }
    case 'rating':
      return met ? yes(`${RATING_LABELS[req.rating]} recorded`) : missing(`No ${lower(RATING_LABELS[req.rating])} recorded`);
    case 'totalHours':
      if (met) return yes(`You have ${hours(facts.totalHours)} hours`);
      return record.totalHours === null ? missing('No total hours recorded')
        : short(facts.totalHours, req.need, 'hours', `${hours(facts.totalHours)} of ${hours(req.need)} hours total`);
    case 'classHours': {
      const have = facts.classHours[req.hourClass];
      if (met) return yes(`You have ${hoursOfClass(req.hourClass, hours(have))}`);
      return record.classHours[req.hourClass] === undefined ? missing(`No ${lower(hoursOfClass(req.hourClass, '').trim())} recorded`)
        : short(have, req.need, 'hours', `${hours(have)} of ${hoursOfClass(req.hourClass, hours(req.need))}`);
    }
    case 'makeModelHours': {
      const have = hoursInMakeModelKeys(facts.makeModel, aircraft.make, aircraft.model);
      if (met) return yes(`You have ${hours(have ?? 0)} hours in ${aircraftName(aircraft)}`);
      return have === null ? missing(`No hours in ${aircraftName(aircraft)} recorded`)
        : short(have, req.need, 'hours', `${hours(have)} of ${hours(req.need)} hours in ${aircraftName(aircraft)}`);
    }
    case 'medical': {
      const medical = record.medical;
      const through = medical ? medicalValidThrough(medical, record.dateOfBirth, req.need) : null;
      if (met && through) return yes(`Valid through ${through}`);
      if (!medical) return missing('No medical recorded');
      if (!through) return missing(`Your ${MEDICAL_CLASS_LABELS[medical.class]} medical does not carry ${MEDICAL_CLASS_LABELS[req.need]} privileges`);
      if (medical.examined > today) return missing(`Your medical exam is dated after ${today}`);
      // A medical may still carry lower privileges after those asked for have run out.
      return expired(through, through === medicalValidThrough(medical, record.dateOfBirth, 3)
        ? `Your medical expired on ${through}`
        : `The ${MEDICAL_CLASS_LABELS[req.need]} privileges of your medical ended on ${through}`);
    }
    case 'flightReview': {
      const review = record.flightReview;
      if (!review) return missing('No flight review recorded');
      const through = flightReviewValidThrough(review);
      if (met) return yes(`Current through ${through}`);
      return review > today ? missing(`Your flight review is dated after ${today}`) : expired(through, `Your flight review expired on ${through}`);
    }
    case 'age': {
      if (met) return yes(`You are ${facts.age}`);
      if (facts.age === null || !record.dateOfBirth) return missing('No date of birth recorded');
      if (req.min !== null && facts.age < req.min) return short(facts.age, req.min, 'years', `You are ${facts.age}: at least ${req.min} is needed`);
      const max = req.max ?? facts.age;
      const lastDay = previousDay(birthdayAt(record.dateOfBirth, max + 1));
      return expired(lastDay, `Over the age limit of ${max} since ${birthdayAt(record.dateOfBirth, max + 1)}`);
    }
    case 'renterInsurance': {
      const insurance = record.renterInsurance;
      if (met && insurance) return yes(`${dollars(insurance.amount)} in force${insurance.expires ? ` through ${insurance.expires}` : ''}`);
      if (!insurance) return missing("No renter's insurance recorded");
      if (insurance.expires !== null && insurance.expires < today) return expired(insurance.expires, `Your renter's insurance expired on ${insurance.expires}`);
      return short(insurance.amount, req.need, 'USD', `${dollars(insurance.amount)} of ${dollars(req.need)} renter's insurance`);
    }
    case 'proof': {
      const { source, file } = sourceOf(req, sources);
      if (req.proof === 'faa-certificate') {
        if (met) return yes(`Your certificate is ${sourceText(source, file)}`);
        return missing(record.certificate ? 'Your certificate is declared: check your record against the FAA file on your pilot record page' : 'No certificate recorded');
      }
      if (met) return yes('Your hours come from your logbook');
      return missing('Your hours are declared: import your logbook on your pilot record page');
    }
  }
}

function summaryOf(outcomes: RequirementOutcome[], met: number): string {
  const total = outcomes.length;
  if (total === 0) return 'No minimums';
  if (met === total) return total === 1 ? 'You meet the 1 requirement' : `You meet all ${total} requirements`;
  const unmet = outcomes.filter((o) => o.status !== 'met');
  const more = unmet.length > 1 ? ` (and ${unmet.length - 1} more)` : '';
  return `You meet ${met} of ${total}: ${lower(unmet[0].detail)}${more}`;
}

/**
 * The pilot's match for a listing on `today` (the listing's local day where one is involved). `sources` says
 * where each figure of the record comes from (record-sources.ts sourcedRecord); without it all is declared.
 */
export function matchQualification(
  record: PilotRecord, minimums: Minimums, aircraft: MatchAircraft, today: CalendarDay, sources: RecordSources = declaredSources(),
): Qualification {
  const facts = qualificationFacts(record, today, proofsOf(sources));
  const outcomes = requirementsOf(minimums, aircraft).map((req) => outcomeOf(req, requirementMet(req, facts, aircraft), record, facts, aircraft, today, sources));
  const met = outcomes.filter((o) => o.status === 'met').length;
  return { outcomes, met, total: outcomes.length, qualifies: met === outcomes.length, summary: summaryOf(outcomes, met) };
}

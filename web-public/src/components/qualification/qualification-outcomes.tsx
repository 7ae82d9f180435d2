import type { OwnerOutcome } from '../../../../domain/pilot/owner-qualification';
import type { Qualification, RequirementOutcome } from '../../../../domain/pilot/qualification';
import { sourceText } from '../../../../domain/pilot/figure-source';
import { formatDay } from '../../lib/pilot-labels';
import './qualification.css';

const MARKS: Record<RequirementOutcome['status'], string> = { met: 'Met', short: 'Short', missing: 'Missing', expired: 'Expired' };

/** One line either side reads: the pilot's own outcome, or the owner's view of it (issue 34), whose detail may be absent. */
type OutcomeLine = RequirementOutcome | OwnerOutcome;

/** What the outcome says under its requirement: the domain's detail, with the expiry day in words. */
function detailOf(outcome: OutcomeLine): string {
  const detail = outcome.detail ?? '';
  return outcome.status === 'expired' && outcome.on ? detail.replace(outcome.on, formatDay(outcome.on)) : detail;
}

/**
 * A pilot's match with a listing's minimums (the share modal's, a request's): each requirement with
 * met, short by how much, missing, or expired on a day, and where the figure comes from (issue 40: declared,
 * from a logbook, flown on Wingshare, FAA-matched with the file's month). `only` 'unmet' lists just what is lacking.
 */
export function QualificationOutcomes({ qualification, only = 'all' }: { qualification: { outcomes: OutcomeLine[] }; only?: 'all' | 'unmet' }) {
  const shown = only === 'unmet' ? qualification.outcomes.filter((o) => o.status !== 'met') : qualification.outcomes;
  if (!shown.length) return null;
  return (
    <ul className="qualification-outcomes">
      {shown.map((outcome) => (
        <li key={outcome.key} className={`qualification-outcome outcome-${outcome.status}`}>
          <span className="qualification-mark">{MARKS[outcome.status]}</span>
          <span className="qualification-text">
            <span className="qualification-label">{outcome.label}</span>
            {outcome.detail && outcome.detail !== outcome.label && <span className="qualification-detail">{detailOf(outcome)}</span>}
            {outcome.source && (
              <span className={`qualification-source source-${outcome.source}`}>
                <span className="visually-hidden">Source: </span>
                {sourceText(outcome.source, outcome.file)}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The requirements in words, for those whose record is not known (visitors, the owner). */
export function RequirementList({ qualification }: { qualification: Qualification }) {
  return (
    <ul className="qualification-requirements">
      {qualification.outcomes.map((outcome) => (
        <li key={outcome.key}>{outcome.label}</li>
      ))}
    </ul>
  );
}

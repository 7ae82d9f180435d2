import { useId, useState, type FormEvent } from 'react';
import type { NewMemberCostView } from '../../../../../domain/group/group-view';
import { formatCentsExact } from '../../../../../domain/money/cents';
import { ErrorList } from '../../../components/form/error-list';
import { TextField } from '../../../components/form/text-field';
import { Spinner } from '../../../components/spinner';
import { StatusNote } from '../../../components/status-note/status-note';
import { NO_ERRORS, requestErrors, type FormErrors } from '../../../lib/form-errors';
import { getNewMemberCost } from '../api/groups.api';
import { shareWords } from '../utils/group-words';
import type { SectionProps } from '../utils/section-props';

export const HOURS_MESSAGE = 'Type the hours a year he would fly, a number from 1 to 2,000, like 50.';
export const PERCENT_MESSAGE = 'Type his share in percent, more than 0 and at most 100, like 25 or 33.33.';

/** What a new member would pay a month at his expected hours (and share), under the rules in force. */
export function NewMemberCost({ view }: SectionProps) {
  const headingId = useId();
  const partnership = view.kind === 'partnership';
  const [hours, setHours] = useState('50');
  const [percent, setPercent] = useState(partnership ? '25' : '');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [cost, setCost] = useState<NewMemberCostView | null>(null);
  const [note, setNote] = useState('');

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const h = Number(hours.trim().replace(/,/g, ''));
    const p = percent.trim() === '' ? null : Number(percent.trim());
    const fields: Record<string, string[]> = {};
    if (!Number.isFinite(h) || h <= 0 || h > 2000) fields.hours = [HOURS_MESSAGE];
    if (partnership && (p === null || !Number.isFinite(p) || p <= 0 || p > 100 || Math.round(p * 100) !== p * 100)) fields.sharePercent = [PERCENT_MESSAGE];
    if (Object.keys(fields).length) {
      setErrors({ fields, general: [] });
      return;
    }
    setErrors(NO_ERRORS);
    setBusy(true);
    try {
      const answer = await getNewMemberCost(view.id, h, partnership ? p : null);
      setCost(answer);
      setNote(`A new member flying ${answer.hoursPerYear} hours a year${answer.sharePercent !== null ? ` with a ${shareWords(answer.sharePercent)} share` : ''} would pay about ${formatCentsExact(answer.totalCents)} a month.`);
    } catch (error) {
      setErrors(requestErrors(error, ['hours', 'sharePercent']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section id="group-cost" className="group-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="account-subtitle">
        What would a new member pay
      </h2>
      <form className="group-form" onSubmit={(e) => void ask(e)} noValidate aria-label="What would a new member pay">
        <div className="group-form-row">
          <TextField label="Hours a year" inputMode="decimal" value={hours} onChange={setHours} required errors={errors.fields.hours} />
          {partnership && <TextField label="His share (%)" inputMode="decimal" value={percent} onChange={setPercent} required errors={errors.fields.sharePercent} />}
        </div>
        <ErrorList errors={errors.general} />
        <div className="share-action-row">
          <button type="submit" className="button button-secondary button-small" disabled={busy} aria-busy={busy}>
            {busy && <Spinner />}
            Work it out
          </button>
        </div>
      </form>
      <StatusNote text={note} />
      {cost && (
        <ul className="group-rows" aria-label="A new member's monthly cost">
          {cost.lines.map((line) => (
            <li key={line.label} className="group-row">
              <span className="group-row-main">{line.label}</span>
              <span className="group-row-amount">{formatCentsExact(line.cents)}</span>
            </li>
          ))}
          <li className="group-row group-row-total">
            <span className="group-row-main">A month</span>
            <strong className="group-row-amount">{formatCentsExact(cost.totalCents)}</strong>
          </li>
        </ul>
      )}
    </section>
  );
}

import { useId, useState } from 'react';
import type { MaintenanceView } from '../../../../../domain/maintenance/maintenance-view';
import { ErrorList } from '../../../components/form/error-list';
import { Spinner } from '../../../components/spinner';
import { StatusNote } from '../../../components/status-note/status-note';
import { errorMessages } from '../../../lib/api-client';
import { setHundredHour } from '../../../lib/maintenance.api';

type Choice = 'yes' | 'no' | 'default';

const choiceOf = (h: MaintenanceView['hundredHour']): Choice => (!h.setByOwner ? 'default' : h.applies ? 'yes' : 'no');
const VALUES: Record<Choice, boolean | null> = { yes: true, no: false, default: null };

/**
 * The 100-hour rule (14 CFR 91.409(b)): the page says whether it applies to this aircraft and why, and the
 * owner may say it applies, it does not, or leave it to the listing type's default.
 */
export function HundredHourControl({ view, onChanged }: { view: MaintenanceView; onChanged: (next: MaintenanceView) => void }) {
  const name = useId();
  const [choice, setChoice] = useState<Choice>(choiceOf(view.hundredHour));
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [said, setSaid] = useState('');

  const save = async () => {
    if (busy) return;
    setBusy(true);
    setErrors([]);
    setSaid('');
    try {
      const next = await setHundredHour(view.shareId, VALUES[choice]);
      onChanged(next);
      setChoice(choiceOf(next.hundredHour));
      setSaid(`Saved. ${next.hundredHour.applies ? 'The 100-hour inspection applies: add it as an item if it is not listed.' : 'The 100-hour inspection does not apply to this aircraft.'}`);
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="maintenance-section" aria-labelledby={`${name}-h`}>
      <h2 id={`${name}-h`} className="account-subtitle">
        The 100-hour inspection
      </h2>
      <p>{view.hundredHour.why}</p>
      <fieldset className="maintenance-choices">
        <legend>Does it apply to this aircraft?</legend>
        {(
          [
            ['yes', 'It applies: I rent it out for hire or give instruction for hire in it'],
            ['no', 'It does not apply'],
            ['default', 'Use the default for this listing type'],
          ] as [Choice, string][]
        ).map(([value, label]) => (
          <label key={value} className="maintenance-choice">
            <input type="radio" name={name} value={value} checked={choice === value} onChange={() => setChoice(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      <ErrorList errors={errors} />
      <div className="share-action-row">
        <button type="button" className="button button-secondary button-small" onClick={() => void save()} disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Save the 100-hour rule
        </button>
      </div>
      <StatusNote text={said} />
    </section>
  );
}

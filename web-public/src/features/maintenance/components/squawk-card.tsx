import { useId, useState, type FormEvent } from 'react';
import { SQUAWK_ACTIONS, type SquawkAction } from '../../../../../domain/maintenance/maintenance';
import { readAnswerInput } from '../../../../../domain/maintenance/maintenance-input';
import type { SquawkView } from '../../../../../domain/maintenance/maintenance-view';
import { ErrorList } from '../../../components/form/error-list';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { Spinner } from '../../../components/spinner';
import { StatusNote } from '../../../components/status-note/status-note';
import { useRevealInvalid } from '../../../hooks/use-reveal-invalid';
import { formatLongDate } from '../../../lib/format-date';
import { NO_ERRORS, placeErrors, requestErrors, type FormErrors } from '../../../lib/form-errors';
import { answerSquawk } from '../../../lib/maintenance.api';
import { EVENT_WORDS, SEVERITY_WORDS, SOURCE_WORDS, SQUAWK_STATE_WORDS } from '../utils/maintenance-words';
import { SquawkPhotos } from './squawk-photos';

const FIELDS = ['action', 'note'];

const ACTION_CHOICES: Record<SquawkAction, string> = {
  defer: 'Defer: it can wait (say why)',
  fix: 'Fixed: close it (say what was done)',
  ground: 'Ground: not safe to fly',
};

const NOTE_LABELS: Record<SquawkAction, string> = {
  defer: 'Why it can wait',
  fix: 'What was fixed',
  ground: 'Note (optional)',
};

const ANSWERED: Record<SquawkAction, string> = {
  defer: 'Deferred. The squawk stays open and the aircraft shows amber until it is fixed.',
  fix: 'Fixed: the squawk is closed. If it was grounding the aircraft and nothing else is red, it takes requests again.',
  ground: 'Grounded: the aircraft takes no requests until you answer this squawk as fixed.',
};

/** A squawk for the owner: what was reported, by whom, its photos, its history, and his answer. */
export function SquawkCard({ squawk: s, onAnswered }: { squawk: SquawkView; onAnswered: (next: SquawkView) => void }) {
  const formId = useId();
  const [action, setAction] = useState<SquawkAction>(s.state === 'open' && s.severity === 'grounding' ? 'ground' : 'fix');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const { ref, reveal } = useRevealInvalid();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = { action, note };
    const read = readAnswerInput(body);
    if (!read.ok) {
      setErrors(placeErrors(read.errors, FIELDS));
      reveal();
      return;
    }
    setBusy(true);
    setErrors(NO_ERRORS);
    setSaid('');
    try {
      const next = await answerSquawk(s.id, body);
      setNote('');
      setSaid(ANSWERED[action]);
      onAnswered(next);
    } catch (error) {
      setErrors(requestErrors(error, FIELDS));
      reveal();
    } finally {
      setBusy(false);
    }
  };

  const open = s.state !== 'fixed';
  return (
    <article className={`maintenance-squawk squawk-state-${s.state}`} aria-label={`Squawk: ${s.title}, ${SQUAWK_STATE_WORDS[s.state]}`}>
      <div className="maintenance-item-head">
        <h3 className="maintenance-item-title">{s.title}</h3>
        <span className={`maintenance-chip maintenance-chip-${s.state}`}>{SQUAWK_STATE_WORDS[s.state]}</span>
      </div>
      <p className="maintenance-squawk-text">{s.text}</p>
      <p className="maintenance-small">
        {SEVERITY_WORDS[s.severity]} as reported, {SOURCE_WORDS[s.source]}, by {s.reportedBy} on {formatLongDate(s.createdAt)}
        {s.closedAt ? `; closed on ${formatLongDate(s.closedAt)}` : ''}.
      </p>
      <SquawkPhotos photos={s.photos} title={s.title} />
      <details className="maintenance-history">
        <summary>
          History ({s.events.length})<span className="visually-hidden"> of the squawk {s.title}</span>
        </summary>
        <ol className="maintenance-history-list">
          {s.events.map((e, i) => (
            <li key={i}>
              <strong>{EVENT_WORDS[e.action]}</strong> by {e.by} on {formatLongDate(e.at)}
              {e.note && <span className="maintenance-history-note">{e.note}</span>}
            </li>
          ))}
        </ol>
      </details>
      <StatusNote text={said} />
      {open && (
        <form ref={ref} className="maintenance-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${formId}-h`}>
          <h4 id={`${formId}-h`}>
            Answer<span className="visually-hidden"> the squawk {s.title}</span>
          </h4>
          <SelectField label="Your answer" value={action} onChange={(v) => setAction(v as SquawkAction)} errors={errors.fields.action}>
            {SQUAWK_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {ACTION_CHOICES[a]}
              </option>
            ))}
          </SelectField>
          <TextAreaField label={NOTE_LABELS[action]} value={note} onChange={setNote} rows={2} required={action !== 'ground'} errors={errors.fields.note} />
          <ErrorList errors={errors.general} />
          <div className="share-action-row">
            <button type="submit" className="button button-primary button-small" disabled={busy} aria-busy={busy}>
              {busy && <Spinner />}
              Send the answer
            </button>
          </div>
        </form>
      )}
    </article>
  );
}

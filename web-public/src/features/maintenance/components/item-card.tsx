import { useState } from 'react';
import { ITEM_KIND_LABELS } from '../../../../../domain/maintenance/maintenance';
import type { OwnerItemView } from '../../../../../domain/maintenance/maintenance-view';
import { Spinner } from '../../../components/spinner';
import { StatusNote } from '../../../components/status-note/status-note';
import { ErrorList } from '../../../components/form/error-list';
import { errorMessages } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format-date';
import type { SignOffBody } from '../../../lib/maintenance.api';
import { dayText, hoursText, intervalText, ITEM_STATE_WORDS, lastDoneText } from '../utils/maintenance-words';
import { SignOffForm } from './sign-off-form';

interface Props {
  item: OwnerItemView;
  today: string;
  meter: number | null;
  signOff: (body: SignOffBody) => Promise<OwnerItemView>;
  /** After a sign-off: the page reads the status again. */
  onSignedOff: (item: OwnerItemView) => void;
  /** The owner's: takes the item off the list (its history stays). None for a mechanic. */
  remove?: () => Promise<void>;
}

/** One due item as a card: what it is, its interval, when it was last done and is next due, its sign-off and its history. */
export function ItemCard({ item, today, meter, signOff, onSignedOff, remove }: Props) {
  const [signing, setSigning] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<string[]>([]);

  const doRemove = async () => {
    if (!remove || busy) return;
    setBusy(true);
    setErrors([]);
    try {
      await remove();
    } catch (error) {
      setErrors(errorMessages(error));
      setBusy(false);
    }
  };

  return (
    <article className={`maintenance-item maintenance-item-${item.state}`} aria-label={`${item.title}, ${ITEM_STATE_WORDS[item.state]}`}>
      <div className="maintenance-item-head">
        <h3 className="maintenance-item-title">{item.title}</h3>
        <span className={`maintenance-chip maintenance-chip-${item.state}`}>{ITEM_STATE_WORDS[item.state]}</span>
      </div>
      <dl className="maintenance-facts">
        <div>
          <dt>Kind</dt>
          <dd>{ITEM_KIND_LABELS[item.kind]}</dd>
        </div>
        <div>
          <dt>Interval</dt>
          <dd>{intervalText(item)}</dd>
        </div>
        <div>
          <dt>Last done</dt>
          <dd>{lastDoneText(item)}</dd>
        </div>
        <div>
          <dt>Due</dt>
          <dd>{item.dueText}</dd>
        </div>
      </dl>
      <StatusNote text={note} />
      {signing ? (
        <SignOffForm
          item={item}
          today={today}
          meter={meter}
          send={signOff}
          onCancel={() => setSigning(false)}
          onDone={(next) => {
            setSigning(false);
            const due = [next.dueOn && `on ${dayText(next.dueOn)}`, next.dueHours !== null && `at ${hoursText(next.dueHours)} hours`].filter(Boolean).join(' or ');
            setNote(`Signed off. ${due ? `Next due ${due}.` : 'It has no next due.'} The status is worked out again.`);
            onSignedOff(next);
          }}
        />
      ) : confirming ? (
        <div className="maintenance-confirm" role="group" aria-label={`Remove ${item.title}`}>
          <p>Remove {item.title} from the list? Its sign-off history is kept, and it no longer counts in the status.</p>
          <ErrorList errors={errors} />
          <div className="share-action-row">
            <button type="button" className="button button-danger button-small" onClick={() => void doRemove()} disabled={busy} aria-busy={busy}>
              {busy && <Spinner />}
              Remove the item
            </button>
            <button type="button" className="button button-secondary button-small" onClick={() => setConfirming(false)} disabled={busy}>
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <div className="share-action-row">
          <button
            type="button"
            className="button button-primary button-small"
            onClick={() => {
              setNote('');
              setSigning(true);
            }}
          >
            Sign off<span className="visually-hidden"> {item.title}</span>
          </button>
          {remove && (
            <button type="button" className="button button-secondary button-small" onClick={() => setConfirming(true)}>
              Remove<span className="visually-hidden"> {item.title}</span>
            </button>
          )}
        </div>
      )}
      <details className="maintenance-history">
        <summary>
          History ({item.history.length})<span className="visually-hidden"> of {item.title}</span>
        </summary>
        {item.history.length === 0 ? (
          <p className="maintenance-small">No sign-off recorded on Wingshare yet.</p>
        ) : (
          <ol className="maintenance-history-list">
            {item.history.map((s) => (
              <li key={s.id}>
                <strong>{dayText(s.doneOn)}</strong>
                {s.hours !== null && ` at ${hoursText(s.hours)} hours`}, by {s.by} (recorded {formatLongDate(s.at)}).
                <span className="maintenance-history-note">{s.note}</span>
                {(s.nextDueOn || s.nextDueHours !== null) && (
                  <span className="maintenance-small">
                    Next due {[s.nextDueOn && `on ${dayText(s.nextDueOn)}`, s.nextDueHours !== null && `at ${hoursText(s.nextDueHours)} hours`].filter(Boolean).join(' or ')}.
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </details>
    </article>
  );
}

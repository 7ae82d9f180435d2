import { useRef, useState, type ChangeEvent } from 'react';
import { LOGBOOK_MESSAGES } from '../../../../../domain/pilot/logbook/logbook-messages';
import type { LogbookImportView, LogbookView } from '../../../../../domain/pilot/logbook/logbook-view';
import { describedBy, FieldErrorText, fieldClass } from '../../../components/form/field-error-text';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/page-loading';
import { Spinner } from '../../../components/spinner';
import { StatusNote } from '../../../components/status-note/status-note';
import { useApiResource } from '../../../hooks/use-api-resource';
import { useSession } from '../../../hooks/use-session';
import { errorMessages } from '../../../lib/api-client';
import { deleteLogbook, getLogbook, importLogbook } from '../../../lib/logbook.api';
import { CurrencyPanel } from './currency-panel';

const SHOWN_SKIPPED = 20;
/** The latest flights the panel lists (the server answers only these). */
const LATEST = 5;
const hoursText = (hours: number) => `${hours.toFixed(1)} hour${hours === 1 ? '' : 's'}`;

/**
 * The pilot's imported logbook on his record page (issue 40), with the currency it makes: choose a CSV from
 * ForeFlight, MyFlightbook or LogTen Pro, read the server's preview (flights, hours, lines not read), save
 * them; delete the whole log after a confirmation.
 */
/** `onChanged`: the log changed (saved or deleted), so the record's counted figures may have too. */
export function LogbookPanel({ onChanged }: { onChanged?: () => void }) {
  const { user } = useSession();
  const log = useApiResource(user?.id ?? null, (signal) => getLogbook(LATEST, signal));
  const reload = async () => {
    log.set(await getLogbook(LATEST));
    onChanged?.();
  };
  return (
    <>
      {log.status === 'loading' && <PageLoading label="Loading your logbook…" />}
      {log.status === 'failed' && <LoadFailed what="your logbook" message={log.error} onRetry={log.retry} />}
      {log.status === 'ready' && (
        <>
          <CurrencyPanel currency={log.data.currency} hasLog={log.data.total > 0} />
          <LogbookImport log={log.data} onChanged={reload} />
        </>
      )}
    </>
  );
}

type Busy = null | 'preview' | 'save' | 'delete';

function LogbookImport({ log, onChanged }: { log: LogbookView; onChanged: () => Promise<void> }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<LogbookImportView | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState<Busy>(null);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const run = async (what: Exclude<Busy, null>, work: () => Promise<void>) => {
    if (busy) return;
    setBusy(what);
    setErrors([]);
    try {
      await work();
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(null);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setPreview(null);
    setNote('');
    if (chosen) void run('preview', async () => setPreview(await importLogbook(chosen, false)));
  };

  const save = () =>
    run('save', async () => {
      if (!file) return;
      const saved = await importLogbook(file, true);
      setPreview(null);
      setFile(null);
      if (input.current) input.current.value = '';
      setNote(`Saved: ${saved.summary}. Your currency above is up to date; import a newer export any time, flights already saved are skipped.`);
      await onChanged();
    });

  const remove = () =>
    run('delete', async () => {
      await deleteLogbook();
      setConfirming(false);
      setNote('Your imported logbook was deleted. Your declared record is unchanged.');
      await onChanged();
    });

  const fileErrors = errors.length ? errors : undefined;
  const skipped = preview?.skipped ?? [];
  return (
    <section className="account-card pilot-record-logbook" aria-labelledby="logbook-heading">
      <h2 id="logbook-heading" className="account-subtitle">
        Logbook
      </h2>
      <p className="pilot-record-flown-total">
        {log.total === 0 ? 'No flights imported yet.' : `${log.total} flight${log.total === 1 ? '' : 's'}, ${hoursText(log.hours)} in your imported log.`}
      </p>
      {log.flights.length > 0 && (
        <ul className="pilot-record-logbook-latest" aria-label="Latest flights">
          {log.flights.map((f, i) => (
            <li key={`${f.date}-${f.tail}-${i}`}>
              <span>{f.date}</span> <span>{[f.tail, f.makeModel].filter(Boolean).join(' · ') || 'Aircraft not given'}</span>{' '}
              <span>{f.route || [f.from, f.to].filter(Boolean).join(' – ')}</span> <strong>{f.total.toFixed(1)} h</strong>
            </li>
          ))}
        </ul>
      )}
      <div className={fieldClass('pilot-record-logbook-file', fileErrors)}>
        <label htmlFor="logbook-file">Logbook file (CSV)</label>
        <input
          ref={input}
          id="logbook-file"
          type="file"
          accept=".csv,text/csv"
          onChange={choose}
          disabled={busy !== null}
          aria-invalid={fileErrors ? true : undefined}
          aria-describedby={describedBy('logbook-file-hint', fileErrors && 'logbook-file-errors')}
        />
        <p id="logbook-file-hint" className="field-hint">
          Export a CSV from ForeFlight (its logbook import template), MyFlightbook or LogTen Pro. You see what will be saved first.
        </p>
        <FieldErrorText id="logbook-file-errors" errors={fileErrors} />
      </div>
      {busy === 'preview' && (
        <p role="status">
          <Spinner /> Reading the file…
        </p>
      )}
      {preview && (
        <div className="pilot-record-logbook-preview" role="status">
          <p>
            <strong>{preview.summary}</strong>
          </p>
          {skipped.length > 0 && (
            <>
              <p className="field-hint">These lines were not read; correct them in the file and import it again (flights already saved are skipped):</p>
              <ul className="error-list">
                {skipped.slice(0, SHOWN_SKIPPED).map((s) => (
                  <li key={s.line}>{s.message}</li>
                ))}
                {skipped.length > SHOWN_SKIPPED && <li>and {skipped.length - SHOWN_SKIPPED} more</li>}
              </ul>
            </>
          )}
          <div className="form-actions">
            <button type="button" className="button button-primary" onClick={() => void save()} disabled={busy !== null || preview.flights === 0} aria-busy={busy === 'save'}>
              {busy === 'save' && <Spinner />} Save {preview.flights} flight{preview.flights === 1 ? '' : 's'}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy !== null}
              onClick={() => {
                setPreview(null);
                setFile(null);
                if (input.current) input.current.value = '';
              }}
            >
              Not now
            </button>
          </div>
          {preview.flights === 0 && <p className="field-hint">Nothing new to save: choose another export.</p>}
        </div>
      )}
      <StatusNote text={note} />
      {log.total > 0 && !confirming && (
        <button type="button" className="button button-secondary button-small" onClick={() => setConfirming(true)} disabled={busy !== null}>
          Delete the imported log
        </button>
      )}
      {confirming && (
        <div className="pilot-record-logbook-confirm" role="alertdialog" aria-labelledby="logbook-confirm-text">
          <p id="logbook-confirm-text">{LOGBOOK_MESSAGES.clearConfirm}</p>
          <div className="form-actions">
            <button type="button" className="button button-danger" onClick={() => void remove()} disabled={busy !== null} aria-busy={busy === 'delete'} autoFocus>
              {busy === 'delete' && <Spinner />} Delete {log.total} flight{log.total === 1 ? '' : 's'}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(false)} disabled={busy !== null}>
              Keep them
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

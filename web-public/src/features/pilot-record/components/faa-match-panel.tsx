import { useRef, useState, type FormEvent } from 'react';
import type { FaaComparisonItem } from '../../../../../domain/pilot/airmen/faa-comparison';
import { NOT_IN_FILE_NOTE, readZip } from '../../../../../domain/pilot/airmen/faa-match-text';
import type { FaaMatchView } from '../../../../../domain/pilot/airmen/faa-match-view';
import { sourceText } from '../../../../../domain/pilot/figure-source';
import { ErrorList } from '../../../components/form/error-list';
import { TextField } from '../../../components/form/text-field';
import { LoadFailed } from '../../../components/load-failed';
import { Spinner } from '../../../components/spinner';
import { StatusNote } from '../../../components/status-note/status-note';
import { useApiResource } from '../../../hooks/use-api-resource';
import { useSession } from '../../../hooks/use-session';
import { checkFaaMatch, getFaaMatch } from '../../../lib/faa-match.api';
import { NO_ERRORS, requestErrors, type FormErrors } from '../../../lib/form-errors';

/**
 * "FAA airmen file" on the pilot record page (issue 40): the pilot checks his record against the FAA's monthly
 * file; each item says whether the file agrees ("FAA-matched (November 2026 file)") or it stays declared, and
 * what the file says where it disagrees. Several airmen of his name in his city: his zip tells them apart.
 */
/** `onChecked`: a check was made, so the record's counted figures and their sources may have changed. */
export function FaaMatchPanel({ onChecked }: { onChecked?: () => void }) {
  const { user } = useSession();
  const last = useApiResource(user?.id ?? null, (signal) => getFaaMatch(signal));
  return (
    <section className="account-card faa-match" aria-labelledby="faa-match-heading">
      <h2 id="faa-match-heading" className="account-subtitle">
        FAA airmen file
      </h2>
      <p className="field-hint">
        We look for your name in the FAA&apos;s monthly airmen file, near your home airport or at your zip code, and mark each item of your
        record the file confirms. Your address from the file is never shown or kept.
      </p>
      {last.status === 'loading' && <p className="field-hint">Loading your last check…</p>}
      {last.status === 'failed' && <LoadFailed what="your last FAA check" message={last.error} onRetry={last.retry} />}
      {last.status === 'ready' && <MatchForm
          view={last.data}
          onChecked={(view) => {
            last.set(view);
            onChecked?.();
          }}
        />}
    </section>
  );
}

function MatchForm({ view, onChecked }: { view: FaaMatchView; onChecked: (view: FaaMatchView) => void }) {
  const [zip, setZip] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [checking, setChecking] = useState(false);
  const [note, setNote] = useState('');
  const [wantsZip, setWantsZip] = useState(false);
  const running = useRef(false);
  const askZip = wantsZip || view.status === 'ambiguous' || zip !== '' || !!errors.fields.zip;

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    const read = readZip(zip);
    if (!read.ok) {
      setErrors({ fields: { zip: [read.message] }, general: [] });
      return;
    }
    setErrors(NO_ERRORS);
    running.current = true;
    setChecking(true);
    setNote('');
    try {
      const answer = await checkFaaMatch(zip);
      onChecked(answer);
      setNote(answer.message);
    } catch (error) {
      setErrors(requestErrors(error, ['zip']));
    } finally {
      running.current = false;
      setChecking(false);
    }
  };

  return (
    <form className="form faa-match-form" onSubmit={(e) => void check(e)} noValidate aria-label="Check against the FAA file">
      {view.status !== null && !note && <p className={`faa-match-message faa-match-${view.status}`}>{view.message}</p>}
      <StatusNote text={note} className={view.status ? `faa-match-${view.status}` : undefined} />
      {view.status === 'matched' || view.status === 'not_found' || view.status === 'ambiguous' ? <MatchItems view={view} /> : null}
      {askZip && (
        <TextField
          label="Zip code"
          value={zip}
          onChange={setZip}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          placeholder="e.g. 40206"
          hint="Where the FAA has your address: it tells apart airmen of the same name."
          errors={errors.fields.zip}
        />
      )}
      <ErrorList errors={errors.general} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={checking} aria-busy={checking}>
          {checking && <Spinner />}
          {view.status === null ? 'Check my record against the FAA file' : 'Check again'}
        </button>
        {!askZip && (
          <button type="button" className="button button-link" onClick={() => setWantsZip(true)}>
            Use my zip code instead
          </button>
        )}
      </div>
      <p className="field-hint">{NOT_IN_FILE_NOTE}</p>
    </form>
  );
}

function MatchItems({ view }: { view: FaaMatchView }) {
  if (!view.items.length) return <p className="field-hint">Your record declares nothing the file could confirm yet: add your certificate above.</p>;
  return (
    <ul className="faa-match-items" aria-label="Your record against the FAA file">
      {view.items.map((item) => (
        <li key={item.key} className={item.agrees ? 'faa-match-item faa-match-agrees' : 'faa-match-item'}>
          <span className="faa-match-label">{item.label}</span>
          <span className="faa-match-declared">{item.declared ?? 'Not declared'}</span>
          <span className="faa-match-source">{sourceText(item.source, item.source === 'faa' ? (view.file ?? undefined) : undefined)}</span>
          {!item.agrees && item.faa !== null && <span className="faa-match-file">{fileSays(item)}</span>}
        </li>
      ))}
    </ul>
  );
}

const fileSays = (item: FaaComparisonItem) => (item.faa === 'Not on the file' || item.faa?.startsWith('The FAA') ? item.faa : `The file says: ${item.faa}`);

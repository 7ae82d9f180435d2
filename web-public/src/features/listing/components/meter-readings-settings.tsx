import { useState, type FormEvent } from 'react';
import { readOwnerReading } from '../../../../../domain/flight/flight-input';
import type { OwnerReadingView } from '../../../../../domain/flight/flight-view';
import { ErrorList } from '../../../components/form/error-list';
import { LoadFailed } from '../../../components/load-failed';
import { TextField } from '../../../components/form/text-field';
import { PageLoading } from '../../../components/page-loading';
import { Spinner } from '../../../components/spinner';
import { StatusNote } from '../../../components/status-note/status-note';
import { useApiResource } from '../../../hooks/use-api-resource';
import { useRevealInvalid } from '../../../hooks/use-reveal-invalid';
import { getOwnerReading, recordOwnerReading } from '../../../lib/flights.api';
import { hasFormErrors, NO_ERRORS, placeErrors, requestErrors, type FormErrors } from '../../../lib/form-errors';
import { typedNumber } from '../../../lib/typed-amounts';
import { longDateAt } from '../../../../../domain/text/us-format';

const SHOWN = ['hobbs', 'tach'];

/**
 * The owner's own reading of the meters (after maintenance, a flight off the site): the next check-out is
 * checked against the newer of it and the aircraft's last check-in, and a mismatch is flagged with both numbers.
 */
export function MeterReadingsSettings({ shareId }: { shareId: number }) {
  const reading = useApiResource(`${shareId} readings`, (signal) => getOwnerReading(shareId, signal));
  if (reading.status === 'loading') return <PageLoading label="Loading the meter readings…" />;
  if (reading.status === 'failed') {
    return (
      <div className="availability-part">
        <LoadFailed what="the meter readings" message={reading.error} onRetry={reading.retry} />
      </div>
    );
  }
  return <MeterReadingsForm shareId={shareId} last={reading.data.readings} onSaved={(readings) => reading.set({ readings })} />;
}

function MeterReadingsForm({ shareId, last, onSaved }: { shareId: number; last: OwnerReadingView | null; onSaved: (r: OwnerReadingView) => void }) {
  const [hobbs, setHobbs] = useState(last ? last.hobbs.toFixed(1) : '');
  const [tach, setTach] = useState(last ? last.tach.toFixed(1) : '');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const { ref, reveal } = useRevealInvalid();
  const refuse = (formErrors: FormErrors) => {
    setErrors(formErrors);
    if (hasFormErrors(formErrors)) reveal();
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = { hobbs: typedNumber(hobbs) ?? hobbs, tach: typedNumber(tach) ?? tach };
    // The server's own rule (domain/flight/flight-input.ts) first: a wrong reading is marked without a round trip.
    const read = readOwnerReading(body);
    if (!read.ok) return refuse(placeErrors(read.errors, SHOWN));
    setBusy(true);
    setErrors(NO_ERRORS);
    setNotice('');
    try {
      const saved = (await recordOwnerReading(shareId, body)).readings;
      onSaved(saved);
      setNotice(`Meters recorded: Hobbs ${saved.hobbs.toFixed(1)}, tach ${saved.tach.toFixed(1)}. The next check-out is checked against them.`);
    } catch (error) {
      refuse(requestErrors(error, SHOWN));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form ref={ref} className="availability-part billing-settings" onSubmit={(e) => void save(e)} noValidate aria-labelledby={`meters-${shareId}`}>
      <h3 id={`meters-${shareId}`}>Meter readings</h3>
      <p className="field-hint">
        {last
          ? `Last recorded ${longDateAt(new Date(last.at), 'local') ?? last.at}. Record them again after maintenance or a flight off Wingshare.`
          : 'Record the meters after maintenance or a flight off Wingshare: a check-out that does not continue them is flagged.'}
      </p>
      <div className="form-row">
        <TextField label="Hobbs (hours)" inputMode="decimal" value={hobbs} onChange={(v) => { setNotice(''); setHobbs(v); }} errors={errors.fields.hobbs} placeholder="1234.5" />
        <TextField label="Tach (hours)" inputMode="decimal" value={tach} onChange={(v) => { setNotice(''); setTach(v); }} errors={errors.fields.tach} placeholder="987.6" />
      </div>
      <ErrorList errors={errors.general} />
      <div className="share-action-row">
        <button type="submit" className="button button-primary button-small" disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Record meters
        </button>
      </div>
      <StatusNote text={notice} />
    </form>
  );
}

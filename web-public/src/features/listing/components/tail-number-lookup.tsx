import { useRef, useState } from 'react';
import { normaliseTailNumber, SHARE_MESSAGES } from '../../../../../domain/share/share-rules';
import { TextAreaField } from '../../../components/form/text-area-field';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { claimTailNumber, lookUpTailNumber, type RegistryAircraft } from '../api/tail-number.api';

interface TailNumberLookupProps {
  tailNumber: string;
  /** The listing being edited may keep its own tail number. */
  exceptShare?: number;
  onFound: (aircraft: RegistryAircraft) => void;
}

type LookupState = { kind: 'idle' | 'busy' } | { kind: 'found' | 'failed'; message: string } | { kind: 'in_use'; message: string; tailNumber: string };

/**
 * The Look up button next to the tail number: the FAA registry fills in the aircraft. The server's
 * message shows as it is: empty, already listed, or not found (then the owner types the details).
 */
export function TailNumberLookup({ tailNumber, exceptShare, onFound }: TailNumberLookupProps) {
  const [state, setState] = useState<LookupState>({ kind: 'idle' });
  // Only the latest lookup may answer (the owner may retype and look up again).
  const latest = useRef(0);

  const lookUp = async () => {
    const call = ++latest.current;
    // Nothing typed: the answer is known without asking the server.
    if (!normaliseTailNumber(tailNumber)) {
      setState({ kind: 'failed', message: SHARE_MESSAGES.tailNumberEmpty });
      return;
    }
    setState({ kind: 'busy' });
    try {
      const found = await lookUpTailNumber(normaliseTailNumber(tailNumber), exceptShare);
      if (call !== latest.current) return;
      if (found.status === 'in_use') {
        setState({ kind: 'in_use', message: found.message, tailNumber: normaliseTailNumber(tailNumber) });
        return;
      }
      if (found.status !== 'found') {
        setState({ kind: 'failed', message: found.message });
        return;
      }
      const { aircraft } = found;
      onFound(aircraft);
      const name = [aircraft.year, aircraft.make, aircraft.model].filter(Boolean).join(' ');
      setState({ kind: 'found', message: `Found ${aircraft.tailNumber}${name ? `, ${name}` : ''}. Its details are filled in below.` });
    } catch (error) {
      if (call !== latest.current) return;
      setState({ kind: 'failed', message: errorMessage(error) });
    }
  };

  return (
    <>
      <button type="button" className="button button-secondary tail-lookup-button" onClick={() => void lookUp()} disabled={state.kind === 'busy'} aria-busy={state.kind === 'busy'}>
        {state.kind === 'busy' && <Spinner />}
        Look up
      </button>
      <div className="tail-lookup-result" role="status">
        {state.kind === 'found' && <p className="tail-lookup-found">{state.message}</p>}
        {state.kind === 'failed' && <p className="tail-lookup-failed">{state.message}</p>}
        {state.kind === 'in_use' && <p className="tail-lookup-failed">{state.message}</p>}
      </div>
      {/* Someone else listed it: its registered owner tells staff (a listing being edited is one's own). */}
      {state.kind === 'in_use' && exceptShare === undefined && <ClaimPlane key={state.tailNumber} tailNumber={state.tailNumber} />}
    </>
  );
}

/** "This is my plane": a note for staff, sent as a claim; the answer says what happens next. */
function ClaimPlane({ tailNumber }: { tailNumber: string }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  if (answer?.ok) {
    return (
      <p className="tail-claim-sent" role="status">
        {answer.message}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" className="button button-secondary button-small tail-claim-button" onClick={() => setOpen(true)}>
        This is my plane
      </button>
    );
  }
  const send = async () => {
    setBusy(true);
    try {
      setAnswer({ ok: true, message: (await claimTailNumber(tailNumber, note)).message });
    } catch (error) {
      setAnswer({ ok: false, message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="tail-claim" role="group" aria-label={`Claim ${tailNumber}`}>
      <TextAreaField label={`Tell staff why ${tailNumber} is yours (optional)`} rows={3} maxLength={1000} value={note} onChange={setNote} errors={answer && !answer.ok ? [answer.message] : undefined} />
      <button type="button" className="button button-primary button-small" onClick={() => void send()} disabled={busy} aria-busy={busy}>
        {busy && <Spinner />}
        Send to staff
      </button>
    </div>
  );
}

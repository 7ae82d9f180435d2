import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorList } from '../../../components/form/error-list';
import { Spinner } from '../../../components/spinner';
import { SuccessNote } from '../../../components/success-note/success-note';
import { errorMessages } from '../../../lib/api-client';
import { groupFromRequest } from '../../../lib/bookings.api';
import type { BookingView } from '../../../lib/booking-view';

/**
 * On an owner's approved request to join (issue 39): the partnership or club goes on to run on Wingshare. The
 * request makes the listing's group (the owner and the pilot its first members), or adds the pilot to it; the
 * owner is then sent to the group page to give shares and cost rules.
 */
export function JoinGroupAction({ booking: b }: { booking: BookingView }) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [made, setMade] = useState<{ id: number; name: string } | null>(null);
  const go = async () => {
    if (busy) return;
    setBusy(true);
    setErrors([]);
    try {
      setMade(await groupFromRequest(b.id));
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };
  // After a reload the card says what is so: the pilot is in the group already (no button to press again).
  const joined = made ?? (b.group?.pilotIsMember ? { id: b.group.id, name: b.group.name } : null);
  if (joined && !made) {
    return (
      <div className="booking-group">
        <p className="booking-meta">
          {b.pilot.name} is a member of {joined.name}.{' '}
          <Link to={`/account/groups/${joined.id}`}>Open the group</Link>
        </p>
      </div>
    );
  }
  if (made) {
    return (
      <SuccessNote
        title={`${b.pilot.name} is a member of ${made.name}.`}
        actions={
          <Link className="button button-secondary button-small" to={`/account/groups/${made.id}`}>
            Open the group
          </Link>
        }
      >
        Give the members their shares and the group its cost rules on the group page: its statements are issued each month.
      </SuccessNote>
    );
  }
  return (
    <div className="booking-group">
      <p className="booking-meta">Share the costs here: dues, hourly rates, reserves and expenses, with a statement each month.</p>
      <ErrorList errors={errors} />
      <div className="share-action-row">
        <button type="button" className="button button-primary button-small" onClick={() => void go()} disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Add {b.pilot.name} to the group on Wingshare
        </button>
      </div>
    </div>
  );
}

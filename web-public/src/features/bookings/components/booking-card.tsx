import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatLocal, toLocal, zoneAbbreviation } from '../../../../../domain/booking/local-time';
import { estimateText } from '../../../../../domain/booking/price-estimate';
import { ErrorList } from '../../../components/form/error-list';
import { RequestMaintenanceNote } from '../../../components/maintenance/request-maintenance-note';
import { BookingReview } from './booking-review';
import { BookingSquawk, mayReportSquawk } from './booking-squawk';
import { CheckInForm } from './check-in-form';
import { CheckOutForm } from './check-out-form';
import { FlightRecord } from './flight-record';
import { JoinGroupAction } from './join-group-action';
import './flight.css';
import { MessageButton } from '../../../components/messaging/message-button';
import { QualificationOutcomes } from '../../../components/qualification/qualification-outcomes';
import { TextAreaField } from '../../../components/form/text-area-field';
import { Spinner } from '../../../components/spinner';
import { SuccessNote } from '../../../components/success-note/success-note';
import { UNDO_WINDOW_MS } from '../../../../../domain/booking/undo-decision';
import { CHECK_OUT_EARLY_MS } from '../../../../../domain/flight/flight';
import { bookingPeriodText, STATE_LABELS, type BookingUserAction, type BookingView } from '../../../lib/booking-view';
import { changeRequest, undoAnswer } from '../../../lib/bookings.api';
import { markNoShow, receiptUrl } from '../../../lib/flights.api';
import { NO_ERRORS, requestErrors, type FormErrors } from '../../../lib/form-errors';
import { publishRequestChange } from '../../../lib/request-events';
import type { BookingRole } from '../utils/booking-role';
import type { FlightView } from '../../../../../domain/flight/flight-view';
import type { RefundQuoteView } from '../../../../../domain/payment/payment-view';
import { LoadFailed } from '../../../components/load-failed';
import { useBookingPayment } from '../hooks/use-booking-payment';
import { CancelQuote, refundSentence } from './cancel-quote';
import { PaymentPanel } from './payment-panel';

/** How long the Undo button of an answer shows: within the server's UNDO_WINDOW_MS, with room for the round trip. */
const UNDO_SHOWN_MS = Math.max(0, UNDO_WINDOW_MS - 2_000);

interface BookingCardProps {
  booking: BookingView;
  role: BookingRole;
  onChanged: (booking: BookingView) => void;
}

const BUTTONS: Record<BookingUserAction, string> = {
  approve: 'Approve',
  decline: 'Decline',
  withdraw: 'Withdraw request',
  cancel: 'Cancel booking',
  check_out: 'Check out',
  check_in: 'Check in',
  confirm: 'Confirm',
  dispute: 'Dispute',
  no_show: 'No-show',
};

/** The actions that open a form in the card rather than act at once. */
type FormAction = 'check_out' | 'check_in';
/** The actions that ask for a reason first. */
type ReasonAction = 'decline' | 'cancel' | 'dispute';
const REASON_ACTIONS: readonly BookingUserAction[] = ['decline', 'cancel', 'dispute'];
const FORM_ACTIONS: readonly BookingUserAction[] = ['check_out', 'check_in'];

const REASON_WORDS: Record<ReasonAction, { label: string; button: string }> = {
  decline: { label: 'Why do you decline?', button: 'Decline request' },
  cancel: { label: 'Why do you cancel?', button: 'Cancel booking' },
  dispute: { label: 'What is wrong with this flight or its bill?', button: 'Dispute the flight' },
};

const buttonClass = (action: BookingUserAction): string =>
  action === 'approve' || action === 'check_out' || action === 'check_in' || action === 'confirm'
    ? 'button-primary'
    : action === 'withdraw'
      ? 'button-secondary'
      : 'button-danger-outline';

/** What happened, said after an action, and the next step. */
function doneNote(action: BookingUserAction, b: BookingView, flight: FlightView | null, role: BookingRole): { title: string; text: string; next: ReactNode } {
  const other = role === 'owner' ? b.pilot.name : b.owner.name;
  const calendar = (
    <Link className="button button-secondary button-small" to={`/?share=${b.shareId}`}>
      See the listing
    </Link>
  );
  const receipt = flight?.bill ? <ReceiptLink id={b.id} /> : null;
  switch (action) {
    case 'approve':
      return {
        title: 'Approved.',
        text: b.kind === 'rental' ? `${other} gets an email. The period is held in your calendar.` : `${other} gets an email to welcome them.`,
        next: calendar,
      };
    case 'decline':
      return { title: 'Declined.', text: `${other} gets an email with your reason.`, next: calendar };
    case 'withdraw':
      return {
        title: 'Your request is withdrawn.',
        text: `${other} no longer has to answer it.`,
        next: (
          <Link className="button button-secondary button-small" to="/find">
            Find another plane
          </Link>
        ),
      };
    case 'cancel':
      return { title: 'The booking is cancelled.', text: `${other} gets an email with your reason. The period is free again.`, next: calendar };
    case 'check_out':
      return {
        title: 'Checked out. Have a good flight.',
        text: 'When you are back, check in here with the meters: the bill is worked out from them.',
        next: null,
      };
    case 'check_in':
      return {
        title: 'Checked in.',
        text: `${other} gets the bill to confirm. It closes by itself 72 hours after check-in unless one of you disputes it.`,
        next: receipt,
      };
    case 'confirm':
      return { title: 'Confirmed: the flight is closed.', text: `${other} gets an email, and the hours join their pilot record.`, next: receipt };
    case 'dispute':
      return {
        title: 'The flight is disputed.',
        text: `${other} and Wingshare staff get an email with your reason. Staff look at the readings and write to you both.`,
        next: receipt ?? calendar,
      };
    case 'no_show':
      return { title: 'Marked as a no-show.', text: `${other} gets an email. The booking is over.`, next: calendar };
    default:
      return { title: 'Done.', text: '', next: calendar };
  }
}

/** The printable receipt, a page of the server opened in a new tab. */
function ReceiptLink({ id }: { id: number }) {
  return (
    <a className="button button-secondary button-small" href={receiptUrl(id)} target="_blank" rel="noopener">
      Receipt<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * One request or booking of the Requests and My bookings tabs: the listing, the period in the airport's
 * time, the message and the state; the buttons the API says the caller may use (a reason asked for a
 * decline or a cancellation) and, after one, what happened.
 */
export function BookingCard({ booking: b, role, onChanged }: BookingCardProps) {
  const [asking, setAsking] = useState<ReasonAction | null>(null);
  const [filling, setFilling] = useState<FormAction | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<BookingUserAction | 'undo' | null>(null);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [done, setDone] = useState<BookingUserAction | null>(null);
  // What the last cancellation refunded (issue 37), said with its note.
  const [refund, setRefund] = useState<RefundQuoteView | null>(null);
  const payment = useBookingPayment(b);
  const paid = payment.status === 'ready' ? payment.data : null;
  // An owner's answer may be taken back for a moment (POST /requests/:id/undo).
  const [undoable, setUndoable] = useState(false);
  const [undone, setUndone] = useState(false);
  const undoButton = useRef<HTMLButtonElement>(null);
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!undoable) return;
    // The button where the answered one was, for the keyboard too.
    undoButton.current?.focus();
    const timer = setTimeout(() => {
      // Its moment over, the button goes: the keyboard stays on the card rather than falling to the page's start.
      if (document.activeElement === undoButton.current) card.current?.focus();
      setUndoable(false);
    }, UNDO_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [undoable]);
  const flight = b.flight;
  const title = b.share?.title || `Listing ${b.shareId}`;
  const who = role === 'owner' ? `From ${b.pilot.name}` : `Owner: ${b.owner.name}`;

  const act = async (action: BookingUserAction, withReason?: string) => {
    if (busy) return;
    setBusy(action);
    setErrors(NO_ERRORS);
    setDone(null);
    setUndone(false);
    try {
      const answer = action === 'no_show' ? { booking: await markNoShow(b.id), refund: null } : await changeRequest(b.id, action, withReason).then((r) => ({ booking: r, refund: r.refund ?? null }));
      const next = answer.booking;
      setRefund(answer.refund);
      setAsking(null);
      setReason('');
      setDone(action);
      setUndoable(role === 'owner' && (action === 'approve' || action === 'decline'));
      onChanged(next);
      publishRequestChange();
    } catch (error) {
      setErrors(requestErrors(error, ['reason']));
    } finally {
      setBusy(null);
    }
  };

  const undo = async () => {
    if (busy) return;
    setBusy('undo');
    setErrors(NO_ERRORS);
    try {
      const next = await undoAnswer(b.id);
      setUndoable(false);
      setDone(null);
      setUndone(true);
      onChanged(next);
      publishRequestChange();
    } catch (error) {
      setUndoable(false);
      setErrors(requestErrors(error, []));
    } finally {
      setBusy(null);
    }
  };

  const submitReason = (event: FormEvent) => {
    event.preventDefault();
    if (asking) void act(asking, reason);
  };

  const flown = (action: FormAction) => (next: BookingView) => {
    setFilling(null);
    setDone(action);
    onChanged(next);
    publishRequestChange();
  };

  const said = done && doneNote(done, b, flight, role);
  const note = said && refund && done === 'cancel' ? { ...said, text: `${said.text} ${refundSentence(refund, role)}` } : said;
  // Before its moment, the pilot of an approved rental is told when he can check out.
  const startsAt = b.start ? new Date(b.start).getTime() : null;
  const checkOutFrom =
    role === 'pilot' && b.state === 'approved' && startsAt !== null && !b.actions.includes('check_out') && Date.now() < startsAt - CHECK_OUT_EARLY_MS
      ? new Date(startsAt - CHECK_OUT_EARLY_MS)
      : null;
  const expires = new Date(b.expiresAt);
  return (
    <article ref={card} tabIndex={-1} id={`booking-${b.id}`} className={`booking-card booking-${b.state}`} aria-label={`${title}, ${STATE_LABELS[b.state]}`}>
      <div className="booking-card-head">
        <h3 className="booking-card-title">
          <Link to={`/?share=${b.shareId}`}>{title}</Link>
        </h3>
        <span className={`booking-state state-${b.state}`}>{STATE_LABELS[b.state]}</span>
      </div>
      <p className="booking-period-text">{bookingPeriodText(b)}</p>
      {b.estimate && <p className="booking-meta booking-estimate">Estimate: {estimateText(b.estimate)}</p>}
      <p className="booking-meta">
        {who}
        {b.share?.airportLabel ? ` · ${b.share.airportLabel}` : ''}
      </p>
      {b.message && <p className="booking-message">“{b.message}”</p>}
      <p className="booking-talk">
        {role === 'owner' ? (
          <MessageButton to={{ userId: b.pilot.id, about: b.shareId }} name={b.pilot.name} label={`Message ${b.pilot.name}`} className="button button-secondary button-small" />
        ) : (
          <MessageButton to={{ shareId: b.shareId }} label={`Message ${b.owner.name}`} className="button button-secondary button-small" />
        )}
      </p>
      {role === 'owner' && b.kind === 'join' && b.state === 'approved' && <JoinGroupAction booking={b} />}
      {role === 'owner' && b.qualification && b.qualification.total > 0 && (
        <div className={`booking-qualification ${b.qualification.qualifies ? 'qualifies' : 'falls-short'}`} aria-label="Pilot minimums" role="group">
          <p className="booking-qualification-summary">
            {b.qualification.qualifies
              ? `${b.pilot.name} meets all ${b.qualification.total} of this plane's minimums.`
              : `${b.pilot.name} meets ${b.qualification.met} of ${b.qualification.total} of this plane's minimums.`}
          </p>
          {/* Every line, met ones too: the owner weighs where each figure comes from (FAA-matched, a logbook, declared). */}
          <QualificationOutcomes qualification={b.qualification} />
        </div>
      )}
      {role === 'owner' && b.state === 'pending' && b.kind === 'rental' && <RequestMaintenanceNote shareId={b.shareId} start={b.start} end={b.end} zone={b.timeZone} />}
      {b.state === 'pending' && (
        <p className="booking-meta">
          {role === 'owner' ? 'Answer by' : 'The owner has until'} {formatLocal(toLocal(expires, b.timeZone))} {zoneAbbreviation(expires, b.timeZone)}.
        </p>
      )}
      {checkOutFrom && (
        <p className="booking-meta">
          You check out here from {formatLocal(toLocal(checkOutFrom, b.timeZone))} {zoneAbbreviation(checkOutFrom, b.timeZone)}, two hours before the start, with
          the meter readings.
        </p>
      )}
      {b.reason && (
        <p className="booking-reason">
          {b.state === 'cancelled' ? `Cancelled by ${b.cancelledBy === role ? 'you' : b.cancelledBy === 'admin' ? 'Wingshare staff' : b.cancelledBy === 'owner' ? 'the owner' : 'the pilot'}` : 'Reason'}: {b.reason}
        </p>
      )}
      {flight && <FlightRecord flight={flight} zone={b.timeZone} role={role} />}
      {role === 'pilot' && mayReportSquawk(b) && !filling && <BookingSquawk booking={b} />}
      {paid && <PaymentPanel payment={paid} role={role} zone={b.timeZone} onPaid={payment.set} />}
      {payment.status === 'failed' && <LoadFailed what="the payment of this booking" message={payment.error} onRetry={payment.retry} />}
      {flight?.bill && !note && (
        <p className="booking-talk">
          <ReceiptLink id={b.id} />
        </p>
      )}
      {b.review && (b.review.canWrite || b.review.mine || b.review.theirs) && (
        <BookingReview
          bookingId={b.id}
          review={b.review}
          role={role}
          other={role === 'owner' ? b.pilot.name : b.owner.name}
          onChanged={(review) => onChanged({ ...b, review })}
        />
      )}
      {note && (
        <SuccessNote
          title={note.title}
          actions={
            <>
              {undoable && (
                <button ref={undoButton} type="button" className="button button-secondary button-small" onClick={() => void undo()} disabled={busy !== null} aria-busy={busy === 'undo'}>
                  {busy === 'undo' && <Spinner />}
                  Undo
                </button>
              )}
              {note.next}
            </>
          }
        >
          {note.text}
        </SuccessNote>
      )}
      {undone && <SuccessNote title="Undone.">The request waits for your answer again; {b.pilot.name} was not told.</SuccessNote>}
      {filling === 'check_out' ? (
        <CheckOutForm booking={b} onDone={flown('check_out')} onCancel={() => setFilling(null)} />
      ) : filling === 'check_in' ? (
        <CheckInForm booking={b} flight={flight} onDone={flown('check_in')} onCancel={() => setFilling(null)} />
      ) : asking ? (
        <form className="booking-reason-form" onSubmit={submitReason} noValidate>
          <TextAreaField
            label={REASON_WORDS[asking].label}
            value={reason}
            onChange={setReason}
            rows={2}
            required
            errors={errors.fields.reason}
            data-autofocus
          />
          {asking === 'cancel' && paid && <CancelQuote bookingId={b.id} role={role} />}
          <ErrorList errors={errors.general} />
          <div className="share-action-row">
            <button type="submit" className="button button-danger button-small" disabled={busy !== null} aria-busy={busy === asking}>
              {busy === asking && <Spinner />}
              {REASON_WORDS[asking].button}
            </button>
            <button type="button" className="button button-secondary button-small" onClick={() => setAsking(null)} disabled={busy !== null}>
              Keep it
            </button>
          </div>
        </form>
      ) : (
        b.actions.length > 0 && (
          <>
            <div className="share-action-row">
              {b.actions.map((action) => (
                <button
                  key={action}
                  type="button"
                  className={`button button-small ${buttonClass(action)}`}
                  disabled={busy !== null}
                  aria-busy={busy === action}
                  onClick={() => {
                    setDone(null);
                    if (REASON_ACTIONS.includes(action)) setAsking(action as ReasonAction);
                    else if (FORM_ACTIONS.includes(action)) setFilling(action as FormAction);
                    else void act(action);
                  }}
                >
                  {busy === action && <Spinner />}
                  {BUTTONS[action]}
                </button>
              ))}
            </div>
            <ErrorList errors={errors.general} />
          </>
        )
      )}
    </article>
  );
}

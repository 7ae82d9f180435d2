import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatMinutes } from '../../../../../domain/booking/availability';
import { isRentalType } from '../../../../../domain/booking/booking';
import { parseAirportTime, zoneAbbreviation } from '../../../../../domain/booking/local-time';
import { estimateRental, estimateText, type PriceEstimate } from '../../../../../domain/booking/price-estimate';
import { sharePriceLabel } from '../../../../../domain/share/price-display';
import { asSentence } from '../../../../../domain/text/sentence';
import type { StatusView } from '../../../../../domain/maintenance/maintenance-view';
import { ErrorList } from '../../../components/form/error-list';
import { BookingWarningsNote } from '../../../components/maintenance/booking-warnings-note';
import { FieldErrorText } from '../../../components/form/field-error-text';
import { LoadFailed } from '../../../components/load-failed';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { PageLoading } from '../../../components/page-loading';
import { Spinner } from '../../../components/spinner';
import { SuccessNote } from '../../../components/success-note/success-note';
import { useApiResource } from '../../../hooks/use-api-resource';
import { useAskToSignUp } from '../../../hooks/use-ask-to-sign-up';
import { useModal } from '../../../hooks/use-modal';
import { useSession } from '../../../hooks/use-session';
import { bookingPeriodText, type AvailabilityView, type BookingView, type CalendarEntryView } from '../../../lib/booking-view';
import { getAvailability, sendRequest } from '../../../lib/bookings.api';
import { getPolicy } from '../../../lib/payments.api';
import { cardErrorsOf, type CardEntryHandle } from '../../../components/card-entry/card-entry';
import { NO_ERRORS, requestErrors, type FormErrors } from '../../../lib/form-errors';
import type { ShareView } from '../../../lib/share-view';
import { signupReasons } from '../../../lib/signup-reasons';
import { localInputValue, type DaySummary, type LocalDate } from '../utils/calendar-grid';
import { AvailabilitySettings } from './availability-settings';
import { BillingSettings } from './billing-settings';
import { MeterReadingsSettings } from './meter-readings-settings';
import { PaymentTermsSettings } from './payment-terms-settings';
import { RequestPayment } from './request-payment';
import { ShareCalendar } from './share-calendar';
import './share-calendar.css';

const FIELDS = ['start', 'end', 'period', 'message'];

/**
 * The share modal's booking part: for a rental, the listing's calendar and a request for a period; for a
 * share purchase, partnership or club, a request to join. A visitor's Request asks him to sign up; a grounded listing
 * says why and takes nothing; the owner sees who booked and his availability settings.
 */
export function ShareBookingPanel({ share, status = null }: { share: ShareView; status?: StatusView | null }) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  // Asked in the browser only: the server draws the modal as a visitor sees it, without the calendar.
  const availability = useApiResource(`${share.id} ${userId}`, (signal) => getAvailability(share.id, signal));
  const rental = isRentalType(share.type);
  const [settings, setSettings] = useState(false);
  const [version, setVersion] = useState(0);

  const heading = rental ? 'Calendar' : 'Request to join';
  return (
    <section className="share-booking" aria-label={heading}>
      <h2>{heading}</h2>
      {availability.status === 'loading' && <PageLoading label="Loading the calendar…" />}
      {availability.status === 'failed' && (
        <>
          <ErrorList errors={[`We could not load the calendar. ${availability.error}`]} />
          <button type="button" className="button button-secondary button-small" onClick={availability.retry}>
            Try again
          </button>
        </>
      )}
      {availability.status === 'ready' && (
        <>
          {availability.data.grounded && (
            <p className="share-grounded" role="status">
              This aircraft is grounded: {asSentence(availability.data.grounded.reason)} It takes no requests until the owner clears it.
            </p>
          )}
          {availability.data.canEdit && (
            <div className="share-action-row">
              <button type="button" className="button button-secondary button-small" aria-expanded={settings} onClick={() => setSettings(!settings)}>
                {settings ? 'Close availability settings' : 'Availability settings'}
              </button>
              <Link className="button button-secondary button-small" to="/account/requests">
                Requests
              </Link>
            </div>
          )}
          {availability.data.canEdit && settings && (
            <AvailabilitySettings
              availability={availability.data}
              onChanged={(next) => {
                availability.set(next);
                setVersion((n) => n + 1);
              }}
            >
              {rental && <BillingSettings shareId={share.id} />}
              {rental && <PaymentTermsSettings shareId={share.id} />}
              {rental && <MeterReadingsSettings shareId={share.id} />}
            </AvailabilitySettings>
          )}
          {rental ? (
            <RentalBooking share={share} availability={availability.data} version={version} status={status} />
          ) : (
            <JoinRequest share={share} availability={availability.data} />
          )}
        </>
      )}
    </section>
  );
}

type Who = 'visitor' | 'owner' | 'pilot';

function useWho(share: ShareView, availability: AvailabilityView): Who {
  const { user } = useSession();
  if (!user) return 'visitor';
  return user.id === share.owner.id || availability.canEdit ? 'owner' : 'pilot';
}

/**
 * A visitor's Request (issue 34): the button a pilot would press, which asks him to sign up with the reason
 * ("Sign up to ask Tom for this Cessna") and brings him back to the listing; members log in instead.
 */
function VisitorPrompt({ share, label }: { share: ShareView; label: string }) {
  const { openModal } = useModal();
  const askToSignUp = useAskToSignUp();
  const { pathname, search } = useLocation();
  const reason = (isRentalType(share.type) ? signupReasons.request : signupReasons.join)(share.owner.first, share.aircraft);
  return (
    <div className="share-booking-visitor">
      <div className="share-action-row">
        <button type="button" className="button button-primary" onClick={() => askToSignUp(reason)}>
          {label}
        </button>
      </div>
      <p className="share-booking-note">
        A free account sends requests.{' '}
        <button type="button" className="button-link" onClick={() => openModal('login', { afterLogin: `${pathname}${search}` })}>
          Log in
        </button>{' '}
        if you have one.
      </p>
    </div>
  );
}

/**
 * What was sent, in place of the form: the period and its estimate, the message, and the next steps. It
 * takes the focus (the form the pilot was in is gone); "Ask for another time" brings the form back empty.
 */
function Sent({ request, onAnother, withCard }: { request: BookingView; onAnother?: () => void; withCard?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const rental = request.kind === 'rental';
  return (
    <div className="booking-sent" ref={ref} tabIndex={-1}>
      <SuccessNote
        title={rental ? 'Your request is sent.' : 'Your request to join is sent.'}
        actions={
          <>
            <Link className="button button-secondary button-small" to="/account/bookings">
              See My bookings
            </Link>
            {onAnother && (
              <button type="button" className="button button-secondary button-small" onClick={onAnother}>
                Ask for another time
              </button>
            )}
          </>
        }
      >
        {rental && <span className="booking-sent-line">{bookingPeriodText(request)}</span>}
        {request.estimate && <span className="booking-sent-line">Estimate: {estimateText(request.estimate)}</span>}
        {request.message && <span className="booking-sent-line">Your message: “{request.message}”</span>}
        {withCard && <span className="booking-sent-line">Your card is saved: nothing is charged until the owner approves, then the hold is placed.</span>}
        <span className="booking-sent-line">
          {request.owner.name} has 48 hours to answer. We email you when they do{rental ? '; until then it shows on the calendar as your request' : ''}.
        </span>
      </SuccessNote>
    </div>
  );
}

/** The estimate of the period typed in the form (the airport's wall-clock times), as the server will compute it. */
function formEstimate(share: ShareView, start: string, end: string, zone: string): PriceEstimate | null {
  const period = formPeriod(start, end, zone);
  return period ? estimateRental(share, period) : null;
}

/** The period typed in the form as instants, once both ends read as times of the airport. */
function formPeriod(start: string, end: string, zone: string): { start: Date; end: Date } | null {
  const from = start ? parseAirportTime(start, zone) : null;
  const to = end ? parseAirportTime(end, zone) : null;
  return from?.ok && to?.ok ? { start: from.instant, end: to.instant } : null;
}

function RentalBooking({ share, availability, version, status }: { share: ShareView; availability: AvailabilityView; version: number; status: StatusView | null }) {
  const who = useWho(share, availability);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<BookingView | null>(null);
  // The card of a rental that takes payment (issue 37): its messages beside it.
  const card = useRef<CardEntryHandle | null>(null);
  const [cardErrors, setCardErrors] = useState<string[] | undefined>(undefined);
  // Drawn here rather than by a field component: hidden, as theirs are, once the start or end changes (issue 34).
  const periodErrors = useShownErrors(errors.fields.period, `${start} ${end}`);
  // Bumped after each request sent: the calendar reloads to show it as the pilot's own.
  const [asked, setAsked] = useState(0);
  const zone = availability.timeZone;
  const rules = availability.rules;
  const canAsk = who === 'pilot' && !availability.grounded;
  // Whether this rental takes payment now: asked only of a pilot who may send a request.
  const policy = useApiResource(canAsk ? `${share.id} policy` : null, (signal) => (canAsk ? getPolicy(share.id, signal) : Promise.resolve(null)));
  const takesPayment = policy.status === 'ready' && policy.data?.takesPayment ? policy.data : null;
  const estimate = formEstimate(share, start, end, zone);
  const hasRate = estimateRental(share, { start: new Date(0), end: new Date(3_600_000) }) !== null;

  const pickDay = (date: LocalDate, summary: DaySummary<CalendarEntryView>) => {
    const opening = summary.open[0]?.from ?? 0;
    const from = opening === 0 ? 9 * 60 : opening;
    setStart(localInputValue(date, from));
    setEnd(localInputValue(date, from + Math.max(rules.minMinutes, 60)));
    setSent(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors(NO_ERRORS);
    setCardErrors(undefined);
    try {
      // The card first (a card that cannot be used is said beside it and nothing is sent), then the request carrying it.
      const paymentMethodId = takesPayment && card.current ? await card.current.paymentMethod() : undefined;
      setSent(await sendRequest(share.id, { start, end, message, paymentMethodId }));
      setStart('');
      setEnd('');
      setMessage('');
      setAsked((n) => n + 1);
    } catch (error) {
      // A declined or missing card is said beside the card field; the other fields' messages beside theirs.
      const beside = cardErrorsOf(error);
      setCardErrors(beside ?? undefined);
      setErrors(beside ? requestErrors(error, [...FIELDS, 'paymentMethodId'], []) : requestErrors(error, FIELDS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ShareCalendar availability={availability} version={version + asked} onPickDay={canAsk ? pickDay : undefined} />
      {who === 'visitor' && !availability.grounded && <VisitorPrompt share={share} label="Request this plane" />}
      {who === 'owner' && <p className="share-booking-note">This is your listing: you see who booked. Answer requests on your Requests tab.</p>}
      {canAsk && sent && <Sent request={sent} onAnother={() => setSent(null)} withCard={Boolean(takesPayment)} />}
      {canAsk && !sent && (
        <form className="booking-form" onSubmit={(e) => void submit(e)} noValidate>
          <p className="share-booking-note">
            Bookings here last {formatMinutes(rules.minMinutes)} to {formatMinutes(rules.maxMinutes)}, with {formatMinutes(rules.noticeMinutes)} of
            notice, up to {rules.maxDaysAhead} days ahead. Choose a day in the week view, or type the times.
          </p>
          <fieldset className="booking-period" aria-describedby={periodErrors?.length ? 'booking-period-error' : undefined}>
            <legend>
              Period, in airport time ({zoneAbbreviation(new Date(), zone)})
            </legend>
            <TextField label="Start" type="datetime-local" value={start} onChange={setStart} errors={errors.fields.start} required />
            <TextField label="End" type="datetime-local" value={end} onChange={setEnd} errors={errors.fields.end} required />
            <FieldErrorText id="booking-period-error" errors={periodErrors} />
          </fieldset>
          <p className="booking-estimate" aria-live="polite">
            {!hasRate
              ? 'This listing gives no hourly rate: ask the owner for the price in your message.'
              : estimate
                ? `Estimate: ${estimateText(estimate)}`
                : `Choose the start and the end to see the estimate (${sharePriceLabel(share)}).`}
          </p>
          <TextAreaField
            label="Message to the owner"
            value={message}
            onChange={setMessage}
            rows={3}
            errors={errors.fields.message}
            placeholder="Your experience in this type, what the flight is for…"
          />
          {status?.status === 'red' && (
            <p className="share-booking-note" role="note">
              This aircraft&apos;s maintenance status is red: {status.reasons.join(' ')} The owner may not be able to approve a request until it is cleared.
            </p>
          )}
          {status && <BookingWarningsNote status={status} period={formPeriod(start, end, zone)} zone={zone} lead="Before you send, note the aircraft's maintenance:" />}
          {policy.status === 'failed' && <LoadFailed what="the payment terms" message={policy.error} onRetry={policy.retry} />}
          {takesPayment ? (
            <RequestPayment policy={takesPayment} card={card} errors={cardErrors} />
          ) : (
            policy.status === 'ready' && <p className="share-booking-note">This owner takes no payment through Wingshare yet: you arrange the price and payment with them.</p>
          )}
          <ErrorList errors={errors.general} />
          <div className="share-action-row">
            <button type="submit" className="button button-primary" disabled={busy || policy.status === 'loading'} aria-busy={busy}>
              {busy && <Spinner />}
              Send request
            </button>
          </div>
        </form>
      )}
    </>
  );
}

function JoinRequest({ share, availability }: { share: ShareView; availability: AvailabilityView }) {
  const who = useWho(share, availability);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<BookingView | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      setSent(await sendRequest(share.id, { message }));
    } catch (error) {
      setErrors(requestErrors(error, FIELDS));
    } finally {
      setBusy(false);
    }
  };

  if (who === 'visitor') return availability.grounded ? null : <VisitorPrompt share={share} label="Request to join" />;
  if (who === 'owner') return <p className="share-booking-note">Requests to join your listing come to your Requests tab.</p>;
  if (availability.grounded) return null;
  if (sent) return <Sent request={sent} />;
  return (
    <form className="booking-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextAreaField
        label="Message to the owner"
        value={message}
        onChange={setMessage}
        rows={4}
        required
        errors={errors.fields.message}
        placeholder="Who you are, how much you fly, why this plane…"
      />
      <ErrorList errors={errors.general} />
      <div className="share-action-row">
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Request to join
        </button>
      </div>
    </form>
  );
}

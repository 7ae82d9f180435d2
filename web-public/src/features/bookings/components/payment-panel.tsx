import { useRef, useState, type FormEvent } from 'react';
import { formatLocal, toLocal, zoneAbbreviation } from '../../../../../domain/booking/local-time';
import { formatCentsExact } from '../../../../../domain/money/cents';
import { policyText } from '../../../../../domain/payment/cancellation';
import type { PaymentView } from '../../../../../domain/payment/payment-view';
import { longDateAt } from '../../../../../domain/text/us-format';
import { CardEntry, cardErrorsOf, type CardEntryHandle } from '../../../components/card-entry/card-entry';
import { ErrorList } from '../../../components/form/error-list';
import { SandboxBanner } from '../../../components/sandbox-banner';
import { Spinner } from '../../../components/spinner';
import { StatusNote } from '../../../components/status-note/status-note';
import { errorMessages } from '../../../lib/api-client';
import { payNow } from '../../../lib/payments.api';
import { LEDGER_KIND_WORDS, PAYMENT_STATE_WORDS } from '../../../lib/payment-words';
import type { BookingRole } from '../utils/booking-role';
import './payment-panel.css';

/** "Monday 8 Mar 2027 09:00 EST" in the airport's time. */
const airportTime = (iso: string, zone: string): string => {
  const at = new Date(iso);
  return `${formatLocal(toLocal(at, zone))} ${zoneAbbreviation(at, zone)}`;
};

/**
 * A booking's money on its card (issue 37), as the reader's side may see it: the state in words, what is
 * held, charged and refunded (the owner also the fee and what was sent to him), the terms agreed, each
 * movement; a pilot whose hold failed pays here with another card before the time given.
 */
export function PaymentPanel({ payment: p, role, zone, onPaid }: { payment: PaymentView; role: BookingRole; zone: string; onPaid: (p: PaymentView) => void }) {
  // The owner sees what the pilot paid and what reached him, not the hold on the pilot's card (domain/payment/visibility.ts).
  const figures: [string, number][] =
    role === 'owner'
      ? [['Expected', p.expectedCents], ['Charged', p.capturedCents], ['Refunded', p.refundedCents]]
      : [['Hold for', p.expectedCents], ['Held', p.heldCents], ['Charged', p.capturedCents], ['Refunded', p.refundedCents]];
  if (role === 'owner' && p.feeCents !== null) figures.push([`Wingshare fee (${p.feePercent} %)`, p.feeCents]);
  if (role === 'owner' && p.transferredCents !== null) figures.push(['Sent to you', p.transferredCents]);
  return (
    <section className="booking-payment" aria-label="Payment">
      <h4 className="booking-payment-title">
        Payment: <span className="booking-payment-state">{PAYMENT_STATE_WORDS[p.state]}</span>
      </h4>
      <SandboxBanner mode={p.mode} />
      <dl className="booking-payment-figures">
        {figures.map(([label, cents]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatCentsExact(cents)}</dd>
          </div>
        ))}
      </dl>
      <p className="booking-meta">
        {policyText(p.cancellation)}
        {p.depositCents > 0 && ` Deposit in the hold: ${formatCentsExact(p.depositCents)}.`}
        {p.card && ` Card: ${p.card}.`}
      </p>
      {p.state === 'awaiting_payment' && role === 'pilot' && <PayNow payment={p} zone={zone} onPaid={onPaid} />}
      {p.state === 'awaiting_payment' && role === 'owner' && p.payBy && (
        <p className="booking-meta">The hold on the pilot&apos;s card failed: the pilot has until {airportTime(p.payBy, zone)} to pay, or the booking is cancelled.</p>
      )}
      {p.entries.length > 0 && (
        <ul className="booking-payment-entries" aria-label="Money movements">
          {p.entries.map((e) => (
            <li key={e.id}>
              <span>
                <strong>{LEDGER_KIND_WORDS[e.kind]}</strong> {formatCentsExact(e.amountCents)}
              </span>
              <span className="booking-meta">
                {e.note} · {longDateAt(new Date(e.at), 'local') ?? e.at}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The pilot pays an awaiting_payment booking with another card (POST /api/requests/:id/payment). */
function PayNow({ payment: p, zone, onPaid }: { payment: PaymentView; zone: string; onPaid: (p: PaymentView) => void }) {
  const card = useRef<CardEntryHandle | null>(null);
  const [busy, setBusy] = useState(false);
  const [cardErrors, setCardErrors] = useState<string[] | undefined>(undefined);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !card.current) return;
    setBusy(true);
    setCardErrors(undefined);
    setErrors([]);
    try {
      const paid = await payNow(p.bookingId, await card.current.paymentMethod());
      setNotice(`Paid: ${formatCentsExact(paid.heldCents)} is held on your card${paid.card ? ` (${paid.card})` : ''}. The booking stands; the bill is charged after the flight.`);
      onPaid(paid);
    } catch (error) {
      const beside = cardErrorsOf(error);
      if (beside) setCardErrors(beside);
      else setErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="booking-pay-now" onSubmit={(e) => void pay(e)} noValidate aria-label="Pay for the booking">
      <p className="booking-pay-by">
        <strong>Pay by {p.payBy ? airportTime(p.payBy, zone) : 'the time in our email'}</strong>: the hold on your card failed. Pay{' '}
        {formatCentsExact(p.expectedCents)} with another card, or the booking is cancelled and its period freed.
      </p>
      <CardEntry handle={card} errors={cardErrors} />
      <ErrorList errors={errors} />
      <div className="share-action-row">
        <button type="submit" className="button button-primary button-small" disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Pay now
        </button>
      </div>
      <StatusNote text={notice} />
    </form>
  );
}

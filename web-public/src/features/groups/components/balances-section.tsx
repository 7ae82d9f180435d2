import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { GroupPaymentView, GroupView } from '../../../../../domain/group/group-view';
import { GROUP_MESSAGES, readCardPaymentInput, readPaymentInput } from '../../../../../domain/group/group-input';
import { CardEntry, cardErrorsOf, type CardEntryHandle } from '../../../components/card-entry/card-entry';
import { ApiError, errorMessages } from '../../../lib/api-client';
import { dateText } from '../../../../../domain/maintenance/calendar-date';
import { formatCentsExact } from '../../../../../domain/money/cents';
import { ErrorList } from '../../../components/form/error-list';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useCheckedSubmit } from '../../../components/form/use-checked-submit';
import { StatusNote } from '../../../components/status-note/status-note';
import { useRevealInvalid } from '../../../hooks/use-reveal-invalid';
import { payByCard, recordPayment, type PaymentBody } from '../api/groups.api';
import { typedCents } from '../utils/form-values';
import { groupOf } from '../utils/group-words';
import type { SectionProps } from '../utils/section-props';
import { SubmitOrCancel } from '../../../components/form/submit-or-cancel';

/** "Owes $120.50", "In credit by $20.00", "Settled". */
function owesWords(cents: number): string {
  if (cents > 0) return `Owes ${formatCentsExact(cents)}`;
  if (cents < 0) return `In credit by ${formatCentsExact(-cents)}`;
  return 'Settled';
}

/** Who owes what (a member sees his own), each aircraft's reserve funds, the payments recorded, and a payment to record. */
export function BalancesSection({ view, today, refresh }: SectionProps) {
  const [recording, setRecording] = useState<'recorded' | 'card' | null>(null);
  const [note, setNote] = useState('');
  const payments = [...view.payments].sort((a, b) => (a.date === b.date ? b.id - a.id : b.date.localeCompare(a.date)));
  const owed = view.balances.reduce((sum, b) => sum + Math.max(0, b.balanceCents), 0);
  const mine = view.balances.find((b) => b.userId === view.you.userId)?.balanceCents ?? 0;
  const aircraftName = (shareId: number) => {
    const a = view.aircraft.find((x) => x.shareId === shareId);
    return a ? a.tailNumber || a.title : `Aircraft ${shareId}`;
  };
  return (
    <section id="group-balances" className="group-section" aria-labelledby="group-balances-heading">
      <h2 id="group-balances-heading" className="account-subtitle">
        Balances and reserves
      </h2>
      {view.balances.length === 0 ? (
        <p className="group-small">No balance yet: balances start with the first statement.</p>
      ) : (
        <ul className="group-rows" aria-label="Balances">
          {view.balances.map((b) => (
            <li key={b.userId} className="group-row">
              <span className="group-row-main">
                {b.name}
                {b.userId === view.you.userId && <span className="group-small"> (you)</span>}
              </span>
              <span className={`group-row-amount${b.balanceCents > 0 ? ' group-balance-owed' : ''}`}>{owesWords(b.balanceCents)}</span>
            </li>
          ))}
        </ul>
      )}
      {view.you.manager && view.balances.length > 1 && <p className="group-small">Owed to the group in all: {formatCentsExact(owed)}.</p>}

      {view.reserves.length > 0 && (
        <>
          <h3 className="group-h3">Reserve funds</h3>
          <ul className="group-rows" aria-label="Reserve funds">
            {view.reserves.map((r) => (
              <li key={r.shareId} className="group-row">
                <span className="group-row-main">{aircraftName(r.shareId)}</span>
                <span className="group-row-amount">
                  Engine {formatCentsExact(r.engineCents)} · propeller {formatCentsExact(r.propellerCents)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}

      <h3 className="group-h3">Payments</h3>
      {payments.length === 0 ? (
        <p className="group-small">No payment recorded yet.</p>
      ) : (
        <ul className="group-rows" aria-label="Payments">
          {payments.slice(0, 20).map((p) => (
            <PaymentRow key={p.id} payment={p} />
          ))}
        </ul>
      )}
      <StatusNote text={note} />
      {recording === 'card' && mine > 0 ? (
        <CardPaymentForm
          groupId={view.id}
          owedCents={mine}
          onCancel={() => setRecording(null)}
          onPaid={async (payment) => {
            const next = await refresh();
            setRecording(null);
            const balance = next?.balances.find((b) => b.userId === view.you.userId);
            setNote(
              `Paid: ${formatCentsExact(payment.amountCents)} by card${balance ? `; your balance is now ${owesWords(balance.balanceCents).toLowerCase()}` : ''}. ${payment.transferred ? 'The money is on its way to the group\'s owner' : 'The money reaches the group\'s owner once his payouts take it'}; it shows on the next statement.`,
            );
          }}
        />
      ) : recording === 'recorded' ? (
        <PaymentForm
          view={view}
          today={today}
          onCancel={() => setRecording(null)}
          onRecorded={async (payment) => {
            const next = await refresh();
            const name = view.members.find((m) => m.userId === payment.userId)?.name ?? 'the member';
            setRecording(null);
            const balance = next?.balances.find((b) => b.userId === payment.userId);
            setNote(
              `${formatCentsExact(payment.amountCents)} from ${name} on ${dateText(payment.date)} is recorded${balance ? `; ${balance.userId === view.you.userId ? 'your' : 'the'} balance is now ${owesWords(balance.balanceCents).toLowerCase()}` : ''}. It shows on the next statement.`,
            );
          }}
        />
      ) : (
        <div className="share-action-row">
          {mine > 0 && (
            <button
              type="button"
              className="button button-primary button-small"
              onClick={() => {
                setNote('');
                setRecording('card');
              }}
            >
              Pay {formatCentsExact(mine)} by card
            </button>
          )}
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => {
              setNote('');
              setRecording('recorded');
            }}
          >
            Record a payment
          </button>
        </div>
      )}
    </section>
  );
}

function PaymentRow({ payment: p }: { payment: GroupPaymentView }) {
  return (
    <li className="group-row">
      <span className="group-row-main">
        {p.name}
        <span className="group-small">
          {' '}
          · {dateText(p.date)} · {p.method === 'card' ? 'by card' : 'recorded'}
        </span>
      </span>
      <span className="group-row-amount">{formatCentsExact(p.amountCents)}</span>
    </li>
  );
}

const PAYMENT_FIELDS = ['userId', 'amountCents', 'date'];

function PaymentForm({ view, today, onRecorded, onCancel }: {
  view: GroupView;
  today: string;
  onRecorded: (payment: { userId: number; amountCents: number; date: string }) => Promise<void>;
  onCancel: () => void;
}) {
  const headingId = useId();
  // A member records his own payment; the owner or treasurer anyone's.
  const payers = view.you.manager ? view.members : view.members.filter((m) => m.userId === view.you.userId);
  const [userId, setUserId] = useState(String(view.you.userId));
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(today);
  const { ref, reveal } = useRevealInvalid();
  useEffect(() => ref.current?.querySelector<HTMLElement>('select, input')?.focus(), [ref]);
  const body = (): PaymentBody => ({ userId: Number(userId), amountCents: typedCents(amount), date });
  const { busy, errors, submit } = useCheckedSubmit(
    () => readPaymentInput(body(), groupOf(view), today),
    async ({ value }) => {
      await recordPayment(view.id, body());
      await onRecorded(value);
    },
    PAYMENT_FIELDS,
    reveal,
  );
  const f = errors.fields;
  return (
    <form ref={ref} className="group-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>Record a payment</h3>
      <SelectField label="From" value={userId} onChange={setUserId} errors={f.userId} disabled={payers.length < 2}>
        {payers.map((m) => (
          <option key={m.userId} value={String(m.userId)}>
            {m.name}
            {m.userId === view.you.userId ? ' (you)' : ''}
          </option>
        ))}
      </SelectField>
      <div className="group-form-row">
        <TextField label="Amount ($)" inputMode="decimal" value={amount} onChange={setAmount} required errors={f.amountCents} />
        <TextField label="Paid on" type="date" value={date} onChange={setDate} min={view.createdOn} max={today} required errors={f.date} />
      </div>
      <ErrorList errors={errors.general} />
      <SubmitOrCancel busy={busy} onCancel={onCancel}>
        Record the payment
      </SubmitOrCancel>
    </form>
  );
}

/** A key for one payment, the same for each retry of it (the server charges a key once). */
const newPayKey = (): string =>
  `pay-${typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`}`;

/** The member pays what he owes (or part of it) by card: POST /api/groups/:id/payments/card. */
function CardPaymentForm({ groupId, owedCents, onPaid, onCancel }: {
  groupId: number;
  owedCents: number;
  onPaid: (payment: GroupPaymentView & { transferred: boolean }) => Promise<void>;
  onCancel: () => void;
}) {
  const headingId = useId();
  const card = useRef<CardEntryHandle | null>(null);
  const [key] = useState(newPayKey);
  const [amount, setAmount] = useState((owedCents / 100).toFixed(2));
  const [busy, setBusy] = useState(false);
  const [amountErrors, setAmountErrors] = useState<string[] | undefined>(undefined);
  const [cardErrors, setCardErrors] = useState<string[] | undefined>(undefined);
  const [errors, setErrors] = useState<string[]>([]);
  const { ref, reveal } = useRevealInvalid();
  useEffect(() => ref.current?.querySelector<HTMLElement>('input')?.focus(), [ref]);
  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !card.current) return;
    setAmountErrors(undefined);
    setCardErrors(undefined);
    setErrors([]);
    // The amount is read as the server reads it (domain/group/group-input.ts); the card is the card field's to check.
    const read = readCardPaymentInput({ amountCents: typedCents(amount), paymentMethodId: 'card', key });
    const tooMuch = read.ok && read.value.amountCents > owedCents ? [GROUP_MESSAGES.moreThanOwed(formatCentsExact(owedCents))] : undefined;
    if (!read.ok || tooMuch) {
      setAmountErrors(read.ok ? tooMuch : read.errors.amountCents ?? tooMuch);
      reveal();
      return;
    }
    const { amountCents } = read.value;
    setBusy(true);
    try {
      const paid = await payByCard(groupId, { amountCents, paymentMethodId: await card.current.paymentMethod(), key });
      await onPaid(paid);
    } catch (error) {
      const beside = cardErrorsOf(error);
      if (beside) setCardErrors(beside);
      else if (error instanceof ApiError && error.fields.amountCents) setAmountErrors(error.fields.amountCents);
      else setErrors(errorMessages(error));
      reveal();
    } finally {
      setBusy(false);
    }
  };
  return (
    <form ref={ref} className="group-form" onSubmit={(e) => void pay(e)} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>Pay by card</h3>
      <p className="group-small">You owe the group {formatCentsExact(owedCents)}. The payment goes to the group's owner and shows on the next statement.</p>
      <TextField label="Amount ($)" inputMode="decimal" value={amount} onChange={setAmount} required errors={amountErrors} />
      <CardEntry handle={card} errors={cardErrors} />
      <ErrorList errors={errors} />
      <SubmitOrCancel busy={busy} onCancel={onCancel}>
        Pay now
      </SubmitOrCancel>
    </form>
  );
}

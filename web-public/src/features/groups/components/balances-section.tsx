import { useEffect, useId, useState } from 'react';
import type { GroupPaymentView, GroupView } from '../../../../../domain/group/group-view';
import { readPaymentInput } from '../../../../../domain/group/group-input';
import { dateText } from '../../../../../domain/maintenance/calendar-date';
import { formatCentsExact } from '../../../../../domain/money/cents';
import { ErrorList } from '../../../components/form/error-list';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useCheckedSubmit } from '../../../components/form/use-checked-submit';
import { StatusNote } from '../../../components/status-note/status-note';
import { useRevealInvalid } from '../../../hooks/use-reveal-invalid';
import { recordPayment, type PaymentBody } from '../api/groups.api';
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
  const [recording, setRecording] = useState(false);
  const [note, setNote] = useState('');
  const payments = [...view.payments].sort((a, b) => (a.date === b.date ? b.id - a.id : b.date.localeCompare(a.date)));
  const owed = view.balances.reduce((sum, b) => sum + Math.max(0, b.balanceCents), 0);
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
      {recording ? (
        <PaymentForm
          view={view}
          today={today}
          onCancel={() => setRecording(false)}
          onRecorded={async (payment) => {
            const next = await refresh();
            const name = view.members.find((m) => m.userId === payment.userId)?.name ?? 'the member';
            setRecording(false);
            const balance = next?.balances.find((b) => b.userId === payment.userId);
            setNote(
              `${formatCentsExact(payment.amountCents)} from ${name} on ${dateText(payment.date)} is recorded${balance ? `; ${balance.userId === view.you.userId ? 'your' : 'the'} balance is now ${owesWords(balance.balanceCents).toLowerCase()}` : ''}. It shows on the next statement.`,
            );
          }}
        />
      ) : (
        <div className="share-action-row">
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => {
              setNote('');
              setRecording(true);
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

import { useEffect, useId, useRef, useState } from 'react';
import { EXPENSE_KINDS, EXPENSE_SPLITS, type ExpenseKind, type ExpenseSplit } from '../../../../../domain/group/group';
import type { GroupExpenseView, GroupView } from '../../../../../domain/group/group-view';
import { readExpenseInput } from '../../../../../domain/group/group-input';
import { dateText } from '../../../../../domain/maintenance/calendar-date';
import { formatCentsExact } from '../../../../../domain/money/cents';
import { ErrorList } from '../../../components/form/error-list';
import { describedBy, FieldErrorText, fieldClass } from '../../../components/form/field-error-text';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useCheckedSubmit } from '../../../components/form/use-checked-submit';
import { StatusNote } from '../../../components/status-note/status-note';
import { useRevealInvalid } from '../../../hooks/use-reveal-invalid';
import { addExpense, type ExpenseBody } from '../api/groups.api';
import { typedCents } from '../utils/form-values';
import { monthText } from '../../../../../domain/group/month';
import { EXPENSE_SPLIT_WORDS, groupOf } from '../utils/group-words';
import type { SectionProps } from '../utils/section-props';
import { SubmitOrCancel } from '../../../components/form/submit-or-cancel';

const KIND_WORDS: Record<ExpenseKind, string> = { expense: 'Expense (a cost the group paid)', assessment: 'Assessment (a call for money)' };
const RESERVE_WORDS = { engine: 'the engine reserve', propeller: 'the propeller reserve' } as const;
/** Shown by default; the rest behind "Show all". */
const FIRST_EXPENSES = 10;

const aircraftName = (view: GroupView, shareId: number | null) => {
  if (shareId === null) return null;
  const a = view.aircraft.find((x) => x.shareId === shareId);
  return a ? a.tailNumber || a.title : null;
};

/** The group's expenses and assessments, newest first, with their receipt; the managers add one. */
export function ExpensesSection({ view, today, refresh }: SectionProps) {
  const [adding, setAdding] = useState(false);
  const [all, setAll] = useState(false);
  const [note, setNote] = useState('');
  const expenses = [...view.expenses].sort((a, b) => (a.date === b.date ? b.id - a.id : b.date.localeCompare(a.date)));
  const shown = all ? expenses : expenses.slice(0, FIRST_EXPENSES);
  return (
    <section id="group-expenses" className="group-section" aria-labelledby="group-expenses-heading">
      <h2 id="group-expenses-heading" className="account-subtitle">
        Expenses
      </h2>
      {expenses.length === 0 && <p className="group-small">No expense yet: insurance, the hangar, the annual and repairs go here, each split among the members.</p>}
      <ul className="group-rows" aria-label="Expenses">
        {shown.map((e) => (
          <ExpenseRow key={e.id} expense={e} view={view} />
        ))}
      </ul>
      {expenses.length > FIRST_EXPENSES && (
        <div className="share-action-row">
          <button type="button" className="button-link" onClick={() => setAll(!all)}>
            {all ? 'Show the latest only' : `Show all ${expenses.length} expenses`}
          </button>
        </div>
      )}
      <StatusNote text={note} />
      {view.you.manager &&
        (adding ? (
          <ExpenseForm
            view={view}
            today={today}
            onCancel={() => setAdding(false)}
            onAdded={async (e) => {
              await refresh();
              setAdding(false);
              setNote(
                `${e.description} (${formatCentsExact(e.amountCents)}) is added${e.fromReserve ? `, paid from ${RESERVE_WORDS[e.fromReserve]}` : ''}. It goes on the next statement issued; issue it below once the month is over.`,
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
                setAdding(true);
              }}
            >
              Add an expense
            </button>
          </div>
        ))}
    </section>
  );
}

function ExpenseRow({ expense: e, view }: { expense: GroupExpenseView; view: GroupView }) {
  const plane = aircraftName(view, e.shareId);
  return (
    <li className="group-row">
      <span className="group-row-main">
        <strong>{e.description}</strong>
        <span className="group-small">
          {' '}
          · {dateText(e.date)}
          {e.kind === 'assessment' && ' · assessment'}
          {plane && ` · ${plane}`}
        </span>
      </span>
      <span className="group-row-amount">{formatCentsExact(e.amountCents)}</span>
      <span className="group-small group-row-wide">
        {e.fromReserve ? `Paid from ${RESERVE_WORDS[e.fromReserve]}` : EXPENSE_SPLIT_WORDS[e.split]}
        {' · '}
        {e.statementMonth ? `on the ${monthText(e.statementMonth)} statement` : 'on the next statement'}
        {e.receiptUrl && (
          <>
            {' · '}
            <a href={e.receiptUrl} target="_blank" rel="noopener">
              Receipt<span className="visually-hidden"> of {e.description} (opens in a new tab)</span>
            </a>
          </>
        )}
      </span>
    </li>
  );
}

const EXPENSE_FIELDS = ['date', 'kind', 'description', 'amountCents', 'split', 'shareId', 'fromReserve', 'receipt'];
const RECEIPT_TYPES = 'image/jpeg,image/png,image/webp,image/heic';
export const RECEIPT_NOT_IMAGE = 'Choose a photo of the receipt (JPEG, PNG, WebP or HEIC).';

function ExpenseForm({ view, today, onAdded, onCancel }: {
  view: GroupView;
  today: string;
  onAdded: (expense: GroupExpenseView) => Promise<void>;
  onCancel: () => void;
}) {
  const headingId = useId();
  const receiptId = useId();
  const [date, setDate] = useState(today);
  const [kind, setKind] = useState<ExpenseKind>('expense');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [split, setSplit] = useState<ExpenseSplit>(view.kind === 'club' ? 'equal' : 'by_share');
  const [shareId, setShareId] = useState('');
  const [fromReserve, setFromReserve] = useState<'' | 'engine' | 'propeller'>('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { ref, reveal } = useRevealInvalid();
  useEffect(() => ref.current?.querySelector<HTMLInputElement>('input')?.focus(), [ref]);

  const body = (): ExpenseBody => ({
    date,
    kind,
    description: description.trim(),
    amountCents: typedCents(amount),
    split,
    shareId: shareId ? Number(shareId) : null,
    fromReserve: fromReserve || null,
  });
  const read = () => {
    if (receipt && !receipt.type.startsWith('image/')) return { ok: false as const, errors: { receipt: [RECEIPT_NOT_IMAGE] } };
    return readExpenseInput(body(), groupOf(view), today);
  };
  const { busy, errors, submit } = useCheckedSubmit(read, async () => onAdded(await addExpense(view.id, body(), receipt)), EXPENSE_FIELDS, reveal);
  const f = errors.fields;
  const receiptInvalid = Boolean(f.receipt?.length);
  return (
    <form ref={ref} className="group-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>Add an expense</h3>
      <div className="group-form-row">
        <TextField label="Date" type="date" value={date} onChange={setDate} min={view.createdOn} max={today} required errors={f.date} />
        <SelectField label="Kind" value={kind} onChange={(v) => setKind(v as ExpenseKind)} errors={f.kind}>
          {EXPENSE_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_WORDS[k]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField label="What it is" value={description} onChange={setDescription} required maxLength={200} placeholder="e.g. Hangar, March" errors={f.description} />
      <div className="group-form-row">
        <TextField label="Amount ($)" inputMode="decimal" value={amount} onChange={setAmount} required errors={f.amountCents} />
        <SelectField label="Split" value={split} onChange={(v) => setSplit(v as ExpenseSplit)} errors={f.split}>
          {EXPENSE_SPLITS.map((s) => (
            <option key={s} value={s}>
              {EXPENSE_SPLIT_WORDS[s]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="group-form-row">
        <SelectField label="For the aircraft (optional)" value={shareId} onChange={setShareId} errors={f.shareId}>
          <option value="">The whole group</option>
          {view.aircraft.map((a) => (
            <option key={a.shareId} value={String(a.shareId)}>
              {a.tailNumber || a.title}
            </option>
          ))}
        </SelectField>
        <SelectField label="Paid from a reserve" value={fromReserve} onChange={(v) => setFromReserve(v as '' | 'engine' | 'propeller')} errors={f.fromReserve}>
          <option value="">No: charged to the members</option>
          <option value="engine">The engine reserve</option>
          <option value="propeller">The propeller reserve</option>
        </SelectField>
      </div>
      <div className={fieldClass(undefined, f.receipt)}>
        <label htmlFor={receiptId}>Receipt photo (optional)</label>
        <input
          id={receiptId}
          ref={fileInput}
          type="file"
          accept={RECEIPT_TYPES}
          onChange={(event) => setReceipt(event.target.files?.[0] ?? null)}
          aria-invalid={receiptInvalid || undefined}
          aria-describedby={describedBy(receiptInvalid && `${receiptId}-error`)}
        />
        <FieldErrorText id={`${receiptId}-error`} errors={f.receipt} />
        {receipt && (
          <p className="field-hint">
            {receipt.name}{' '}
            <button
              type="button"
              className="button-link"
              onClick={() => {
                setReceipt(null);
                if (fileInput.current) fileInput.current.value = '';
              }}
            >
              Remove<span className="visually-hidden"> the receipt photo</span>
            </button>
          </p>
        )}
      </div>
      <ErrorList errors={errors.general} />
      <SubmitOrCancel busy={busy} onCancel={onCancel}>
        Add the expense
      </SubmitOrCancel>
    </form>
  );
}

import { useEffect, useId, useState } from 'react';
import { ITEM_DEFAULTS, ITEM_KIND_LABELS, ITEM_KINDS, type ItemKind } from '../../../../../domain/maintenance/maintenance';
import { readItemInput } from '../../../../../domain/maintenance/maintenance-input';
import type { OwnerItemView } from '../../../../../domain/maintenance/maintenance-view';
import { ErrorList } from '../../../components/form/error-list';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useCheckedSubmit } from '../../../components/form/use-checked-submit';
import '../../../components/maintenance/maintenance-status.css';
import { useRevealInvalid } from '../../../hooks/use-reveal-invalid';
import { addItem, type ItemBody } from '../../../lib/maintenance.api';
import { typedNumber } from '../../../lib/typed-amounts';
import { SubmitOrCancel } from '../../../components/form/submit-or-cancel';

const FIELDS = ['kind', 'title', 'intervalMonths', 'intervalHours', 'lastDoneOn', 'lastDoneHours'];

/** The kind's own title, for the kinds that have one (an AD or an owner's item is named by the owner). */
const defaultTitle = (kind: ItemKind): string => (kind === 'ad' || kind === 'custom' ? '' : ITEM_KIND_LABELS[kind]);
const defaultMonths = (kind: ItemKind): string => String(ITEM_DEFAULTS[kind].intervalMonths ?? '');
const defaultHours = (kind: ItemKind): string => {
  const tenths = ITEM_DEFAULTS[kind].intervalHours;
  return tenths === null ? '' : (tenths / 10).toFixed(1);
};

interface Props {
  shareId: number;
  today: string;
  onAdded: (item: OwnerItemView) => void;
  onCancel: () => void;
}

/**
 * A due item the owner adds: its kind (the interval prefilled from the kind's rule), a title, months,
 * hours or both (whichever comes first), and when it was last done if he knows.
 */
export function AddItemForm({ shareId, today, onAdded, onCancel }: Props) {
  const headingId = useId();
  const [kind, setKind] = useState<ItemKind>('annual');
  const [title, setTitle] = useState(defaultTitle('annual'));
  const [months, setMonths] = useState(defaultMonths('annual'));
  const [hours, setHours] = useState(defaultHours('annual'));
  const [lastDoneOn, setLastDoneOn] = useState('');
  const [lastDoneHours, setLastDoneHours] = useState('');
  const { ref, reveal } = useRevealInvalid();
  // The form opens where the button was: the keyboard goes on to its first field.
  useEffect(() => ref.current?.querySelector<HTMLSelectElement>('select')?.focus(), [ref]);

  const chooseKind = (next: ItemKind) => {
    // The title follows the kind unless the owner wrote his own.
    if (title.trim() === '' || title === defaultTitle(kind)) setTitle(defaultTitle(next));
    setKind(next);
    setMonths(defaultMonths(next));
    setHours(defaultHours(next));
  };

  const body = (): ItemBody => ({
    kind,
    title: title.trim(),
    intervalMonths: typedNumber(months),
    intervalHours: typedNumber(hours),
    lastDoneOn: lastDoneOn || null,
    lastDoneHours: typedNumber(lastDoneHours),
  });
  const { busy, errors, submit } = useCheckedSubmit(() => readItemInput(body(), today), async () => onAdded(await addItem(shareId, body())), FIELDS, reveal);
  const f = errors.fields;

  return (
    <form ref={ref} className="maintenance-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>Add an item</h3>
      <SelectField label="Kind" value={kind} onChange={(v) => chooseKind(v as ItemKind)} errors={f.kind}>
        {ITEM_KINDS.map((k) => (
          <option key={k} value={k}>
            {ITEM_KIND_LABELS[k]}
          </option>
        ))}
      </SelectField>
      <TextField label="Title" value={title} onChange={setTitle} required errors={f.title} maxLength={120} placeholder={kind === 'ad' ? 'e.g. AD 2011-10-09 (fuel selector)' : undefined} />
      <div className="maintenance-form-row">
        <TextField label="Every (months)" inputMode="numeric" value={months} onChange={setMonths} errors={f.intervalMonths} />
        <TextField label="Every (hours)" inputMode="decimal" value={hours} onChange={setHours} errors={f.intervalHours} />
      </div>
      <p className="field-hint">Give months, hours, or both: with both, it is due at whichever comes first.</p>
      <div className="maintenance-form-row">
        <TextField label="Last done on (optional)" type="date" value={lastDoneOn} onChange={setLastDoneOn} max={today} errors={f.lastDoneOn} />
        <TextField label="Last done at tach hours (optional)" inputMode="decimal" value={lastDoneHours} onChange={setLastDoneHours} errors={f.lastDoneHours} />
      </div>
      <ErrorList errors={errors.general} />
      <SubmitOrCancel busy={busy} onCancel={onCancel}>
        Add the item
      </SubmitOrCancel>
    </form>
  );
}

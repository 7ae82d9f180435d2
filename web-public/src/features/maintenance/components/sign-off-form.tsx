import { useEffect, useId, useState } from 'react';
import { readSignOffInput } from '../../../../../domain/maintenance/maintenance-input';
import type { OwnerItemView } from '../../../../../domain/maintenance/maintenance-view';
import { ErrorList } from '../../../components/form/error-list';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useCheckedSubmit } from '../../../components/form/use-checked-submit';
import '../../../components/maintenance/maintenance-status.css';
import { useRevealInvalid } from '../../../hooks/use-reveal-invalid';
import type { SignOffBody } from '../../../lib/maintenance.api';
import { typedNumber } from '../../../lib/typed-amounts';
import { tenthsOf } from '../utils/maintenance-words';
import { SubmitOrCancel } from '../../../components/form/submit-or-cancel';

const FIELDS = ['doneOn', 'hours', 'note'];

interface Props {
  item: OwnerItemView;
  /** The airport's today (the status's): a sign-off cannot be dated after it. */
  today: string;
  /** The aircraft's last known tach (hours), which the reading may not go below. */
  meter: number | null;
  send: (body: SignOffBody) => Promise<OwnerItemView>;
  onDone: (item: OwnerItemView) => void;
  onCancel: () => void;
}

/**
 * Records an item done (issue 38, point 4): the date, the tach reading (needed when the item is due by
 * hours) and a note for the record. The server's rules run first, so each refusal is said beside its field.
 */
export function SignOffForm({ item, today, meter, send, onDone, onCancel }: Props) {
  const headingId = useId();
  const [doneOn, setDoneOn] = useState(today);
  const [hours, setHours] = useState('');
  const [note, setNote] = useState('');
  const { ref, reveal } = useRevealInvalid();
  useEffect(() => ref.current?.querySelector<HTMLInputElement>('input')?.focus(), [ref]);

  const body = (): SignOffBody => {
    const typed = typedNumber(hours);
    return { doneOn, note, ...(typed === null ? {} : { hours: typed }) };
  };
  const read = () => readSignOffInput(body(), {
    today,
    item: { intervalHours: tenthsOf(item.intervalHours), lastDoneOn: item.lastDoneOn, lastDoneHours: tenthsOf(item.lastDoneHours) },
    lastReading: tenthsOf(meter),
  });
  const { busy, errors, submit } = useCheckedSubmit(read, async () => onDone(await send(body())), FIELDS, reveal);
  const f = errors.fields;

  return (
    <form ref={ref} className="maintenance-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={headingId}>
      <h4 id={headingId}>Sign off: {item.title}</h4>
      <div className="maintenance-form-row">
        <TextField label="Done on" type="date" value={doneOn} onChange={setDoneOn} max={today} required errors={f.doneOn} />
        <TextField
          label={item.intervalHours ? 'Tach hours' : 'Tach hours (optional)'}
          inputMode="decimal"
          value={hours}
          onChange={setHours}
          required={Boolean(item.intervalHours)}
          errors={f.hours}
          placeholder={meter !== null ? `e.g. ${meter.toFixed(1)}` : 'e.g. 1234.5'}
        />
      </div>
      <TextAreaField label="What was done" value={note} onChange={setNote} rows={2} required errors={f.note} placeholder="e.g. Annual done, no discrepancies. A&P IA 1234567." />
      <ErrorList errors={errors.general} />
      <SubmitOrCancel busy={busy} onCancel={onCancel}>
        Record the sign-off
      </SubmitOrCancel>
    </form>
  );
}

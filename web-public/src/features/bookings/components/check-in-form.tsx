import { useEffect, useRef, useState, type FormEvent } from 'react';
import { parseAirportTime } from '../../../../../domain/booking/local-time';
import type { BookingView } from '../../../../../domain/booking/booking-view';
import { mergeFieldErrors, type FieldErrors } from '../../../../../domain/field-errors';
import { readCheckIn } from '../../../../../domain/flight/flight-input';
import { LONG_FLIGHT_TENTHS, SQUAWK_SEVERITIES, type SquawkSeverity } from '../../../../../domain/flight/flight';
import type { BillView, FlightView } from '../../../../../domain/flight/flight-view';
import { ErrorList } from '../../../components/form/error-list';
import { PhotoField } from '../../../components/form/photo-field';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { Spinner } from '../../../components/spinner';
import { useRevealInvalid } from '../../../hooks/use-reveal-invalid';
import { checkIn, previewBill, type CheckInBody, type PickedPhoto } from '../../../lib/flights.api';
import { hasFormErrors, NO_ERRORS, placeErrors, requestErrors, type FormErrors } from '../../../lib/form-errors';
import { DOLLARS_MESSAGE, dollarsToCents, typedNumber } from '../../../lib/typed-amounts';
import { errorsOf, listItemNames, newRowId, rowErrors, rowFieldNames } from '../utils/flight-fields';
import { meterHours, tenths } from '../utils/flight-text';
import { BillTable } from './bill-table';

/** A route's codes are refused one by one (`route[3]`): the names of those beside the route field. */
const ROUTE_NAMES = 40;

interface FuelRow {
  id: number;
  gallons: string;
  price: string;
  receipt: File | null;
}

interface SquawkRow {
  id: number;
  text: string;
  severity: SquawkSeverity;
}

const SEVERITY_LABELS: Record<SquawkSeverity, string> = {
  info: 'Info: for the record',
  deferred: 'Deferred: can wait, fly with care',
  grounding: 'Grounding: not safe to fly',
};

export const GROUNDING_WARNING =
  'A grounding squawk grounds the aircraft as soon as you check in: it takes no bookings until the owner clears it, and the pilots of later bookings get an email.';

interface Props {
  booking: BookingView;
  /** Its flight (the check-out's readings, the billing basis). */
  flight: FlightView | null;
  onDone: (next: BookingView) => void;
  onCancel: () => void;
}

/**
 * The pilot's check-in: the meters as read, block times (optional), landings, the route, the fuel bought
 * on the way (with its receipt photo), squawks, and a note (required past 24 hours of meter time). "See
 * the bill" asks the server what the bill of these readings would be; "Confirm check-in" sends them.
 * Any change after the preview takes it away: the bill confirmed is always the bill of what is sent.
 */
export function CheckInForm({ booking, flight, onDone, onCancel }: Props) {
  const out = flight?.checkOut ?? null;
  const basis = flight?.billing.basis ?? 'hobbs';
  const zone = booking.timeZone;
  const [hobbs, setHobbs] = useState('');
  const [tach, setTach] = useState('');
  const [blockOff, setBlockOff] = useState('');
  const [blockOn, setBlockOn] = useState('');
  const [landings, setLandings] = useState('1');
  const [route, setRoute] = useState('');
  const [fuel, setFuel] = useState<FuelRow[]>([]);
  const [squawks, setSquawks] = useState<SquawkRow[]>([]);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<{ hobbs: File | null; tach: File | null }>({ hobbs: null, tach: null });
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState<'preview' | 'send' | null>(null);
  const [bill, setBill] = useState<BillView | null>(null);
  const { ref, reveal } = useRevealInvalid();
  const billRef = useRef<HTMLDivElement>(null);
  const f = errors.fields;

  useEffect(() => ref.current?.querySelector<HTMLInputElement>('input')?.focus(), [ref]);
  useEffect(() => {
    if (bill) billRef.current?.focus();
  }, [bill]);

  // Every change takes the preview away: it was the bill of the readings as they were.
  const changed = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setBill(null);
  };

  const shown = [
    'hobbs', 'tach', 'blockOff', 'blockOn', 'landings', 'note', 'photos',
    ...listItemNames('route', ROUTE_NAMES),
    ...rowFieldNames('fuel', fuel.length, ['gallons', 'amountCents', 'receipt']),
    ...rowFieldNames('squawks', squawks.length, ['text', 'severity']),
  ];

  const hobbsHours = typeof typedNumber(hobbs) === 'number' && out ? meterHours(out.hobbs, Number(hobbs)) : null;
  const tachHours = typeof typedNumber(tach) === 'number' && out ? meterHours(out.tach, Number(tach)) : null;
  const long = Math.max(hobbsHours ?? 0, tachHours ?? 0) * 10 > LONG_FLIGHT_TENTHS;
  const grounding = squawks.some((s) => s.severity === 'grounding');

  /** The check-in as sent, or what the browser already knows is wrong (a price that is no amount, a skipped hour). */
  const read = (): { ok: true; input: CheckInBody } | { ok: false; errors: FieldErrors } => {
    const found: FieldErrors = {};
    const instant = (text: string, field: 'blockOff' | 'blockOn'): string | undefined => {
      if (!text) return undefined;
      const parsed = parseAirportTime(text, zone);
      if (parsed.ok) return parsed.instant.toISOString();
      found[field] = [parsed.reason === 'gap' ? `That time does not exist in ${zone}: the clocks skip that hour.` : 'Choose a date and a time.'];
      return undefined;
    };
    const input: CheckInBody = {
      hobbs: typedNumber(hobbs),
      tach: typedNumber(tach),
      blockOff: instant(blockOff, 'blockOff'),
      blockOn: instant(blockOn, 'blockOn'),
      landings: typedNumber(landings),
      route: route.split(/[\s,;>→-]+/).map((code) => code.trim().toUpperCase()).filter(Boolean),
      fuel: fuel.map((row, i) => {
        const cents = dollarsToCents(row.price);
        if (cents === null) found[`fuel[${i}].amountCents`] = [DOLLARS_MESSAGE];
        return { gallons: typedNumber(row.gallons), amountCents: cents };
      }),
      squawks: squawks.map((s) => ({ text: s.text, severity: s.severity })),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    // The server's own rules (domain/flight/flight-input.ts) on what is sent, the browser's findings first.
    const checked = out
      ? readCheckIn(input, { checkOut: { hobbs: Math.round(out.hobbs * 10), tach: Math.round(out.tach * 10) }, timeZone: zone, basis })
      : null;
    const theirs = checked && !checked.ok ? Object.fromEntries(Object.entries(checked.errors).filter(([field]) => !(field in found))) : {};
    const all = mergeFieldErrors(found, theirs);
    return Object.keys(all).length ? { ok: false, errors: all } : { ok: true, input };
  };

  const refuse = (formErrors: FormErrors) => {
    setErrors(formErrors);
    if (hasFormErrors(formErrors)) reveal();
  };

  const preview = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = read();
    if (!checked.ok) return refuse(placeErrors(checked.errors, shown));
    const { hobbs: h, tach: t, blockOff: off, blockOn: on, fuel: bought } = checked.input;
    setBusy('preview');
    setErrors(NO_ERRORS);
    try {
      setBill(await previewBill(booking.id, { hobbs: h, tach: t, blockOff: off, blockOn: on, fuel: bought }));
    } catch (error) {
      refuse(requestErrors(error, shown));
    } finally {
      setBusy(null);
    }
  };

  const send = async () => {
    if (busy) return;
    const checked = read();
    if (!checked.ok) return refuse(placeErrors(checked.errors, shown));
    const picked: PickedPhoto[] = [
      ...(photos.hobbs ? [{ kind: 'hobbs' as const, file: photos.hobbs }] : []),
      ...(photos.tach ? [{ kind: 'tach' as const, file: photos.tach }] : []),
      ...fuel.flatMap((row) => (row.receipt ? [{ kind: 'receipt' as const, file: row.receipt }] : [])),
    ];
    setBusy('send');
    setErrors(NO_ERRORS);
    try {
      onDone(await checkIn(booking.id, checked.input, picked));
    } catch (error) {
      setBill(null);
      refuse(requestErrors(error, shown));
    } finally {
      setBusy(null);
    }
  };

  const setFuelRow = (id: number, change: Partial<FuelRow>) => changed(setFuel)(fuel.map((r) => (r.id === id ? { ...r, ...change } : r)));
  const setSquawk = (id: number, change: Partial<SquawkRow>) => changed(setSquawks)(squawks.map((r) => (r.id === id ? { ...r, ...change } : r)));

  return (
    <form ref={ref} className="flight-form" onSubmit={(e) => void preview(e)} noValidate aria-labelledby={`check-in-${booking.id}`}>
      <h4 id={`check-in-${booking.id}`}>Check in</h4>
      {out && (
        <p className="field-hint">
          At check-out the Hobbs read {tenths(out.hobbs)} and the tach {tenths(out.tach)}. Times are the airport&apos;s ({zone}).
        </p>
      )}
      <div className="flight-form-row">
        <TextField
          label="Hobbs"
          inputMode="decimal"
          value={hobbs}
          onChange={changed(setHobbs)}
          required
          errors={f.hobbs}
          hint={hobbsHours !== null && hobbsHours >= 0 ? `${tenths(hobbsHours)} hours since check-out` : undefined}
        />
        <TextField
          label="Tach"
          inputMode="decimal"
          value={tach}
          onChange={changed(setTach)}
          required
          errors={f.tach}
          hint={tachHours !== null && tachHours >= 0 ? `${tenths(tachHours)} hours since check-out` : undefined}
        />
      </div>
      <div className="flight-form-row">
        {/* Block time is asked for when the listing bills by it; otherwise it is for the record. */}
        <TextField
          label={basis === 'block' ? 'Block off' : 'Block off (optional)'}
          type="datetime-local"
          value={blockOff}
          onChange={changed(setBlockOff)}
          required={basis === 'block'}
          errors={f.blockOff}
        />
        <TextField
          label={basis === 'block' ? 'Block on' : 'Block on (optional)'}
          type="datetime-local"
          value={blockOn}
          onChange={changed(setBlockOn)}
          required={basis === 'block'}
          errors={f.blockOn}
        />
      </div>
      <div className="flight-form-row">
        <TextField label="Landings" inputMode="numeric" value={landings} onChange={changed(setLandings)} required errors={f.landings} />
        <TextField
          label="Route"
          value={route}
          onChange={changed(setRoute)}
          errors={errorsOf(f, listItemNames('route', ROUTE_NAMES))}
          placeholder="KLOU KSDF KLOU"
          hint="Airport codes in the order flown, separated by spaces."
          autoCapitalize="characters"
        />
      </div>

      <fieldset className="flight-rows">
        <legend>Fuel added</legend>
        <ErrorList errors={f.fuel ?? []} />
        {fuel.length === 0 && <p className="field-hint">None. Add each fuel stop you paid for, with its receipt.</p>}
        {fuel.map((row, i) => (
          <div key={row.id} className="flight-row" role="group" aria-label={`Fuel stop ${i + 1}`}>
            <ErrorList errors={rowErrors(f, 'fuel', i) ?? []} />
            <div className="flight-form-row">
              <TextField label={`Gallons ${i + 1}`} inputMode="decimal" value={row.gallons} onChange={(gallons) => setFuelRow(row.id, { gallons })} errors={rowErrors(f, 'fuel', i, 'gallons')} />
              <TextField label={`Price paid ${i + 1} ($)`} inputMode="decimal" value={row.price} onChange={(price) => setFuelRow(row.id, { price })} errors={rowErrors(f, 'fuel', i, 'amountCents')} placeholder="e.g. 212.40" />
            </div>
            <PhotoField label={`Receipt photo ${i + 1}`} file={row.receipt} onChange={(receipt) => setFuelRow(row.id, { receipt })} errors={rowErrors(f, 'fuel', i, 'receipt')} />
            <button type="button" className="button button-secondary button-small" onClick={() => changed(setFuel)(fuel.filter((r) => r.id !== row.id))}>
              Remove fuel stop {i + 1}
            </button>
          </div>
        ))}
        <button type="button" className="button button-secondary button-small" onClick={() => changed(setFuel)([...fuel, { id: newRowId(), gallons: '', price: '', receipt: null }])}>
          Add fuel
        </button>
      </fieldset>

      <fieldset className="flight-rows">
        <legend>Squawks</legend>
        <ErrorList errors={f.squawks ?? []} />
        {squawks.length === 0 && <p className="field-hint">None. Note anything the owner or the next pilot should know.</p>}
        {squawks.map((row, i) => (
          <div key={row.id} className="flight-row" role="group" aria-label={`Squawk ${i + 1}`}>
            <ErrorList errors={rowErrors(f, 'squawks', i) ?? []} />
            <TextAreaField label={`Describe squawk ${i + 1}`} value={row.text} onChange={(text) => setSquawk(row.id, { text })} rows={2} errors={rowErrors(f, 'squawks', i, 'text')} />
            <SelectField
              label={`Severity ${i + 1}`}
              value={row.severity}
              onChange={(severity) => setSquawk(row.id, { severity: severity as SquawkSeverity })}
              errors={rowErrors(f, 'squawks', i, 'severity')}
            >
              {SQUAWK_SEVERITIES.map((s) => (
                <option key={s} value={s}>
                  {SEVERITY_LABELS[s]}
                </option>
              ))}
            </SelectField>
            {row.severity === 'grounding' && (
              <p className="flight-warning" role="alert">
                {GROUNDING_WARNING}
              </p>
            )}
            <button type="button" className="button button-secondary button-small" onClick={() => changed(setSquawks)(squawks.filter((r) => r.id !== row.id))}>
              Remove squawk {i + 1}
            </button>
          </div>
        ))}
        <button type="button" className="button button-secondary button-small" onClick={() => changed(setSquawks)([...squawks, { id: newRowId(), text: '', severity: 'info' }])}>
          Add a squawk
        </button>
      </fieldset>

      <fieldset className="flight-photos-fields">
        <legend>Photos (optional)</legend>
        <PhotoField label="Hobbs photo at check-in" file={photos.hobbs} onChange={(file) => setPhotos({ ...photos, hobbs: file })} />
        <PhotoField label="Tach photo at check-in" file={photos.tach} onChange={(file) => setPhotos({ ...photos, tach: file })} />
        <ErrorList errors={f.photos ?? []} />
      </fieldset>

      <TextAreaField
        label={long ? 'Note (needed: more than 24 hours of meter time)' : 'Note (optional)'}
        value={note}
        onChange={changed(setNote)}
        rows={2}
        required={long}
        errors={f.note}
      />
      <ErrorList errors={errors.general} />
      {!bill && (
        <div className="share-action-row">
          <button type="submit" className="button button-primary button-small" disabled={busy !== null} aria-busy={busy === 'preview'}>
            {busy === 'preview' && <Spinner />}
            See the bill
          </button>
          <button type="button" className="button button-secondary button-small" onClick={onCancel} disabled={busy !== null}>
            Not yet
          </button>
        </div>
      )}
      {bill && (
        <div className="flight-preview" ref={billRef} tabIndex={-1} role="group" aria-label="The bill before check-in">
          <BillTable bill={bill} caption="Your bill, if you check in with these readings" />
          {grounding && <p className="flight-warning">{GROUNDING_WARNING}</p>}
          <p className="field-hint">Nothing is saved until you confirm. Change any field to see the bill again.</p>
          <div className="share-action-row">
            <button type="button" className="button button-primary button-small" onClick={() => void send()} disabled={busy !== null} aria-busy={busy === 'send'}>
              {busy === 'send' && <Spinner />}
              Confirm check-in
            </button>
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => {
                setBill(null);
                ref.current?.querySelector<HTMLInputElement>('input')?.focus();
              }}
              disabled={busy !== null}
            >
              Change the readings
            </button>
          </div>
        </div>
      )}
    </form>
  );
}

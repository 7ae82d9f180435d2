import { useEffect, useState, type FormEvent } from 'react';
import type { BookingView } from '../../../../../domain/booking/booking-view';
import { readCheckOut } from '../../../../../domain/flight/flight-input';
import { ErrorList } from '../../../components/form/error-list';
import { OpenSquawksForShare } from '../../../components/maintenance/open-squawks-for-share';
import { PhotoField } from '../../../components/form/photo-field';
import { TextField } from '../../../components/form/text-field';
import { Spinner } from '../../../components/spinner';
import { useRevealInvalid } from '../../../hooks/use-reveal-invalid';
import { checkOut, type PickedPhoto } from '../../../lib/flights.api';
import { NO_ERRORS, placeErrors, requestErrors, type FormErrors } from '../../../lib/form-errors';
import { typedNumber } from '../../../lib/typed-amounts';

const FIELDS = ['hobbs', 'tach', 'fuelOnBoard'];
const PHOTO_FIELDS = ['photos', 'hobbs_photo', 'tach_photo', 'fuel_gauge'];

interface Props {
  booking: BookingView;
  onDone: (next: BookingView) => void;
  onCancel: () => void;
}

/**
 * The pilot's check-out (from two hours before the booked start): the Hobbs and tach as read, the fuel on
 * board, and optional photos of each meter and the fuel gauges, taken with the phone's camera.
 */
export function CheckOutForm({ booking, onDone, onCancel }: Props) {
  const [hobbs, setHobbs] = useState('');
  const [tach, setTach] = useState('');
  const [fuel, setFuel] = useState('');
  const [photos, setPhotos] = useState<Record<'hobbs' | 'tach' | 'fuel_gauge', File | null>>({ hobbs: null, tach: null, fuel_gauge: null });
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const { ref, reveal } = useRevealInvalid();
  const f = errors.fields;
  // The form opens where the button was: the keyboard goes on to its first field.
  useEffect(() => ref.current?.querySelector<HTMLInputElement>('input')?.focus(), [ref]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const input = { hobbs: typedNumber(hobbs), tach: typedNumber(tach), fuelOnBoard: typedNumber(fuel) };
    // The server's own rules first: what they refuse is marked without a round trip.
    const read = readCheckOut(input);
    if (!read.ok) {
      setErrors(placeErrors(read.errors, FIELDS));
      reveal();
      return;
    }
    setBusy(true);
    setErrors(NO_ERRORS);
    const picked: PickedPhoto[] = (['hobbs', 'tach', 'fuel_gauge'] as const).flatMap((kind) => {
      const file = photos[kind];
      return file ? [{ kind, file }] : [];
    });
    try {
      onDone(await checkOut(booking.id, input, picked));
    } catch (error) {
      setErrors(requestErrors(error, [...FIELDS, ...PHOTO_FIELDS]));
      reveal();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={ref} className="flight-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`check-out-${booking.id}`}>
      <h4 id={`check-out-${booking.id}`}>Check out</h4>
      <OpenSquawksForShare shareId={booking.shareId} />
      <p className="field-hint">Read the meters before you start the engine. Hours with one decimal, as the meters show them.</p>
      <div className="flight-form-row">
        <TextField label="Hobbs" inputMode="decimal" value={hobbs} onChange={setHobbs} required errors={f.hobbs} placeholder="e.g. 1234.5" />
        <TextField label="Tach" inputMode="decimal" value={tach} onChange={setTach} required errors={f.tach} placeholder="e.g. 987.6" />
        <TextField label="Fuel on board (gallons)" inputMode="decimal" value={fuel} onChange={setFuel} required errors={f.fuelOnBoard} placeholder="e.g. 40" />
      </div>
      <fieldset className="flight-photos-fields">
        <legend>Photos (optional)</legend>
        <PhotoField label="Hobbs photo" file={photos.hobbs} onChange={(file) => setPhotos({ ...photos, hobbs: file })} errors={f.hobbs_photo} />
        <PhotoField label="Tach photo" file={photos.tach} onChange={(file) => setPhotos({ ...photos, tach: file })} errors={f.tach_photo} />
        <PhotoField label="Fuel gauges photo" file={photos.fuel_gauge} onChange={(file) => setPhotos({ ...photos, fuel_gauge: file })} errors={f.fuel_gauge} />
        <ErrorList errors={f.photos ?? []} />
      </fieldset>
      <ErrorList errors={errors.general} />
      <div className="share-action-row">
        <button type="submit" className="button button-primary button-small" disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Check out now
        </button>
        <button type="button" className="button button-secondary button-small" onClick={onCancel} disabled={busy}>
          Not yet
        </button>
      </div>
    </form>
  );
}

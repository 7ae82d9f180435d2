import { Navigate } from 'react-router-dom';
import { isRentalType } from '../../../../../domain/booking/booking';
import { WEEKDAY_NAMES } from '../../../../../domain/booking/local-time';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { ErrorList } from '../../../components/form/error-list';
import { TextField } from '../../../components/form/text-field';
import { useListingDraft } from '../hooks/use-listing-draft';
import { AVAILABILITY_FIELDS, availabilityDraftErrors, defaultAvailabilityDraft, type AvailabilityDraft } from '../utils/availability-form';
import { TYPE_STEP_PATH } from '../utils/wizard-steps';
import { WizardStep } from './wizard-step';
import './availability-settings.css';

/** /list/availability: when the plane can fly (open hours, notice, shortest and longest booking), issue 34. */
export function AvailabilityStep() {
  const { draft, updateValues } = useListingDraft();
  if (!draft.started) return <Navigate to={TYPE_STEP_PATH} replace />;
  const a = draft.values.availability ?? defaultAvailabilityDraft();
  const rental = isRentalType(draft.values.type);
  const set = (change: Partial<AvailabilityDraft>) => updateValues({ availability: { ...a, ...change } });
  const setDay = (day: number, change: Partial<AvailabilityDraft['days'][number]>) => set({ days: a.days.map((d, i) => (i === day ? { ...d, ...change } : d)) });
  return (
    <WizardStep
      path="/list/availability"
      lead={
        rental ? (
          <p>
            When can pilots book your plane? Times are your airport&apos;s. You approve each request anyway, and you can change this, block
            days and ground the plane on the listing later.
          </p>
        ) : (
          <p>Pilots ask to join this kind of listing rather than book hours: there is no calendar to set. Go on to the preview.</p>
        )
      }
      validate={() => (rental ? availabilityDraftErrors(a) : {})}
      shown={AVAILABILITY_FIELDS}
    >
      {(errors) =>
        rental && (
          <div className="availability-part">
            <CheckboxField label="Open around the clock" checked={a.allDay} onChange={(allDay) => set({ allDay })} />
            {!a.allDay && (
              <ul className="open-hours" aria-label="Open hours by day">
                {WEEKDAY_NAMES.map((name, day) => (
                  <li key={name}>
                    <label className="choice">
                      <input type="checkbox" checked={a.days[day]!.open} onChange={(e) => setDay(day, { open: e.target.checked })} /> {name}
                    </label>
                    <input type="time" aria-label={`${name} opens`} value={a.days[day]!.from} disabled={!a.days[day]!.open} onChange={(e) => setDay(day, { from: e.target.value })} />
                    <input type="time" aria-label={`${name} closes`} value={a.days[day]!.to} disabled={!a.days[day]!.open} onChange={(e) => setDay(day, { to: e.target.value })} />
                  </li>
                ))}
              </ul>
            )}
            {errors.openHours && <ErrorList errors={errors.openHours} />}
            <div className="form-row">
              <TextField label="Least notice (hours)" type="number" min={0} step={0.25} value={a.noticeHours} onChange={(noticeHours) => set({ noticeHours })} errors={errors.noticeMinutes} />
              <TextField label="Shortest booking (hours)" type="number" min={0.25} step={0.25} value={a.minHours} onChange={(minHours) => set({ minHours })} errors={errors.minMinutes} />
              <TextField label="Longest booking (hours)" type="number" min={0.25} step={0.25} value={a.maxHours} onChange={(maxHours) => set({ maxHours })} errors={errors.maxMinutes} />
            </div>
          </div>
        )
      }
    </WizardStep>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { AIRCRAFT_TAGS, type AircraftTag } from '../../../../../domain/options';
import { FLIES, LOOKING_FOR, MAX_DRIVE_KM, MAX_HOURS_PER_YEAR, MISSIONS, type Flies, type LookingFor, type Mission, type PartnerProfile } from '../../../../../domain/partner/partner-profile';
import { usNumber } from '../../../../../domain/text/us-format';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { ErrorList } from '../../../components/form/error-list';
import { describedBy, FieldErrorText } from '../../../components/form/field-error-text';
import { ChoiceField, ScaleField } from '../../../components/form/scale-field';
import { TextField } from '../../../components/form/text-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { Spinner } from '../../../components/spinner';
import { SuccessNote } from '../../../components/success-note/success-note';
import { useRevealInvalid } from '../../../hooks/use-reveal-invalid';
import { NO_ERRORS, requestErrors, type FormErrors } from '../../../lib/form-errors';
import { FLIES_LABELS, LOOKING_FOR_LABELS, MAINTENANCE_LABELS, MISSION_LABELS, UPGRADE_LABELS } from '../../../lib/partner-labels';
import { savePartnerProfile } from '../../../lib/partners.api';
import { checkProfileForm } from '../utils/profile-checks';
import { emptyProfileForm, formOfProfile, inputOfProfileForm, PROFILE_FIELDS, type ProfileForm } from '../utils/profile-form';

interface PartnerProfileFormProps {
  profile: PartnerProfile | null;
  onSaved: (profile: PartnerProfile) => void;
  /** "See partners for you": the section above, brought into view. */
  onShowPartners: () => void;
}

/**
 * The pilot's partner profile (issue 41): what he looks for, his budget in dollars (sent in cents), hours,
 * missions, aircraft kinds, drive, two five-point scales, when he flies, and whether other signed-in pilots
 * may see it. Refused fields show their messages beside them (the rules' own, or the server's `fields`);
 * "Saved." only once the server has answered the saved profile.
 */
export function PartnerProfileForm({ profile, onSaved, onShowPartners }: PartnerProfileFormProps) {
  const [form, setForm] = useState<ProfileForm>(() => (profile ? formOfProfile(profile) : emptyProfileForm()));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const running = useRef(false);
  const { ref: formRef, reveal } = useRevealInvalid();
  const f = errors.fields;
  const update = (patch: Partial<ProfileForm>) => {
    setSaved(false);
    setForm((current) => ({ ...current, ...patch }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    const input = inputOfProfileForm(form);
    const found = checkProfileForm(input, PROFILE_FIELDS);
    if (found) {
      setErrors(found);
      reveal();
      return;
    }
    setErrors(NO_ERRORS);
    running.current = true;
    setSaving(true);
    try {
      const answer = await savePartnerProfile(input);
      setForm(formOfProfile(answer));
      setSaved(true);
      onSaved(answer);
    } catch (error) {
      setErrors(requestErrors(error, PROFILE_FIELDS));
      reveal();
    } finally {
      running.current = false;
      setSaving(false);
    }
  };

  return (
    <form ref={formRef} className="form account-card partner-profile-form" onSubmit={(e) => void save(e)} noValidate aria-label="Partner profile">
      <ChoiceField<LookingFor>
        legend="I am looking to"
        value={form.lookingFor}
        options={LOOKING_FOR}
        labels={LOOKING_FOR_LABELS}
        onChange={(lookingFor) => update({ lookingFor })}
        errors={f.lookingFor}
      />

      <RangeFields
        legend="Buy-in I can pay"
        hint="What joining costs: a share's price, your part of a purchase, a club's initiation fee."
        min={form.buyInMin}
        max={form.buyInMax}
        onMin={(buyInMin) => update({ buyInMin })}
        onMax={(buyInMax) => update({ buyInMax })}
        placeholders={['0', 'e.g. 90,000']}
        errors={f.buyInCents}
        minErrors={f['buyInCents.min']}
        maxErrors={f['buyInCents.max']}
        what="Buy-in"
      />
      <RangeFields
        legend="Monthly cost I can pay"
        hint="Fixed costs and your flying together, each month."
        min={form.monthlyMin}
        max={form.monthlyMax}
        onMin={(monthlyMin) => update({ monthlyMin })}
        onMax={(monthlyMax) => update({ monthlyMax })}
        placeholders={['0', 'e.g. 900']}
        errors={f.monthlyCents}
        minErrors={f['monthlyCents.min']}
        maxErrors={f['monthlyCents.max']}
        what="Monthly cost"
      />

      <div className="form-row">
        <TextField
          label="Hours I expect to fly a year"
          value={form.hoursPerYear}
          onChange={(hoursPerYear) => update({ hoursPerYear })}
          inputMode="numeric"
          placeholder="e.g. 80"
          hint={`Up to ${usNumber(MAX_HOURS_PER_YEAR)}.`}
          errors={f.hoursPerYear}
        />
        <TextField
          label="How far I will drive to the home airport (km)"
          value={form.driveKm}
          onChange={(driveKm) => update({ driveKm })}
          inputMode="numeric"
          placeholder="e.g. 80"
          hint={`From your home airport; up to ${MAX_DRIVE_KM} km.`}
          errors={f.driveKm}
        />
      </div>

      <CheckboxGroupField
        legend="What I fly for"
        options={MISSIONS}
        labelOf={(m) => MISSION_LABELS[m as Mission]}
        value={form.missions}
        onChange={(missions) => update({ missions: missions as Mission[] })}
        errors={f.missions}
      />
      <CheckboxGroupField
        legend="Aircraft kinds I want"
        options={AIRCRAFT_TAGS}
        value={form.aircraftKinds}
        onChange={(aircraftKinds) => update({ aircraftKinds: aircraftKinds as AircraftTag[] })}
        errors={f.aircraftKinds}
      />

      <ScaleField
        legend="Upgrade appetite"
        labels={UPGRADE_LABELS}
        value={form.upgradeAppetite}
        onChange={(upgradeAppetite) => update({ upgradeAppetite })}
        errors={f.upgradeAppetite}
      />
      <ScaleField
        legend="Maintenance philosophy"
        labels={MAINTENANCE_LABELS}
        value={form.maintenanceCare}
        onChange={(maintenanceCare) => update({ maintenanceCare })}
        errors={f.maintenanceCare}
      />
      <ChoiceField<Flies> legend="I mostly fly on" value={form.flies} options={FLIES} labels={FLIES_LABELS} onChange={(flies) => update({ flies })} errors={f.flies} />

      <VisibleSwitch checked={form.visible} onChange={(visible) => update({ visible })} errors={f.visible} />

      <ErrorList errors={errors.general} />
      {saved && (
        <SuccessNote
          title="Saved."
          actions={
            <button type="button" className="button button-primary button-small" onClick={onShowPartners}>
              See partners for you
            </button>
          }
        >
          {form.visible ? 'Your partner profile is saved, and other signed-in pilots may now match with you.' : 'Your partner profile is saved. Only you see it.'}
        </SuccessNote>
      )}
      <div className="form-actions account-actions">
        <button type="submit" className="button button-primary" disabled={saving} aria-busy={saving}>
          {saving && <Spinner />}
          Save
        </button>
      </div>
    </form>
  );
}

interface RangeFieldsProps {
  legend: string;
  hint: string;
  min: string;
  max: string;
  onMin: (value: string) => void;
  onMax: (value: string) => void;
  placeholders: [string, string];
  /** The range's own messages (low end above the high end). */
  errors?: readonly string[];
  minErrors?: readonly string[];
  maxErrors?: readonly string[];
  what: string;
}

/** A range of dollars: "from" and "up to" boxes in one fieldset, the range's messages above them. */
function RangeFields({ legend, hint, min, max, onMin, onMax, placeholders, errors: given, minErrors, maxErrors, what }: RangeFieldsProps) {
  const id = useId();
  const errors = useShownErrors(given, `${min}|${max}`);
  return (
    <fieldset className={`field partner-range${errors?.length ? ' field-invalid' : ''}`} aria-describedby={describedBy(`${id}-hint`, Boolean(errors?.length) && `${id}-error`)}>
      <legend>{legend}</legend>
      <FieldErrorText id={`${id}-error`} errors={errors} />
      <div className="form-row">
        <TextField label={`${what} from ($)`} value={min} onChange={onMin} inputMode="decimal" placeholder={placeholders[0]} errors={minErrors} />
        <TextField label={`${what} up to ($)`} value={max} onChange={onMax} inputMode="decimal" placeholder={placeholders[1]} errors={maxErrors} />
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
    </fieldset>
  );
}

/** "Visible to other signed-in pilots": a switch, off by default. */
function VisibleSwitch({ checked, onChange, errors: given }: { checked: boolean; onChange: (checked: boolean) => void; errors?: readonly string[] }) {
  const id = useId();
  const errors = useShownErrors(given, checked);
  return (
    <div className={`field${errors?.length ? ' field-invalid' : ''}`}>
      <label className="switch-field" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={describedBy(`${id}-hint`, Boolean(errors?.length) && `${id}-error`)}
          aria-invalid={errors?.length ? true : undefined}
        />
        <span>Visible to other signed-in pilots</span>
      </label>
      <FieldErrorText id={`${id}-error`} errors={errors} />
      <p id={`${id}-hint`} className="field-hint">
        Off: only you see it, and we match you with listings alone. On: pilots forming a partnership may find you among theirs. Visitors never see it.
      </p>
    </div>
  );
}

import { useId } from 'react';
import type { FieldErrors } from '../../../../../domain/field-errors';
import { INSTRUCTOR_TAGS, PROFESSIONAL_ROLES } from '../../../../../domain/options';
import { AirportPicker } from '../../../components/airport-picker/airport-picker';
import { AvatarInput } from '../../../components/form/avatar-input';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { describedBy, FieldErrorText, fieldClass } from '../../../components/form/field-error-text';
import { HoneypotField } from '../../../components/form/honeypot-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { YesNoField } from '../../../components/form/yes-no-field';
import type { InstructorFormValues } from '../utils/instructor-form-values';

interface InstructorFieldsProps {
  values: InstructorFormValues;
  onChange: (patch: Partial<InstructorFormValues>) => void;
  avatar: File | null;
  onAvatarChange: (file: File | null) => void;
  /** The picture shown until a new one is chosen: the profile's, else the account's. */
  currentAvatarUrl: string | null;
  /** The messages of a refused submit by payload field. */
  errors?: FieldErrors;
}

/**
 * The professional card form (spec 2 and 3 "Instructor payload"), shared by the instructor-signup modal
 * and the Professional tab: role, business name, rate, about, airport, photo, specialties, discoverable.
 */
export function InstructorFields({ values, onChange, avatar, onAvatarChange, currentAvatarUrl, errors = {} }: InstructorFieldsProps) {
  const roleName = useId();
  // Drawn here rather than by a field component: hidden, as theirs are, once the choice changes (issue 34).
  const roleErrors = useShownErrors(errors.isCommercial, values.isCommercial);
  const roleInvalid = Boolean(roleErrors?.length);

  return (
    <>
      <fieldset className={fieldClass(undefined, roleErrors)}>
        <legend>I am a</legend>
        <div className="choice-row">
          {PROFESSIONAL_ROLES.map((role) => (
            <label key={role.label} className="choice">
              <input
                type="radio"
                name={roleName}
                checked={values.isCommercial === role.isCommercial}
                onChange={() => onChange({ isCommercial: role.isCommercial })}
                aria-invalid={roleInvalid || undefined}
                aria-describedby={describedBy(roleInvalid && `${roleName}-error`)}
              />
              {role.label}
            </label>
          ))}
        </div>
        <FieldErrorText id={`${roleName}-error`} errors={roleErrors} />
      </fieldset>
      <div className="form-row">
        <TextField
          label="Business name"
          value={values.businessName}
          onChange={(businessName) => onChange({ businessName })}
          autoComplete="organization"
          hint="Optional."
          errors={errors.businessName}
        />
        <TextField
          label="Hourly rate"
          value={values.rate}
          onChange={(rate) => onChange({ rate })}
          inputMode="numeric"
          placeholder="$85"
          hint="Whole dollars per hour."
          required
          errors={errors.ratePerHour}
        />
      </div>
      <TextAreaField
        label="About"
        value={values.about}
        onChange={(about) => onChange({ about })}
        rows={5}
        placeholder="Your ratings, experience and the flying you offer."
        required
        errors={errors.about}
      />
      <AirportPicker
        label="Airport"
        value={values.airport}
        onSelect={(airport) => onChange({ airport })}
        onClear={() => onChange({ airport: null })}
        required
        errors={errors.airport}
      />
      <AvatarInput label="Professional photo" file={avatar} currentUrl={currentAvatarUrl} onFileChange={onAvatarChange} errors={errors.avatar} required />
      <CheckboxGroupField
        legend="Specialties"
        options={INSTRUCTOR_TAGS}
        value={values.tags}
        onChange={(tags) => onChange({ tags })}
        required
        errors={errors.tags}
      />
      <YesNoField
        legend="Do you want pilots to find your profile?"
        value={values.isDiscoverable}
        onChange={(isDiscoverable) => onChange({ isDiscoverable })}
        errors={errors.isDiscoverable}
      />
      <HoneypotField value={values.honeypot} onChange={(honeypot) => onChange({ honeypot })} />
    </>
  );
}

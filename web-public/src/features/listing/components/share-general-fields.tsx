import { useId } from 'react';
import type { FieldErrors } from '../../../../../domain/field-errors';
import { AIRCRAFT_TAGS } from '../../../../../domain/options';
import { describedBy, FieldErrorText, fieldClass } from '../../../components/form/field-error-text';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { YesNoField } from '../../../components/form/yes-no-field';
import { AIRCRAFT_CLASS_KEYS } from '../../../lib/pilot-labels';
import type { RegistryAircraft } from '../api/tail-number.api';
import type { RateQuestion } from '../hooks/use-rate-question';
import { asksFor, textFieldProps, type ShareFormValues } from '../utils/share-form-values';
import { TailNumberLookup } from './tail-number-lookup';
import { TypeSpecificFields } from './type-specific-fields';
import './share-fields.css';

interface ShareGeneralFieldsProps {
  values: ShareFormValues;
  onChange: (patch: Partial<ShareFormValues>) => void;
  /** The listing being edited, whose own tail number the lookup accepts. */
  shareId?: number;
  /** The messages of a refused submit by field (payload names). */
  errors?: FieldErrors;
  /** An unusual rate to confirm before going on. */
  rateQuestion?: RateQuestion | null;
}

/**
 * The General Information fields (spec 2 "Listing wizard"), shared by the wizard and the edit form.
 * Required fields of the listing's type carry an asterisk; the type's own fields appear with it.
 */
export function ShareGeneralFields({ values, onChange, shareId, errors = {}, rateQuestion }: ShareGeneralFieldsProps) {
  const rateKindName = useId();
  const { type } = values;
  // Drawn here rather than by a field component: hidden, as theirs are, once the choice changes (issue 34).
  const wetErrors = useShownErrors(errors.isWet, values.isWet);
  const wetInvalid = Boolean(wetErrors?.length);

  const text = textFieldProps(values, onChange, errors);

  const fill = (aircraft: RegistryAircraft) =>
    onChange({
      tailNumber: aircraft.tailNumber || values.tailNumber,
      regOwner: aircraft.regOwner || values.regOwner,
      make: aircraft.make || values.make,
      model: aircraft.model || values.model,
      serial: aircraft.serial || values.serial,
      year: aircraft.year ? String(aircraft.year) : values.year,
      engineManufacturer: aircraft.engineManufacturer || values.engineManufacturer,
      engineModel: aircraft.engineModel || values.engineModel,
      classification: aircraft.classification || values.classification,
      categories: aircraft.categories?.length ? aircraft.categories.join(', ') : values.categories,
      // The classes the registry could tell; the owner checks them with the minimums.
      ...Object.fromEntries(AIRCRAFT_CLASS_KEYS.filter((k) => typeof aircraft.classes?.[k] === 'boolean').map((k) => [k, aircraft.classes?.[k]])),
    });

  return (
    <div className="form share-fields">
      <div className="tail-lookup">
        <TextField label="Tail number" {...text('tailNumber')} autoComplete="off" placeholder="N12345" className="tail-lookup-field" />
        <TailNumberLookup tailNumber={values.tailNumber} exceptShare={shareId} onFound={fill} />
      </div>

      <TextField label="Title" {...text('title')} maxLength={120} placeholder="e.g. Well-kept 172 at a friendly field" />
      <TextAreaField label="Description" {...text('description')} rows={5} />
      <TextField label="Hyperlink (url)" {...text('url')} type="url" inputMode="url" placeholder="https://" />

      <TypeSpecificFields values={values} onChange={onChange} errors={errors} />

      <div className="form-row">
        <TextField label="Make" {...text('make')} placeholder="Cessna" />
        <TextField label="Model" {...text('model')} placeholder="172S" />
      </div>
      <div className="form-row">
        <TextField label="Year" {...text('year')} inputMode="numeric" placeholder="2016" />
        <TextField label="Serial number" {...text('serial')} autoComplete="off" />
      </div>

      {asksFor(type, 'ratePerHour') && (
        <div className="form-row rate-row">
          <TextField label="Rate ($ per hour)" {...text('ratePerHour')} inputMode="numeric" placeholder="165" />
          <fieldset className={fieldClass(undefined, wetErrors)}>
            <legend>Wet or dry</legend>
            <div className="choice-row">
              <label className="choice">
                <input type="radio" name={rateKindName} checked={values.isWet} onChange={() => onChange({ isWet: true })}
                  aria-invalid={wetInvalid || undefined} aria-describedby={describedBy(wetInvalid && `${rateKindName}-error`)} />
                Wet (fuel included)
              </label>
              <label className="choice">
                <input type="radio" name={rateKindName} checked={!values.isWet} onChange={() => onChange({ isWet: false })}
                  aria-invalid={wetInvalid || undefined} aria-describedby={describedBy(wetInvalid && `${rateKindName}-error`)} />
                Dry
              </label>
            </div>
            <FieldErrorText id={`${rateKindName}-error`} errors={wetErrors} />
          </fieldset>
        </div>
      )}
      {rateQuestion && asksFor(type, 'ratePerHour') && (
        <div className="rate-question" role="alert">
          <p>{rateQuestion.text}</p>
          <div className="form-actions">
            <button type="button" className="button button-primary button-small" data-reveal onClick={rateQuestion.confirm}>
              Yes, the rate is right
            </button>
            <span className="field-hint">Or change it above.</span>
          </div>
        </div>
      )}

      <div className="form-row">
        <TextField label="Engine hours" {...text('engineHours')} inputMode="decimal" />
        <TextField label="Engine manufacturer" {...text('engineManufacturer')} />
        <TextField label="Engine model" {...text('engineModel')} />
      </div>
      <div className="form-row">
        <TextField label="Classification" {...text('classification')} placeholder="Standard" />
        <TextField label="Categories (comma-separated)" {...text('categories')} placeholder="Normal, Utility" />
      </div>
      <div className="form-row">
        <TextAreaField label="Equipment" {...text('equipment')} rows={3} />
        <TextAreaField label="Avionics" {...text('avionics')} rows={3} />
      </div>
      <div className="form-row">
        <TextAreaField label="Exterior" {...text('exterior')} rows={3} />
        <TextAreaField label="Interior" {...text('interior')} rows={3} />
      </div>
      <TextAreaField label="Additional Notes" {...text('comments')} rows={3} />

      <CheckboxGroupField legend="Aircraft tags" options={AIRCRAFT_TAGS} value={values.tags} onChange={(tags) => onChange({ tags })} errors={errors.tags} />
      <YesNoField
        legend="Is an instrument rating required?"
        value={values.instrumentRatingRequired}
        onChange={(instrumentRatingRequired) => onChange({ instrumentRatingRequired })}
        errors={errors.instrumentRatingRequired}
      />
      <TextField label="Registered owner" {...text('regOwner')} autoComplete="off" />
      <p className="field-hint required-note">
        <span className="required-mark">*</span> marks the fields this type of listing needs.
      </p>
    </div>
  );
}

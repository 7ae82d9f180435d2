import { useId, useMemo } from 'react';
import type { FieldErrors } from '../../../../../domain/field-errors';
import { CERTIFICATES, HOUR_CLASSES, MEDICAL_CLASSES, RATINGS, type Rating } from '../../../../../domain/pilot/pilot-record';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { describedBy, FieldErrorText } from '../../../components/form/field-error-text';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useShownErrors } from '../../../components/form/use-shown-errors';
import { AIRCRAFT_CLASS_LABELS, CERTIFICATE_LABELS, HOUR_CLASS_LABELS, RATING_LABELS } from '../../../../../domain/pilot/pilot-labels';
import { AIRCRAFT_CLASS_KEYS, MEDICAL_CLASS_LABELS } from '../../../lib/pilot-labels';
import type { MinimumsForm } from '../utils/minimums-form';
import type { ShareFormValues } from '../utils/share-form-values';
import { PROOFS, type Proof } from '../../../../../domain/pilot/minimums';
import './minimums-fields.css';

/** The owner's proof choices, as the form words them (the match words them with PROOF_LABELS). */
const PROOF_CHOICES: Record<Proof, string> = {
  'faa-certificate': 'Certificate matched on the FAA airmen file (not only declared)',
  'logbook-hours': 'Hours from an imported logbook (not only declared)',
};

interface MinimumsFieldsProps {
  values: ShareFormValues;
  onChange: (patch: Partial<ShareFormValues>) => void;
  /** The messages of a refused submit, by payload name (`minimums.totalHours`, `aircraft.complex`). */
  errors?: FieldErrors;
}

/**
 * The aircraft's classes and the owner's pilot minimums (issue 15), shared by the wizard's step and the
 * edit form. Every requirement is optional: a blank box asks nothing.
 */
export function MinimumsFields({ values, onChange, errors = {} }: MinimumsFieldsProps) {
  const id = useId();
  const m = values.minimums;
  const set = (patch: Partial<MinimumsForm>) => onChange({ minimums: { ...m, ...patch } });
  const e = (key: string) => errors[`minimums.${key}`];
  // Messages drawn here rather than by a field component hide, as theirs do, once their value changes (issue 34).
  const classValues = AIRCRAFT_CLASS_KEYS.map((k) => values[k]);
  const givenClassErrors = useMemo(
    () => (AIRCRAFT_CLASS_KEYS.some((k) => errors[`aircraft.${k}`] || errors[k]) ? AIRCRAFT_CLASS_KEYS.flatMap((k) => [...(errors[`aircraft.${k}`] ?? []), ...(errors[k] ?? [])]) : undefined),
    [errors],
  );
  const classErrors = useShownErrors(givenClassErrors, classValues) ?? [];
  const minimumsErrors = useShownErrors(errors.minimums, JSON.stringify(m));
  const classHoursErrors = useShownErrors(e('classHours'), JSON.stringify(m.classHours));
  const flightReviewErrors = useShownErrors(e('flightReview'), m.flightReview);
  const plane = [values.make, values.model].map((s) => s.trim()).filter(Boolean).join(' ') || 'this plane';

  return (
    <div className="form minimums-fields">
      <fieldset className="field">
        <legend>The aircraft is</legend>
        <div className="choice-grid">
          {AIRCRAFT_CLASS_KEYS.map((key) => {
            const messages = classErrors.length ? [...(errors[`aircraft.${key}`] ?? []), ...(errors[key] ?? [])] : [];
            return (
              <label key={key} className="choice">
                <input type="checkbox" checked={values[key]} onChange={(event) => onChange({ [key]: event.target.checked })} aria-invalid={messages.length > 0 || undefined}
                  aria-describedby={describedBy(classErrors.length > 0 && `${id}-classes-error`)} />
                {AIRCRAFT_CLASS_LABELS[key]}
              </label>
            );
          })}
        </div>
        <FieldErrorText id={`${id}-classes-error`} errors={classErrors} />
        <p className="field-hint">
          Filled in from the FAA registry where it could tell; check them. A complex, high-performance, tailwheel or multi-engine plane asks
          for the pilot&apos;s endorsement or rating (14 CFR 61.31) even without minimums.
        </p>
      </fieldset>

      <FieldErrorText id={`${id}-error`} errors={minimumsErrors} />
      <div className="form-row">
        <SelectField label="Least certificate" value={m.certificate} onChange={(certificate) => set({ certificate })} errors={e('certificate')}>
          <option value="">Any</option>
          {CERTIFICATES.map((c) => (
            <option key={c} value={c}>
              {CERTIFICATE_LABELS[c]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Medical at least" value={m.medicalClass} onChange={(medicalClass) => set({ medicalClass })} errors={e('medicalClass')}>
          <option value="">Not asked</option>
          {MEDICAL_CLASSES.map((c) => (
            <option key={c} value={String(c)}>
              {MEDICAL_CLASS_LABELS[c]}
            </option>
          ))}
        </SelectField>
      </div>
      <CheckboxGroupField
        legend="Ratings and endorsements required"
        options={RATINGS}
        labelOf={(r) => RATING_LABELS[r as Rating]}
        value={m.ratings}
        onChange={(ratings) => set({ ratings: ratings as Rating[] })}
        errors={e('ratings')}
      />
      <div className="form-row">
        <TextField label="Total hours at least" value={m.totalHours} onChange={(totalHours) => set({ totalHours })} inputMode="decimal" errors={e('totalHours')} />
        <TextField
          label="Hours in make and model at least"
          value={m.makeModelHours}
          onChange={(makeModelHours) => set({ makeModelHours })}
          inputMode="decimal"
          hint={`Hours in ${plane}.`}
          errors={e('makeModelHours')}
        />
      </div>
      <fieldset className="field">
        <legend>Hours by class at least</legend>
        <FieldErrorText id={`${id}-class-hours-error`} errors={classHoursErrors} />
        <div className="minimums-grid">
          {HOUR_CLASSES.map((c) => (
            <TextField
              key={c}
              label={`${HOUR_CLASS_LABELS[c]} hours`}
              value={m.classHours[c] ?? ''}
              onChange={(value) => set({ classHours: { ...m.classHours, [c]: value } })}
              inputMode="decimal"
              errors={e(`classHours.${c}`)}
            />
          ))}
        </div>
      </fieldset>
      <label className="choice">
        <input type="checkbox" checked={m.flightReview} onChange={(event) => set({ flightReview: event.target.checked })} aria-invalid={Boolean(flightReviewErrors?.length) || undefined}
          aria-describedby={describedBy(Boolean(flightReviewErrors?.length) && `${id}-flight-review-error`)} />
        A current flight review (within 24 calendar months)
      </label>
      <FieldErrorText id={`${id}-flight-review-error`} errors={flightReviewErrors} />
      <div className="form-row">
        <TextField label="Youngest age" value={m.minAge} onChange={(minAge) => set({ minAge })} inputMode="numeric" errors={e('minAge')} />
        <TextField label="Oldest age" value={m.maxAge} onChange={(maxAge) => set({ maxAge })} inputMode="numeric" errors={e('maxAge')} />
        <TextField
          label="Renter's insurance at least ($)"
          value={m.renterInsurance}
          onChange={(renterInsurance) => set({ renterInsurance })}
          inputMode="numeric"
          placeholder="e.g. 1000000"
          errors={e('renterInsurance')}
        />
      </div>
      <CheckboxGroupField
        legend="Where the pilot's record comes from"
        options={PROOFS}
        labelOf={(p) => PROOF_CHOICES[p as Proof]}
        value={m.proofs ?? []}
        onChange={(proofs) => set({ proofs: proofs as Proof[] })}
        errors={e('proofs')}
      />
    </div>
  );
}

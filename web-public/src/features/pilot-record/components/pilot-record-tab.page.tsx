import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CERTIFICATES, HOUR_CLASSES, MEDICAL_CLASSES, RATINGS, type PilotRecord, type RecordVisibility } from '../../../../../domain/pilot/pilot-record';
import { readPilotRecord } from '../../../../../domain/pilot/pilot-record-rules';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { ErrorList } from '../../../components/form/error-list';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/page-loading';
import { Spinner } from '../../../components/spinner';
import { SuccessNote } from '../../../components/success-note/success-note';
import { useApiResource } from '../../../hooks/use-api-resource';
import { useRevealInvalid } from '../../../hooks/use-reveal-invalid';
import { useSession } from '../../../hooks/use-session';
import { hasFormErrors, NO_ERRORS, placeErrors, requestErrors, type FormErrors } from '../../../lib/form-errors';
import { CERTIFICATE_LABELS, HOUR_CLASS_LABELS, RATING_LABELS } from '../../../../../domain/pilot/pilot-labels';
import { localToday, MEDICAL_CLASS_LABELS } from '../../../lib/pilot-labels';
import { getPilotRecord, savePilotRecord, type PilotRecordView } from '../../../lib/pilot-record.api';
import { formOfRecord, inputOfForm, newRow, shownRecordFields, type RecordForm } from '../utils/record-form';
import { flightReviewHint, medicalHint } from '../utils/record-validity';
import { FlownOnWingshare } from './flown-on-wingshare';
import { CountedRecord } from './counted-record';
import { LogbookPanel } from './logbook-panel';
import { FaaMatchPanel } from './faa-match-panel';
import './pilot-record.css';

const SHOW_LABELS: Record<keyof RecordVisibility, string> = {
  certificate: 'Certificate',
  ratings: 'Ratings and endorsements',
  hours: 'Hours',
  medical: 'Medical',
  flightReview: 'Flight review',
};

/** /account/record: the pilot's record that owners' minimums are matched with (issue 15). */
export function PilotRecordTabPage() {
  const { user } = useSession();
  const record = useApiResource(user?.id ?? null, (signal) => getPilotRecord(signal));
  // An FAA check or a logbook change changes what owners' minimums count: read the record's figures again.
  const refresh = () => void getPilotRecord().then(record.set, () => undefined);
  return (
    <section aria-labelledby="record-heading">
      <h1 id="record-heading" className="account-title">
        Pilot record
      </h1>
      <p className="account-lead">
        What owners and their insurers ask about. We compare it with each plane&apos;s minimums, so you see at a glance which planes you
        may fly. You choose what your public profile shows.
      </p>
      {record.status === 'loading' && <PageLoading label="Loading your record…" />}
      {record.status === 'failed' && <LoadFailed what="your record" message={record.error} onRetry={record.retry} />}
      {record.status === 'ready' && <RecordFormView record={record.data} onSaved={record.set} />}
      {record.status === 'ready' && <FaaMatchPanel onChecked={refresh} />}
      {record.status === 'ready' && <LogbookPanel onChanged={refresh} />}
    </section>
  );
}

function RecordFormView({ record, onSaved }: { record: PilotRecordView; onSaved: (record: PilotRecordView) => void }) {
  const [form, setForm] = useState<RecordForm>(() => formOfRecord(record));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<PilotRecordView | null>(null);
  const running = useRef(false);
  const { ref: formRef, reveal } = useRevealInvalid();
  const f = errors.fields;
  const update = (patch: Partial<RecordForm>) => {
    setSaved(null);
    setForm((current) => ({ ...current, ...patch }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    const shown = shownRecordFields(form);
    const read = readPilotRecord(inputOfForm(form), localToday());
    if (!read.ok) {
      const placed = placeErrors(read.errors, shown);
      setErrors(placed);
      if (hasFormErrors(placed)) reveal();
      return;
    }
    setErrors(NO_ERRORS);
    running.current = true;
    setSaving(true);
    try {
      const answer = await savePilotRecord(read.record);
      setForm(formOfRecord(answer));
      setSaved(answer);
      onSaved(answer);
    } catch (error) {
      setErrors(requestErrors(error, shown));
      reveal();
    } finally {
      running.current = false;
      setSaving(false);
    }
  };

  const setRow = (id: number, patch: { makeModel?: string; hours?: string }) =>
    update({ makeModelHours: form.makeModelHours.map((row) => (row.id === id ? { ...row, ...patch } : row)) });
  const today = localToday();

  return (
    <form ref={formRef} className="form account-card pilot-record-form" onSubmit={(e) => void save(e)} noValidate aria-label="Pilot record">
      <h2 className="account-subtitle">Certificate and ratings</h2>
      <SelectField label="Certificate" value={form.certificate} onChange={(certificate) => update({ certificate })} errors={f.certificate}>
        <option value="">None yet</option>
        {CERTIFICATES.map((c) => (
          <option key={c} value={c}>
            {CERTIFICATE_LABELS[c]}
          </option>
        ))}
      </SelectField>
      <CheckboxGroupField
        legend="Ratings and endorsements"
        options={RATINGS}
        labelOf={(r) => RATING_LABELS[r as keyof typeof RATING_LABELS]}
        value={form.ratings}
        onChange={(ratings) => update({ ratings: ratings as RecordForm['ratings'] })}
        errors={f.ratings}
      />

      <h2 className="account-subtitle">Flight time</h2>
      <FlownOnWingshare flown={record.flownOnWingshare} />
      <CountedRecord record={record} />
      <TextField
        label="Total hours"
        value={form.totalHours}
        onChange={(totalHours) => update({ totalHours })}
        inputMode="decimal"
        placeholder="e.g. 450"
        hint={record.hoursRange ? `Your profile shows ${record.hoursRange} hours.` : 'Your profile shows it as a range (0-500, 500-1000...).'}
        errors={f.totalHours}
      />
      <fieldset className="field pilot-record-group">
        <legend>Hours by class</legend>
        <ErrorList errors={f.classHours ?? []} />
        <div className="pilot-record-grid">
          {HOUR_CLASSES.map((c) => (
            <TextField
              key={c}
              label={HOUR_CLASS_LABELS[c]}
              value={form.classHours[c]}
              onChange={(value) => update({ classHours: { ...form.classHours, [c]: value } })}
              inputMode="decimal"
              errors={f[`classHours.${c}`]}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="field pilot-record-group">
        <legend>Hours in make and model</legend>
        <ErrorList errors={f.makeModelHours ?? []} />
        {form.makeModelHours.length === 0 && <p className="field-hint">None yet. Owners often ask for time in their type: add each one you fly.</p>}
        <ul className="pilot-record-types">
          {form.makeModelHours.map((row, i) => (
            <li key={row.id} className="pilot-record-type">
              <TextField
                label={`Make and model ${i + 1}`}
                value={row.makeModel}
                onChange={(makeModel) => setRow(row.id, { makeModel })}
                placeholder="e.g. Piper PA-28"
                maxLength={60}
                errors={[...(f[`makeModelHours.${i}`] ?? []), ...(f[`makeModelHours.${i}.makeModel`] ?? [])]}
              />
              <TextField
                label={`Hours in it ${i + 1}`}
                value={row.hours}
                onChange={(hours) => setRow(row.id, { hours })}
                inputMode="decimal"
                errors={f[`makeModelHours.${i}.hours`]}
              />
              <button
                type="button"
                className="button button-secondary button-small pilot-record-remove"
                onClick={() => update({ makeModelHours: form.makeModelHours.filter((r) => r.id !== row.id) })}
                aria-label={`Remove ${row.makeModel.trim() || `make and model ${i + 1}`}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="button button-secondary button-small" onClick={() => update({ makeModelHours: [...form.makeModelHours, newRow()] })}>
          Add a make and model
        </button>
      </fieldset>

      <h2 className="account-subtitle">Medical and flight review</h2>
      <div className="form-row">
        <SelectField label="Medical class" value={form.medicalClass} onChange={(medicalClass) => update({ medicalClass })} errors={[...(f.medical ?? []), ...(f['medical.class'] ?? [])]}>
          <option value="">No medical</option>
          {MEDICAL_CLASSES.map((c) => (
            <option key={c} value={String(c)}>
              {MEDICAL_CLASS_LABELS[c]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Medical exam date"
          type="date"
          max={today}
          value={form.medicalExamined}
          onChange={(medicalExamined) => update({ medicalExamined })}
          hint={medicalHint(form, today)}
          errors={f['medical.examined']}
        />
      </div>
      <TextField
        label="Last flight review"
        type="date"
        max={today}
        value={form.flightReview}
        onChange={(flightReview) => update({ flightReview })}
        hint={flightReviewHint(form.flightReview, today)}
        errors={f.flightReview}
      />
      <TextField
        label="Date of birth (optional)"
        type="date"
        max={today}
        value={form.dateOfBirth}
        onChange={(dateOfBirth) => update({ dateOfBirth })}
        hint="Never shown to anyone. It sets how long your medical lasts (it is shorter from 40) and answers an owner's age band."
        errors={f.dateOfBirth}
      />

      <h2 className="account-subtitle">Renter&apos;s insurance</h2>
      <ErrorList errors={f.renterInsurance ?? []} />
      <div className="form-row">
        <TextField
          label="Liability coverage ($)"
          value={form.insuranceAmount}
          onChange={(insuranceAmount) => update({ insuranceAmount })}
          inputMode="numeric"
          placeholder="e.g. 1000000"
          errors={f['renterInsurance.amount']}
        />
        <TextField
          label="Covered through"
          type="date"
          value={form.insuranceExpires}
          onChange={(insuranceExpires) => update({ insuranceExpires })}
          hint="The policy's last day. Leave it empty if it has none."
          errors={f['renterInsurance.expires']}
        />
      </div>

      <fieldset className="field pilot-record-group">
        <legend>Show on my public profile</legend>
        <ErrorList errors={f.shows ?? []} />
        <div className="choice-grid">
          {(Object.keys(SHOW_LABELS) as (keyof RecordVisibility)[]).map((key) => (
            <label key={key} className="choice">
              <input type="checkbox" checked={form.shows[key]} onChange={(e) => update({ shows: { ...form.shows, [key]: e.target.checked } })} />
              {SHOW_LABELS[key]}
            </label>
          ))}
        </div>
        <p className="field-hint">Owners see whether you meet their minimums either way, never the record itself. Your date of birth is never shown.</p>
      </fieldset>

      <ErrorList errors={errors.general} />
      {saved && <SavedNote record={saved} />}
      <div className="form-actions account-actions">
        <button type="submit" className="button button-primary" disabled={saving} aria-busy={saving}>
          {saving && <Spinner />}
          Save
        </button>
      </div>
    </form>
  );
}

function SavedNote({ record }: { record: PilotRecord }) {
  return (
    <SuccessNote
      title="Your pilot record is saved."
      actions={
        <Link className="button button-primary button-small" to="/find?qualified=true">
          Find planes you qualify for
        </Link>
      }
    >
      {record.totalHours === null
        ? 'Add your hours too: most owners ask for them.'
        : 'Every listing now shows whether you meet its minimums, and Find can show only the planes you qualify for.'}
    </SuccessNote>
  );
}

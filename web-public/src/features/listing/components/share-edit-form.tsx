import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Airport } from '../../../../../domain/airport/airport';
import { mergeFieldErrors } from '../../../../../domain/field-errors';
import { shareFieldErrors } from '../../../../../domain/share/share-rules';
import { SHARE_TYPE_LABELS, SHARE_TYPES, isShareType } from '../../../../../domain/share/share-types';
import { AirportPicker } from '../../../components/airport-picker/airport-picker';
import { ErrorList } from '../../../components/form/error-list';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Spinner } from '../../../components/spinner';
import { useRevealInvalid } from '../../../hooks/use-reveal-invalid';
import { NO_ERRORS, placeErrors, requestErrors, type FormErrors } from '../../../lib/form-errors';
import type { ShareView } from '../../../lib/share-view';
import { updateShare } from '../api/save-share.api';
import { fromShareMedia, isNewImage, mediaPayload, type EditableMedia, type MediaValue } from '../utils/editable-media';
import { useRateQuestion } from '../hooks/use-rate-question';
import { GROUP_PROFILE_FIELDS, groupProfileErrors } from '../utils/group-profile-form';
import { MINIMUMS_FIELDS } from '../utils/minimums-form';
import { shareSaveErrors } from '../utils/share-save-errors';
import {
  formValuesFromShare,
  LOCATION_FIELDS,
  MEDIA_FIELDS,
  PREFERRED_PRO_FIELDS,
  shownGeneralFields,
  toShareInput,
  toSharePayload,
  type ShareFormValues,
} from '../utils/share-form-values';
import { GroupPartnerFields } from './group-partner-fields';
import { MediaEditor } from './media-editor';
import { MinimumsFields } from './minimums-fields';
import { ShareGeneralFields } from './share-general-fields';

interface ShareEditFormProps {
  share: ShareView;
  onSaved: (share: ShareView) => void;
  onCancel: () => void;
}

const capitalised = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/**
 * The share modal's edit mode (spec 4 "Share modal"): the listing copied into the general fields, its
 * airport and its media; Save validates like the wizard and sends PATCH /api/share/:id. While saving a
 * second Save is ignored; a refusal marks the fields with their messages beside them, and takes the focus
 * and the view to the first one (the form is far taller than the dialog).
 */
export function ShareEditForm({ share, onSaved, onCancel }: ShareEditFormProps) {
  const [values, setValues] = useState<ShareFormValues>(() => formValuesFromShare(share));
  const [airport, setAirport] = useState<Airport | null>(share.airport ?? null);
  const [media, setMedia] = useState<MediaValue>(() => ({ media: fromShareMedia(share.media), defaultMedia: share.defaultMedia }));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const { ref: formRef, reveal } = useRevealInvalid();
  const rate = useRateQuestion(values.type, values.ratePerHour, () => formRef.current?.requestSubmit());
  const shown = [...shownGeneralFields(values.type), ...LOCATION_FIELDS, ...MEDIA_FIELDS, ...PREFERRED_PRO_FIELDS, ...MINIMUMS_FIELDS, ...GROUP_PROFILE_FIELDS];
  const running = useRef(false);
  const latestMedia = useRef<EditableMedia[]>(media.media);
  latestMedia.current = media.media;

  // Photos chosen here have object URLs for their thumbnails; they go with the form.
  useEffect(
    () => () => {
      for (const item of latestMedia.current) if (isNewImage(item)) URL.revokeObjectURL(item.url);
    },
    [],
  );

  const update = (patch: Partial<ShareFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    const { list, files } = mediaPayload(media.media);
    const input = toShareInput(values, { airport: airport?.id ?? null, media: list, defaultMedia: media.defaultMedia });
    const found = placeErrors(mergeFieldErrors(shareFieldErrors(input), groupProfileErrors(values.type, values.partnerProfile)), shown);
    setErrors(found);
    if (Object.keys(found.fields).length || found.general.length || !rate.mayProceed()) {
      reveal();
      return;
    }

    running.current = true;
    setSaving(true);
    try {
      const saved = await updateShare(share.id, toSharePayload(input, list), files);
      onSaved(saved);
    } catch (error) {
      setErrors(requestErrors(error, shown, shareSaveErrors(error)));
      running.current = false;
      setSaving(false);
      reveal();
    }
  };

  return (
    <form ref={formRef} className="share-edit-form" onSubmit={save} noValidate aria-label="Edit listing">
      <SelectField
        label="Listing type"
        value={values.type}
        onChange={(type) => isShareType(type) && update({ type })}
        errors={errors.fields.type}
      >
        {SHARE_TYPES.map((type) => (
          <option key={type} value={type}>
            {capitalised(SHARE_TYPE_LABELS[type])}
          </option>
        ))}
      </SelectField>
      <ShareGeneralFields values={values} onChange={update} shareId={share.id} errors={errors.fields} rateQuestion={rate.question} />
      <GroupPartnerFields values={values} onChange={update} errors={errors.fields} />
      <h3 className="share-edit-section">Location</h3>
      <AirportPicker label="Airport" value={airport} onSelect={setAirport} onClear={() => setAirport(null)} required errors={errors.fields.airport} />
      <h3 className="share-edit-section">Photos &amp; video</h3>
      <MediaEditor value={media} onChange={setMedia} errors={[...(errors.fields.media ?? []), ...(errors.fields.defaultMedia ?? [])]} />
      <h3 className="share-edit-section">Preferred flight instructor</h3>
      <div className="form-row">
        <TextField
          label="Instructor name"
          value={values.preferredInstructorName}
          onChange={(v) => update({ preferredInstructorName: v })}
          errors={errors.fields.preferredInstructorName}
        />
        <TextField
          label="Instructor email"
          type="email"
          value={values.preferredInstructorEmail}
          onChange={(v) => update({ preferredInstructorEmail: v })}
          errors={errors.fields.preferredInstructorEmail}
        />
      </div>
      <h3 className="share-edit-section">Pilot minimums</h3>
      <MinimumsFields values={values} onChange={update} errors={errors.fields} />
      <ErrorList errors={errors.general} />
      <div className="modal-actions share-edit-actions">
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={saving} aria-busy={saving}>
          {saving && <Spinner />}
          Save
        </button>
      </div>
    </form>
  );
}

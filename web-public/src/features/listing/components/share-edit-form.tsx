import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Airport } from '../../../../../domain/airport/airport';
import { shareErrors } from '../../../../../domain/share/share-rules';
import { SHARE_TYPE_LABELS, SHARE_TYPES, isShareType } from '../../../../../domain/share/share-types';
import { AirportPicker } from '../../../components/airport-picker/airport-picker';
import { ErrorList } from '../../../components/form/error-list';
import { TextField } from '../../../components/form/text-field';
import { Spinner } from '../../../components/spinner';
import type { ShareView } from '../../../lib/share-view';
import { updateShare } from '../api/save-share.api';
import { fromShareMedia, isNewImage, mediaPayload, type EditableMedia, type MediaValue } from '../utils/editable-media';
import { shareSaveErrors } from '../utils/share-save-errors';
import { formValuesFromShare, toShareInput, toSharePayload, type ShareFormValues } from '../utils/share-form-values';
import { MediaEditor } from './media-editor';
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
 * second Save is ignored; a failure shows its messages and keeps the form.
 */
export function ShareEditForm({ share, onSaved, onCancel }: ShareEditFormProps) {
  const typeId = useId();
  const [values, setValues] = useState<ShareFormValues>(() => formValuesFromShare(share));
  const [airport, setAirport] = useState<Airport | null>(share.airport ?? null);
  const [media, setMedia] = useState<MediaValue>(() => ({ media: fromShareMedia(share.media), defaultMedia: share.defaultMedia }));
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
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
    const found = shareErrors(input);
    setErrors(found);
    if (found.length) return;

    running.current = true;
    setSaving(true);
    try {
      const saved = await updateShare(share.id, toSharePayload(input, list), files);
      onSaved(saved);
    } catch (error) {
      setErrors(shareSaveErrors(error));
      running.current = false;
      setSaving(false);
    }
  };

  return (
    <form className="share-edit-form" onSubmit={save} noValidate aria-label="Edit listing">
      <div className="field">
        <label htmlFor={typeId}>Listing type</label>
        <select id={typeId} value={values.type} onChange={(event) => isShareType(event.target.value) && update({ type: event.target.value })}>
          {SHARE_TYPES.map((type) => (
            <option key={type} value={type}>
              {capitalised(SHARE_TYPE_LABELS[type])}
            </option>
          ))}
        </select>
      </div>
      <ShareGeneralFields values={values} onChange={update} shareId={share.id} />
      <h3 className="share-edit-section">Location</h3>
      <AirportPicker label="Airport" value={airport} onSelect={setAirport} onClear={() => setAirport(null)} required />
      <h3 className="share-edit-section">Photos &amp; video</h3>
      <MediaEditor value={media} onChange={setMedia} />
      <h3 className="share-edit-section">Preferred flight instructor</h3>
      <div className="form-row">
        <TextField label="Instructor name" value={values.preferredInstructorName} onChange={(v) => update({ preferredInstructorName: v })} />
        <TextField
          label="Instructor email"
          type="email"
          value={values.preferredInstructorEmail}
          onChange={(v) => update({ preferredInstructorEmail: v })}
        />
      </div>
      <ErrorList errors={errors} />
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

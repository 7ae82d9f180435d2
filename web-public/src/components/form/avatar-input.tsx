import { useEffect, useId, useState } from 'react';
import { DefaultAvatar } from '../layout/default-avatar';
import { describedBy, FieldErrorText } from './field-error-text';
import { RequiredMark } from './required-mark';
import { useShownErrors } from './use-shown-errors';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g)$/i;

interface AvatarInputProps {
  label?: string;
  /** A newly chosen file, not yet uploaded. */
  file: File | null;
  /** The avatar already stored on the account, shown until replaced or removed. */
  currentUrl?: string | null;
  onFileChange: (file: File | null) => void;
  /** Removing the stored avatar (account tab); without it only a new file can be removed. */
  onRemoveCurrent?: () => void;
  /** The photo's messages of a refused submit ("Please select an avatar"). */
  errors?: readonly string[];
  /** A photo must be there (a stored one counts): the label's asterisk, and `required` on the file input. */
  required?: boolean;
}

/** Photo picker with a thumbnail; accepts PNG and JPEG, and the choice can be removed. */
export function AvatarInput({ label = 'Profile photo', file, currentUrl, onFileChange, onRemoveCurrent, errors: given, required }: AvatarInputProps) {
  const errors = useShownErrors(given, [file, currentUrl]);
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? currentUrl ?? null;
  const canRemove = Boolean(file) || (Boolean(currentUrl) && Boolean(onRemoveCurrent));

  return (
    <div className={`field avatar-input${invalid ? ' field-invalid' : ''}`}>
      <span className="avatar-thumb" aria-hidden={!shown}>
        {shown ? <img src={shown} alt="Selected profile photo" /> : <DefaultAvatar />}
      </span>
      <div className="avatar-controls">
        {/* The field's name, seen (the button says what it does), with the asterisk of a required field. */}
        <span className="field-label avatar-label" aria-hidden="true">
          {label}
          {required && <RequiredMark />}
        </span>
        <label htmlFor={id} className="button button-secondary button-small">
          {shown ? 'Change photo' : 'Add a photo'}
          <span className="visually-hidden"> ({label})</span>
        </label>
        <input
          id={id}
          className="visually-hidden-file"
          type="file"
          accept="image/png,image/jpeg"
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(invalid && errorId)}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (!chosen) return;
            if (!ACCEPTED_TYPES.includes(chosen.type) && !ACCEPTED_EXTENSIONS.test(chosen.name)) {
              setError('Please choose a PNG or JPEG image.');
              return;
            }
            setError(null);
            onFileChange(chosen);
          }}
        />
        {canRemove && (
          <button
            type="button"
            className="button button-link button-small"
            onClick={() => (file ? onFileChange(null) : onRemoveCurrent?.())}
          >
            Remove photo
          </button>
        )}
        <FieldErrorText id={errorId} errors={errors} />
        <p className="field-hint">PNG or JPEG, up to 10 MB.</p>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

import { useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { FieldErrors } from '../../../../../domain/field-errors';
import { shareFieldErrors } from '../../../../../domain/share/share-rules';
import { ApiError } from '../../../lib/api-client';
import { HoneypotField } from '../../../components/form/honeypot-field';
import { useListingDraft } from '../hooks/use-listing-draft';
import { createShare } from '../api/save-share.api';
import { mediaPayload } from '../utils/editable-media';
import { previewShare } from '../utils/preview-share';
import { shareSaveErrors } from '../utils/share-save-errors';
import { toShareInput, toSharePayload } from '../utils/share-form-values';
import { stepsToFix, TYPE_STEP_PATH } from '../utils/wizard-steps';
import { ShareDetails } from './share-details';
import { MinimumsPreview } from './share-qualification.panel';
import { WizardStep } from './wizard-step';

/** Navigation state of My Planes right after a listing was created. */
export interface ListedState {
  listed?: boolean;
}

/** /list/confirm: the listing as pilots will see it, then Submit (once, however often it is clicked). */
export function ConfirmStep() {
  const { draft, clear, mediaLoading } = useListingDraft();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<string[]>([]);
  const [serverFields, setServerFields] = useState<FieldErrors>({});
  const [failures, setFailures] = useState(0);
  const [honeypot, setHoneypot] = useState('');
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);
  // Listed: the draft is being cleared on the way to My Planes, so no redirect to the type step.
  const listed = useRef(false);
  if (!draft.started) return listed.current ? null : <Navigate to={TYPE_STEP_PATH} replace />;

  const preview = previewShare(draft);
  const payload = () => {
    const { list, files } = mediaPayload(draft.media.media);
    const input = toShareInput(draft.values, { airport: draft.airport?.id ?? null, media: list, defaultMedia: draft.media.defaultMedia });
    return { input, list, files };
  };

  const submit = async () => {
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    setErrors([]);
    setServerFields({});
    try {
      const { input, list, files } = payload();
      await createShare(toSharePayload(input, list, honeypot), files);
      listed.current = true;
      await clear();
      navigate('/account/listings', { state: { listed: true } satisfies ListedState });
    } catch (error) {
      setErrors(shareSaveErrors(error));
      setServerFields(error instanceof ApiError ? error.fields : {});
      setFailures((n) => n + 1);
      submitting.current = false;
      setBusy(false);
    }
  };

  return (
    <WizardStep
      path="/list/confirm"
      lead={<p>This is how pilots will see your listing. Go back to change anything, or submit it.</p>}
      serverErrors={errors}
      serverAttempt={failures}
      validate={() =>
        mediaLoading
          ? { media: ['Your photos are still loading. Please try again in a moment.'] }
          : shareFieldErrors(payload().input)
      }
      onSubmit={() => void submit()}
      busy={busy}
      submitLabel="Submit"
    >
      {(_shown, found) => (
        <>
          <div className="listing-preview" aria-label="Preview of your listing" role="region">
            <ShareDetails share={preview} withHeading />
            <MinimumsPreview share={preview} />
          </div>
          <HoneypotField value={honeypot} onChange={setHoneypot} />
          <FixLinks fields={[...Object.keys(mediaLoading ? {} : found), ...Object.keys(serverFields)]} />
        </>
      )}
    </WizardStep>
  );
}

/** Below a refused preview: the way back to each step that holds a field to correct. */
function FixLinks({ fields }: { fields: string[] }) {
  const steps = stepsToFix(fields);
  if (!steps.length) return null;
  return (
    <p className="wizard-fix-links">
      Correct it on:{' '}
      {steps.map((step, i) => (
        <span key={step.path}>
          {i > 0 && ', '}
          <Link to={step.path}>{step.title}</Link>
        </span>
      ))}
    </p>
  );
}

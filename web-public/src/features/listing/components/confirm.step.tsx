import { useRef, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { isRentalType } from '../../../../../domain/booking/booking';
import type { FieldErrors } from '../../../../../domain/field-errors';
import { mergeFieldErrors } from '../../../../../domain/field-errors';
import { ownershipErrors } from '../../../../../domain/share/listing-ownership';
import { shareFieldErrors } from '../../../../../domain/share/share-rules';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { updateAvailability } from '../../../lib/bookings.api';
import { HoneypotField } from '../../../components/form/honeypot-field';
import { useListingDraft } from '../hooks/use-listing-draft';
import { createShare } from '../api/save-share.api';
import { availabilityPayload } from '../utils/availability-form';
import { mediaPayload } from '../utils/editable-media';
import { groupProfileErrors } from '../utils/group-profile-form';
import { previewShare } from '../utils/preview-share';
import { shareSaveErrors } from '../utils/share-save-errors';
import { toShareInput, toSharePayload } from '../utils/share-form-values';
import { stepsToFix, TYPE_STEP_PATH } from '../utils/wizard-steps';
import { ListedChecklist } from './listed-checklist';
import { ShareDetails } from './share-details';
import { MinimumsPreview } from './share-qualification.panel';
import { WizardStep } from './wizard-step';

/**
 * /list/confirm: the listing as pilots will see it, then Submit (once, however often it is clicked). Once
 * listed, the hours chosen in the wizard are saved to its availability and a checklist says what next.
 */
export function ConfirmStep() {
  const { draft, clear, mediaLoading } = useListingDraft();
  const [listed, setListed] = useState<{ id: number; title: string; rental: boolean; availabilityProblem: string | null } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [serverFields, setServerFields] = useState<FieldErrors>({});
  const [failures, setFailures] = useState(0);
  const [honeypot, setHoneypot] = useState('');
  const [busy, setBusy] = useState(false);
  const submitting = useRef(false);
  if (listed) return <ListedChecklist shareId={listed.id} title={listed.title} rental={listed.rental} availabilityProblem={listed.availabilityProblem} />;
  if (!draft.started) return <Navigate to={TYPE_STEP_PATH} replace />;

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
      const share = await createShare({ ...toSharePayload(input, list, honeypot), ownershipConfirmed: draft.values.ownershipConfirmed === true }, files);
      const rental = isRentalType(draft.values.type);
      let availabilityProblem: string | null = null;
      if (rental && draft.values.availability) {
        try {
          await updateAvailability(share.id, availabilityPayload(draft.values.availability));
        } catch (error) {
          availabilityProblem = errorMessage(error);
        }
      }
      setListed({ id: share.id, title: share.title, rental, availabilityProblem });
      await clear();
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
          : mergeFieldErrors(shareFieldErrors(payload().input), groupProfileErrors(draft.values.type, draft.values.partnerProfile), ownershipErrors(draft.values))
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

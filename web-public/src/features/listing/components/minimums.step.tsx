import { Navigate } from 'react-router-dom';
import { minimumsStepFieldErrors } from '../../../../../domain/share/share-rules';
import { useListingDraft } from '../hooks/use-listing-draft';
import { MINIMUMS_FIELDS } from '../utils/minimums-form';
import { toShareInput } from '../utils/share-form-values';
import { TYPE_STEP_PATH } from '../utils/wizard-steps';
import { MinimumsFields } from './minimums-fields';
import { WizardStep } from './wizard-step';

/** /list/minimums: the aircraft's classes and the pilot minimums the owner's insurer sets (issue 15). */
export function MinimumsStep() {
  const { draft, updateValues } = useListingDraft();
  if (!draft.started) return <Navigate to={TYPE_STEP_PATH} replace />;
  return (
    <WizardStep
      path="/list/minimums"
      lead={
        <p>
          Set what your insurer asks of a pilot. Pilots see at a glance whether they meet it, and you see it on every request. Leave a box
          blank to ask nothing of it.
        </p>
      }
      validate={() => minimumsStepFieldErrors(toShareInput(draft.values))}
      shown={MINIMUMS_FIELDS}
    >
      {(errors) => <MinimumsFields values={draft.values} onChange={updateValues} errors={errors} />}
    </WizardStep>
  );
}

import { Navigate } from 'react-router-dom';
import { generalStepFieldErrors } from '../../../../../domain/share/share-rules';
import { SHARE_TYPE_LABELS } from '../../../../../domain/share/share-types';
import { useListingDraft } from '../hooks/use-listing-draft';
import { useRateQuestion } from '../hooks/use-rate-question';
import { shownGeneralFields, toShareInput } from '../utils/share-form-values';
import { TYPE_STEP_PATH } from '../utils/wizard-steps';
import { ShareGeneralFields } from './share-general-fields';
import { WizardStep } from './wizard-step';

/** /list/general: the aircraft and the listing's text, price and type-specific fields. */
export function GeneralStep() {
  const { draft, updateValues } = useListingDraft();
  const rate = useRateQuestion(draft.values.type, draft.values.ratePerHour, () =>
    document.querySelector<HTMLFormElement>('form[data-wizard-form]')?.requestSubmit(),
  );
  if (!draft.started) return <Navigate to={TYPE_STEP_PATH} replace />;

  return (
    <WizardStep
      path="/list/general"
      lead={
        <p>
          Listing type: <strong>{SHARE_TYPE_LABELS[draft.values.type]}</strong>. Start with your tail number and press Look up: we fill
          in what the FAA registry knows about your aircraft.
        </p>
      }
      validate={() => generalStepFieldErrors(toShareInput(draft.values))}
      shown={shownGeneralFields(draft.values.type)}
      mayProceed={rate.mayProceed}
    >
      {(errors) => <ShareGeneralFields values={draft.values} onChange={updateValues} errors={errors} rateQuestion={rate.question} />}
    </WizardStep>
  );
}

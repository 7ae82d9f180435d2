import { Navigate } from 'react-router-dom';
import { mergeFieldErrors } from '../../../../../domain/field-errors';
import { ownershipErrors } from '../../../../../domain/share/listing-ownership';
import { generalStepFieldErrors } from '../../../../../domain/share/share-rules';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SHARE_TYPE_LABELS } from '../../../../../domain/share/share-types';
import { useListingDraft } from '../hooks/use-listing-draft';
import { useRateQuestion } from '../hooks/use-rate-question';
import { GROUP_PROFILE_FIELDS, groupProfileErrors } from '../utils/group-profile-form';
import { shownGeneralFields, toShareInput } from '../utils/share-form-values';
import { TYPE_STEP_PATH } from '../utils/wizard-steps';
import { GroupPartnerFields } from './group-partner-fields';
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
      validate={() =>
        mergeFieldErrors(generalStepFieldErrors(toShareInput(draft.values)), groupProfileErrors(draft.values.type, draft.values.partnerProfile), ownershipErrors(draft.values))
      }
      shown={[...shownGeneralFields(draft.values.type), ...GROUP_PROFILE_FIELDS, 'ownershipConfirmed']}
      mayProceed={rate.mayProceed}
    >
      {(errors) => (
        <>
          <ShareGeneralFields values={draft.values} onChange={updateValues} errors={errors} rateQuestion={rate.question} />
          <GroupPartnerFields values={draft.values} onChange={updateValues} errors={errors} />
          <CheckboxField
            label="I own this aircraft, or its owner has allowed me to list it"
            checked={draft.values.ownershipConfirmed === true}
            onChange={(ownershipConfirmed) => updateValues({ ownershipConfirmed })}
            hint="Staff remove listings of aircraft listed without the owner's permission."
            errors={errors.ownershipConfirmed}
          />
        </>
      )}
    </WizardStep>
  );
}

import { preferredInstructorStepFieldErrors } from '../../../../../domain/share/share-rules';
import { TextField } from '../../../components/form/text-field';
import { useListingDraft } from '../hooks/use-listing-draft';
import { PREFERRED_PRO_FIELDS } from '../utils/share-form-values';
import { WizardStep } from './wizard-step';

/** /list/preferred-pro: an optional instructor pilots may fly with. Shown even without a draft (spec 2). */
export function PreferredProStep() {
  const { draft, updateValues } = useListingDraft();
  const { preferredInstructorName, preferredInstructorEmail } = draft.values;

  return (
    <WizardStep
      path="/list/preferred-pro"
      lead={<p>If pilots new to your plane should fly with a particular instructor first, tell them who. You can skip this step.</p>}
      validate={() => preferredInstructorStepFieldErrors({ preferredInstructorName, preferredInstructorEmail })}
      shown={PREFERRED_PRO_FIELDS}
    >
      {(errors) => (
        <div className="form-row">
          <TextField
            label="Instructor name"
            value={preferredInstructorName}
            onChange={(value) => updateValues({ preferredInstructorName: value })}
            autoComplete="off"
            errors={errors.preferredInstructorName}
          />
          <TextField
            label="Instructor email"
            type="email"
            value={preferredInstructorEmail}
            onChange={(value) => updateValues({ preferredInstructorEmail: value })}
            autoComplete="off"
            errors={errors.preferredInstructorEmail}
          />
        </div>
      )}
    </WizardStep>
  );
}

import { Navigate } from 'react-router-dom';
import { locationStepFieldErrors } from '../../../../../domain/share/share-rules';
import { AirportPicker } from '../../../components/airport-picker/airport-picker';
import { useListingDraft } from '../hooks/use-listing-draft';
import { LOCATION_FIELDS } from '../utils/share-form-values';
import { TYPE_STEP_PATH } from '../utils/wizard-steps';
import { WizardStep } from './wizard-step';

/** /list/location: the airport the plane flies from. */
export function LocationStep() {
  const { draft, setAirport } = useListingDraft();
  if (!draft.started) return <Navigate to={TYPE_STEP_PATH} replace />;

  return (
    <WizardStep
      path="/list/location"
      lead={<p>Pilots search by airport. Choose the one where your plane is based.</p>}
      validate={() => locationStepFieldErrors({ airport: draft.airport?.id ?? null })}
      shown={LOCATION_FIELDS}
    >
      {(errors) => (
        <AirportPicker
          label="Airport"
          value={draft.airport}
          onSelect={setAirport}
          onClear={() => setAirport(null)}
          hint="Type the FAA code (LOU), the airport's name or its city."
          required
          errors={errors.airport}
        />
      )}
    </WizardStep>
  );
}

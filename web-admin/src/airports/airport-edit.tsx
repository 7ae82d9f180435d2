import { Typography } from '@mui/material';
import { Edit, SaveButton, SimpleForm, TextInput, Toolbar, useRecordContext, type Validator } from 'react-admin';
import { airportCorrectionErrors, type AirportCorrectionInput } from '../../../domain/airport/airport-rules';
import type { AdminAirport } from './admin-airport';

// The server's own rules (domain/airport/airport-rules.ts), one field at a time, in the server's words.
const domainRule =
  (field: keyof AirportCorrectionInput): Validator =>
  (value: unknown) =>
    airportCorrectionErrors({ [field]: value ?? '' })[0];

// The server reads facility, city and state; the code and position are the FAA's.
const toAirportFields = ({ facility, city, state }: AdminAirport) => ({
  facility: facility.trim(),
  city: city.trim(),
  state: state.trim().toUpperCase(),
});

const AirportTitle = () => {
  const airport = useRecordContext<AdminAirport>();
  return <span>Airport {airport ? `${airport.locationId} - ${airport.facility}` : ''}</span>;
};

const Where = () => {
  const airport = useRecordContext<AdminAirport>();
  if (!airport) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {airport.locationId} · {airport.lat.toFixed(4)}, {airport.lng.toFixed(4)} ·{' '}
      {airport.shareCount === 1 ? '1 active listing' : `${airport.shareCount} active listings`} based here
    </Typography>
  );
};

// No Delete: listings, professionals and alerts point at airports.
const AirportToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export const AirportEdit = () => (
  <Edit<AdminAirport> title={<AirportTitle />} mutationMode="pessimistic" redirect="list" transform={toAirportFields}>
    <SimpleForm toolbar={<AirportToolbar />} sx={{ maxWidth: 560 }}>
      <Where />
      <TextInput source="facility" label="Name" validate={domainRule('facility')} isRequired />
      <TextInput source="city" validate={domainRule('city')} />
      <TextInput
        source="state"
        validate={domainRule('state')}
        isRequired
        parse={(v: string | null) => (v ?? '').toUpperCase()}
        helperText="Such as KY"
        sx={{ maxWidth: 200 }}
      />
    </SimpleForm>
  </Edit>
);

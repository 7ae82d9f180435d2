import { Typography } from '@mui/material';
import { BooleanInput, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import type { AdminInstructor } from './admin-instructor';
import { DeleteInstructorButton } from './instructor-actions';

// The server reads only the visibility flag; the profile's content is its owner's.
const toVisibility = ({ isDiscoverable }: AdminInstructor) => ({ isDiscoverable: Boolean(isDiscoverable) });

const Who = () => {
  const instructor = useRecordContext<AdminInstructor>();
  if (!instructor) return null;
  return (
    <Typography variant="body1" sx={{ mb: 2 }}>
      <strong>{instructor.name}</strong>
      {instructor.businessName ? ` · ${instructor.businessName}` : ''} · {instructor.username}
    </Typography>
  );
};

const InstructorToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteInstructorButton />
  </Toolbar>
);

export const InstructorEdit = () => (
  <Edit<AdminInstructor> title="Edit professional" mutationMode="pessimistic" redirect="show" transform={toVisibility}>
    <SimpleForm toolbar={<InstructorToolbar />} sx={{ maxWidth: 560 }}>
      <Who />
      <BooleanInput
        source="isDiscoverable"
        label="Listed in the directory"
        helperText="Hidden profiles are left out of the professionals directory, the map and searches."
      />
    </SimpleForm>
  </Edit>
);

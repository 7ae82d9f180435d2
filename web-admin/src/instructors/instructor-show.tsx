import { Typography } from '@mui/material';
import {
  DateField,
  EditButton,
  EmailField,
  FunctionField,
  Link,
  Show,
  SimpleShowLayout,
  TextArrayField,
  TextField,
  TopToolbar,
  useCreatePath,
  useRecordContext,
} from 'react-admin';
import { instructorRateLabel } from '../../../domain/share/price-display';
import { kindOf, placeOf, visibilityOf, type AdminInstructor } from './admin-instructor';
import { DeleteInstructorButton } from './instructor-actions';

const InstructorTitle = () => {
  const instructor = useRecordContext<AdminInstructor>();
  return <span>Professional {instructor ? instructor.name : ''}</span>;
};

// Takes a `label` prop: SimpleShowLayout reads it to label the row.
const AccountField = (_props: { label: string }) => {
  const instructor = useRecordContext<AdminInstructor>();
  const createPath = useCreatePath();
  if (!instructor) return null;
  return (
    <Typography variant="body2">
      <Link to={createPath({ resource: 'users', id: instructor.userId, type: 'show' })}>{instructor.username}</Link>
    </Typography>
  );
};

const InstructorActions = () => (
  <TopToolbar>
    <EditButton />
    <DeleteInstructorButton />
  </TopToolbar>
);

export const InstructorShow = () => (
  <Show<AdminInstructor> title={<InstructorTitle />} actions={<InstructorActions />}>
    <SimpleShowLayout>
      <TextField source="id" />
      <TextField source="name" />
      <AccountField label="Account" />
      <EmailField source="email" />
      <FunctionField<AdminInstructor> label="Kind" render={kindOf} />
      <TextField source="businessName" label="Business" emptyText="—" />
      <FunctionField<AdminInstructor> label="Based at" render={placeOf} />
      <FunctionField<AdminInstructor> label="Rate" render={(i) => instructorRateLabel(i.ratePerHour)} />
      <TextArrayField source="tags" emptyText="—" />
      <FunctionField<AdminInstructor> label="Directory" render={visibilityOf} />
      <DateField source="createdAt" label="Created" showTime />
    </SimpleShowLayout>
  </Show>
);

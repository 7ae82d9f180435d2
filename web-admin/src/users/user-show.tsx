import { Typography } from '@mui/material';
import {
  BooleanField,
  DateField,
  EditButton,
  EmailField,
  FunctionField,
  ImageField,
  Show,
  SimpleShowLayout,
  TextArrayField,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { airportLabel } from '../../../domain/airport/airport';
import type { Profile } from '../../../domain/user/user';
import { DeleteUserButton } from './delete-user-button';

const UserTitle = () => {
  const user = useRecordContext<Profile>();
  return <span>User {user ? user.username : ''}</span>;
};

// Takes a `label` prop: SimpleShowLayout reads it to label the row.
const AvatarField = (_props: { label: string }) => {
  const user = useRecordContext<Profile>();
  if (!user?.avatar) return <Typography variant="body2">None</Typography>;
  return <ImageField source="avatar.url" title="username" />;
};

const UserActions = () => (
  <TopToolbar>
    <EditButton />
    <DeleteUserButton />
  </TopToolbar>
);

export const UserShow = () => (
  <Show<Profile> title={<UserTitle />} actions={<UserActions />}>
    <SimpleShowLayout>
      <TextField source="id" />
      <TextField source="username" />
      <EmailField source="email" />
      <TextField source="firstname" label="First name" />
      <TextField source="lastname" label="Last name" />
      <TextField source="provider" label="Signs in with" />
      <TextArrayField source="roles" />
      <BooleanField source="isAdmin" label="Staff (admin)" />
      <BooleanField source="isInstructor" label="Instructor" />
      <BooleanField source="isDisabled" label="Disabled" />
      <AvatarField label="Avatar" />
      <FunctionField<Profile>
        label="Home airport"
        render={(user) => (user.airport ? airportLabel(user.airport) : 'None')}
      />
      <FunctionField<Profile>
        label="Favourite airports"
        render={(user) =>
          user.favoriteAirports.length ? user.favoriteAirports.map(airportLabel).join(', ') : 'None'
        }
      />
      <BooleanField source="isDiscoverable" label="Discoverable by other pilots" />
      <TextField source="bio" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
      <TextArrayField source="credentials" emptyText="—" />
      <TextField source="totalHours" label="Total hours" emptyText="—" />
      <TextField source="wantedPlane" label="Wanted plane" emptyText="—" />
      <TextField source="mostExpPlane" label="Most experienced in" emptyText="—" />
      <DateField source="createdAt" label="Created" showTime />
    </SimpleShowLayout>
  </Show>
);

import { Typography } from '@mui/material';
import { BooleanInput, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import type { Profile } from '../../../domain/user/user';
import { DeleteUserButton } from './delete-user-button';

type UserFlags = Pick<Profile, 'isAdmin' | 'isDiscoverable' | 'isDisabled'>;

// The server reads only these flags; the rest of the profile belongs to its owner.
const toUserFlags = ({ isAdmin, isDiscoverable, isDisabled }: UserFlags): UserFlags => ({
  isAdmin: Boolean(isAdmin),
  isDiscoverable: Boolean(isDiscoverable),
  isDisabled: Boolean(isDisabled),
});

const UserTitle = () => {
  const user = useRecordContext<Profile>();
  return <span>Edit user {user ? user.username : ''}</span>;
};

const Who = () => {
  const user = useRecordContext<Profile>();
  if (!user) return null;
  const name = `${user.firstname} ${user.lastname}`.trim();
  return (
    <Typography variant="body1" sx={{ mb: 2 }}>
      <strong>{user.username}</strong>
      {name ? ` · ${name}` : ''} · {user.email}
    </Typography>
  );
};

const UserToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteUserButton />
  </Toolbar>
);

// Pessimistic: a refused change (an admin taking their own admin role away) keeps the form and shows why.
export const UserEdit = () => (
  <Edit<Profile> title={<UserTitle />} mutationMode="pessimistic" redirect="show" transform={toUserFlags}>
    <SimpleForm toolbar={<UserToolbar />} sx={{ maxWidth: 560 }}>
      <Who />
      <BooleanInput
        source="isAdmin"
        label="Staff (admin)"
        helperText="Admins sign in to this console and can change or delete any account."
      />
      <BooleanInput
        source="isDiscoverable"
        label="Discoverable by other pilots"
        helperText="Shown on the map and in pilot searches."
      />
      <BooleanInput
        source="isDisabled"
        label="Disabled"
        helperText="A disabled account cannot sign in, its sessions stop working and it cannot write anything (messages, reviews, questions)."
      />
    </SimpleForm>
  </Edit>
);

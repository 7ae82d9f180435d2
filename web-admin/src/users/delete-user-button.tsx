import { DeleteWithConfirmButton, useRecordContext } from 'react-admin';
import type { Profile } from '../../../domain/user/user';
import { DELETE_USER_CONSEQUENCES } from './user-deletion';

/** Delete on the user's page and form: asks first, naming the user, then goes back to the list. */
export const DeleteUserButton = () => {
  const user = useRecordContext<Profile>();
  if (!user) return null;
  return (
    <DeleteWithConfirmButton
      record={user}
      mutationMode="pessimistic"
      redirect="list"
      confirmTitle={`Delete ${user.username} (user #${user.id})?`}
      confirmContent={DELETE_USER_CONSEQUENCES}
      confirmColor="warning"
      successMessage={`User ${user.username} deleted`}
    />
  );
};

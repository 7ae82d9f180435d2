import { DeleteWithConfirmButton, useRecordContext } from 'react-admin';
import type { AdminInstructor } from './admin-instructor';

/** Removes the professional profile only: the member keeps their account and becomes a plain user. */
export const DeleteInstructorButton = () => {
  const instructor = useRecordContext<AdminInstructor>();
  if (!instructor) return null;
  return (
    <DeleteWithConfirmButton
      record={instructor}
      mutationMode="pessimistic"
      redirect="list"
      label="Remove profile"
      confirmTitle={`Remove ${instructor.name}'s professional profile?`}
      confirmContent={`The profile leaves the directory and the map. ${instructor.username} keeps their account and can create a new profile later.`}
      confirmColor="warning"
      successMessage="Professional profile removed"
    />
  );
};

import { DeleteWithConfirmButton, useRecordContext } from 'react-admin';
import type { ContactMessage } from './contact-message';

export const DeleteContactMessageButton = () => {
  const message = useRecordContext<ContactMessage>();
  if (!message) return null;
  return (
    <DeleteWithConfirmButton
      record={message}
      mutationMode="pessimistic"
      redirect="list"
      confirmTitle={`Delete the message from ${message.name}?`}
      confirmContent="Reply first if it needs an answer: the message cannot be brought back."
      confirmColor="warning"
      successMessage="Message deleted"
    />
  );
};

import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import type { MouseEvent } from 'react';
import { Button, DeleteWithConfirmButton, useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { AdminShare } from './admin-share';

/**
 * Enable or Disable, whichever applies. It sends only {isActive}, the one field the server reads, and
 * waits for the server's answer before the list changes.
 */
export const ToggleShareButton = () => {
  const share = useRecordContext<AdminShare>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<AdminShare>();
  if (!share) return null;
  const enabling = !share.isActive;
  const toggle = (event: MouseEvent) => {
    event.stopPropagation(); // the row click opens the listing
    update(
      'shares',
      { id: share.id, data: { isActive: enabling }, previousData: share },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`“${share.title}” ${enabling ? 'enabled' : 'disabled'}`, { type: 'success' }),
        onError: (error) => notify((error as Error).message || 'The listing could not be changed', { type: 'error' }),
      },
    );
  };
  return (
    <Button
      label={enabling ? 'Enable' : 'Disable'}
      onClick={toggle}
      disabled={isPending}
      color={enabling ? 'primary' : 'warning'}
      aria-label={`${enabling ? 'Enable' : 'Disable'} ${share.title}`}
    >
      {enabling ? <CheckCircleIcon /> : <BlockIcon />}
    </Button>
  );
};

export const DeleteShareButton = () => {
  const share = useRecordContext<AdminShare>();
  if (!share) return null;
  return (
    <DeleteWithConfirmButton
      record={share}
      mutationMode="pessimistic"
      redirect="list"
      confirmTitle={`Delete the listing “${share.title}”?`}
      confirmContent={`The listing of ${share.tailNumber ?? 'this aircraft'} and its photos are removed for good. To hide it for now, disable it instead.`}
      confirmColor="warning"
      successMessage="Listing deleted"
    />
  );
};

import type { MouseEvent } from 'react';
import { Button, useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { ClaimStatus } from '../../../domain/share/listing-ownership';
import type { AdminAircraftClaim } from './aircraft-claim';

/**
 * Uphold or dismiss an open claim, or reopen a decided one (PUT { status }, audited). Upholding records the
 * decision; disabling the listing and writing to both sides are done from the listing and by mail.
 */
export const ClaimActions = () => {
  const claim = useRecordContext<AdminAircraftClaim>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<AdminAircraftClaim>();
  if (!claim) return null;
  const decide = (status: ClaimStatus, done: string) => (event: MouseEvent) => {
    event.stopPropagation(); // the row click opens the claim
    update(
      'aircraft-claims',
      { id: claim.id, data: { status }, previousData: claim },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`Claim on ${claim.tailNumber} ${done}`, { type: 'success' }),
        onError: (e) => notify((e as Error).message || 'The claim could not be changed', { type: 'error' }),
      },
    );
  };
  if (claim.status !== 'open') return <Button label="Reopen" disabled={isPending} onClick={decide('open', 'reopened')} />;
  return (
    <>
      <Button label="Uphold" color="warning" disabled={isPending} aria-label={`Uphold the claim on ${claim.tailNumber}`} onClick={decide('upheld', 'upheld')} />
      <Button label="Dismiss" disabled={isPending} aria-label={`Dismiss the claim on ${claim.tailNumber}`} onClick={decide('dismissed', 'dismissed')} />
    </>
  );
};

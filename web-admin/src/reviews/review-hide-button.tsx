import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { MouseEvent } from 'react';
import { Button, useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { AdminReview } from './admin-review';

/** Hide a review (it then shows and counts nowhere) or show it again: PUT { hidden }, audited by the server. */
export const ReviewHideButton = () => {
  const review = useRecordContext<AdminReview>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<AdminReview>();
  if (!review) return null;
  const hide = !review.hidden;
  return (
    <Button
      label={hide ? 'Hide' : 'Unhide'}
      aria-label={`${hide ? 'Hide' : 'Unhide'} review ${review.id}`}
      color={hide ? 'warning' : 'primary'}
      disabled={isPending}
      onClick={(event: MouseEvent) => {
        event.stopPropagation(); // the row click opens the review
        void update(
          'reviews',
          { id: review.id, data: { hidden: hide }, previousData: review },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => notify(hide ? `Review #${review.id} is hidden: it shows and counts nowhere` : `Review #${review.id} shows again`, { type: 'success' }),
            onError: (e) => notify((e as Error).message || 'The review could not be changed', { type: 'error' }),
          },
        );
      }}
    >
      {hide ? <VisibilityOffIcon /> : <VisibilityIcon />}
    </Button>
  );
};

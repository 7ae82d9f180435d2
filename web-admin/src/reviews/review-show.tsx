import { Typography } from '@mui/material';
import { DateField, FunctionField, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { ROLE_LABELS, type AdminReview } from './admin-review';
import { ReviewHideButton } from './review-hide-button';

const ReviewTitle = () => {
  const review = useRecordContext<AdminReview>();
  return <span>Review {review ? `#${review.id}` : ''}</span>;
};

const text = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

export const ReviewShow = () => (
  <Show<AdminReview>
    title={<ReviewTitle />}
    actions={
      <TopToolbar>
        <ReviewHideButton />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <TextField source="id" />
      <NumberField source="stars" />
      <FunctionField<AdminReview> label="Text" render={(r) => <Typography variant="body2" sx={text}>{r.text}</Typography>} />
      <FunctionField<AdminReview> label="By" render={(r) => `${r.author.name} (user #${r.author.id}), ${ROLE_LABELS[r.authorRole].toLowerCase()}`} />
      <FunctionField<AdminReview> label="About" render={(r) => `${r.subject.name} (user #${r.subject.id})`} />
      <FunctionField<AdminReview> label="Listing" render={(r) => (r.share ? `${r.share.title} (#${r.share.id})` : 'Removed')} />
      <TextField source="bookingId" label="Booking" />
      <DateField source="createdAt" label="Written" showTime />
      <DateField source="visibleFrom" label="Shown from" showTime />
      <FunctionField<AdminReview>
        label="Answer"
        render={(r) =>
          r.answer ? (
            <Typography variant="body2" sx={text}>
              {r.answer.text}
              {r.answerHiddenAt ? ' (hidden by staff)' : ''}
            </Typography>
          ) : (
            'None'
          )
        }
      />
      <FunctionField<AdminReview> label="Hidden" render={(r) => (r.hiddenAt ? `Since ${new Date(r.hiddenAt).toLocaleString()}` : 'No')} />
    </SimpleShowLayout>
  </Show>
);

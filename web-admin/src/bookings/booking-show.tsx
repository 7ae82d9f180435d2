import { Typography } from '@mui/material';
import { DateField, FunctionField, Link, Show, SimpleShowLayout, TextField, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { bookingPeriodLabel, bookingStateLabel, type AdminBooking } from './admin-booking';
import { CancelBookingButton } from './cancel-booking-button';

const BookingTitle = () => {
  const booking = useRecordContext<AdminBooking>();
  return <span>Request {booking ? `#${booking.id}` : ''}</span>;
};

// Custom fields take a `label` prop: SimpleShowLayout reads it to label the row.
const PersonField = ({ who }: { who: 'pilot' | 'owner'; label: string }) => {
  const booking = useRecordContext<AdminBooking>();
  const createPath = useCreatePath();
  if (!booking) return null;
  const person = booking[who];
  return (
    <Typography variant="body2">
      <Link to={createPath({ resource: 'users', id: person.id, type: 'show' })}>{person.name}</Link>
    </Typography>
  );
};

const ListingField = (_props: { label: string }) => {
  const booking = useRecordContext<AdminBooking>();
  const createPath = useCreatePath();
  if (!booking) return null;
  return (
    <Typography variant="body2">
      <Link to={createPath({ resource: 'shares', id: booking.shareId, type: 'show' })}>{booking.share?.title || `Listing #${booking.shareId}`}</Link>
      {booking.share ? ` at ${booking.share.airportLabel}` : ''}
    </Typography>
  );
};

const BookingActions = () => (
  <TopToolbar>
    <CancelBookingButton />
  </TopToolbar>
);

export const BookingShow = () => (
  <Show<AdminBooking> title={<BookingTitle />} actions={<BookingActions />}>
    <SimpleShowLayout>
      <TextField source="id" />
      <ListingField label="Listing" />
      <FunctionField<AdminBooking> label="State" render={bookingStateLabel} />
      <FunctionField<AdminBooking> label="Period (airport time)" render={bookingPeriodLabel} />
      <PersonField who="pilot" label="Pilot" />
      <PersonField who="owner" label="Owner" />
      <TextField source="message" emptyText="—" />
      <TextField source="reason" label="Reason (declined or cancelled)" emptyText="—" />
      <TextField source="cancelledBy" label="Cancelled by" emptyText="—" />
      <DateField source="createdAt" label="Asked" showTime />
      <DateField source="expiresAt" label="Expires if unanswered" showTime />
      <DateField source="decidedAt" label="Answered" showTime emptyText="—" />
    </SimpleShowLayout>
  </Show>
);

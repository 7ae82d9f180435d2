import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { Button, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { fieldMessagesOf } from '../http-client';
import { isCancellable, type AdminBooking } from './admin-booking';

/**
 * Cancel an approved booking, with the reason the pilot and the owner will read in their mail. It sends
 * { state: "cancelled", reason }; the server frees the period, mails both sides and writes the audit entry.
 */
export const CancelBookingButton = () => {
  const booking = useRecordContext<AdminBooking>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<AdminBooking>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!booking || !isCancellable(booking)) return null;
  const close = () => {
    setOpen(false);
    setError(null);
  };
  const confirm = () => {
    update(
      'bookings',
      { id: booking.id, data: { state: 'cancelled', reason }, previousData: booking },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          close();
          setReason('');
          notify(`Booking #${booking.id} cancelled; the pilot and the owner are mailed`, { type: 'success' });
        },
        onError: (e) => {
          const message = fieldMessagesOf(e).reason;
          if (message) setError(message);
          else {
            close();
            notify((e as Error).message || 'The booking could not be cancelled', { type: 'error' });
          }
        },
      },
    );
  };
  return (
    <>
      <Button
        label="Cancel booking"
        color="warning"
        disabled={isPending}
        aria-label={`Cancel booking ${booking.id}`}
        onClick={(event: MouseEvent) => {
          event.stopPropagation(); // the row click opens the booking
          setOpen(true);
        }}
      >
        <EventBusyIcon />
      </Button>
      <Dialog open={open} onClose={close} onClick={(event) => event.stopPropagation()} aria-labelledby={`cancel-booking-${booking.id}`}>
        <DialogTitle id={`cancel-booking-${booking.id}`}>Cancel booking #{booking.id}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {booking.pilot.name}'s booking of {booking.share?.title || 'this listing'} is cancelled and its period freed. Both sides get a mail
            with your reason.
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            margin="normal"
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={!!error}
            helperText={error ?? 'For example: the listing is under review.'}
          />
        </DialogContent>
        <DialogActions>
          <Button label="Keep it" onClick={close} />
          <Button label="Cancel booking" color="warning" onClick={confirm} disabled={isPending} />
        </DialogActions>
      </Dialog>
    </>
  );
};

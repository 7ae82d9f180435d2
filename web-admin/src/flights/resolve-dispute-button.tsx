import GavelIcon from '@mui/icons-material/Gavel';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { fieldMessagesOf, httpClient } from '../http-client';
import { billTotalLabel, isResolvable, tenthsLabel, type AdminFlight } from './admin-flight';

type Field = 'hobbs' | 'tach' | 'resolution';
const EMPTY = { hobbs: '', tach: '', resolution: '' };

/** A reading as typed: absent when left empty, a number when it reads as one, else the text for the server to name. */
const reading = (text: string): number | string | undefined => {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
};

/** What the resolution did, in one sentence for the notification. */
function outcome(before: AdminFlight, after: AdminFlight, sent: { hobbs?: unknown; tach?: unknown }): string {
  const corrected = (['hobbs', 'tach'] as const)
    .filter((meter) => sent[meter] !== undefined && after.checkIn)
    .map((meter) => `${meter === 'hobbs' ? 'Hobbs' : 'tach'} at check-in corrected to ${tenthsLabel(after.checkIn![meter])}`);
  const bill = before.bill?.totalCents === after.bill?.totalCents ? `the bill stays ${billTotalLabel(after)}` : `the bill is now ${billTotalLabel(after)} (was ${billTotalLabel(before)})`;
  return `Dispute on booking #${before.id} resolved: ${[...corrected, bill].join('; ')}. The pilot and the owner are mailed.`;
}

/**
 * Resolve an open dispute: optionally correct the check-in's Hobbs and tach (the bill is worked out again from
 * them), and write the resolution both sides read. POST /api/admin/flights/:id/resolve closes the flight and
 * writes the audit entry; the page is then read again.
 */
export const ResolveDisputeButton = () => {
  const flight = useRecordContext<AdminFlight>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [working, setWorking] = useState(false);
  if (!flight || !isResolvable(flight)) return null;

  const close = () => {
    setOpen(false);
    setErrors({});
  };
  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { hobbs: reading(values.hobbs), tach: reading(values.tach), resolution: values.resolution };
    setWorking(true);
    try {
      const { json } = await httpClient(`/api/admin/flights/${encodeURIComponent(String(flight.id))}/resolve`, { method: 'POST', body: JSON.stringify(body) });
      close();
      setValues(EMPTY);
      notify(outcome(flight, json as AdminFlight, body), { type: 'success', autoHideDuration: 10_000 });
      refresh();
    } catch (error) {
      const named: Partial<Record<Field, string>> = fieldMessagesOf(error);
      if (Object.keys(named).length) setErrors(named);
      else {
        close();
        notify((error as Error).message || 'The dispute could not be resolved', { type: 'error' });
      }
    } finally {
      setWorking(false);
    }
  };

  const readings = flight.checkIn;
  return (
    <>
      <Button label="Resolve dispute" color="warning" onClick={() => setOpen(true)} aria-label={`Resolve the dispute on booking ${flight.id}`}>
        <GavelIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={`resolve-${flight.id}`} fullWidth maxWidth="sm">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogTitle id={`resolve-${flight.id}`}>Resolve the dispute on booking #{flight.id}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              The {flight.dispute?.by} disputed it: “{flight.dispute?.reason}”
            </DialogContentText>
            <DialogContentText sx={{ mt: 1 }}>
              Correct a check-in reading if it was wrong (the bill is worked out again from it), then say what was decided: the pilot and the owner
              read it, and the flight is closed.
            </DialogContentText>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
              <TextField
                label="Corrected Hobbs at check-in (hours)"
                value={values.hobbs}
                onChange={set('hobbs')}
                error={!!errors.hobbs}
                helperText={errors.hobbs ?? (readings ? `Checked in at ${tenthsLabel(readings.hobbs)}; leave empty to keep it` : 'Leave empty to keep it')}
                slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
                fullWidth
              />
              <TextField
                label="Corrected tach at check-in (hours)"
                value={values.tach}
                onChange={set('tach')}
                error={!!errors.tach}
                helperText={errors.tach ?? (readings ? `Checked in at ${tenthsLabel(readings.tach)}; leave empty to keep it` : 'Leave empty to keep it')}
                slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
                fullWidth
              />
            </Stack>
            <TextField
              label="Resolution"
              value={values.resolution}
              onChange={set('resolution')}
              error={!!errors.resolution}
              helperText={errors.resolution ?? 'For example: the Hobbs photo reads 1236.0; the bill is corrected to it.'}
              multiline
              minRows={3}
              fullWidth
              margin="normal"
              required
            />
          </DialogContent>
          <DialogActions>
            <Button label="Not now" onClick={close} />
            <Button label="Resolve and close the flight" type="submit" color="warning" variant="contained" disabled={working} />
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};

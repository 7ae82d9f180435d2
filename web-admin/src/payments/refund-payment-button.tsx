import UndoIcon from '@mui/icons-material/Undo';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, InputAdornment, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { PAYMENT_MESSAGES } from '../../../domain/payment/payment-messages';
import { fieldMessagesOf, httpClient } from '../http-client';
import { centsLabel, isRefundable, LEDGER_KIND_LABELS, refundableCents, typedCents, type AdminPayment } from './admin-payment';

type Field = 'amount' | 'reason';
const EMPTY = { amount: '', reason: '' };
/** The server names the fields of the body it reads; the form's amount is in dollars. */
const FIELD_OF: Record<string, Field> = { amountCents: 'amount', amount: 'amount', reason: 'reason' };

/** What the refund moved, in one sentence: the new ledger entries of the answer, by kind. */
function outcome(before: AdminPayment, after: AdminPayment): string {
  const known = new Set(before.entries.map((e) => e.id));
  const moved = after.entries
    .filter((e) => !known.has(e.id))
    .map((e) => `${LEDGER_KIND_LABELS[e.kind] ?? e.kind} ${centsLabel(e.amountCents)}${e.providerId ? ` (${e.providerId})` : ''}`);
  const refunded = after.refundedCents - before.refundedCents;
  return `Refunded ${centsLabel(refunded)} to the pilot on booking #${before.id}${moved.length ? `: ${moved.join('; ')}` : ''}. The audit log has it.`;
}

/**
 * Refund part or all of what the pilot was charged, with a reason for the audit log. POST
 * /api/admin/payments/:id/refund { amountCents, reason }: the server refunds the card, reverses the owner's
 * transfer (and the platform's fee) in proportion when it was already sent, records the ledger entries and
 * the audit entry; a refused amount or reason comes back named by its field and nothing moves.
 */
export const RefundPaymentButton = () => {
  const payment = useRecordContext<AdminPayment>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [working, setWorking] = useState(false);
  if (!payment || !isRefundable(payment)) return null;
  const most = refundableCents(payment);

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
    const amountCents = typedCents(values.amount);
    if (amountCents === null) {
      setErrors({ amount: 'Enter the amount in dollars, such as 25.50' });
      return;
    }
    // The server refuses it too (and anything else it finds, named by its field).
    if (amountCents > most) {
      setErrors({ amount: PAYMENT_MESSAGES.refundTooLarge(most) });
      return;
    }
    setWorking(true);
    try {
      const { json } = await httpClient(`/api/admin/payments/${encodeURIComponent(String(payment.id))}/refund`, {
        method: 'POST',
        body: JSON.stringify({ amountCents, reason: values.reason }),
      });
      close();
      setValues(EMPTY);
      notify(outcome(payment, json as AdminPayment), { type: 'success', autoHideDuration: 10_000 });
      refresh();
    } catch (error) {
      const named: Partial<Record<Field, string>> = {};
      for (const [key, message] of Object.entries(fieldMessagesOf(error))) {
        const field = FIELD_OF[key];
        if (field) named[field] = message;
      }
      if (Object.keys(named).length) setErrors(named);
      else {
        close();
        notify((error as Error).message || 'The refund could not be made', { type: 'error' });
      }
    } finally {
      setWorking(false);
    }
  };

  return (
    <>
      <Button label="Refund" color="warning" onClick={() => setOpen(true)} aria-label={`Refund booking ${payment.id}`}>
        <UndoIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={`refund-${payment.id}`} fullWidth maxWidth="sm">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogTitle id={`refund-${payment.id}`}>Refund booking #{payment.id}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {`${payment.pilot?.name ?? 'The pilot'} was charged ${centsLabel(payment.capturedCents)}${payment.refundedCents ? `, of which ${centsLabel(payment.refundedCents)} is refunded already` : ''}: up to ${centsLabel(most)} can be given back.`}
              {payment.transferredCents
                ? ` The owner's transfer (${centsLabel(payment.transferredCents)}) is partly reversed, and the platform's fee refunded, in proportion.`
                : ''}
            </DialogContentText>
            <TextField
              label="Amount to refund"
              value={values.amount}
              onChange={set('amount')}
              error={!!errors.amount}
              helperText={errors.amount ?? `In dollars, at most ${centsLabel(most)}`}
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              }}
              fullWidth
              margin="normal"
              required
            />
            <TextField
              label="Reason"
              value={values.reason}
              onChange={set('reason')}
              error={!!errors.reason}
              helperText={errors.reason ?? 'For the audit log, for example: the flight was cut short by weather.'}
              multiline
              minRows={2}
              fullWidth
              margin="normal"
              required
            />
          </DialogContent>
          <DialogActions>
            <Button label="Not now" onClick={close} />
            <Button label="Refund the pilot" type="submit" color="warning" variant="contained" disabled={working} />
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};

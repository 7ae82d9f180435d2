import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PAYMENT_MESSAGES } from '../../../domain/payment/payment-messages';
import { DateField, FunctionField, Link, Show, SimpleShowLayout, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { centsLabel, LEDGER_KIND_LABELS, listingTitle, MONEY_STEP_LABELS, paymentStateLabel, personName, type AdminPayment } from './admin-payment';
import { RefundPaymentButton } from './refund-payment-button';

const PaymentTitle = () => {
  const payment = useRecordContext<AdminPayment>();
  return <span>Payment of booking {payment ? `#${payment.id}` : ''}</span>;
};

/** A custom row of SimpleShowLayout: it reads `label` to name the row; the child gets the record. */
const Part = ({ render }: { label: string; render: (p: AdminPayment) => ReactNode }) => {
  const payment = useRecordContext<AdminPayment>();
  return payment ? <>{render(payment)}</> : null;
};

const PeopleAndListing = ({ payment }: { payment: AdminPayment }) => {
  const createPath = useCreatePath();
  const person = (who: 'pilot' | 'owner') => {
    const p = payment[who];
    return p ? <Link to={createPath({ resource: 'users', id: p.id, type: 'show' })}>{p.name}</Link> : personName(p);
  };
  return (
    <Typography variant="body2">
      {payment.share ? <Link to={createPath({ resource: 'shares', id: payment.share.id, type: 'show' })}>{listingTitle(payment)}</Link> : listingTitle(payment)}
      {', paid by '}
      {person('pilot')}
      {' to '}
      {person('owner')}
      {' ('}
      <Link to={createPath({ resource: 'bookings', id: payment.id, type: 'show' })}>booking #{payment.id}</Link>
      {')'}
    </Typography>
  );
};

/** What the jobs do next, and when (nothing once the money is settled). */
const NextStep = ({ payment }: { payment: AdminPayment }) =>
  payment.nextStep && payment.nextStepAt ? (
    <Typography variant="body2">
      {`${MONEY_STEP_LABELS[payment.nextStep] ?? payment.nextStep}, due `}
      <DateField record={payment} source="nextStepAt" showTime />
    </Typography>
  ) : (
    <Typography variant="body2">Nothing: the jobs have no step left for this booking.</Typography>
  );

/** The totals the ledger sums to, in the order money moves. */
const Totals = ({ payment }: { payment: AdminPayment }) => (
  <Table size="small" aria-label="Totals" sx={{ maxWidth: 420 }}>
    <TableBody>
      {(
        [
          ['Expected (the hold is for this)', payment.expectedCents],
          ['Held now (the open hold)', payment.heldCents],
          ['Captured', payment.capturedCents],
          ['Refunded', payment.refundedCents],
          [`Platform fee (${payment.feePercent} %)`, payment.feeCents],
          ['Transferred to the owner', payment.transferredCents],
        ] as const
      ).map(([label, cents]) => (
        <TableRow key={label}>
          <TableCell component="th" scope="row">{label}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{centsLabel(cents)}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

/** Every movement of the booking's money, with the provider's object id (pi_, re_, tr_, trr_...). */
const Ledger = ({ payment }: { payment: AdminPayment }) => {
  if (!payment.entries.length) return <Typography variant="body2">Nothing has moved yet: the card is saved.</Typography>;
  return (
    <Table size="small" aria-label="Ledger" sx={{ maxWidth: 960 }}>
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Entry</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell>Provider id</TableCell>
          <TableCell>Note</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {payment.entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}><DateField record={entry} source="at" showTime /></TableCell>
            <TableCell>{LEDGER_KIND_LABELS[entry.kind] ?? entry.kind}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{centsLabel(entry.amountCents)}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{entry.providerId ?? '—'}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.note}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const POLICY_LABELS: Record<AdminPayment['cancellation'], string> = {
  flexible: 'Flexible (free until 24 hours before)',
  moderate: 'Moderate (free until 72 hours before, then 50 %)',
  strict: 'Strict (free until 7 days before, then 70 %)',
};

const termsLabel = (p: AdminPayment) =>
  `${POLICY_LABELS[p.cancellation] ?? p.cancellation}; ${p.depositCents ? `deposit ${centsLabel(p.depositCents)}` : 'no deposit'}; platform fee ${p.feePercent} %`;

const AuditLink = ({ payment }: { payment: AdminPayment }) => {
  const createPath = useCreatePath();
  const filter = encodeURIComponent(JSON.stringify({ resource: 'payments', q: String(payment.id) }));
  return <Link to={`${createPath({ resource: 'audit-log', type: 'list' })}?filter=${filter}`}>Staff changes to this payment</Link>;
};

const PaymentActions = () => (
  <TopToolbar>
    <RefundPaymentButton />
  </TopToolbar>
);

export const PaymentShow = () => (
  <Show<AdminPayment> title={<PaymentTitle />} actions={<PaymentActions />}>
    <SimpleShowLayout>
      <Part label="Payment" render={(p) => <PeopleAndListing payment={p} />} />
      <Part
        label="Mode"
        render={(p) =>
          p.mode === 'sandbox' ? <Alert severity="info">{`${PAYMENT_MESSAGES.sandbox} The provider ids are the sandbox's.`}</Alert> : <Typography variant="body2">Stripe Connect</Typography>
        }
      />
      <FunctionField<AdminPayment> label="State" render={paymentStateLabel} />
      <FunctionField<AdminPayment> label="Card" render={(p) => p.card ?? '—'} />
      <FunctionField<AdminPayment> label="Terms agreed at the request" render={termsLabel} />
      <DateField source="payBy" label="To be paid by" showTime emptyText="—" />
      <DateField source="holdExpiresAt" label="Hold lapses" showTime emptyText="—" />
      <Part label="Next step" render={(p) => <NextStep payment={p} />} />
      <Part label="Totals" render={(p) => <Totals payment={p} />} />
      <Part label="Ledger" render={(p) => <Ledger payment={p} />} />
      <Part label="Audit" render={(p) => <AuditLink payment={p} />} />
    </SimpleShowLayout>
  </Show>
);

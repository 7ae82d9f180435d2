import { Link } from 'react-router-dom';
import { formatCentsExact } from '../../../../../domain/money/cents';
import type { PilotPaymentLineView } from '../../../../../domain/payment/payment-view';
import { longDateAt } from '../../../../../domain/text/us-format';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/page-loading';
import { useApiResource } from '../../../hooks/use-api-resource';
import { getPilotPayments } from '../../../lib/payments.api';
import { PAYMENT_STATE_WORDS } from '../../../lib/payment-words';
import './payments.css';

/** /account/payments: what the pilot paid for each booking, what came back, and each receipt. */
export function PaymentsTabPage() {
  const payments = useApiResource('pilot payments', (signal) => getPilotPayments(signal));
  return (
    <section aria-labelledby="payments-heading" className="payments-page">
      <h1 id="payments-heading" className="account-title">
        Payments
      </h1>
      <p className="account-lead">The bookings you paid for through Wingshare, with what was charged and refunded. Each receipt opens in a new tab.</p>
      {payments.status === 'loading' && <PageLoading label="Loading your payments…" />}
      {payments.status === 'failed' && <LoadFailed what="your payments" message={payments.error} onRetry={payments.retry} />}
      {payments.status === 'ready' && <PaymentRows rows={payments.data.rows} />}
    </section>
  );
}

function PaymentRows({ rows }: { rows: PilotPaymentLineView[] }) {
  if (rows.length === 0) {
    return (
      <p className="account-empty">
        No payments yet. A rental whose owner takes payment through Wingshare saves your card at the request; it shows here from then on.{' '}
        <Link to="/account/bookings">My bookings</Link>
      </p>
    );
  }
  return (
    <ul className="money-rows" aria-label="Payments">
      {rows.map((row) => (
        <li key={row.bookingId} className="money-row">
          <span className="money-row-main">
            <Link to={`/account/bookings#booking-${row.bookingId}`}>{row.listing}</Link>
            {row.start && <span className="money-row-meta"> · {longDateAt(new Date(row.start), 'local') ?? row.start}</span>}
          </span>
          <span>{PAYMENT_STATE_WORDS[row.state]}</span>
          <span>
            Paid <strong>{formatCentsExact(row.paidCents)}</strong>
            {row.refundedCents > 0 && <>, refunded {formatCentsExact(row.refundedCents)}</>}
          </span>
          {row.receiptUrl && (
            <a href={row.receiptUrl} target="_blank" rel="noopener">
              Receipt<span className="visually-hidden"> of {row.listing} (opens in a new tab)</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

import { formatCentsExact } from '../../../../../domain/money/cents';
import type { RefundQuoteView } from '../../../../../domain/payment/payment-view';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/page-loading';
import { useApiResource } from '../../../hooks/use-api-resource';
import { getCancellationQuote } from '../../../lib/payments.api';
import type { BookingRole } from '../utils/booking-role';

/** What a cancellation keeps and refunds, in a sentence the side reading it understands. */
export function refundSentence(q: RefundQuoteView, role: BookingRole): string {
  if (q.keptCents === 0) return role === 'pilot' ? `Nothing is charged: ${formatCentsExact(q.refundCents)} is released or refunded to your card.` : 'The pilot is refunded in full.';
  return role === 'pilot'
    ? `You pay ${formatCentsExact(q.keptCents)} of ${formatCentsExact(q.bookedCents)}; ${formatCentsExact(q.refundCents)} is released or refunded to your card.`
    : `The pilot pays ${formatCentsExact(q.keptCents)} of ${formatCentsExact(q.bookedCents)}; ${formatCentsExact(q.refundCents)} goes back to the pilot.`;
}

/** Before a cancellation is confirmed: what cancelling now keeps and refunds (GET /api/requests/:id/cancellation), and the rule. */
export function CancelQuote({ bookingId, role }: { bookingId: number; role: BookingRole }) {
  const quote = useApiResource(`${bookingId} cancellation`, (signal) => getCancellationQuote(bookingId, signal));
  if (quote.status === 'loading') return <PageLoading label="Working out the refund…" />;
  if (quote.status === 'failed') return <LoadFailed what="what cancelling refunds" message={quote.error} onRetry={quote.retry} />;
  const q = quote.data;
  return (
    <div className="booking-cancel-quote" role="group" aria-label="If you cancel now">
      <p>
        <strong>If you cancel now:</strong> {refundSentence(q, role)}
      </p>
      <p className="booking-meta">{q.rule}</p>
    </div>
  );
}

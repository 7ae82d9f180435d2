import type { PaymentView } from '../../../../../domain/payment/payment-view';
import { useApiResource } from '../../../hooks/use-api-resource';
import type { BookingView } from '../../../lib/booking-view';
import { getPayment } from '../../../lib/payments.api';

/** A booking's payment (issue 37) for its card, or null when it has none through the site (the booking's `payment` says which). */
export function useBookingPayment(b: BookingView) {
  const key = `${b.id} ${b.state} ${b.updatedAt} ${b.payment ?? ''}`;
  return useApiResource<PaymentView | null>(key, async (signal) => {
    if (b.kind !== 'rental' || b.payment === null) return null;
    return getPayment(b.id, signal);
  });
}
